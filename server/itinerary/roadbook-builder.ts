/**
 * Turns a Valhalla trip (with its narrative in the request's language) into a roadbook (§3
 * Roadbook): a waypoint section per step, a section per leg with its manoeuvres on a timeline
 * (seconds since departure and clock time), the leg's polyline and whether an elevation profile
 * can be shown; the summary carries the key figures, departure and arrival and restrictions.
 */
import { pageRegister } from './narrative-register';
import {
  formatDuration,
  formatLength,
  formatPricePerLitre,
  slashDate,
} from '../../src/domain/itinerary/format';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type {
  ItineraryRoute,
  Roadbook,
  RoadbookAction,
  RoadbookSection,
} from '../../src/domain/itinerary/types';
import type { ValhallaLeg, ValhallaTrip } from '../routing/valhalla-types';
import { routeApproaches } from './approaches';
import { API_TEXTS, fill } from './labels';
import { maneuverIcon } from './maneuver-icons';
import { decodeShape } from './route-builder';
import type { RequestTime } from './valhalla-request';

/** A step of the request as the roadbook names it. */
export interface RoadbookStep {
  lng: number;
  lat: number;
  label: string;
}

/** What the roadbook needs besides the trip and its route. */
export interface RoadbookInput {
  trip: ValhallaTrip;
  route: ItineraryRoute;
  steps: readonly RoadbookStep[];
  lang: LabelLanguage;
  time: RequestTime | null;
  hasElevation: boolean;
  /** Current local time (Europe/Paris), YYYY-MM-DDTHH:MM, for departures now. */
  now: string;
}

/** Adds seconds to a local YYYY-MM-DDTHH:MM (wall-clock arithmetic, rounded to the minute). */
export function addSeconds(local: string, seconds: number): string {
  const t = Date.parse(`${local}:00Z`) + Math.round(seconds / 60) * 60_000;
  return new Date(t).toISOString().slice(0, 16);
}

/** Clock time (HH:MM) at a number of seconds after departure. */
type Clock = (offset: number) => string;

/** Valhalla's manoeuvre types of an arrival: straight ahead, on the right, on the left. */
const ARRIVAL_TYPES: ReadonlySet<number> = new Set([4, 5, 6]);

/**
 * Where a leg ends: at the trip's arrival, or at its stop number `stop`; `approach` is how far
 * that step lies beyond the road's end (metres, approaches.ts), null when the road reaches it.
 */
interface LegEnd {
  lang: LabelLanguage;
  stop: number | null;
  approach: number | null;
}

/**
 * The instruction of a manoeuvre; the arrival at a stop is said to be one. An arrival the road
 * does not reach (a station beyond the imported extract) says how far it still is, never « Vous
 * êtes arrivé » where the person is not.
 */
function instruction(m: ValhallaLeg['maneuvers'][number], end: LegEnd): string {
  if (!ARRIVAL_TYPES.has(m.type)) return pageRegister(m.instruction, end.lang);
  const texts = API_TEXTS[end.lang];
  if (end.approach !== null) {
    const distance = formatLength(end.approach, end.lang);
    return end.stop === null
      ? fill(texts.roadEnd, { distance })
      : fill(texts.stopRoadEnd, { n: end.stop, distance });
  }
  if (end.stop === null) return pageRegister(m.instruction, end.lang);
  return fill(texts.stopReached, { n: end.stop });
}

function actions(leg: ValhallaLeg, start: number, clock: Clock, end: LegEnd): RoadbookAction[] {
  const { lang } = end;
  const shape = decodeShape(leg.shape);
  let offset = start;
  return leg.maneuvers.map((m) => {
    const action: RoadbookAction = {
      type: m.type,
      instruction: instruction(m, end),
      icon: maneuverIcon(m.type),
      length: { value: Math.round(m.length * 1000), label: formatLength(m.length * 1000, lang) },
      duration: { value: Math.round(m.time), label: formatDuration(m.time, lang) },
      timeline: { offset: Math.round(offset), label: clock(offset) },
      street_names: m.street_names ?? [],
      coordinates: shape[m.begin_shape_index] ?? shape[0] ?? [0, 0],
      toll: !!m.toll,
    };
    offset += m.time;
    return action;
  });
}

function waypoint(step: RoadbookStep, index: number, count: number, lang: LabelLanguage) {
  const texts = API_TEXTS[lang];
  const id = index === 0 ? 'departure' : index === count - 1 ? 'arrival' : `step-${index}`;
  const fallback =
    index === 0
      ? texts.departure
      : index === count - 1
        ? texts.arrival
        : fill(texts.stop, { n: index });
  return {
    mode: 'waypoint' as const,
    duration: { value: 0, label: formatDuration(0, lang) },
    length: null,
    actions: [],
    display_elevation: false,
    polyline_definition: null,
    step: {
      index,
      id,
      label: step.label || fallback,
      coordinates: [step.lng, step.lat] as [number, number],
    },
  };
}

