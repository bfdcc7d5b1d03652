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
import { foldText, indexTokens, rawWords } from '../../src/domain/search-text/normalise';
import { cleanQuery, parseQuery } from '../../src/domain/search-text/query';
import { detectCategory, type CategoryMatch } from './categories';
import { categoryPois } from './category-search';
import {
  labelLanguage,
  pointOnMap,
  toAddress,
  toPoi,
  typedParts,
  viewportOf,
} from './entry-format';
import { EntryRows, type EntryRow } from './entry-row';
import { ADDRESS_LEVELS, levelCode, levelGroup, PLACE_LEVELS, POI_LEVELS } from './levels';
import { estimatedTowns, numberNamedPois, ReverseGeocoder } from './reverse';
import { dedupePlaces } from './same-place';
import { isStop, namesakesFirst, STOP_RUBRICS, type NamesakeIndex } from './stop-namesakes';
import { LEVEL_BASE } from '../../artefacts/search-importance';
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
  /** The page's locale: an English or Dutch page names categories in its language too. */
  locale?: string | undefined;
}

const EMPTY_HEADER = { store_chains_id: null, rubric_id: null, search_hint: null } as const;

/** The operations. */
export class SearchService {
  readonly rows: EntryRows;
  readonly reverser: ReverseGeocoder;
  /** Ids of the bus and tram stops: a list without one needs no reordering (stop-namesakes.ts). */
  readonly stopIds: ReadonlySet<number>;

