/**
 * The search and geocoding operations of the API (spec §4 Search flow, §7 calls) on the opened
 * index: search (addresses or POIs, categories and chains, located searches), suggestions,
 * forward and reverse geocoding, and a POI by its geoentity id.
 */
import type { Address, BboxTuple } from '../../src/domain/address';
import { unionBbox, type Bbox } from '../../src/domain/geo';
import { STORE_CHAINS_BY_ID } from '../../src/domain/poi-catalogue/chains';
import type {
  ForwardGeocodeResponse,
  Poi,
  SearchFilter,
  SearchResponse,
} from '../../src/domain/search';
import { indexTokens } from '../../src/domain/search-text/normalise';
import { cleanQuery, parseQuery } from '../../src/domain/search-text/query';
import { detectCategory, type CategoryMatch } from './categories';
import { categoryPois } from './category-search';
import { toAddress, toPoi, viewportOf } from './entry-format';
import { EntryRows, type EntryRow } from './entry-row';
import { ADDRESS_LEVELS, levelCode, levelGroup, PLACE_LEVELS, POI_LEVELS } from './levels';
import { ReverseGeocoder } from './reverse';
import type { Ranked, SearchIndex } from './search-index';

/** Results within this score of the best one are ambiguous: all are returned. */
export const AMBIGUITY_MARGIN = 0.3;

/** Parameters of a search. */
export interface SearchParams {
  q: string;
  f: SearchFilter;
  bbox: Bbox | undefined;
  extendBbox: boolean;
  /** POIs at most. */
  maxResults: number;
  /** Addresses at most. */
  limit: number;
}

const EMPTY_HEADER = { store_chains_id: null, rubric_id: null, search_hint: null } as const;

/** The operations. */
export class SearchService {
  readonly rows: EntryRows;
  readonly reverser: ReverseGeocoder;

  constructor(readonly index: SearchIndex) {
    this.rows = new EntryRows(index.db);
    const towns: number[] = [];
    const town = levelCode('town');
    for (let id = 1; id <= index.size; id++) if (index.data.level[id] === town) towns.push(id);
    this.reverser = new ReverseGeocoder(index.db, {
      ids: Int32Array.from(towns),
      lng: index.data.lng,
      lat: index.data.lat,
    });
  }

  /** The rows of ranked entries. */
  rowsOf(ranked: readonly Ranked[]): EntryRow[] {
    return ranked.map((r) => this.rows.get(r.id)).filter((r): r is EntryRow => r !== undefined);
  }

  /** The ambiguous best results: same kind and level group as the best, within the margin. */
  private bestGroup(ranked: readonly Ranked[]): Ranked[] {
    const best = ranked[0];
    if (!best) return [];
    const group = levelGroup(this.index.data.level[best.id]!);
    return ranked.filter(
      (r) =>
        r.score >= best.score - AMBIGUITY_MARGIN &&
        levelGroup(this.index.data.level[r.id]!) === group,
    );
  }

  /**
   * True when the query is exactly the name of something (« Bar-le-Duc » is not a bar search,
   * « Gare de Sauveterre-la-Lémance » is that station).
   */
  private namesAnEntry(q: string): boolean {
    const top = this.index.rank(parseQuery(q, { prefixLast: false }), { limit: 1 })[0];
    return top !== undefined && this.index.nameWords(top.id).join(' ') === indexTokens(q).join(' ');
  }

  /** The place a located search names ('Monaco', '31000', 'Isère'). */
  locate(text: string): Address | undefined {
    const top = this.index.rank(parseQuery(text, { prefixLast: false }), {
      limit: 1,
      levels: PLACE_LEVELS,
    })[0];
    const row = top ? this.rows.get(top.id) : undefined;
    return row ? toAddress(row) : undefined;
  }

  private categorySearch(options: {
    category: CategoryMatch;
    place: Address | undefined;
    params: SearchParams;
  }): SearchResponse {
    const { category, place, params } = options;
    const key = category.chainId ? `chain:${category.chainId}` : `rubric:${category.rubricId}`;
    const box = place?.viewport ?? params.bbox;
    const ids = categoryPois({
      index: this.index,
      key,
      box,
      extend: params.extendBbox,
      max: params.maxResults,
    });
    const pois = this.rowsOf(ids.map((id) => ({ id, score: 0 }))).map(toPoi);
    const chain = category.chainId ? STORE_CHAINS_BY_ID.get(category.chainId) : undefined;
    return {
      pois,
      addresses: [],
      viewport: place?.viewport ?? poiViewport(pois) ?? (params.bbox ? [...params.bbox] : null),
      header: {
        store_chains_id: chain?.id ?? null,
        rubric_id: chain ? null : category.rubricId,
        search_hint: place ? 'located' : null,
      },
    };
  }

