/**
 * Types of the itinerary machine (§3 Itinerary state): context, events, input, the errors it
 * stores and the calls it makes (injected: the SPA wires them to the API, tests to fakes).
 */
import type { Bbox, LngLat } from '../domain/geo';
import type { MessageKey } from '../i18n/translate';
import type { TimeMode, TimeOptions } from '../domain/itinerary/datetime';
import type { RoadMode } from '../domain/itinerary/modes';
import type { ModeOptions, PreferredOptions, RoutesRequest } from '../domain/itinerary/options';
import type { RouteSort } from '../domain/itinerary/sorting';
import type { ItineraryStep } from '../domain/itinerary/steps';
import type {
  AvailabilityInfo,
  ItineraryRoute,
  RoutesData,
  TransportProvider,
  TransportsData,
} from '../domain/itinerary/types';

/** A route error of a mode (§4: message, original error, provider). */
export interface RouteError {
  /** The spec's French message (§8). */
  message: string;
  /** The message shown, translated in the interface language. */
  messageKey: MessageKey;
  originalError: string;
  provider: string;
  /** 'no-connection': no mode at all connects the steps (the error is the whole trip's). */
  code?: 'no-connection' | undefined;
}

/** A point of interest on the route (filled by the POIs-on-route feature). */
export interface PointOnRoute {
  type: string;
  id: string;
  label: string;
  rubric?: string | undefined;
}

/** Context of the itinerary machine (§3 Itinerary state). */
export interface ItineraryContext {
  steps: ItineraryStep[];
  /** The step a location will be set on (map click, search), if any. */
  selectedStepIndex: number | null;
  providers: TransportProvider[];
  routes: ItineraryRoute[];
  currentMode: RoadMode;
  currentProvider: string | null;
  currentRouteId: string | null;
  /** The provider computed first in the current computation. */
  desiredProvider: string | null;
  colors: Record<string, string>;
  activeSort: RouteSort;
  /** The sort the results open with (the A/B test's variant may change it). */
  defaultSort: RouteSort;
  /** True once the user picked a sort: the default no longer replaces it. */
  sortChosen: boolean;
  pointsOnRoute: PointOnRoute[];
  roadbook: { timestamp: number | null; expired: boolean };
  routeErrors: Partial<Record<RoadMode, RouteError>>;
  /** Error of the desired provider, or the no-route error of an empty result. */
  itineraryError: RouteError | null;
  /** An unknown API error (message of the spec's catalogue). */
  generalError: string | null;
  /** The key of `generalError` when it is one of ours; null for a message the server or a step wrote. */
  generalErrorKey: MessageKey | null;
  computingDone: boolean;
  computedCount: number;
  availabilityInfo: Record<string, AvailabilityInfo>;
  /** Optional providers shown as placeholders (no routes yet). */
  placeholders: string[];
  /**
   * Optional providers whose route repeated another provider's (provider → that provider): not
   * listed twice, said once (« le trajet le plus court est celui de Voiture »).
   */
  sameRoutes: Record<string, string>;
  timeOptions: TimeOptions;
  preferredOptions: PreferredOptions;
  lang: string;
  qid: string | null;
}

/** Events of the itinerary machine. */
export type ItineraryEvent =
  | { type: 'step.add' }
  | { type: 'step.remove'; index: number }
  | { type: 'step.swap'; index: number }
  | { type: 'step.select'; index: number | null }
  | { type: 'step.setLocation'; step: Omit<ItineraryStep, 'id'> }
  | { type: 'step.set'; index: number; step: Omit<ItineraryStep, 'id'> }
  | { type: 'steps.set'; steps: Omit<ItineraryStep, 'id'>[] }
  | { type: 'steps.reverse' }
  | { type: 'mode.set'; mode: RoadMode }
  | { type: 'compute' }
  | { type: 'provider.change'; provider: string }
  | { type: 'route.change'; routeId: string }
  | { type: 'sort.set'; sort: RouteSort }
  | { type: 'sort.default'; sort: RouteSort }
  | { type: 'time.mode'; when: TimeMode; now?: Date | undefined }
  /** A day with a timetable chosen from the transit message (YYYY-MM-DD). */
  | { type: 'time.day'; date: string; now?: Date | undefined }
  | { type: 'time.date'; date: string }
  | { type: 'time.time'; time: string }
  | { type: 'options.set'; mode: RoadMode; options: ModeOptions }
  /** Sets options and computes again when results are shown (the vignette asked on a card). */
  | { type: 'options.apply'; mode: RoadMode; options: ModeOptions }
  | { type: 'roadbook.stamp'; at?: number | undefined }
  | { type: 'roadbook.expire' }
  | { type: 'provider.routes'; provider: string; data: RoutesData }
  | { type: 'provider.failed'; provider: string; error: unknown }
  | { type: 'provider.dropRoutes'; provider: string }
  | { type: 'provider.clearFlags'; provider: string }
  | { type: 'others.done' }
  | { type: 'reset' }
  | { type: 'reset.exceptSteps' }
  | { type: 'lang.set'; lang: string };

/** Events the machine emits for the views (navigation). */
export type ItineraryEmitted = { type: 'navigate.results' } | { type: 'navigate.input' };

/** Input of the itinerary machine. */
export interface ItineraryInput {
  lang: string;
  mode?: RoadMode | undefined;
  preferredOptions?: PreferredOptions | undefined;
  /** The clock (the current date and time for the later time modes). */
  now?: (() => Date) | undefined;
}

/** Input of the step resolution: reverse-geocode what is not a located address. */
export interface ResolveStepsInput {
  steps: ItineraryStep[];
  lang: string;
  /** The map view: typed text is resolved near it, as its field's suggestions were. */
  bbox?: Bbox | null | undefined;
}

/** Input of the provider listing. */
export interface FetchTransportsInput {
  points: LngLat[];
  lang: string;
  preferredMode: RoadMode;
  skippedProviders: string[];
}

/** Input of one provider's routes. */
export interface FetchRoutesInput {
  providers: string[];
  request: RoutesRequest;
}

/** What the calls return. */
export type TransportsOutput = TransportsData;
export type RoutesOutput = RoutesData;

/** The itinerary event of a type. */
export type EventOf<T extends ItineraryEvent['type']> = Extract<ItineraryEvent, { type: T }>;

function isOf<T extends ItineraryEvent['type']>(e: ItineraryEvent, type: T): e is EventOf<T> {
  return e.type === type;
}

/** The event, checked to be of `type` (throws otherwise, as assertEvent does). */
export function ev<T extends ItineraryEvent['type']>(e: ItineraryEvent, type: T): EventOf<T> {
  if (!isOf(e, type)) throw new Error(`Expected event "${type}", got "${e.type}"`);
  return e;
}
