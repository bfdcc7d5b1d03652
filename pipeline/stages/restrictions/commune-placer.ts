/**
 * Places OSM objects in their commune with the search stage's LocalityResolver (addr:postcode
 * and addr:city), else the nearest address point whose town is known (300 m), else the commune
 * centre nearest in proportion to the town's size. The resolver's own last resort, the plain
 * nearest centre, puts the east of Paris (its centre 3 km away) in Le Pré-Saint-Gervais (2.5 km
 * away): a centre's distance is divided here by the town's radius (1 km + 5 m per
 * √inhabitant, the search stage's town box), so a large town wins its outskirts.
 */
import { haversineMetres } from '../../../src/domain/geo';
import type { Locality, LocalityHints, LocalityResolver } from '../search/locality';
import { PointGrid } from '../search/point-grid';

/** How far an address point vouches for the town of what is near it, in metres. */
const ADDRESS_REACH = 300;
/** How far a commune centre may be, in metres. */
const CENTRE_REACH = 20_000;
/** Cell size of the centres' grid, in degrees. */
const CELL = 0.1;

/** Radius of a town in metres, by its population. */
export function townRadiusMetres(population: number | null): number {
  return 1000 + 5 * Math.sqrt(population ?? 0);
}

/** Finds the commune (locality) of points. */
export class CommunePlacer {
  private readonly known = new PointGrid<Locality>(0.005);
  private readonly centres = new Map<string, Locality[]>();

  constructor(
    private readonly resolver: LocalityResolver,
    localities: readonly Locality[],
  ) {
    for (const l of localities) {
      if (!l.precise || l.lng === null || l.lat === null) continue;
      const key = `${Math.floor(l.lng / CELL)}|${Math.floor(l.lat / CELL)}`;
      const cell = this.centres.get(key);
      if (cell) cell.push(l);
      else this.centres.set(key, [l]);
    }
  }

  /** Records an address point: the town its addr:* tags name vouches for what is near it. */
  rememberAddress(lng: number, lat: number, hints: LocalityHints): void {
    const locality = this.resolver.fromHints(lng, lat, hints);
    if (locality) this.known.add(lng, lat, locality);
  }

  /** The locality of a point (undefined when no commune centre lies within 20 km). */
  place(lng: number, lat: number, hints: LocalityHints = {}): Locality | undefined {
    return (
      this.resolver.fromHints(lng, lat, hints) ??
      this.known.nearest(lng, lat, ADDRESS_REACH)?.value ??
      this.nearestCentre(lng, lat)
    );
  }

  /** The centre with the smallest distance relative to its town's radius, within 20 km. */
  nearestCentre(lng: number, lat: number): Locality | undefined {
    const cx = Math.floor(lng / CELL);
    const cy = Math.floor(lat / CELL);
    const reach = Math.ceil(
      CENTRE_REACH / (CELL * 111_000 * Math.max(0.2, Math.cos((lat * Math.PI) / 180))),
    );
    let best: Locality | undefined;
    let bestScore = Infinity;
    for (let dx = -reach; dx <= reach; dx++) {
      for (let dy = -reach; dy <= reach; dy++) {
        for (const l of this.centres.get(`${cx + dx}|${cy + dy}`) ?? []) {
          const d = haversineMetres({ lng, lat }, { lng: l.lng ?? 0, lat: l.lat ?? 0 });
          const score = d / townRadiusMetres(l.population);
          if (d <= CENTRE_REACH && score < bestScore) {
            best = l;
            bestScore = score;
          }
        }
      }
    }
    return best;
  }
}
