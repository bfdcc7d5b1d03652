/**
 * Localities (the town an entry belongs to) and their resolution: by INSEE code, by the
 * addr:postcode and addr:city of an object, by the nearest address point whose town is known,
 * else by the nearest commune centre (GeoNames). Monaco is a locality of its own (country 492).
 */
import { COUNTRY_CODES } from '../../../src/domain/address';
import { haversineMetres } from '../../../src/domain/geo';
import { foldText } from '../../../src/domain/search-text/normalise';
import { PointGrid } from './point-grid';

/** A town with its administrative context, stored once in the index. */
export interface Locality {
  /** Town name ('' for the locality of a département or région). */
  town: string;
  /** INSEE code (French communes); null for Monaco. */
  towncode: string | null;
  postcodes: string[];
  departmentCode: string | null;
  departmentLabel: string | null;
  regionCode: string | null;
  regionLabel: string | null;
  countryCode: string;
  countryLabel: string;
  population: number | null;
  lng: number | null;
  lat: number | null;
  /** Coordinates of the commune itself (GeoNames), not its département's. */
  precise: boolean;
}

/** Monaco as a locality (the OSM extract covers it; it is not a French commune). */
export const MONACO = {
  town: 'Monaco',
  countryCode: COUNTRY_CODES.monaco,
  countryLabel: 'Monaco',
  postcodes: ['98000'],
  lng: 7.4246,
  lat: 43.7384,
  population: 38350,
} as const;

const MONACO_NAMES = new Set([
  'monaco',
  'monte carlo',
  'monaco ville',
  'la condamine',
  'fontvieille',
]);

/** Hints an object carries about its town. */
export interface LocalityHints {
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
}

/** Finds the locality of a point. */
export class LocalityResolver {
  private readonly byInsee = new Map<string, Locality>();
  private readonly byPostcode = new Map<string, Locality[]>();
  private readonly byName = new Map<string, Locality[]>();
  private readonly centres = new PointGrid<Locality>(0.1);
  private readonly known = new PointGrid<Locality>(0.005);
  private monaco: Locality | undefined;

  constructor(localities: readonly Locality[]) {
    for (const l of localities) {
      if (l.towncode) this.byInsee.set(l.towncode, l);
      if (l.countryCode === COUNTRY_CODES.monaco) this.monaco = l;
      for (const p of l.postcodes) push(this.byPostcode, p, l);
      push(
        this.byName,
        foldText(l.town)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim(),
        l,
      );
      if (l.precise && l.lng !== null && l.lat !== null) this.centres.add(l.lng, l.lat, l);
    }
  }

  /** The locality of an INSEE code. */
  byInseeCode(insee: string | null | undefined): Locality | undefined {
    return insee ? this.byInsee.get(insee) : undefined;
  }

  /** Records a point whose locality is known (address points), used for nearby objects. */
  remember(lng: number, lat: number, locality: Locality): void {
    this.known.add(lng, lat, locality);
  }

  /** The locality named by an object's addr:* tags, if they name one. */
  fromHints(lng: number, lat: number, hints: LocalityHints): Locality | undefined {
    const postcode = hints.postcode?.trim();
    const city = hints.city
      ? foldText(hints.city)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()
      : '';
    const monacoHint =
      hints.country?.toUpperCase() === 'MC' ||
      postcode?.startsWith('980') ||
      MONACO_NAMES.has(city);
    if (monacoHint && this.monaco) return this.monaco;
    let candidates = postcode ? (this.byPostcode.get(postcode) ?? []) : [];
    if (city) {
      const named = candidates.filter(
        (c) =>
          foldText(c.town)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim() === city,
      );
      candidates =
        named.length > 0
          ? named
          : candidates.length > 0
            ? candidates
            : (this.byName.get(city) ?? []);
    }
    return nearest(candidates, lng, lat, city && !postcode ? 50_000 : Infinity);
  }

  /** The locality of a point: hints, else the nearest known address (300 m), else the nearest commune centre (20 km). */
  resolve(lng: number, lat: number, hints: LocalityHints = {}): Locality | undefined {
    return (
      this.fromHints(lng, lat, hints) ??
      this.known.nearest(lng, lat, 300)?.value ??
      this.centres.nearest(lng, lat, 20_000)?.value
    );
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function nearest(
  candidates: readonly Locality[],
  lng: number,
  lat: number,
  maxMetres: number,
): Locality | undefined {
  if (candidates.length === 1) return candidates[0];
  let best: Locality | undefined;
  let bestDistance = maxMetres;
  for (const c of candidates) {
    if (c.lng === null || c.lat === null) continue;
    const d = haversineMetres({ lng, lat }, { lng: c.lng, lat: c.lat });
    if (d <= bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}
