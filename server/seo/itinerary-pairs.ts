/**
 * The curated city pairs of the itinerary directories (`/annuaire-itineraire…`, issue 18): not
 * every pair of French communes (35,000² would be a billion landings nobody searches), but the
 * trips people make between towns of some size close to one another.
 *
 * The rule, per mode:
 * 1. the towns: the communes with their own point (`CommuneRecord.point`, GeoNames) and
 *    {@link PAIR_MIN_POPULATION} inhabitants or more;
 * 2. each town is paired with its {@link PAIR_NEIGHBOURS} nearest such towns (straight line)
 *    that are more populated than it (the commune order of `CommuneIndex.byPopulation`, so two
 *    towns of equal population are still ordered), within the mode's radius
 *    ({@link PAIR_RADIUS_KM}: 150 km by car or motorbike, 30 km by bike, 8 km on foot);
 * 3. the pair goes from the smaller town to the larger (« Rouen → Paris »); as only the smaller
 *    town chooses, each pair appears once;
 * 4. the pairs are sorted by the larger town's population (most populated first), then its name,
 *    then the smaller town's name (French order).
 *
 * A town thus links up to the larger places its inhabitants travel to, and the largest cities
 * collect the links of their neighbours.
 */
import { haversineMetres } from '../../src/domain/geo';
import type { RoadMode } from '../../src/domain/itinerary/modes';
import type { CommuneIndex, SeoCommune } from './communes';

/** The smallest town of a pair, in inhabitants. */
export const PAIR_MIN_POPULATION = 5000;

/** Larger towns each town is paired with, at most. */
export const PAIR_NEIGHBOURS = 5;

/** The farthest pair of each directory mode, straight-line kilometres. */
export const PAIR_RADIUS_KM = {
  car: 150,
  motorbike: 150,
  bike: 30,
  pedestrian: 8,
} as const satisfies Partial<Record<RoadMode, number>>;

/** A mode that has an itinerary directory. */
export type DirectoryMode = keyof typeof PAIR_RADIUS_KM;

/** One pair: from the smaller town to the larger, and the straight line between them. */
export interface ItineraryPair {
  from: SeoCommune;
  to: SeoCommune;
  /** Straight-line distance, metres. */
  metres: number;
}

/** The radius of the sphere `haversineMetres` uses, metres. */
const EARTH_RADIUS = 6378137;

interface Town {
  commune: SeoCommune;
  point: { lng: number; lat: number };
  /** Position in the population order: a lower rank is a more populated town. */
  rank: number;
  /** Latitude and longitude in radians, and the cosine of the latitude. */
  phi: number;
  lambda: number;
  cosPhi: number;
}

function townsOf(index: CommuneIndex): Town[] {
  const towns: Town[] = [];
  for (const commune of index.byPopulation) {
    if (commune.population < PAIR_MIN_POPULATION) break;
    const point = commune.point;
    if (!point) continue;
    const phi = (point.lat * Math.PI) / 180;
    const lambda = (point.lng * Math.PI) / 180;
    towns.push({ commune, point, rank: towns.length, phi, lambda, cosPhi: Math.cos(phi) });
  }
  return towns;
}

/** The first position of `byPhi` whose latitude is at least `phi` (radians). */
function lowerBound(byPhi: readonly Town[], phi: number): number {
  let lo = 0;
  let hi = byPhi.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (byPhi[mid]!.phi < phi) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The haversine's `h` between two towns (`haversineMetres` is `2R asin √h`): it grows with the
 * distance, so the search compares it and leaves the metres to the few towns it keeps.
 */
function haversineTerm(a: Town, b: Town): number {
  const sinPhi = Math.sin((b.phi - a.phi) / 2);
  const sinLambda = Math.sin((b.lambda - a.lambda) / 2);
  return sinPhi * sinPhi + a.cosPhi * b.cosPhi * sinLambda * sinLambda;
}

/** A town near another, by its haversine term. */
interface Near {
  other: Town;
  h: number;
}

/** True when `a` is nearer than `b`, or as near and more populated. */
function before(a: Near, b: Near): boolean {
  return a.h < b.h || (a.h === b.h && a.other.rank < b.other.rank);
}

/** Adds a town to the nearest ones (at most {@link PAIR_NEIGHBOURS}, nearest first, rank next). */
function keepNearest(nearest: Near[], near: Near): void {
  if (nearest.length === PAIR_NEIGHBOURS && !before(near, nearest[PAIR_NEIGHBOURS - 1]!)) return;
  let at = nearest.length;
  while (at > 0 && before(near, nearest[at - 1]!)) at--;
  nearest.splice(at, 0, near);
  if (nearest.length > PAIR_NEIGHBOURS) nearest.pop();
}

/**
 * The larger towns within `radius` metres of a town, nearest first (rank breaks a tie). Only
 * the band of latitudes within the radius is read: a great-circle distance is never shorter
 * than its difference of latitude.
 */
function largerNeighbours(town: Town, byPhi: readonly Town[], radius: number): ItineraryPair[] {
  const band = radius / EARTH_RADIUS;
  const limit = Math.sin(band / 2) ** 2;
  const nearest: Near[] = [];
  for (let i = lowerBound(byPhi, town.phi - band); i < byPhi.length; i++) {
    const other = byPhi[i]!;
    if (other.phi > town.phi + band) break;
    if (other.rank >= town.rank) continue;
    const h = haversineTerm(town, other);
    if (h <= limit) keepNearest(nearest, { other, h });
  }
  return nearest.map(({ other }) => ({
    from: town.commune,
    to: other.commune,
    metres: Math.min(radius, haversineMetres(town.point, other.point)),
  }));
}

/** The pairs of a radius (metres), sorted as the directory lists them. */
export function itineraryPairs(index: CommuneIndex, radius: number): ItineraryPair[] {
  const towns = townsOf(index);
  const byPhi = [...towns].sort((a, b) => a.phi - b.phi);
  const pairs = towns.flatMap((town) => largerNeighbours(town, byPhi, radius));
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return pairs.sort(
    (a, b) =>
      b.to.population - a.to.population ||
      collator.compare(a.to.name, b.to.name) ||
      a.to.insee.localeCompare(b.to.insee) ||
      collator.compare(a.from.name, b.from.name) ||
      a.from.insee.localeCompare(b.from.insee),
  );
}

/**
 * The pairs of each directory mode, computed on first use and kept for the life of the index
 * (one artefact); modes of the same radius (car and motorbike) share one list.
 */
export class ItineraryPairs {
  private readonly kept = new Map<number, readonly ItineraryPair[]>();

  constructor(
    private readonly index: CommuneIndex,
    /** Told how long each mode's list took to build. */
    private readonly onBuilt: (mode: DirectoryMode, pairs: number, ms: number) => void = () => {},
  ) {}

  /** The pairs of a mode. */
  of(mode: DirectoryMode): readonly ItineraryPair[] {
    const km = PAIR_RADIUS_KM[mode];
    const kept = this.kept.get(km);
    if (kept) return kept;
    const start = performance.now();
    const pairs = itineraryPairs(this.index, km * 1000);
    this.kept.set(km, pairs);
    this.onBuilt(mode, pairs.length, performance.now() - start);
    return pairs;
  }
}
