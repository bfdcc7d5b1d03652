/**
 * The filters of a POI list read from what the places say of themselves (spec §3 filter
 * definition, issue 19 « price range, rating, services »): the services of OSM (step-free access,
 * Wi-Fi, terrace, takeaway, delivery) as chips, several at once; a hotel's classification (OSM
 * `stars`, the only rating a source gives) as a number picker; the kind of stay (hotel, campsite,
 * hostel…) as a mosaic; and, on a fuel list, the highest price per litre of the fuel chosen (the
 * national price file) as a slider. Each is offered only where some place of the box can answer
 * it, and its values are only those present: no user rating, no price range of a restaurant, as no
 * source has them.
 */
import {
  HOTEL_PRICE_RUBRICS,
  poiFuel,
  type FilterDefinition,
  type GeoentityPoi,
} from '../../src/domain/geoentity';
import {
  filterValues,
  FILTER_VALUES_SEPARATOR,
  FUEL_PRICE_FILTER_PARAMETER,
  STARS_UNIT,
} from '../../src/domain/filter-definition';
import { RUBRICS_BY_ID } from '../../src/domain/poi-catalogue/rubrics';
import { rubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import { SEGMENT_COLORS } from '../../src/domain/poi-catalogue/catalogue';
import { poiText, type PoiLanguage } from './poi-texts';
import type { TagsOf } from './list-filters';
import { iconUrl } from './icon-url';

/** The parameters of these filters in a list's `filters`. */
export const PLACE_FILTER_PARAMETERS = {
  services: 'services',
  stars: 'stars',
  kind: 'kind',
  maxPrice: FUEL_PRICE_FILTER_PARAMETER,
} as const;

/** What these filters are asked for. */
export interface PlaceFilters {
  /** Service ids, each required. */
  services: ServiceId[];
  /** The least stars, 0 for any. */
  stars: number;
  /** A rubric of stay, '' for any. */
  kind: string;
  /** The highest price per litre, null for any. */
  maxPrice: number | null;
}

/** A service: what a place's OSM tags say when it has it. */
const SERVICES = {
  accessible: (t: Record<string, string>) => t.wheelchair === 'yes',
  wifi: (t: Record<string, string>) =>
    ['yes', 'wlan', 'wifi', 'public'].includes(t.internet_access ?? ''),
  terrasse: (t: Record<string, string>) => t.outdoor_seating === 'yes',
  'a-emporter': (t: Record<string, string>) => ['yes', 'only'].includes(t.takeaway ?? ''),
  livraison: (t: Record<string, string>) => t.delivery === 'yes',
} as const;

/** A service id. */
export type ServiceId = keyof typeof SERVICES;
const SERVICE_IDS = Object.keys(SERVICES) as ServiceId[];

function isServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as string[]).includes(id);
}

const STAY_RUBRICS: ReadonlySet<string> = new Set(HOTEL_PRICE_RUBRICS);

/** The filters asked in a list's pairs, each read safely (an unknown value is no filter). */
export function placeFiltersOf(pairs: ReadonlyMap<string, string>): PlaceFilters {
  const p = PLACE_FILTER_PARAMETERS;
  const stars = Number(pairs.get(p.stars));
  const kind = pairs.get(p.kind) ?? '';
  const price = Number(pairs.get(p.maxPrice) ?? '');
  return {
    services: [...new Set(filterValues(pairs.get(p.services) ?? '').filter(isServiceId))],
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 0,
    kind: STAY_RUBRICS.has(kind) ? kind : '',
    maxPrice: price > 0 && price < 10 ? Math.round(price * 100) / 100 : null,
  };
}

/** True when any of these filters is on. */
export function anyPlaceFilter(f: PlaceFilters): boolean {
  return f.services.length > 0 || f.stars > 0 || f.kind !== '' || f.maxPrice !== null;
}

/** The service ids a place has. */
export function servicesOf(tags: Record<string, string> | undefined): ServiceId[] {
  return tags ? SERVICE_IDS.filter((id) => SERVICES[id](tags)) : [];
}

/** Options of the filters' definitions. */
export interface PlaceFilterOptions {
  tagsOf: TagsOf;
  lang: PoiLanguage;
  /** The fuel of a fuel list, undefined elsewhere. */
  fuel: string | undefined;
  asked: PlaceFilters;
}

type PlaceFilterId = 'services' | 'stars' | 'kind' | 'maxPrice';

/** The fields every one of these filters has, in the language. */
function base(id: PlaceFilterId, lang: PoiLanguage) {
  return {
    id,
    actionId: `filtre_${id}`,
    primary: false,
    label: poiText(lang, `filter_${id}`),
    shortLabel: poiText(lang, `filter_${id}Short`),
    sublabel: poiText(lang, 'filterAll'),
  };
}

