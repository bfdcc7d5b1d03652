/**
 * The roadbook of a multimodal trip (§3 Roadbook): a waypoint section per step, then one section
 * per leg with its timeline: Valhalla's turn-by-turn instructions for the walks and rides, and
 * for a vehicle « board the bus 6 towards … at … », each intermediate stop at its time,
 * « get off at … ». Each leg section carries the API leg (line, stops, times).
 */
import { pageRegister } from '../itinerary/narrative-register';
import polyline from '@mapbox/polyline';
import { formatDuration, formatLength } from '../../src/domain/itinerary/format';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type {
  ItineraryRoute,
  Roadbook,
  RoadbookAction,
  RoadbookSection,
} from '../../src/domain/itinerary/types';
import { fill } from '../itinerary/labels';
import { maneuverIcon } from '../itinerary/maneuver-icons';
import { addSeconds } from '../itinerary/roadbook-builder';
import { MULTIMODAL_TEXTS } from './texts';
import type { PlannedLeg, PlannedTrip } from './types';
import type { ValhallaManeuver } from '../routing/valhalla-types';
import { ARRIVE_TYPES } from './walking';

/** A step as the roadbook names it. */
export interface TripStep {
  lng: number;
  lat: number;
  label: string;
}

const minutes = (local: string): number => Date.parse(`${local}:00Z`) / 60_000;

function action(o: {
  type: number;
  instruction: string;
  icon: string;
  metres: number;
  seconds: number;
  offset: number;
  clock: string;
  coordinates: [number, number];
  lang: LabelLanguage;
  streets?: string[];
}): RoadbookAction {
  return {
    type: o.type,
    instruction: o.instruction,
    icon: o.icon,
    length: { value: Math.round(o.metres), label: formatLength(o.metres, o.lang) },
    duration: { value: Math.round(o.seconds), label: formatDuration(o.seconds, o.lang) },
    timeline: { offset: Math.round(o.offset), label: o.clock },
    street_names: o.streets ?? [],
    coordinates: o.coordinates,
    toll: false,
  };
}

/** A turn shorter than this (metres) on a walk or a ride is folded into the one before it. */
export const MIN_MANOEUVRE_METRES = 10;

/**
 * The manoeuvres a walk or a ride is told by: a turn of a few metres (a kerb, a crossing, the
 * two sides of a square, which Valhalla names apart) is folded into the instruction before it,
 * its length and time added there; the first and the arrival always stay.
 */
export function foldShortManoeuvres(maneuvers: readonly ValhallaManeuver[]): ValhallaManeuver[] {
  const kept: ValhallaManeuver[] = [];
  maneuvers.forEach((m, i) => {
    const previous = kept[kept.length - 1];
    const inner = i > 0 && i < maneuvers.length - 1 && !ARRIVE_TYPES.has(m.type);
    if (previous && inner && m.length * 1000 < MIN_MANOEUVRE_METRES) {
      kept[kept.length - 1] = {
        ...previous,
        length: previous.length + m.length,
        time: previous.time + m.time,
        end_shape_index: m.end_shape_index,
      };
      return;
    }
    kept.push(m);
  });
  return kept;
}

function pathActions(
  leg: PlannedLeg,
  o: { start: number; lang: LabelLanguage; last: boolean },
): RoadbookAction[] {
  const { start, lang } = o;
  const texts = MULTIMODAL_TEXTS[lang];
  const origin: [number, number] = [leg.from.lng, leg.from.lat];
  if (!leg.maneuvers || leg.maneuvers.length === 0) {
    return [
      action({
        type: 0,
        instruction: fill(texts.walkTo, { place: leg.to.name }),
        icon: 'straight',
        metres: leg.metres,
        seconds: leg.seconds,
        offset: start,
        clock: leg.from.time.slice(11),
        coordinates: origin,
        lang,
      }),
    ];
  }
  // The clock of each instruction stays within the leg; the arrival is at the leg's end.
  const end = (minutes(leg.to.time) - minutes(leg.from.time)) * 60;
  let within = 0;
  const maneuvers = foldShortManoeuvres(leg.maneuvers);
  return maneuvers.map((m, i) => {
    // Valhalla's « you have arrived » would end every walk to a stop: it names the place.
    const arrives = ARRIVE_TYPES.has(m.type);
    const at = arrives || i === maneuvers.length - 1 ? end : Math.min(within, end);
    const a = action({
      type: m.type,
      instruction:
        arrives && !o.last
          ? fill(texts.reach, { place: leg.to.name })
          : pageRegister(m.instruction, lang),
      icon: maneuverIcon(m.type),
      metres: m.length * 1000,
      seconds: m.time,
      offset: start + at,
      clock: addSeconds(leg.from.time, at).slice(11),
      coordinates: leg.geometry[m.begin_shape_index] ?? origin,
      lang,
      streets: m.street_names ?? [],
    });
    within += m.time;
    return a;
  });
}

