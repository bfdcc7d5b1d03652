/**
 * POI entries: named OSM POIs (with their rubric and store chain), SNCF stations and the fuel
 * stations of the national fuel-prices file (those an OSM fuel station does not already cover).
 */
import { notability } from './notability';
import { localNames, otherNames } from './other-names';
import { STORE_CHAINS, type StoreChain } from '../../../src/domain/poi-catalogue/chains';
import {
  RUBRICS_BY_ID,
  rubricOfTags,
  type Rubric,
} from '../../../src/domain/poi-catalogue/rubrics';
import { haversineMetres } from '../../../src/domain/geo';
import { foldText, normaliseHousenumber } from '../../../src/domain/search-text/normalise';
import type { SncfStation } from '../../sources/sncf-stations';
import { poiTags } from '../places/classify';
import type { OsmPoi } from '../places/osm-places';
import { staticImportance, type SearchEntry } from './entry';
import type { LocalityResolver } from './locality';
import { PointGrid } from './point-grid';

/** The rubric of fuel stations. */
const FUEL_RUBRIC = 'station-service';

/** A fuel station as the index needs it (from pipeline/sources/fuel-prices.ts). */
export interface FuelStationInput {
  id: string;
  lng: number | null;
  lat: number | null;
  address: string;
  postcode: string;
  town: string;
}

const CHAIN_BRANDS: readonly [string, StoreChain][] = STORE_CHAINS.flatMap((c) =>
  c.brands.map((b) => [foldText(b), c] as [string, StoreChain]),
).sort((a, b) => b[0].length - a[0].length);

/** A store chain found for a POI, and how. */
export interface ChainMatch {
  chain: StoreChain;
  /** Found by the brand tag (else by the name). */
  byBrand: boolean;
  /** The text is exactly one of the chain's brands ('Lidl', not 'Lidl Nice Est'). */
  exact: boolean;
}

/** The store chain of a brand or name ('Carrefour City' → carrefour), or undefined. */
export function chainOf(
  brand: string | null | undefined,
  name: string | null | undefined,
): ChainMatch | undefined {
  for (const [text, byBrand] of [
    [brand, true],
    [name, false],
  ] as const) {
    if (!text) continue;
    const f = foldText(text);
    const hit = CHAIN_BRANDS.find(([b]) => f === b || f.startsWith(`${b} `));
    if (hit) return { chain: hit[1], byBrand, exact: f === hit[0] };
  }
  return undefined;
}

/**
 * The chain and rubric of a POI. The rubric comes from the tags; a chain applies when its brand
 * is tagged, or when the name starts with it and the POI's rubric is of the same segment (not
 * « Casino de Monte-Carlo » in the Casino supermarkets, nor a parking named « Monoprix »); an
 * object without a rubric takes its chain's only when named exactly after it. A fuel chain
 * never makes a fuel station of what is not tagged amenity=fuel (a car dealer or a car wash of
 * the brand).
 */
export function poiClassification(options: {
  tags: Readonly<Record<string, string>>;
  brand: string | null;
  name: string | null;
}): { rubric: Rubric | undefined; chain: StoreChain | undefined } {
  const rubric = rubricOfTags(options.tags);
  const match = chainOf(options.brand, options.name);
  if (!match) return { rubric, chain: undefined };
  const chainRubric = RUBRICS_BY_ID.get(match.chain.rubricId);
  const fuel = options.tags.amenity === 'fuel';
  if (chainRubric?.id === FUEL_RUBRIC && !fuel) return { rubric, chain: undefined };
  if (rubric) {
    const fits = match.byBrand || rubric.segment === chainRubric?.segment;
    return { rubric, chain: fits ? match.chain : undefined };
  }
  const named = match.byBrand || match.exact;
  return named ? { rubric: chainRubric, chain: match.chain } : { rubric, chain: undefined };
}

function poiEntry(
  options: Omit<SearchEntry, 'kind' | 'level' | 'importance'> & { boost?: number },
): SearchEntry {
  const { boost, ...rest } = options;
  const rubric = rest.rubricId ? RUBRICS_BY_ID.get(rest.rubricId) : undefined;
  return {
    ...rest,
    kind: 'poi',
    level: 'poi',
    importance: staticImportance({ level: 'poi', boost: boost ?? 0 }),
    extraContext: [...(rest.extraContext ?? []), ...(rubric ? [rubric.label] : [])],
  };
}

