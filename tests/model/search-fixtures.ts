/** Fixtures of the search model tests: addresses, POIs and responses as the API gives them. */
import type { Address } from '../../src/domain/address';
import type { Poi, SearchResponse, Suggestion } from '../../src/domain/search';

/** A town (one address: the town page). */
export const GRENOBLE: Address = {
  type: 'address',
  label: 'Grenoble, Isère',
  split_label: ['Grenoble', 'Isère'],
  name: 'Grenoble',
  postcode: '38000',
  postcodes: ['38000', '38100'],
  town: 'Grenoble',
  towncode: '38185',
  countryCode: '250',
  countryLabel: 'France',
  regionCode: '84',
  regionLabel: 'Auvergne-Rhône-Alpes',
  departmentCode: '38',
  departmentLabel: 'Isère',
  geocode_level: 'town',
  coordinates: { lng: 5.71479, lat: 45.17869 },
  bbox: [5.6769, 45.152, 5.7527, 45.2054],
  viewport: [5.6712, 45.148, 5.7584, 45.2094],
};

/** A street. */
export const MOULINS: Address = {
  type: 'address',
  label: 'Boulevard des Moulins, 98000 Monaco',
  split_label: ['Boulevard des Moulins', '98000 Monaco'],
  name: 'Boulevard des Moulins',
  postcode: '98000',
  postcodes: ['98000'],
  town: 'Monaco',
  countryCode: '492',
  countryLabel: 'Monaco',
  departmentCode: '98',
  geocode_level: 'way',
  coordinates: { lng: 7.42839, lat: 43.74331 },
  bbox: [7.42567, 43.74057, 7.43011, 43.74593],
  viewport: [7.42534, 43.74017, 7.43044, 43.74633],
};

/** A point without a name, « Point sur la carte » (level unnamed_road: zoom 17, no bbox used). */
export const UNNAMED_ROAD: Address = {
  ...MOULINS,
  label: 'Point sur la carte (43,73100, 7,42100), 98000 Monaco',
  split_label: ['Point sur la carte (43,73100, 7,42100)', '98000 Monaco'],
  name: 'Point sur la carte (43,73100, 7,42100)',
  geocode_level: 'unnamed_road',
  coordinates: { lng: 7.421, lat: 43.731 },
};

/** A POI. */
export const CAFE: Poi = {
  id: 'osm-n1',
  type: 'poi',
  name: 'Café de Paris',
  label: 'Café de Paris, Monaco',
  split_label: ['Café de Paris', '98000 Monaco'],
  rubric: { id: 'cafe-bar', label: 'Café, bar', segment: 'alimentation', icon: 'cafe' },
  prov: 'osm',
  town: 'Monaco',
  pCode: '98000',
  countryCode: '492',
  departmentCode: '98',
  coordinates: { lng: 7.4276, lat: 43.7393 },
};

const EMPTY_HEADER = { store_chains_id: null, rubric_id: null, search_hint: null };

function response(partial: Partial<SearchResponse>): SearchResponse {
  return { pois: [], addresses: [], viewport: null, header: EMPTY_HEADER, ...partial };
}

/** One response per outcome of the search flow. */
export const RESPONSES = {
  rubric: response({
    pois: [CAFE],
    viewport: [7.4, 43.72, 7.44, 43.76],
    header: { ...EMPTY_HEADER, rubric_id: 'pharmacie', search_hint: 'located' },
  }),
  chain: response({ pois: [CAFE], header: { ...EMPTY_HEADER, store_chains_id: 'carrefour' } }),
  onePoi: response({ pois: [CAFE], viewport: [7.427, 43.739, 7.428, 43.74] }),
  pois: response({
    pois: [CAFE, { ...CAFE, id: 'osm-n2', coordinates: { lng: 7.43, lat: 43.74 } }],
    viewport: [7.42, 43.73, 7.44, 43.75],
  }),
  oneAddress: response({ addresses: [GRENOBLE], viewport: GRENOBLE.viewport ?? null }),
  addresses: response({ addresses: [MOULINS, GRENOBLE], viewport: [5.6, 43.7, 7.5, 45.3] }),
  nothing: response({}),
} as const;

/** Suggestions for 'bd des moul'. */
export const SUGGESTIONS: Suggestion[] = [
  {
    label: MOULINS.label,
    split_label: MOULINS.split_label,
    type: 'address',
    result: { kind: 'address', address: MOULINS },
  },
  {
    label: CAFE.label,
    split_label: CAFE.split_label,
    type: 'poi',
    result: { kind: 'poi', poi: CAFE },
  },
  {
    label: 'Boulangerie',
    split_label: ['Boulangerie', 'Catégorie'],
    type: 'rubric',
    result: { kind: 'search', query: 'Boulangerie' },
  },
];