/** « Services »: the services some candidate has (a service chosen stays offered). */
export function servicesFilter(
  pois: readonly GeoentityPoi[],
  o: PlaceFilterOptions,
): FilterDefinition | undefined {
  const present = new Set(o.asked.services);
  for (const poi of pois) for (const id of servicesOf(o.tagsOf(poi))) present.add(id);
  if (present.size === 0) return undefined;
  return {
    ...base('services', o.lang),
    type: 'multichip',
    parameter: PLACE_FILTER_PARAMETERS.services,
    values: SERVICE_IDS.filter((id) => present.has(id)).map((id) => ({
      id,
      label: poiText(o.lang, `service_${id}`),
    })),
    initValue: '',
    value: o.asked.services.join(FILTER_VALUES_SEPARATOR),
  };
}

/** « Étoiles »: from 1 to 5, when some place to stay of the candidates is classified. */
export function starsFilter(
  pois: readonly GeoentityPoi[],
  o: PlaceFilterOptions,
): FilterDefinition | undefined {
  const rated = (p: GeoentityPoi) =>
    STAY_RUBRICS.has(p.rubric.id) && p.additionalInfo.rating !== undefined;
  if (o.asked.stars === 0 && !pois.some(rated)) return undefined;
  return {
    ...base('stars', o.lang),
    type: 'numberpicker',
    parameter: PLACE_FILTER_PARAMETERS.stars,
    values: [],
    min: 1,
    max: 5,
    step: 1,
    unit: STARS_UNIT,
    initValue: '',
    value: o.asked.stars > 0 ? String(o.asked.stars) : '',
  };
}

/** « Type d'hébergement »: the kinds of stay of the candidates, when there are two or more. */
export function kindFilter(
  pois: readonly GeoentityPoi[],
  o: PlaceFilterOptions,
): FilterDefinition | undefined {
  const kinds = new Set(pois.map((p) => p.rubric.id).filter((id) => STAY_RUBRICS.has(id)));
  if (o.asked.kind) kinds.add(o.asked.kind);
  // Offered where two kinds stand, or to take back the one chosen.
  if (kinds.size < 2 && !o.asked.kind) return undefined;
  return {
    ...base('kind', o.lang),
    type: 'mosaic',
    parameter: PLACE_FILTER_PARAMETERS.kind,
    values: HOTEL_PRICE_RUBRICS.filter((id) => kinds.has(id)).map((id) => {
      const rubric = RUBRICS_BY_ID.get(id);
      return {
        id,
        label: rubricLabel(id, o.lang) ?? rubric?.label ?? id,
        iconUrl: rubric ? iconUrl(rubric.icon, SEGMENT_COLORS[rubric.segment]) : undefined,
      };
    }),
    initValue: '',
    value: o.asked.kind,
  };
}

/** The prices per litre of `fuel` among `pois`. */
function pricesOf(pois: readonly GeoentityPoi[], fuel: string): number[] {
  return pois.flatMap((p) => {
    const f = poiFuel(p, fuel);
    return f?.available && f.price !== null ? [f.price] : [];
  });
}

/** « Prix maximum »: from the cheapest to the dearest litre of the fuel in the box, by 0.01 €. */
export function maxPriceFilter(
  pois: readonly GeoentityPoi[],
  o: PlaceFilterOptions,
): FilterDefinition | undefined {
  if (o.fuel === undefined) return undefined;
  const asked = o.asked.maxPrice;
  const found = pricesOf(pois, o.fuel);
  // One price is no range; the price chosen stays in the range: a filter on is never hidden.
  if (found.length < 2 && asked === null) return undefined;
  const prices = [...found, ...(asked === null ? [] : [asked])];
  // In cents, rounded first: 1.10 € is 110 cents, not 110.00000000000001.
  const cents = prices.map((p) => Math.round(p * 1000) / 10);
  const min = Math.floor(Math.min(...cents)) / 100;
  const max = Math.ceil(Math.max(...cents)) / 100;
  if (max <= min && asked === null) return undefined;
  return {
    ...base('maxPrice', o.lang),
    type: 'slider',
    parameter: PLACE_FILTER_PARAMETERS.maxPrice,
    values: [],
    min,
    max,
    step: 0.01,
    unit: '€/L',
    initValue: '',
    value: asked === null ? '' : asked.toFixed(2),
  };
}

/** The place is kept by these filters. */
export function keptByPlaceFilters(
  poi: GeoentityPoi,
  o: Pick<PlaceFilterOptions, 'tagsOf' | 'fuel' | 'asked'>,
): boolean {
  const { asked } = o;
  if (asked.kind && poi.rubric.id !== asked.kind) return false;
  if (asked.stars > 0 && (poi.additionalInfo.rating ?? 0) < asked.stars) return false;
  if (asked.services.length > 0) {
    const has = servicesOf(o.tagsOf(poi));
    if (!asked.services.every((id) => has.includes(id))) return false;
  }
  if (asked.maxPrice !== null && o.fuel !== undefined) {
    const fuel = poiFuel(poi, o.fuel);
    if (!fuel?.available || fuel.price === null || fuel.price > asked.maxPrice) return false;
  }
  return true;
}

/** Every filter of this module a list offers, in the order the filters overlay shows them. */
export function placeFilters(
  pois: readonly GeoentityPoi[],
  o: PlaceFilterOptions,
): FilterDefinition[] {
  return [maxPriceFilter, kindFilter, starsFilter, servicesFilter].flatMap((make) => {
    const filter = make(pois, o);
    return filter ? [filter] : [];
  });
}
