/**
 * The geoentity operations (spec §7 geoentity service, POIs on route): POI lists of apps and
 * rubrics in a box, one POI's sheet and tabs, the fuels repository and the POIs along a route.
 * POIs are the search index's entries (one id and one address everywhere), completed from the
 * places artefact (geoentity-store.ts).
 */
import type { BboxTuple } from '../../src/domain/address';
import type { Bbox, LngLat } from '../../src/domain/geo';
import {
  DEFAULT_FUEL_ID,
  FUEL_DISPLAY_ORDER,
  CUISINE_FILTER_PARAMETER,
  FUEL_FILTER_PARAMETER,
  OPEN_FILTER,
  type ApplicationsResponse,
  type FilterDefinition,
  type FuelsResponse,
  type GeoentityPoi,
  type PoisOnRouteResponse,
  type TabBlock,
} from '../../src/domain/geoentity';
import { fuelLabel, isFuelId } from '../../src/domain/itinerary/fuels';
import type { RoutePath } from '../../src/domain/pois-on-route';
import { viewportOf } from '../search/entry-format';
import type { EntryRow } from '../search/entry-row';
import type { SearchService } from '../search/search-service';
import type { GeoentityStore } from './geoentity-store';
import { buildPoi, buildPoiWithDetails, ListPoiCache, type BuildOptions } from './poi-builder';
import { CUISINE_CODE, cuisineFilter, keptByFilters, openFilter } from './list-filters';
import {
  anyPlaceFilter,
  keptByPlaceFilters,
  placeFilters,
  placeFiltersOf,
  type PlaceFilters,
} from './place-filters';
import { dropTwins, selectInBox } from './poi-selection';
import { poiText, type PoiLanguage } from './poi-texts';
import { poisAlongRoute } from './route-corridor';
import { tabBlocks, type TabId } from './tabs';

/** The default fuel of the fuel filter: Gazole, the most sold. */
export const DEFAULT_FUEL = DEFAULT_FUEL_ID;

/** A list request. */
export interface ListRequest {
  rubricIds: readonly string[];
  bbox: Bbox | undefined;
  max: number;
  extend: boolean;
  lang: PoiLanguage;
  appId?: string | undefined;
  /** The app's filter, if any, and the `filters` parameter. */
  filter: 'fuel' | null;
  filters: string | undefined;
  now: Date;
}

/** A POIs-on-route request. */
export interface RouteRequest {
  rubricIds: readonly string[];
  paths: readonly RoutePath[];
  buffer: number;
  zone: number;
  maxPoi: number;
  lang: PoiLanguage;
  appId?: string | undefined;
  now: Date;
}

/** `currentFuel:E10,other:x` → its pairs. */
export function parseFilters(text: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (text ?? '').split(',')) {
    const [key, value] = part.split(':').map((s) => s.trim());
    if (key && value) pairs.set(key, value);
  }
  return pairs;
}

/** The filters a list is asked for (`currentFuel:E10,open:now,cuisine:pizza,services:wifi`). */
export interface ListFilters extends PlaceFilters {
  fuel: string;
  open: boolean;
  /** An OSM cuisine code, '' for any. */
  cuisine: string;
}

/** The filters of a list request, each read safely (an unknown value is no filter). */
export function listFiltersOf(text: string | undefined): ListFilters {
  const pairs = parseFilters(text);
  const fuel = pairs.get(FUEL_FILTER_PARAMETER);
  const cuisine = (pairs.get(CUISINE_FILTER_PARAMETER) ?? '').toLowerCase();
  return {
    fuel: fuel && isFuelId(fuel) ? fuel : DEFAULT_FUEL,
    open: pairs.get(OPEN_FILTER.parameter) === OPEN_FILTER.value,
    cuisine: CUISINE_CODE.test(cuisine) ? cuisine : '',
    ...placeFiltersOf(pairs),
  };
}

/** The fuel filter (§9: combobox Carburant, parameter currentFuel, label Prix, sublabel). */
export function fuelFilter(lang: PoiLanguage, value: string): FilterDefinition {
  return {
    id: 'carburant',
    actionId: 'filtre_carburant',
    type: 'combobox',
    label: poiText(lang, 'filterLabel'),
    shortLabel: poiText(lang, 'filterName'),
    sublabel: poiText(lang, 'filterSublabel'),
    parameter: FUEL_FILTER_PARAMETER,
    primary: true,
    values: FUEL_DISPLAY_ORDER.map((id) => ({ id, label: fuelLabel(id) })),
    initValue: DEFAULT_FUEL,
    value,
  };
}

