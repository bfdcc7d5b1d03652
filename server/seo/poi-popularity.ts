/**
 * The « popular » POIs of a town (`/poi/populaire/…`, issue 18), ranked from what the data says
 * about a place, never from invented ratings or reviews:
 *
 * 1. its notoriety signals in OpenStreetMap: a `wikidata` tag, a `wikipedia` tag (0, 1 or 2) —
 *    a place with an encyclopaedia article is known beyond its street;
 * 2. its weight in the search index (`entry.importance`): equal for every POI except SNCF
 *    stations, ranked by their SNCF passenger class (segment DRG a, then b, then c), and OSM
 *    POIs with a `wikidata` tag (already counted in 1);
 * 3. the number of its OSM tags: how fully mappers have described it (opening hours, website,
 *    phone, cuisine…), a sign of a place people go to;
 * 4. then its name, in French order.
 *
 * POIs of the national files (fuel stations) have no OSM tags and come after those that have.
 * The ranking keeps the first `POPULAR_MAX` POIs.
 */
import type { TownPoi } from './town-pois';

/** POIs a popular list keeps at most (three pages of 100). */
export const POPULAR_MAX = 300;

/** What the ranking reads of a POI. */
export interface Prominence {
  /** wikidata and wikipedia tags present (0–2). */
  signals: number;
  /** Its static weight in the search index. */
  importance: number;
  /** Its number of OSM tags (0 for a POI of a national file). */
  tags: number;
}

/** The prominence of a POI from its OSM tags (undefined outside OSM) and its index weight. */
export function prominenceOf(
  tags: Readonly<Record<string, string>> | undefined,
  importance: number,
): Prominence {
  const t = tags ?? {};
  const signals = Number(Boolean(t.wikidata)) + Number(Boolean(t.wikipedia));
  return { signals, importance, tags: Object.keys(t).length };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Compares two ranked POIs: the more prominent first, then by name. */
export function byPopularity(
  a: { poi: TownPoi; prominence: Prominence },
  b: { poi: TownPoi; prominence: Prominence },
): number {
  const p = a.prominence;
  const q = b.prominence;
  return (
    q.signals - p.signals ||
    q.importance - p.importance ||
    q.tags - p.tags ||
    collator.compare(a.poi.name, b.poi.name) ||
    a.poi.id - b.poi.id
  );
}

/** The most popular POIs first, at most POPULAR_MAX. */
export function rankByPopularity(
  pois: readonly TownPoi[],
  prominence: (poi: TownPoi) => Prominence,
): TownPoi[] {
  return pois
    .map((poi) => ({ poi, prominence: prominence(poi) }))
    .sort(byPopularity)
    .slice(0, POPULAR_MAX)
    .map((r) => r.poi);
}
