/** Public-transport journeys as the API returns them (zod-free: the SPA imports it). */
import { slashDate } from '../itinerary/format';

/** Basic GTFS vehicle kinds. */
export type TransitVehicle = 'tram' | 'metro' | 'rail' | 'bus' | 'ferry' | 'cable' | 'funicular';

/** Vehicle of a basic GTFS route type. */
export function vehicleOfRouteType(type: number): TransitVehicle {
  const kinds: Record<number, TransitVehicle> = {
    0: 'tram',
    1: 'metro',
    2: 'rail',
    3: 'bus',
    4: 'ferry',
    5: 'cable',
    6: 'cable',
    7: 'funicular',
    11: 'bus',
    12: 'rail',
  };
  return kinds[type] ?? 'bus';
}

/** A stop passed by a journey, with the local time (YYYY-MM-DDTHH:mm:ss, network time zone). */
export interface TransitPlace {
  name: string;
  lng: number;
  lat: number;
  time: string;
  stopId?: string | undefined;
}

/** A line of the network. */
export interface TransitLine {
  ref: string;
  name: string;
  colour: string;
  textColour: string;
  vehicle: TransitVehicle;
  /** Who runs it (GTFS agency.txt), when the feed says. */
  agency?: TransitAgency | undefined;
}

/** The operator of a line: its name, site (timetables) and online ticket page. */
export interface TransitAgency {
  name: string;
  url: string;
  fareUrl: string | null;
}

/** One leg: on foot or aboard a vehicle. */
export interface TransitLeg {
  mode: 'walk' | TransitVehicle;
  from: TransitPlace;
  to: TransitPlace;
  durationSeconds: number;
  distanceMetres: number;
  /** [lng, lat] points. */
  geometry: [number, number][];
  line?: TransitLine | undefined;
  headsign?: string | undefined;
  intermediate?: TransitPlace[] | undefined;
}

/** A journey of the planner. */
export interface TransitJourney {
  departure: string;
  arrival: string;
  durationSeconds: number;
  transfers: number;
  walkSeconds: number;
  legs: TransitLeg[];
}

/** Weekday names of the public-transport messages, Sunday first (as Date.getUTCDay). */
export const WEEKDAYS = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  nl: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
} as const;

/** « vendredi 13/02/2026 » (YYYY-MM-DD in). */
export function dayLabel(iso: string, lang: keyof typeof WEEKDAYS): string {
  const weekday = WEEKDAYS[lang][new Date(`${iso}T00:00:00Z`).getUTCDay()]!;
  return `${weekday} ${slashDate(iso)}`;
}

/**
 * The answer for a date outside every feed's validity (spec of issue 5), with the nearest day
 * that has a timetable when one is known.
 */
export function noTimetableMessage(
  validity: { start: string; end: string },
  nearest?: string | null,
  asked?: string,
): string {
  // A nearest day before the day asked: the timetable has ended.
  const ended = nearest && asked !== undefined && nearest < asked.slice(0, 10);
  const next = !nearest
    ? ''
    : ended
      ? ` Ces horaires ont pris fin : leur dernier jour est le ${dayLabel(nearest, 'fr')}.`
      : ` Jour le plus proche avec des horaires : ${dayLabel(nearest, 'fr')}.`;
  return `Ce réseau n'a pas d'horaires pour cette date (horaires valables du ${slashDate(validity.start)} au ${slashDate(validity.end)}).${next}`;
}