function boxOfPois(pois: readonly GeoentityPoi[]): BboxTuple | null {
  if (pois.length === 0) return null;
  const xs = pois.map((p) => p.coordinates.lng);
  const ys = pois.map((p) => p.coordinates.lat);
  return viewportOf([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
}

/** The operations. */
export class GeoentityService {
  private readonly listItems = new ListPoiCache();

  constructor(
    readonly search: SearchService,
    readonly store: GeoentityStore,
    /** Where lists without a valid box are centred (the region's view). */
    readonly center: LngLat,
  ) {}

  private rows(ids: readonly number[]): EntryRow[] {
    return ids.flatMap((id) => {
      const row = this.search.rows.get(id);
      return row ? [row] : [];
    });
  }

  private options(r: { lang: PoiLanguage; appId?: string | undefined; now: Date }): BuildOptions {
    return { store: this.store, now: r.now, lang: r.lang, appId: r.appId, sheet: false };
  }

  /** A place's OSM tags (the filters' kinds of food). */
  private readonly tagsOf = (poi: GeoentityPoi): Record<string, string> | undefined =>
    poi.id.startsWith('osm-') ? this.store.tags(poi.id.slice(4)) : undefined;

  /** GET /api/geoentity/applications/{ids} (and /rubrics/{ids}). */
  list(request: ListRequest): ApplicationsResponse {
    const asked = listFiltersOf(request.filters);
    // Filtered, a list reads more candidates in the box to keep `max` of them.
    const widen = asked.open || asked.cuisine || anyPlaceFilter(asked) ? 4 : 1;
    const ids = selectInBox({
      index: this.search.index,
      rubricIds: request.rubricIds,
      box: request.bbox,
      fallbackCenter: this.center,
      limit: request.max * 2 * widen,
      extend: request.extend,
    });
    const rows = dropTwins(this.rows(ids), request.max * widen);
    const candidates = rows.map((row) =>
      this.listItems.poi(this.named(row, request.lang), this.options(request)),
    );
    const kept = { tagsOf: this.tagsOf, fuel: this.fuelOf(request, asked), asked };
    const pois = keptByFilters(candidates, { ...asked, tagsOf: this.tagsOf })
      .filter((poi) => keptByPlaceFilters(poi, kept))
      .slice(0, request.max);
    const inside = request.bbox && pois.length > 0 && pois.every((p) => inBox(p, request.bbox!));
    return {
      pois,
      viewport: inside
        ? [...request.bbox!]
        : (boxOfPois(pois) ?? (request.bbox ? [...request.bbox] : null)),
      // Offered from the places an unfiltered list reads, so that choosing a filter changes none
      // (a price cap read over four times the stations widened its own slider's range).
      filters: this.filterDefinitions(request, candidates.slice(0, request.max), asked),
    };
  }

  /** The filters of a list: the fuel (fuel app), « Ouvert maintenant », the kind of food. */
  private filterDefinitions(
    request: ListRequest,
    candidates: readonly GeoentityPoi[],
    asked: ListFilters,
  ): FilterDefinition[] {
    const cuisine = cuisineFilter(candidates, {
      tagsOf: this.tagsOf,
      lang: request.lang,
      rubricIds: request.rubricIds,
      chosen: asked.cuisine,
    });
    const fuel = this.fuelOf(request, asked);
    const open = openFilter(request.lang, asked.open, candidates);
    return [
      ...(fuel === undefined ? [] : [fuelFilter(request.lang, fuel)]),
      ...(open ? [open] : []),
      ...(cuisine ? [cuisine] : []),
      ...placeFilters(candidates, { tagsOf: this.tagsOf, lang: request.lang, fuel, asked }),
    ];
  }

  /** The fuel of a fuel list (the app's filter), undefined on other lists. */
  private fuelOf(request: ListRequest, asked: ListFilters): string | undefined {
    return request.filter === 'fuel' ? asked.fuel : undefined;
  }

  /** A row named in the page's language (« Japanese Garden » on an English page). */
  private named(row: EntryRow, lang: PoiLanguage): EntryRow {
    return this.search.rows.inLanguage(row, lang);
  }

  /** The entry row of a geoentity id, if it is a POI. */
  row(id: string): EntryRow | undefined {
    const row = this.search.rows.bySource(id);
    return row?.kind === 'poi' ? row : undefined;
  }

  /** GET /api/geoentity/geoentity/{id}.json: the sheet, tabs with their blocks. */
  poi(id: string, r: { lang: PoiLanguage; appId?: string | undefined; now: Date }) {
    const row = this.row(id);
    return row ? buildPoi(this.named(row, r.lang), { ...this.options(r), sheet: true }) : undefined;
  }

  /** GET a tab's relative path: its blocks, undefined when the POI lacks that tab. */
  tab(id: string, tab: TabId, r: { lang: PoiLanguage; now: Date }): TabBlock[] | undefined {
    const row = this.row(id);
    if (!row) return undefined;
    const { poi, details } = buildPoiWithDetails(this.named(row, r.lang), {
      ...this.options(r),
      sheet: true,
    });
    if (!poi.tabs.some((t) => t.id === tab)) return undefined;
    return tabBlocks(tab, poi, { details, lang: r.lang });
  }

  private fuelsAnswer: FuelsResponse | undefined;

  /**
   * GET /api/geoentity/fuels: computed once (medians over every station are 50–95 ms of SQLite
   * work, and the artefact does not change while it is open).
   */
  fuels(): FuelsResponse {
    this.fuelsAnswer ??= this.computeFuels();
    return this.fuelsAnswer;
  }

  private computeFuels(): FuelsResponse {
    const summary = this.store.fuelSummary();
    return {
      fuels: FUEL_DISPLAY_ORDER.map((id) => {
        const s = summary.fuels.find((f) => f.fuel === id);
        return {
          id,
          label: fuelLabel(id),
          medianPrice: s?.median ?? null,
          stations: s?.stations ?? 0,
        };
      }),
      lastUpdate: summary.lastUpdate,
      source: 'prix-carburants.gouv.fr',
    };
  }

  /** POST /api/multipath/pois-on-route. */
  poisOnRoute(request: RouteRequest): PoisOnRouteResponse {
    const hits = poisAlongRoute({
      index: this.search.index,
      rubricIds: request.rubricIds,
      paths: request.paths,
      buffer: request.buffer,
      zone: request.zone,
      limit: request.maxPoi,
    });
    const rows = dropTwins(this.rows(hits.map((h) => h.id)), request.maxPoi);
    return {
      pois: rows.map((row) =>
        this.listItems.poi(this.named(row, request.lang), this.options(request)),
      ),
      zone: request.zone,
      buffer: request.buffer,
    };
  }
}

function inBox(p: GeoentityPoi, box: Bbox): boolean {
  const { lng, lat } = p.coordinates;
  return lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];
}
