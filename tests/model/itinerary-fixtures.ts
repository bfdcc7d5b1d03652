/**
 * Fixtures of the itinerary model tests: steps, the transports answer of the five road modes,
 * deterministic routes per provider, and the deterministic step resolution both the model and
 * the system under test apply.
 */
import {
  coordinateLabel,
  formatLngLat,
  type ItineraryStep,
} from '../../src/domain/itinerary/steps';
import { PROVIDERS } from '../../src/domain/itinerary/providers';
import type { ItineraryRoute, RoutesData, TransportsData } from '../../src/domain/itinerary/types';

type StepData = Omit<ItineraryStep, 'id'>;

const point = (lng: number, lat: number, label?: string): StepData => ({
  coordinates: { lng, lat },
  label: label ?? coordinateLabel({ lng, lat }),
  type: 'coordinates',
  from: 'map',
});

/** Monaco-Ville, Place du Casino, a stop on the port. */
export const A = point(7.4197, 43.7311);
export const B = point(7.4277, 43.7394);
export const C = point(7.4241, 43.7336);
/** A located address (not reverse-geocoded again). */
export const LOCATED: StepData = {
  ...point(7.42, 43.735, 'Quai Albert Ier, Monaco'),
  type: 'address',
  countryCode: '492',
};

/** The deterministic reverse geocoding of the fakes: located steps stay, others are named. */
export function resolveFake(steps: readonly ItineraryStep[]): ItineraryStep[] {
  return steps.map((s) =>
    s.coordinates && !s.countryCode
      ? {
          ...s,
          label: `Adresse ${formatLngLat(s.coordinates)}`,
          type: 'address',
          countryCode: '492',
        }
      : s,
  );
}

/** GET /transports of the five road modes. */
export const TRANSPORTS: TransportsData = {
  qid: 'q1',
  transport_modes: ['car', 'motorbike', 'bike', 'scooter', 'pedestrian'].map((mode) => ({
    mode: mode as ItineraryRoute['mode'],
    label: mode,
    providers: PROVIDERS.filter((p) => p.mode === mode).map((p) => ({
      name: p.name,
      label: p.labels.fr,
      mode: p.mode,
      icon: p.icon,
      qid: 'q1',
      optional: p.optional,
      simplified: p.simplified,
      color: p.color,
    })),
  })),
};

/** A route of a provider (time and price vary by provider so sorting is visible). */
export function fakeRoute(provider: string, index = 0): ItineraryRoute {
  const spec = PROVIDERS.find((p) => p.name === provider)!;
  const rank = PROVIDERS.indexOf(spec);
  const value = (n: number) => ({ value: n, label: String(n) });
  return {
    routeId: `${provider}-${index}`,
    mode: spec.mode,
    provider: {
      id: provider,
      name: provider,
      label: spec.labels.fr,
      qid: 'q1',
      optional: spec.optional,
      icon: spec.icon,
      co2_score: 'A',
    },
    provider_id: provider,
    time: value(100 + rank * 50),
    length: value(1500),
    prices: {
      main: value(rank % 2),
      total: value(rank % 2),
      fuel: null,
      toll: null,
      details: null,
    },
    co2_emissions: value(200 - rank * 30),
    pollutant_emissions: null,
    legs: [],
    sections: [],
    roadbook_link: `/api/multipath/roadbook?route=${provider}-${index}`,
    details_link: '',
    route_type: spec.routeType,
    statistics: null,
    action_label: '',
    main_information: '',
    titles: { monomode: spec.labels.fr },
    colors: { primary: spec.color, secondary: spec.color },
    icon: spec.icon,
    isOptional: spec.optional,
    fake: false,
    bbox: [7.41, 43.73, 7.43, 43.74],
    flags: { toll: false, highway: false, ferry: false },
  };
}

/** The routes answer for some providers. */
export function routesFor(providers: readonly string[]): RoutesData {
  return { routes: providers.map((p) => fakeRoute(p)) };
}

/** A provider unavailable for the request. */
export const UNAVAILABLE: RoutesData = {
  availability_info: { provider: 'velo', mode: 'bike', available: false, message: 'Trop long' },
};

/** The API's per-mode error and an unknown server error (as the SPA's client throws them). */
export const NO_ROUTE = {
  status: 404,
  code: 'NO_ROUTE',
  message: "Il n'y a aucun itinéraire pour ce mode de transport",
};
export const SERVER_ERROR = { status: 503, message: 'Erreur Serveur' };