/** Entries of the named OSM POIs. */
export function osmPoiEntries(pois: readonly OsmPoi[], resolver: LocalityResolver): SearchEntry[] {
  return pois.flatMap((p): SearchEntry[] => {
    const name = p.name ?? p.brand;
    if (!name) return [];
    const { rubric, chain } = poiClassification({
      tags: poiTags(p.tags),
      brand: p.brand,
      name: p.name,
    });
    const postcode = p.tags['addr:postcode'] ?? null;
    return [
      poiEntry({
        name,
        housenumber: normaliseHousenumber(p.tags['addr:housenumber'] ?? '') ?? null,
        street: p.tags['addr:street'] ?? null,
        locality:
          resolver.resolve(p.lng, p.lat, { postcode, city: p.tags['addr:city'] ?? null }) ?? null,
        postcode,
        lng: p.lng,
        lat: p.lat,
        rubricId: rubric?.id ?? null,
        chainId: chain?.id ?? null,
        brand: p.brand,
        source: 'osm',
        sourceId: `osm-${p.osmId}`,
        extraContext: [
          ...(p.brand && p.brand !== name ? [p.brand] : []),
          ...otherNames(p.tags, name),
        ],
        localNames: localNames(p.tags, name),
        boost: notability(p.tags),
      }),
    ];
  });
}

const SEGMENT_BOOST: Readonly<Record<string, number>> = { a: 0.3, b: 0.15, c: 0.03 };

/**
 * The name shown for a station: its own when it says « gare », else « Gare de X » (« Gare
 * d'Évry », « Gare du Havre », « Gare des Rosiers-sur-Loire »).
 */
export function stationLabel(name: string): string {
  if (/\bgare\b/i.test(name)) return name;
  if (name.startsWith('Le ')) return `Gare du ${name.slice(3)}`;
  if (name.startsWith('Les ')) return `Gare des ${name.slice(4)}`;
  return /^[aeiouyàâäéèêëîïôöûüœ]/i.test(name) ? `Gare d'${name}` : `Gare de ${name}`;
}

/** Farthest apart the UIC codes of one station can be to be shown as one, m. */
const STATION_MERGE_METRES = 500;

function segmentRank(s: SncfStation): number {
  return { a: 0, b: 1, c: 2 }[s.segment ?? ''] ?? 3;
}

/**
 * One entry per station: the UIC codes of one station (code_gare) within 500 m of each other
 * (a hall and its RER platforms, a station and its tram-train stop) are one, named after the
 * station (« Paris Gare de Lyon »), with the UIC code of the most important.
 */
export function mergeStations(stations: readonly SncfStation[]): SncfStation[] {
  const groups = new Map<string, SncfStation[]>();
  for (const s of stations) {
    const key = s.station ?? `uic-${s.uic}`;
    const group = groups.get(key);
    if (group) group.push(s);
    else groups.set(key, [s]);
  }
  const out: SncfStation[] = [];
  for (const group of groups.values()) {
    const sorted = [...group].sort(
      (a, b) =>
        segmentRank(a) - segmentRank(b) ||
        Number(b.name === b.stationName) - Number(a.name === a.stationName),
    );
    const main = sorted[0]!;
    out.push({ ...main, name: group.length > 1 ? (main.stationName ?? main.name) : main.name });
    for (const other of sorted.slice(1)) {
      if (haversineMetres(main, other) > STATION_MERGE_METRES) out.push(other);
    }
  }
  return out;
}

/** Entries of the SNCF stations (one per station, see mergeStations). */
export function stationEntries(
  stations: readonly SncfStation[],
  resolver: LocalityResolver,
): SearchEntry[] {
  return mergeStations(stations).map((s) =>
    poiEntry({
      name: stationLabel(s.name),
      searchName: s.name,
      locality:
        resolver.byInseeCode(s.insee) ??
        resolver.resolve(s.lng, s.lat, { postcode: s.postcode, city: s.town }) ??
        null,
      postcode: s.postcode,
      lng: s.lng,
      lat: s.lat,
      rubricId: 'gare',
      source: 'sncf',
      sourceId: `sncf-${s.uic}`,
      extraContext: ['sncf', 'train'],
      boost: SEGMENT_BOOST[s.segment ?? ''] ?? 0,
    }),
  );
}

/** Entries of the fuel stations of the fuel-prices file not within 100 m of an OSM one. */
export function fuelEntries(options: {
  stations: readonly FuelStationInput[];
  osmPois: readonly SearchEntry[];
  resolver: LocalityResolver;
}): { entries: SearchEntry[]; coveredByOsm: number } {
  const osmFuel = new PointGrid<true>(0.01);
  for (const p of options.osmPois) if (p.rubricId === FUEL_RUBRIC) osmFuel.add(p.lng, p.lat, true);
  let coveredByOsm = 0;
  const entries: SearchEntry[] = [];
  for (const s of options.stations) {
    if (s.lng === null || s.lat === null) continue;
    if (osmFuel.nearest(s.lng, s.lat, 100)) {
      coveredByOsm++;
      continue;
    }
    const hints = { postcode: s.postcode, city: s.town };
    entries.push(
      poiEntry({
        name: 'Station-service',
        street: s.address || null,
        locality: options.resolver.resolve(s.lng, s.lat, hints) ?? null,
        postcode: /^\d{5}$/.test(s.postcode) ? s.postcode : null,
        lng: s.lng,
        lat: s.lat,
        rubricId: FUEL_RUBRIC,
        source: 'prix-carburants',
        sourceId: `carburant-${s.id}`,
        extraContext: ['carburant', 'essence'],
      }),
    );
  }
  return { entries, coveredByOsm };
}
