/**
 * What the multimodal providers compute before it becomes the API's routes and roadbooks: trips
 * made of legs (walks, rides on Valhalla, vehicles of the timetable), and the outcome of one
 * provider (trips, an availability message, or a routing failure).
 */
import type { LegMode, LegPlace } from '../../src/domain/itinerary/multimodal-types';
import type { ProviderSpec } from '../../src/domain/itinerary/providers';
import type { TransitLine } from '../../src/domain/transit/journey';
import type { RoutingEngine } from '../core/deps';
import type { NormalisedRequest } from '../itinerary/request';
import type { ValhallaFailure } from '../itinerary/valhalla-errors';
import type { ValhallaManeuver } from '../routing/valhalla-types';
import type { TransitService } from '../transit/transit-service';
import type { GbfsRegistry } from './gbfs/gbfs-registry';
import type { StationIndex } from './stations';

/** One leg of a planned trip. */
export interface PlannedLeg {
  mode: LegMode;
  from: LegPlace;
  to: LegPlace;
  seconds: number;
  metres: number;
  /** [lng, lat] points, 5 decimals. */
  geometry: [number, number][];
  line?: TransitLine | undefined;
  headsign?: string | undefined;
  intermediate?: LegPlace[] | undefined;
  /** Valhalla's manoeuvres of a walk or a ride (their shape indices refer to `geometry`). */
  maneuvers?: ValhallaManeuver[] | undefined;
  co2Grams: number;
  operator?: string | undefined;
  /** Index of the step the leg leaves from (legs between the same two steps share it). */
  step: number;
}

/** A price in euros, and whether it is an estimate. */
export interface TripPrice {
  euros: number;
  estimated: boolean;
}

/** A trip of a multimodal provider. */
export interface PlannedTrip {
  legs: PlannedLeg[];
  /** Local date-times YYYY-MM-DDTHH:MM. */
  departure: string;
  arrival: string;
  /** Door-to-door duration. */
  seconds: number;
  transfers: number;
  /** Null when the fare is not known (GTFS without fares). */
  price: TripPrice | null;
}

/** What one multimodal provider gave. */
export type MultimodalOutcome =
  | { ok: true; provider: ProviderSpec; trips: PlannedTrip[] }
  | {
      ok: false;
      provider: ProviderSpec;
      availability: string;
      /** The nearest day (YYYY-MM-DD) with a timetable, when the day asked had none. */
      nearestDate?: string;
    }
  | { ok: false; provider: ProviderSpec; failure: ValhallaFailure };

/** What the multimodal providers run on. */
export interface MultimodalDeps {
  routing: RoutingEngine;
  transit: TransitService;
  stations: StationIndex;
  gbfs: GbfsRegistry;
}

/** One computation of one provider. */
export interface MultimodalContext {
  deps: MultimodalDeps;
  request: NormalisedRequest;
  provider: ProviderSpec;
  /** Turn-by-turn instructions of the walks and rides (the roadbook). */
  narrative: boolean;
  /** Local date-time of the request (or now, Europe/Paris), YYYY-MM-DDTHH:MM. */
  time: string;
  /** True when `time` is the arrival time. */
  arriveBy: boolean;
}
