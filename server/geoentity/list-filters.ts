/**
 * The filters of a POI list beside the fuel (spec §3 filter definition, issue 19 « /#/filtres »):
 * « Ouvert maintenant » (the places whose opening hours say open at the time asked) and, for lists
 * of restaurants, the kind of food (OSM `cuisine`, the kinds present in the box offered). Nothing
 * is offered that the data cannot answer: no rating, no price range.
 */
import {
  CUISINE_FILTER_PARAMETER,
  OPEN_FILTER,
  type FilterDefinition,
  type GeoentityPoi,
} from '../../src/domain/geoentity';
import { poiText, type PoiLanguage } from './poi-texts';
import { cuisineName } from './poi-values';

/** The rubrics whose places have a kind of food. */
const FOOD_RUBRICS: ReadonlySet<string> = new Set([
  'restaurant',
  'restauration-rapide',
  'cafe-bar',
]);

/** What the filters read of a place: its OSM tags. */
export type TagsOf = (poi: GeoentityPoi) => Record<string, string> | undefined;

/** A cuisine code a list can be filtered by (`tex-mex`, `italian`, `ice_cream`). */
export const CUISINE_CODE = /^[a-z0-9_-]{1,40}$/;

/** The cuisine codes of a place (« italian;pizza » → italian, pizza), readable ones only. */
export function cuisinesOf(tags: Record<string, string> | undefined): string[] {
  return (tags?.cuisine ?? '')
    .split(/[;,]/)
    .map((v) => v.trim().toLowerCase())
    .filter((v) => CUISINE_CODE.test(v) && v.replace(/[_-]/g, '') !== '');
}

/**
 * « Ouvert maintenant », offered when some candidate's opening hours are known (or it is on, to be
 * turned off): a list whose places say none would only be emptied by it.
 */
export function openFilter(
  lang: PoiLanguage,
  on: boolean,
  candidates: readonly GeoentityPoi[],
): FilterDefinition | undefined {
  if (!on && !candidates.some((poi) => poi.openingStatus !== undefined)) return undefined;
  const label = poiText(lang, 'filterOpen');
  return {
    id: 'ouvert',
    actionId: 'filtre_ouvert',
    type: 'multichip',
    label,
    shortLabel: poiText(lang, 'filterOpenShort'),
    sublabel: '',
    parameter: OPEN_FILTER.parameter,
    primary: true,
    values: [{ id: OPEN_FILTER.value, label }],
    initValue: '',
    value: on ? OPEN_FILTER.value : '',
  };
}

/** The kinds of food of the candidates, most frequent first (a kind chosen stays offered). */
function cuisineValues(
  pois: readonly GeoentityPoi[],
  options: { tagsOf: TagsOf; lang: PoiLanguage; chosen: string },
): FilterDefinition['values'] {
  const counts = new Map<string, number>();
  for (const poi of pois)
    for (const code of cuisinesOf(options.tagsOf(poi)))
      counts.set(code, (counts.get(code) ?? 0) + 1);
  if (options.chosen && !counts.has(options.chosen)) counts.set(options.chosen, 0);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id]) => {
      const name = cuisineName(id, options.lang);
      return { id, label: name.charAt(0).toLocaleUpperCase(options.lang) + name.slice(1) };
    });
}

/** The kind of food, when the list is of restaurants and some of its places say theirs. */
export function cuisineFilter(
  pois: readonly GeoentityPoi[],
  options: { tagsOf: TagsOf; lang: PoiLanguage; rubricIds: readonly string[]; chosen: string },
): FilterDefinition | undefined {
  if (!options.rubricIds.some((r) => FOOD_RUBRICS.has(r))) return undefined;
  const values = cuisineValues(pois, options);
  if (values.length === 0) return undefined;
  return {
    id: 'cuisine',
    actionId: 'filtre_cuisine',
    type: 'combobox',
    label: poiText(options.lang, 'filterCuisine'),
    shortLabel: poiText(options.lang, 'filterCuisineShort'),
    sublabel: poiText(options.lang, 'filterAll'),
    parameter: CUISINE_FILTER_PARAMETER,
    primary: false,
    values,
    initValue: '',
    value: options.chosen,
  };
}

/** The places the filters keep: open now when asked, of the kind of food chosen. */
export function keptByFilters(
  pois: readonly GeoentityPoi[],
  options: { open: boolean; cuisine: string; tagsOf: TagsOf },
): GeoentityPoi[] {
  return pois.filter(
    (poi) =>
      (!options.open || poi.openingStatus?.status === 'open') &&
      (!options.cuisine || cuisinesOf(options.tagsOf(poi)).includes(options.cuisine)),
  );
}
