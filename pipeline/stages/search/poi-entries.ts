/**
 * POI entries: named OSM POIs (with their rubric and store chain), SNCF stations and the fuel
 * stations of the national fuel-prices file (those an OSM fuel station does not already cover).
 */
import { STORE_CHAINS, type StoreChain } from '../../../src/domain/poi-catalogue/chains';
import { RUBRICS_BY_ID, rubricOfTags } from '../../../src/domain/poi-catalogue/rubrics';
import { foldText, normaliseHousenumber } from '../../../src/domain/search-text/normalise';
import type { SncfStation } from '../../sources/sncf-stations';
import type { OsmPoi } from '../places/osm-places';
import { staticImportance, type SearchEntry } from './entry';
import type { LocalityResolver } from './locality';
import { PointGrid } from './point-grid';

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

/** The store chain of a brand or name ('Carrefour City' → carrefour), or undefined. */
export function chainOf(
  brand: string | null | undefined,
  name: string | null | undefined,
): StoreChain | undefined {
  for (const text of [brand, name]) {
    if (!text) continue;
    const f = foldText(text);
    const hit = CHAIN_BRANDS.find(([b]) => f === b || f.startsWith(`${b} `));
    if (hit) return hit[1];
  }
  return undefined;
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
    const chain = chainOf(p.brand, p.name);
    const rubric = rubricOfTags(p.tags);
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
        rubricId: rubric?.id ?? chain?.rubricId ?? null,
        chainId: chain?.id ?? null,
        brand: p.brand,
        source: 'osm',
        sourceId: `osm-${p.osmId}`,
        extraContext: p.brand && p.brand !== name ? [p.brand] : [],
        boost: p.tags.wikidata ? 0.03 : 0,
      }),
    ];
  });
}

const SEGMENT_BOOST: Readonly<Record<string, number>> = { a: 0.15, b: 0.08, c: 0.03 };

/** Entries of the SNCF stations. */
export function stationEntries(
  stations: readonly SncfStation[],
  resolver: LocalityResolver,
): SearchEntry[] {
  return stations.map((s) =>
    poiEntry({
      name: /\bgare\b/i.test(s.name) ? s.name : `Gare de ${s.name}`,
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
  for (const p of options.osmPois)
    if (p.rubricId === 'station-service') osmFuel.add(p.lng, p.lat, true);
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
        rubricId: 'station-service',
        source: 'prix-carburants',
        sourceId: `carburant-${s.id}`,
        extraContext: ['carburant', 'essence'],
      }),
    );
  }
  return { entries, coveredByOsm };
}
