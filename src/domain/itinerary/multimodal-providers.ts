/**
 * Providers of the modes computed outside Valhalla's road profiles (issue 5): public transport
 * from the region's GTFS, train, shared bikes and scooters from GBFS, taxi with its regulated
 * fare, carpool, long-distance coaches (a coach GTFS: route types 200–209) and plane (no source:
 * it says so). They follow the road providers in the preference order. Zod-free.
 */
import type { ProviderSpec } from './providers';

/** How a multimodal provider is computed (server/multimodal). */
export type MultimodalKind =
  'transit' | 'train' | 'bike_share' | 'scooter_share' | 'taxi' | 'carpool' | 'bus' | 'plane';

/** Colour of the walking legs of multimodal routes (map and lists). */
export const WALK_COLOUR = '#6d6d6d';

/** The multimodal providers, in preference order. */
export const MULTIMODAL_PROVIDERS: readonly ProviderSpec[] = [
  {
    name: 'transports-en-commun',
    mode: 'public_transport',
    labels: { fr: 'Transports en commun', en: 'Public transport', nl: 'Openbaar vervoer' },
    icon: 'public_transport',
    optional: false,
    simplified: false,
    color: '#00796b',
    costing: 'pedestrian',
    routeType: 'fastest',
    multimodal: 'transit',
  },
  {
    name: 'train',
    mode: 'train',
    labels: { fr: 'Train', en: 'Train', nl: 'Trein' },
    icon: 'train',
    optional: false,
    simplified: false,
    color: '#37474f',
    costing: 'pedestrian',
    routeType: 'fastest',
    multimodal: 'train',
  },
  {
    name: 'velo-libre-service',
    mode: 'bike_share',
    labels: { fr: 'Vélo partagé', en: 'Shared bike', nl: 'Deelfiets' },
    icon: 'bike_share',
    optional: false,
    simplified: false,
    color: '#2e7d32',
    costing: 'bicycle',
    routeType: 'fastest',
    multimodal: 'bike_share',
  },
  {
    name: 'trottinette-libre-service',
    mode: 'scooter_share',
    labels: {
      fr: 'Trottinette partagée',
      en: 'Shared scooter',
      nl: 'Deelstep',
    },
    icon: 'scooter_share',
    optional: false,
    simplified: false,
    color: '#ef6c00',
    costing: 'bicycle',
    routeType: 'fastest',
    multimodal: 'scooter_share',
  },
  {
    name: 'taxi',
    mode: 'taxi',
    labels: { fr: 'Taxi', en: 'Taxi', nl: 'Taxi' },
    icon: 'taxi',
    optional: false,
    simplified: false,
    color: '#c79100',
    costing: 'auto',
    routeType: 'fastest',
    multimodal: 'taxi',
  },
  {
    name: 'covoiturage',
    mode: 'carpool',
    labels: { fr: 'Covoiturage', en: 'Carpool', nl: 'Carpoolen' },
    icon: 'carpool',
    optional: false,
    simplified: false,
    color: '#5e35b1',
    costing: 'auto',
    routeType: 'fastest',
    multimodal: 'carpool',
  },
  {
    name: 'autocar',
    mode: 'bus',
    labels: { fr: 'Autocar', en: 'Coach', nl: 'Touringcar' },
    icon: 'bus',
    optional: false,
    simplified: false,
    color: '#6a1b9a',
    costing: 'pedestrian',
    routeType: 'fastest',
    multimodal: 'bus',
  },
  {
    name: 'avion',
    mode: 'plane',
    labels: { fr: 'Avion', en: 'Plane', nl: 'Vliegtuig' },
    icon: 'plane',
    optional: false,
    simplified: false,
    color: '#0277bd',
    costing: 'pedestrian',
    routeType: 'fastest',
    multimodal: 'plane',
  },
];