  /** GET /api/search. */
  search(params: SearchParams): SearchResponse {
    const q = cleanQuery(params.q);
    if (params.f !== 'address') {
      const category = detectCategory(q);
      if (category && (category.rest === '' || !this.namesAnEntry(q))) {
        const place = category.rest ? this.locate(category.rest) : undefined;
        if (!category.rest || place) return this.categorySearch({ category, place, params });
      }
    }
    const levels =
      params.f === 'poi' ? POI_LEVELS : params.f === 'address' ? ADDRESS_LEVELS : undefined;
    const ranked = this.index.rank(parseQuery(q, { prefixLast: false }), {
      limit: 100,
      bbox: params.bbox,
      levels,
    });
    const group = this.bestGroup(ranked);
    if (group.length === 0)
      return { pois: [], addresses: [], viewport: null, header: { ...EMPTY_HEADER } };
    const rows = this.rowsOf(group);
    if (rows[0]?.kind === 'poi') {
      const pois = dedupePois(rows.map(toPoi)).slice(0, params.maxResults);
      return { pois, addresses: [], viewport: poiViewport(pois), header: { ...EMPTY_HEADER } };
    }
    const addresses = rows.slice(0, params.limit).map((r) => toAddress(r));
    return {
      pois: [],
      addresses,
      viewport: addressViewport(addresses),
      header: { ...EMPTY_HEADER },
    };
  }

  /** GET /api/geocode/forward: addresses only, ambiguous best ones, the bbox of the first. */
  forward(options: {
    q: string;
    levels: ReadonlySet<number> | undefined;
    contour: boolean;
  }): ForwardGeocodeResponse {
    const levels = options.levels ?? ADDRESS_LEVELS;
    const ranked = this.index.rank(parseQuery(cleanQuery(options.q), { prefixLast: false }), {
      limit: 50,
      levels,
    });
    const features = this.rowsOf(this.bestGroup(ranked).slice(0, 10)).map((r) =>
      this.address(r, options.contour),
    );
    return { addresses: { features }, bbox: features[0]?.bbox ?? null };
  }

  /** GET /api/geocode/reverse: what is at the point, then its town. */
  reverse(options: { lng: number; lat: number; contour: boolean }): Address[] {
    const hit = this.reverser.reverse(options.lng, options.lat);
    const row = hit ? this.rows.get(hit.id) : undefined;
    if (!hit || !row) return [];
    const first = this.address(row, options.contour);
    if (hit.level === 'way' || hit.level === 'unnamed_road') first.coordinates = hit.at;
    const out = [first];
    const town = hit.level === 'town' ? undefined : this.reverser.town(options.lng, options.lat);
    const townRow = town ? this.rows.get(town.id) : undefined;
    if (townRow) out.push(this.address(townRow, options.contour));
    return out;
  }

  /** An Address, with its contour when asked. */
  private address(row: EntryRow, contour: boolean): Address {
    return toAddress(row, contour ? { contour: this.rows.geometry(row.id) } : {});
  }

  /** A POI by its geoentity id. */
  poi(id: string): Poi | undefined {
    const row = this.rows.bySource(id);
    return row?.kind === 'poi' ? toPoi(row) : undefined;
  }
}

/** POIs of the same name within 150 m are one (the two stops of a bus line, a shop's node and building). */
export function dedupePois(pois: readonly Poi[]): Poi[] {
  const out: Poi[] = [];
  for (const p of pois) {
    const twin = out.find(
      (o) =>
        o.name === p.name &&
        o.rubric.id === p.rubric.id &&
        Math.abs(o.coordinates.lat - p.coordinates.lat) < 0.00135 &&
        Math.abs(o.coordinates.lng - p.coordinates.lng) < 0.002,
    );
    if (!twin) out.push(p);
  }
  return out;
}

function poiViewport(pois: readonly Poi[]): BboxTuple | null {
  if (pois.length === 0) return null;
  const box = unionBbox(
    pois.map((p) => [p.coordinates.lng, p.coordinates.lat, p.coordinates.lng, p.coordinates.lat]),
  );
  return box ? viewportOf([...box]) : null;
}

function addressViewport(addresses: readonly Address[]): BboxTuple | null {
  const box = unionBbox(addresses.flatMap((a) => (a.viewport ? [a.viewport] : [])));
  return box ? [...box] : null;
}
