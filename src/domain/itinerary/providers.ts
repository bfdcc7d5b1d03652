/**
 * Transport providers of the road modes (§3 Transport provider). Each provider is one way of
 * computing a route with Valhalla (a costing and its options); the catalogue order is the
 * provider preference order that breaks sorting ties. Zod-free.
 */
import type { RoadMode } from './modes';
import { MULTIMODAL_PROVIDERS, type MultimodalKind } from './multimodal-providers';

/** Language of the provider labels. */
export type LabelLanguage = 'fr' | 'en' | 'nl';

/** A provider of the catalogue. */
export interface ProviderSpec {
  /** Stable id (also the URL slug of the results route). */
  name: string;
  mode: RoadMode;
  labels: Readonly<Record<LabelLanguage, string>>;
  /** Icon id (a mode icon of the SPA). */
  icon: string;
  /** Optional providers are computed only when their mode is chosen (a placeholder until then). */
  optional: boolean;
  /** Simplified providers are listed without a full computation until chosen. */
  simplified: boolean;
  /** Colour of its routes on the map and in the lists. */
  color: string;
  /** Valhalla costing model. */
  costing: 'auto' | 'motorcycle' | 'bicycle' | 'pedestrian';
  /** Fastest, or shortest distance. */
  routeType: 'fastest' | 'shortest';
  /** Set on the providers computed outside Valhalla's road profiles (server/multimodal). */
  multimodal?: MultimodalKind | undefined;
}

/** The road providers, in preference order. */
export const PROVIDERS: readonly ProviderSpec[] = [
  {
    name: 'voiture',
    mode: 'car',
    labels: { fr: 'Voiture', en: 'Car', nl: 'Auto' },
    icon: 'car',
    optional: false,
    simplified: false,
    color: '#2f6fed',
    costing: 'auto',
    routeType: 'fastest',
  },
  {
    name: 'voiture-courte',
    mode: 'car',
    labels: {
      fr: 'Voiture, trajet le plus court',
      en: 'Car, shortest route',
      nl: 'Auto, kortste route',
    },
    icon: 'car',
    optional: true,
    simplified: false,
    color: '#7b4dd6',
    costing: 'auto',
    routeType: 'shortest',
  },
  {
    name: 'moto',
    mode: 'motorbike',
    labels: { fr: 'Moto', en: 'Motorbike', nl: 'Motor' },
    icon: 'motorbike',
    optional: false,
    simplified: false,
    color: '#d92d20',
    costing: 'motorcycle',
    routeType: 'fastest',
  },
  {
    name: 'velo',
    mode: 'bike',
    labels: { fr: 'Vélo', en: 'Bicycle', nl: 'Fiets' },
    icon: 'bike',
    optional: false,
    simplified: false,
    color: '#0f9d58',
    costing: 'bicycle',
    routeType: 'fastest',
  },
  {
    name: 'trottinette',
    mode: 'scooter',
    labels: { fr: 'Trottinette', en: 'Kick scooter', nl: 'Step' },
    icon: 'scooter',
    optional: false,
    simplified: false,
    color: '#e37400',
    costing: 'bicycle',
    routeType: 'fastest',
  },
  {
    name: 'marche',
    mode: 'pedestrian',
    labels: { fr: 'À pied', en: 'On foot', nl: 'Te voet' },
    icon: 'pedestrian',
    optional: false,
    simplified: false,
    color: '#6d4c41',
    costing: 'pedestrian',
    routeType: 'fastest',
  },
  ...MULTIMODAL_PROVIDERS,
];

/** A provider by name. */
export function providerByName(name: string): ProviderSpec | undefined {
  return PROVIDERS.find((p) => p.name === name);
}

/** Preference rank of a provider name (unknown names last). */
export function providerRank(name: string): number {
  const i = PROVIDERS.findIndex((p) => p.name === name);
  return i === -1 ? PROVIDERS.length : i;
}

/** The label language of a locale or `lang` parameter (fr, fr-BE → fr; nl-BE → nl; en → en). */
export function labelLanguage(lang: string | undefined): LabelLanguage {
  const l = (lang ?? 'fr').toLowerCase();
  if (l.startsWith('nl')) return 'nl';
  if (l.startsWith('en')) return 'en';
  return 'fr';
}
