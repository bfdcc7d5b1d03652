/**
 * The arrondissements municipaux of Paris, Lyon and Marseille as districts of their commune
 * (« Paris 11e Arrondissement », 75011 Paris): found by « Paris 11e », « Lyon 3ème » or
 * « 75011 ». Placed at GeoNames' point when it has one (Marseille), else at the median of the
 * address points, fuel stations and POIs of the region and the national files that carry one of
 * its postcodes; an arrondissement with neither is not listed: its commune is found by its name
 * instead (« Lyon 6e » finds Lyon, not nothing).
 */
import type { ArrondissementRow } from '../places/admin-data';
import { boxAround, staticImportance, type SearchEntry } from './entry';
import type { Locality } from './locality';

/** Entries whose postcode is a trustworthy hint of where they are. */
function isPostcodePoint(e: SearchEntry): boolean {
  return e.level === 'address_point' || e.level === 'poi';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[mid]!
    : ((sorted[mid - 1] ?? sorted[mid]!) + sorted[mid]!) / 2;
}

/** The points of the entries with one of `postcodes`, by postcode. */
export function pointsByPostcode(
  entries: Iterable<SearchEntry>,
  postcodes: ReadonlySet<string>,
): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const e of entries) {
    if (!e.postcode || !postcodes.has(e.postcode) || !isPostcodePoint(e)) continue;
    const list = out.get(e.postcode);
    if (list) list.push([e.lng, e.lat]);
    else out.set(e.postcode, [[e.lng, e.lat]]);
  }
  return out;
}

/** GeoNames' point, else the median of the points of its postcodes, else undefined. */
export function arrondissementPoint(
  row: ArrondissementRow,
  points: ReadonlyMap<string, readonly [number, number][]>,
): [number, number] | undefined {
  if (row.lng !== null && row.lat !== null) return [row.lng, row.lat];
  const known = row.postcodes.flatMap((p) => points.get(p) ?? []);
  if (known.length === 0) return undefined;
  return [median(known.map((p) => p[0])), median(known.map((p) => p[1]))];
}

/** Radius of an arrondissement's view: a few kilometres for the largest, as a town's. */
function radiusMetres(population: number | null): number {
  return 800 + 4 * Math.sqrt(population ?? 0);
}

/**
 * The district entries of the arrondissements that can be placed, and the rows of those that
 * cannot.
 */
export function arrondissementEntries(options: {
  rows: readonly ArrondissementRow[];
  localities: readonly Locality[];
  points: ReadonlyMap<string, readonly [number, number][]>;
}): { entries: SearchEntry[]; unplaced: ArrondissementRow[] } {
  const communes = new Map(options.localities.map((l) => [l.towncode, l]));
  const entries: SearchEntry[] = [];
  const unplaced: ArrondissementRow[] = [];
  for (const row of options.rows) {
    const locality = communes.get(row.communeInsee);
    const point = arrondissementPoint(row, options.points);
    if (!locality || !point) {
      unplaced.push(row);
      continue;
    }
    entries.push({
      kind: 'address',
      level: 'district',
      name: row.name,
      locality,
      postcode: row.postcodes[0] ?? null,
      lng: point[0],
      lat: point[1],
      bbox: boxAround(point[0], point[1], radiusMetres(row.population)),
      importance: staticImportance({ level: 'district', population: row.population }),
      source: 'decoupage-administratif',
      sourceId: row.insee,
      extraContext: [row.insee, ...row.postcodes.slice(1)],
    });
  }
  return { entries, unplaced };
}

/**
 * The commune of an arrondissement that cannot be placed is found by the arrondissement's name
 * (context words of its town entry; its postcodes are the commune's already).
 */
export function nameUnplacedInTowns(
  entries: readonly SearchEntry[],
  unplaced: readonly ArrondissementRow[],
): void {
  if (unplaced.length === 0) return;
  const towns = new Map(
    entries.flatMap((e) => (e.level === 'town' ? [[e.sourceId, e] as const] : [])),
  );
  for (const row of unplaced) {
    const town = towns.get(row.communeInsee);
    if (town) town.extraContext = [...(town.extraContext ?? []), row.name];
  }
}