  constructor(readonly index: SearchIndex) {
    this.rows = new EntryRows(index.db);
    this.stopIds = new Set(
      STOP_RUBRICS.flatMap((r) => [...(index.byCategory.get(`rubric:${r}`) ?? [])]),
    );
    const towns: number[] = [];
    const town = levelCode('town');
    const poi = levelCode('poi');
    for (let id = 1; id <= index.size; id++) if (index.data.level[id] === town) towns.push(id);
    const estimated = estimatedTowns(index.db);
    const numbers = numberNamedPois(index.db);
    this.reverser = new ReverseGeocoder(index.db, {
      towns: Int32Array.from(towns),
      placed: (id) => !estimated.has(id),
      lng: index.data.lng,
      lat: index.data.lat,
      isPoi: (id) => index.data.level[id] === poi && !numbers.has(id),
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

  /** The words an entry is named by (its index name words). */
  readonly nameKey = (row: EntryRow): string => this.index.nameWords(row.id).join(' ');

  /** What stop-namesakes.ts reads: name words, and a notability above a plain POI's. */
  readonly namesakes: NamesakeIndex = {
    nameWords: (row) => this.index.nameWords(row.id),
    notable: (row) => this.index.data.importance[row.id]! > LEVEL_BASE.poi + 0.001,
  };

  /**
   * The place of a located category search (« pharmacie à Monaco », « boulangerie 31000 »), or
   * undefined when the query names something: its exact name (« Bar-le-Duc » is not a bar
   * search, « Gare de Sauveterre-la-Lémance » is that station), or a name (as shown or as
   * indexed) with every word of the query that is not in that place's list of the category
   * (« gare de lyon » is Paris-Gare-de-Lyon, not the stations of Lyon: a name match beats a town
   * match). « à », « au », « en », « près de » place the search (« gare à Lyon »).
   */
  private locatedPlace(q: string, category: CategoryMatch): Address | undefined {
    const place = this.locate(category.rest);
    if (!place || locatedByPreposition(q)) return place;
    const parsed = parseQuery(q, { prefixLast: false });
    // Every word, the postcode too (« boulangerie 31000 » names no bakery of Monaco).
    const words = parsed.tokens
      .filter((t) => !t.optional || t.text === parsed.postcode)
      .map((t) => t.text);
    const typed = indexTokens(q).join(' ');
    for (const row of this.rowsOf(this.index.rank(parsed, { limit: 10 }))) {
      const shown = indexTokens(row.name);
      if (shown.join(' ') === typed) return undefined;
      const names = new Set([...shown, ...this.index.nameWords(row.id)]);
      if (!words.every((w) => names.has(w))) continue;
      const listed =
        (category.chainId
          ? row.chain_id === category.chainId
          : row.rubric_id === category.rubricId) &&
        (row.town === place.town || inViewport(row, place));
      if (!listed) return undefined;
    }
    return place;
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
      complete: !place,
      max: params.maxResults,
    });
    const named = this.namedIn(params.locale);
    const pois = this.rowsOf(ids.map((id) => ({ id, score: 0 }))).map((r) => toPoi(named(r)));
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
    const category = params.f === 'address' ? undefined : detectCategory(q, params.locale);
    const place = category?.rest ? this.locatedPlace(q, category) : undefined;
    const listing =
      category && (category.rest === '' || place)
        ? this.categorySearch({ category, place, params })
        : undefined;
    if (!listing) return this.textSearch(q, params);
    // A category or chain with no POI at all gives way to the entries of exactly that name
    // (« Esso » where the only one is tagged BP).
    if (listing.pois.length > 0) return listing;
    const found = this.textSearch(q, params);
    const typed = indexTokens(q).join(' ');
    const first = found.pois[0]?.name ?? found.addresses[0]?.name ?? '';
    return indexTokens(first).join(' ') === typed ? found : listing;
  }

  /** The text search of GET /api/search: the ambiguous best results, one per place. */
  private textSearch(q: string, params: SearchParams): SearchResponse {
    const levels =
      params.f === 'poi' ? POI_LEVELS : params.f === 'address' ? ADDRESS_LEVELS : undefined;
    const parsed = parseQuery(q, { prefixLast: false });
    const ranked = this.index.rank(parsed, {
      limit: 100,
      bbox: params.bbox,
      levels,
      relax: true,
    });
    const group = this.bestGroup(ranked);
    if (group.length === 0)
      return { pois: [], addresses: [], viewport: null, header: { ...EMPTY_HEADER } };
    const best = this.rowsOf(group);
    // A stop's namesake past the margin comes into the list, before the stop.
    const inGroup = new Set(group.map((r) => r.id));
    const pool = best.some(isStop) ? this.rowsOf(ranked.filter((r) => !inGroup.has(r.id))) : [];
    const rows = dedupePlaces(namesakesFirst(best, this.namesakes, pool), this.nameKey);
    const named = this.namedIn(params.locale);
    if (rows[0]?.kind === 'poi') {
      const pois = rows.map((r) => toPoi(named(r))).slice(0, params.maxResults);
      return { pois, addresses: [], viewport: poiViewport(pois), header: { ...EMPTY_HEADER } };
    }
    const typed = typedParts(parsed, rows);
    const addresses = rows.slice(0, params.limit).map((r) => toAddress(named(r), typed));
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
      relax: true,
    });
    const rows = dedupePlaces(this.rowsOf(this.bestGroup(ranked)), this.nameKey);
    const features = rows.slice(0, 10).map((r) => this.address(r, options.contour));
    return { addresses: { features }, bbox: features[0]?.bbox ?? null };
  }

  /**
   * GET /api/geocode/reverse: what names the point (address, landmark, street, POI), else
   * « Point sur la carte » in its area; then its town.
   */
  reverse(options: {
    lng: number;
    lat: number;
    contour: boolean;
    locale?: string | undefined;
  }): Address[] {
    const { lng, lat } = options;
    const hit = this.reverser.reverse(lng, lat);
    const row = hit ? this.rows.get(hit.id) : undefined;
    const area = this.reverser.area(lng, lat);
    const areaRow = area ? this.rows.get(area.id) : undefined;
    let first: Address;
    if (hit && row) {
      first = this.address(this.namedIn(options.locale)(row), options.contour);
      if (hit.level === 'way') first.coordinates = hit.at;
    } else if (areaRow) {
      const language = labelLanguage(options.locale);
      first = pointOnMap({ point: { lng, lat }, area: areaRow, language });
    } else {
      return [];
    }
    const town = this.townOf(first, lng, lat);
    return town ? [first, this.address(town, options.contour)] : [first];
  }

  /**
   * The town of a reverse-geocoded address: its own (by its code, wherever its point is), else
   * the nearest placed where it is. Estimated towns are not candidates: dozens share their
   * intercommunalité's point and would fill the list.
   */
  private townOf(first: Address, lng: number, lat: number): EntryRow | undefined {
    if (first.towncode) {
      const own = this.townByCode(first.towncode);
      if (own) return own;
    }
    const rows = this.reverser
      .towns(lng, lat)
      .filter((t) => this.reverser.placed(t.id))
      .slice(0, 20)
      .map((t) => this.rows.get(t.id))
      .filter((r): r is EntryRow => r !== undefined);
    const own = rows.find((r) =>
      first.towncode ? r.towncode === first.towncode : r.name === first.town,
    );
    return own ?? rows[0];
  }

  /** The town entry of an INSEE code (its source id). */
  private townByCode(code: string): EntryRow | undefined {
    const row = this.rows.bySource(code);
    return row?.level === 'town' ? row : undefined;
  }

  /** An Address, with its contour when asked. */
  private address(row: EntryRow, contour: boolean): Address {
    return toAddress(row, contour ? { contour: this.rows.geometry(row.id) } : {});
  }

  /**
   * GET /api/geocode/poi: the place of the map's POI layer a traveller clicked, found by its name
   * within {@link POI_AT_METRES} of the icon (the tiles carry no id), nearest first.
   */
  poiAt(options: {
    lng: number;
    lat: number;
    name: string;
    locale?: string | undefined;
  }): Poi | undefined {
    const name = foldText(options.name);
    const named = this.namedIn(options.locale);
    for (const hit of this.reverser.poisWithin(options.lng, options.lat, POI_AT_METRES)) {
      const row = this.rows.get(hit.id);
      if (row?.kind !== 'poi') continue;
      const shown = named(row);
      // The icon's label is the page's language's name when the map has one.
      if (foldText(row.name) === name || foldText(shown.name) === name) return toPoi(shown);
    }
    return undefined;
  }

  /** Rows named in a page's language (`labelLanguage`): French names stay as they are. */
  namedIn(locale: string | undefined): (row: EntryRow) => EntryRow {
    const lang = labelLanguage(locale);
    return lang === 'fr' ? (row) => row : (row) => this.rows.inLanguage(row, lang);
  }

  /** A POI by its geoentity id. */
  poi(id: string): Poi | undefined {
    const row = this.rows.bySource(id);
    return row?.kind === 'poi' ? toPoi(row) : undefined;
  }
}

/**
 * How far a clicked POI icon may be from its place: an area's icon stands at its centroid in the
 * tiles and at its own point in the index.
 */
export const POI_AT_METRES = 150;

/** Words that place a category search (« pharmacie à Monaco », « hôtel près de Nice »). */
const LOCATING_WORDS: ReadonlySet<string> = new Set(['a', 'au', 'aux', 'en', 'pres', 'vers']);

/** True when a word after the first one places the search. */
function locatedByPreposition(q: string): boolean {
  return rawWords(q)
    .slice(1)
    .some((w) => LOCATING_WORDS.has(w));
}

/** True when a row's point is in the viewport of an address. */
function inViewport(row: EntryRow, place: Address): boolean {
  const box = place.viewport ?? place.bbox;
  return !!box && row.lng >= box[0] && row.lng <= box[2] && row.lat >= box[1] && row.lat <= box[3];
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