function sections(input: RoadbookInput, clock: Clock): RoadbookSection[] {
  const out: RoadbookSection[] = [];
  const count = input.steps.length;
  const approaches = new Map(
    routeApproaches(input.route, input.steps).map((a) => [a.step, a.metres]),
  );
  let offset = 0;
  input.trip.legs.forEach((leg, i) => {
    out.push(waypoint(input.steps[i]!, i, count, input.lang));
    out.push({
      mode: input.route.mode,
      duration: {
        value: Math.round(leg.summary.time),
        label: formatDuration(leg.summary.time, input.lang),
      },
      length: {
        value: Math.round(leg.summary.length * 1000),
        label: formatLength(leg.summary.length * 1000, input.lang),
      },
      actions: actions(leg, offset, clock, {
        lang: input.lang,
        stop: i < input.trip.legs.length - 1 ? i + 1 : null,
        approach: approaches.get(i + 1) ?? null,
      }),
      display_elevation: input.hasElevation,
      polyline_definition: { polyline: leg.shape, precision: 6 },
      step: null,
    });
    offset += leg.summary.time;
  });
  out.push(waypoint(input.steps[count - 1]!, count - 1, count, input.lang));
  return out;
}

/** Most streets named by the rough-surface note; more are written « … ». */
export const ROUGH_STREETS_MAX = 3;

/**
 * « Revêtements irréguliers (pavés, chemins) : Rue du Gros-Horloge, Rue aux Ours »: the note,
 * with the streets of the rough manoeuvres in route order (a note without a street said
 * nothing of where), or null when the route has none.
 */
export function roughNote(trip: ValhallaTrip, lang: LabelLanguage): string | null {
  const rough = trip.legs.flatMap((l) => l.maneuvers.filter((m) => m.rough));
  if (rough.length === 0) return null;
  const streets = [...new Set(rough.flatMap((m) => m.street_names?.slice(0, 1) ?? []))];
  if (streets.length === 0) return API_TEXTS[lang].rough;
  const named = streets.slice(0, ROUGH_STREETS_MAX).join(', ');
  const more = streets.length > ROUGH_STREETS_MAX ? '…' : '';
  return `${API_TEXTS[lang].rough}${lang === 'fr' ? ' : ' : ': '}${named}${more}`;
}

function restrictions(trip: ValhallaTrip, lang: LabelLanguage): string[] {
  const t = API_TEXTS[lang];
  const s = trip.summary;
  const rough = roughNote(trip, lang);
  return [
    ...(s.has_toll ? [t.toll] : []),
    ...(s.has_highway ? [t.motorway] : []),
    ...(s.has_ferry ? [t.ferry] : []),
    ...(s.has_time_restrictions ? [t.timeRestrictions] : []),
    ...(rough ? [rough] : []),
  ];
}

function keyInformations(route: ItineraryRoute, lang: LabelLanguage) {
  const t = API_TEXTS[lang];
  return [
    { key: 'time', label: t.duration, value: route.time.label },
    { key: 'length', label: t.distance, value: route.length.label },
    { key: 'price', label: t.cost, value: route.prices.main.label },
    ...(route.prices.toll
      ? [{ key: 'toll', label: t.tollEstimate, value: route.prices.toll.label }]
      : []),
    ...fuelPriceInformation(route, lang),
    { key: 'co2', label: t.co2, value: route.co2_emissions.label },
  ];
}

/** « 1,229 €/L, prix du 25/08/2020 »: the fuel price the cost was computed with, and its day. */
function fuelPriceInformation(route: ItineraryRoute, lang: LabelLanguage) {
  const d = route.prices.details;
  if (!d) return [];
  const t = API_TEXTS[lang];
  const price = formatPricePerLitre(d.pricePerLitre, lang);
  const day = d.priceDate ? `, ${fill(t.priceOf, { date: slashDate(d.priceDate) })}` : '';
  return [{ key: 'fuelPrice', label: t.fuelPrice, value: `${price}${day}` }];
}

/** Builds the roadbook of a route. */
export function buildRoadbook(input: RoadbookInput): Roadbook {
  const { route, trip } = input;
  const duration = trip.summary.time;
  const reference = input.time?.value ?? input.now;
  const arriving = input.time !== null && !input.time.departure;
  const start = arriving ? -duration : 0;
  const clock: Clock = (offset) => addSeconds(reference, start + offset).slice(11);
  return {
    type: 'roadbook',
    routeId: route.routeId,
    mode: route.mode,
    provider: route.provider,
    language: trip.language ?? input.lang,
    summary: {
      key_informations: keyInformations(route, input.lang),
      departure_datetime: addSeconds(reference, start),
      arrival_datetime: addSeconds(reference, start + duration),
      pollutant_emissions: route.pollutant_emissions,
      restrictions: restrictions(trip, input.lang),
    },
    time: route.time,
    length: route.length,
    prices: route.prices,
    co2_emissions: route.co2_emissions,
    sections: sections(input, clock),
  };
}
