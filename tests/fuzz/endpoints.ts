/**
 * Every endpoint of the server and the parameters a client can send it: the fuzz suite fills
 * them with hostile values. Path parameters are written `:name`.
 */

/** One endpoint: method, path (with `:params`), query parameters and, for POST, body fields. */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  query: readonly string[];
  body?: readonly string[];
}

const LOCALE = ['locale', 'lang'];

/** The endpoints of the API and the map services. */
export const ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/health', query: [] },
  { method: 'GET', path: '/api/map/config', query: LOCALE },
  // Its inputs are headers (server/plugins/tiles/geoip-route.test.ts sends hostile ones).
  { method: 'GET', path: '/api/geoip', query: [] },
  {
    method: 'GET',
    path: '/api/suggest',
    query: [
      'q',
      'f',
      'bbox',
      'extend_bbox',
      'max_results',
      'limit',
      'tagid',
      'clientid',
      ...LOCALE,
    ],
  },
  { method: 'GET', path: '/api/search', query: ['q', 'bbox', 'limit', ...LOCALE] },
  {
    method: 'GET',
    path: '/api/geocode/forward',
    query: ['q', 'f', 'subtypes', 'contour', ...LOCALE],
  },
  { method: 'GET', path: '/api/geocode/reverse', query: ['x', 'y', 'f', 'contour', ...LOCALE] },
  { method: 'GET', path: '/api/areas', query: ['kind', 'parent'] },
  { method: 'GET', path: '/api/geoentity/:id', query: ['bbox', 'max', 'filters', ...LOCALE] },
  { method: 'GET', path: '/api/geoentity/geoentity/:id', query: LOCALE },
  { method: 'GET', path: '/api/geoentity/geoentity/:id/:tab', query: LOCALE },
  { method: 'GET', path: '/api/geoentity/hotel/:id/rooms/:dates', query: ['capacity', 'key'] },
  { method: 'GET', path: '/api/geoentity/fuels', query: [] },
  { method: 'GET', path: '/api/geoentity/referencedata/rubrics', query: LOCALE },
  {
    method: 'POST',
    path: '/api/multipath/pois-on-route',
    query: ['rubrics', 'apps', 'categories', 'subcategories', 'maxPoi', 'zone', 'buffer'],
    body: ['data', 'locale'],
  },
  { method: 'GET', path: '/api/tools/isochrone', query: ['lng', 'lat', 'mode', 'minutes'] },
  {
    method: 'GET',
    path: '/api/multipath/transports',
    query: ['address_from', 'address_to', 'vehicle', 'preferred_tm', 'providers', ...LOCALE],
  },
  {
    method: 'GET',
    path: '/api/multipath/routes',
    query: [
      'address_from',
      'address_to',
      'providers',
      'date',
      'time',
      'departure',
      'vehicle',
      'fuel',
      'gas_cost',
      'consumption',
      'bike_speed',
      'walk_speed',
      'avoid',
      'qid',
      ...LOCALE,
    ],
  },
  { method: 'GET', path: '/api/multipath/roadbook', query: ['route', 'qid', ...LOCALE] },
  { method: 'GET', path: '/api/multipath/inventory', query: ['lang'] },
  { method: 'POST', path: '/api/multipath/elevation', query: [], body: ['encoded_polyline'] },
  { method: 'GET', path: '/api/transit/network.geojson', query: [] },
  {
    method: 'GET',
    path: '/api/transit/stops/:stopId/departures',
    query: ['date', 'time', 'limit'],
  },
  { method: 'GET', path: '/tiles.json', query: LOCALE },
  { method: 'GET', path: '/tiles/:z/:x/:file', query: [] },
  { method: 'GET', path: '/styles/:file', query: LOCALE },
  { method: 'GET', path: '/fonts/:stack/:range', query: [] },
  { method: 'GET', path: '/sprites/v4/:file', query: [] },
];
