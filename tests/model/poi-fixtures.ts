/**
 * Fixtures of the POI model tests: POIs, lists, a catalogue and isochrones as the API gives them
 * (shapes of the real answers on Monaco), and deferred calls the tests settle by hand.
 */
import type { FeatureCollection } from 'geojson';
import { fromPromise } from 'xstate';
import type {
  ApplicationsResponse,
  FilterDefinition,
  GeoentityPoi,
  PoiConfiguration,
  PoisOnRouteResponse,
  TabBlock,
} from '../../src/domain/geoentity';

/** The Cap-d'Ail station of the national fuel file, as a list item (tabs without blocks). */
export const STATION: GeoentityPoi = {
  id: 'carburant-6320006',
  type: 'poi',
  name: 'Station-service',
  label: "Station-service, Cap-d'Ail",
  split_label: ['Station-service', "77 AVENUE DU 3 SEPTEMBRE, 06320 Cap-d'Ail"],
  rubric: {
    id: 'station-service',
    label: 'Station-service',
    segment: 'transport',
    icon: 'fuel',
    parent: 'stations-service',
    color: '#1864ab',
  },
  prov: 'prix-carburants',
  way: '77 AVENUE DU 3 SEPTEMBRE',
  town: "Cap-d'Ail",
  townCode: '06032',
  pCode: '06320',
  countryCode: '250',
  departmentCode: '06',
  coordinates: { lng: 7.3977, lat: 43.7231 },
  addressLabel: "77 AVENUE DU 3 SEPTEMBRE, 06320 Cap-d'Ail",
  additionalInfo: {
    appId: 'carburants',
    fuels: [
      {
        id: 'B7',
        label: 'Gazole',
        price: 1.356,
        available: true,
        updatedAt: '2020-08-25T00:01:00',
      },
      {
        id: 'E10',
        label: 'SP95-E10',
        price: 1.405,
        available: true,
        updatedAt: '2020-08-25T00:01:00',
      },
    ],
    fuelsLastUpdate: '2020-08-25T00:01:00',
  },
  tabs: [
    {
      id: 'infos',
      label: 'Infos',
      appId: 'carburants',
      url: '/api/geoentity/geoentity/carburant-6320006/infos.json',
    },
  ],
  contextualPoiUrl: '/poi/carburant-6320006',
  vde: false,
};

/** The blocks of the station's infos tab. */
export const STATION_INFOS: TabBlock[] = [
  {
    title: 'Le lieu',
    context: [{ label: 'Activité', value: 'Station-service' }],
  },
];

/** A shop's sheet, tabs with their blocks (Marché U, Monaco). */
export const SHOP: GeoentityPoi = {
  ...STATION,
  id: 'osm-n267885935',
  name: 'Marché U',
  rubric: { ...STATION.rubric, id: 'supermarche', label: 'Supermarché', icon: 'grocery' },
  additionalInfo: {},
  openingHours: { raw: 'Mo-Sa 08:30-19:30; Su off', valid: true, week: [] },
  openingStatus: { status: 'open', message: "Ouvert jusqu'à 19:30" },
  tabs: [
    { id: 'infos', label: 'Infos', appId: null, url: '/i.json', blocks: STATION_INFOS },
    {
      id: 'horaires',
      label: 'Horaires',
      appId: null,
      url: '/h.json',
      blocks: [{ title: 'Horaires', context: [] }],
    },
  ],
};

/** A fuel list answer (the fuel filter at Gazole). */
export const FUEL_LIST: ApplicationsResponse = {
  pois: [STATION],
  viewport: [7.385, 43.715, 7.445, 43.76],
  filters: [
    {
      id: 'carburant',
      actionId: 'filtre_carburant',
      type: 'combobox',
      label: 'Prix',
      shortLabel: 'Carburant',
      sublabel: 'Prix du {fuel} au litre',
      parameter: 'currentFuel',
      primary: true,
      values: [{ id: 'B7', label: 'Gazole' }],
      initValue: 'B7',
      value: 'B7',
    },
  ],
};

/** An empty list answer. */
export const EMPTY_LIST: ApplicationsResponse = { pois: [], viewport: null, filters: [] };

/** POIs along a route. */
export const ON_ROUTE: PoisOnRouteResponse = { pois: [STATION], zone: 3, buffer: 0.01 };

/** A catalogue configuration (one app). */
export const CONFIG: PoiConfiguration = {
  locale: 'fr-FR',
  menus: {
    web: [{ type: 'app', id: 'carburants' }],
    webmobile: [{ type: 'app', id: 'carburants' }],
  },
  apps: [
    {
      id: 'carburants',
      name: 'Prix des carburants',
      morePoisLabel: 'Plus de stations',
      menu: ['web', 'webmobile'],
      mob_roundImage: '/api/poiassets/icons/fuel.svg',
      banner: null,
      borderless_banner: null,
      pushSeo: false,
      iconId: 'fuel',
      color: '#1864ab',
      rubricIds: ['station-service'],
      filters: [],
    },
  ],
  freeapps: ['carburants'],
  categories: [],
  subcategories: [],
  bannerItems: [],
  geoentitiesAtAddressConfig: { apps: [], radius: 1000, max: 50 },
  poisOnRouteConfig: { maxPoi: 20, zoom: 14, apps: ['carburants'], zones: {}, buffers: {} },
  computeRadius: 10000,
};

/** Areas reachable on foot (one contour). */
export const AREAS: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { minutes: 15, mode: 'marche' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [7.42, 43.73],
            [7.43, 43.73],
            [7.43, 43.74],
            [7.42, 43.73],
          ],
        ],
      },
    },
  ],
};

/** A call the test settles: its input and its resolve and reject. */
export interface DeferredCall<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A promise logic whose calls wait for the test. */
export function deferred<I, O>() {
  const calls: DeferredCall<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { calls, logic };
}

/** A done event of an invoked actor (what the model replays). */
export function doneEvent<E>(id: string, output: unknown): E {
  return { type: `xstate.done.actor.${id}`, output } as unknown as E;
}

/** An error event of an invoked actor. */
export function errorEvent<E>(id: string, error: unknown): E {
  return { type: `xstate.error.actor.${id}`, error } as unknown as E;
}

/** The stars filter of a hotels list, as the API gives it (off). */
export const STARS_FILTER: FilterDefinition = {
  id: 'stars',
  type: 'numberpicker',
  actionId: 'filtre_stars',
  label: 'Nombre d’étoiles minimum',
  shortLabel: 'Étoiles',
  sublabel: 'Toutes',
  parameter: 'stars',
  primary: false,
  values: [],
  min: 1,
  max: 5,
  step: 1,
  initValue: '',
  value: '',
};