function vehicleActions(leg: PlannedLeg, o: { departure: number; lang: LabelLanguage }) {
  const texts = MULTIMODAL_TEXTS[o.lang];
  const at = (time: string): number => (minutes(time) - o.departure) * 60;
  const vehicle = leg.mode === 'walk' || !(leg.mode in texts.vehicles) ? '' : leg.mode;
  const board = fill(texts.board, {
    vehicle: vehicle ? texts.vehicles[vehicle as keyof typeof texts.vehicles] : '',
    line: leg.line?.ref ?? '',
    headsign: leg.headsign ?? leg.to.name,
    stop: leg.from.name,
  });
  const common = { metres: 0, seconds: 0, lang: o.lang, type: 0 };
  return [
    action({
      ...common,
      instruction: board,
      icon: 'board',
      metres: leg.metres,
      seconds: leg.seconds,
      offset: at(leg.from.time),
      clock: leg.from.time.slice(11),
      coordinates: [leg.from.lng, leg.from.lat],
    }),
    ...(leg.intermediate ?? []).map((stop) =>
      action({
        ...common,
        instruction: stop.name,
        icon: 'stop',
        offset: at(stop.time),
        clock: stop.time.slice(11),
        coordinates: [stop.lng, stop.lat],
      }),
    ),
    action({
      ...common,
      instruction: fill(texts.alight, { stop: leg.to.name }),
      icon: 'alight',
      offset: at(leg.to.time),
      clock: leg.to.time.slice(11),
      coordinates: [leg.to.lng, leg.to.lat],
    }),
  ];
}

function waypoint(step: TripStep, index: number, count: number): RoadbookSection {
  const id = index === 0 ? 'departure' : index === count - 1 ? 'arrival' : `step-${index}`;
  return {
    mode: 'waypoint',
    duration: { value: 0, label: '0 min' },
    length: null,
    actions: [],
    display_elevation: false,
    polyline_definition: null,
    step: { index, id, label: step.label, coordinates: [step.lng, step.lat] },
  };
}

function legSection(o: {
  leg: PlannedLeg;
  index: number;
  route: ItineraryRoute;
  departure: number;
  lang: LabelLanguage;
  /** The last leg (its arrival is the trip's). */
  last: boolean;
}): RoadbookSection {
  const { leg, lang } = o;
  const start = (minutes(leg.from.time) - o.departure) * 60;
  const timed = leg.line !== undefined;
  return {
    mode: o.route.mode,
    duration: { value: Math.round(leg.seconds), label: formatDuration(leg.seconds, lang) },
    length: { value: Math.round(leg.metres), label: formatLength(leg.metres, lang) },
    actions: timed ? vehicleActions(leg, o) : pathActions(leg, { start, lang, last: o.last }),
    display_elevation: false,
    polyline_definition: {
      polyline: polyline.encode(
        leg.geometry.map(([lng, lat]) => [lat, lng]),
        6,
      ),
      precision: 6,
    },
    step: null,
    leg: o.route.legs[o.index],
  };
}

/** Labels of the key figures shared with the road roadbooks (duration, cost, CO2). */
export interface RoadbookLabels {
  duration: string;
  cost: string;
  co2: string;
}

function keyInformations(o: {
  trip: PlannedTrip;
  route: ItineraryRoute;
  lang: LabelLanguage;
  labels: RoadbookLabels;
}) {
  const keys = MULTIMODAL_TEXTS[o.lang].keys;
  const { route, trip } = o;
  const walk = route.timetable?.walk_time.label ?? formatDuration(0, o.lang);
  return [
    { key: 'departure', label: keys.departure, value: trip.departure.slice(11) },
    { key: 'arrival', label: keys.arrival, value: trip.arrival.slice(11) },
    { key: 'time', label: o.labels.duration, value: route.time.label },
    { key: 'transfers', label: keys.transfers, value: String(trip.transfers) },
    { key: 'walk', label: keys.walk, value: walk },
    { key: 'price', label: o.labels.cost, value: route.prices.main.label },
    { key: 'co2', label: o.labels.co2, value: route.co2_emissions.label },
  ];
}

/** Builds the roadbook of a planned trip and its route. */
export function tripRoadbook(o: {
  trip: PlannedTrip;
  route: ItineraryRoute;
  steps: readonly TripStep[];
  lang: LabelLanguage;
  labels: RoadbookLabels;
}): Roadbook {
  const { trip, route, steps, lang } = o;
  const departure = minutes(trip.departure);
  const sections: RoadbookSection[] = [waypoint(steps[0]!, 0, steps.length)];
  trip.legs.forEach((leg, index) => {
    const previous = trip.legs[index - 1];
    if (previous && previous.step !== leg.step)
      sections.push(waypoint(steps[leg.step]!, leg.step, steps.length));
    const last = index === trip.legs.length - 1;
    sections.push(legSection({ leg, index, route, departure, lang, last }));
  });
  sections.push(waypoint(steps[steps.length - 1]!, steps.length - 1, steps.length));
  return {
    type: 'roadbook',
    routeId: route.routeId,
    mode: route.mode,
    provider: route.provider,
    language: lang,
    summary: {
      key_informations: keyInformations(o),
      departure_datetime: trip.departure,
      arrival_datetime: trip.arrival,
      pollutant_emissions: null,
      restrictions: [],
    },
    time: route.time,
    length: route.length,
    prices: route.prices,
    co2_emissions: route.co2_emissions,
    sections,
  };
}
