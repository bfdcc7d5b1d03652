/**
 * Fields of the multimodal routes (issue 5) in the multipath API: per leg the way of travel, the
 * line (short name, colours), headsign, boarding and alighting stops with their times, the
 * intermediate stops, the geometry and the CO2; per route the timetable summary. Zod-free.
 */
import type { TransitLine, TransitVehicle } from '../transit/journey';
import type { ValueLabel } from './types';

/** How a leg is travelled: on foot, aboard a public-transport vehicle, or riding. */
export type LegMode = 'walk' | TransitVehicle | 'bike' | 'scooter' | 'taxi';

/** A place of a leg: a stop, a station, a shared vehicle or a step, with its local time. */
export interface LegPlace {
  name: string;
  lng: number;
  lat: number;
  /** Local date-time YYYY-MM-DDTHH:MM (network or Europe/Paris time). */
  time: string;
  /** GTFS stop id (region-qualified) when the place is a stop. */
  stopId?: string | undefined;
}

/** The optional fields a leg of a multimodal route carries (RouteLeg extends them). */
export interface MultimodalLegFields {
  mode?: LegMode | undefined;
  line?: TransitLine | null | undefined;
  headsign?: string | null | undefined;
  /** Boarding stop (or where the walk or the ride starts). */
  departure?: LegPlace | undefined;
  /** Alighting stop (or where the walk or the ride ends). */
  arrival?: LegPlace | undefined;
  intermediate_stops?: LegPlace[] | undefined;
  /** [lng, lat] points of the leg (5 decimals). */
  geometry?: [number, number][] | undefined;
  /** Grams of CO2e of this leg. */
  co2_emissions?: ValueLabel | undefined;
  /** Operator of a shared vehicle or a taxi (the GBFS system name…). */
  operator?: string | undefined;
}

/** Summary of a timed route (public transport, shared vehicles, taxi). */
export interface RouteTimetable {
  /** Local date-times YYYY-MM-DDTHH:MM. */
  departure: string;
  arrival: string;
  /** Number of changes between vehicles. */
  transfers: number;
  walk_time: ValueLabel;
  walk_length: ValueLabel;
}
