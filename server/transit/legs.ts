import type { Timetable } from '../../artefacts/transit/timetable';
import type { TransitJourney, TransitLeg, TransitPlace } from '../../src/domain/transit/journey';
import { vehicleOfRouteType } from '../../src/domain/transit/journey';
import type { RaptorJourney, RaptorLeg } from './raptor-types';

const DAY = 86_400;

/** Local date-time (YYYY-MM-DDTHH:mm:ss) of a number of seconds from midnight of a day. */
export function localDateTime(day: number, seconds: number): string {
  return new Date((day * DAY + seconds) * 1000).toISOString().slice(0, 19);
}

function metres(a: [number, number], b: [number, number]): number {
  const k = Math.PI / 180;
  const x = (b[0] - a[0]) * k * Math.cos(((a[1] + b[1]) / 2) * k);
  return Math.hypot(x, (b[1] - a[1]) * k) * 6_371_000;
}

/** Length of a line in metres. */
export function lineMetres(line: readonly [number, number][]): number {
  let m = 0;
  for (let i = 1; i < line.length; i++) m += metres(line[i - 1]!, line[i]!);
  return m;
}

function nearestIndex(
  line: readonly [number, number][],
  p: [number, number],
  from: number,
): number {
  let best = from;
  let bestD = Infinity;
  for (let i = from; i < line.length; i++) {
    const d = metres(line[i]!, p);
    if (d < bestD) [best, bestD] = [i, d];
  }
  return best;
}

/** The part of a pattern's line between two of its stops. */
export function sliceLine(
  line: readonly [number, number][],
  from: [number, number],
  to: [number, number],
): [number, number][] {
  if (line.length < 2) return [from, to];
  const i = nearestIndex(line, from, 0);
  const j = nearestIndex(line, to, i);
  return [from, ...line.slice(i + 1, j), to];
}

/** Context of leg building: the timetable, pattern lines, query day and endpoints. */
export interface LegContext {
  t: Timetable;
  shapes: readonly [number, number][][];
  day: number;
  from: [number, number];
  to: [number, number];
}

function stopPlace(c: LegContext, stop: number, seconds: number): TransitPlace {
  return {
    name: c.t.stopNames[stop]!,
    lng: c.t.stopLon[stop]!,
    lat: c.t.stopLat[stop]!,
    time: localDateTime(c.day, seconds),
    stopId: c.t.stopIds[stop],
  };
}

function walkLeg(ends: { from: TransitPlace; to: TransitPlace; seconds: number }): TransitLeg {
  const geometry: [number, number][] = [
    [ends.from.lng, ends.from.lat],
    [ends.to.lng, ends.to.lat],
  ];
  return {
    mode: 'walk',
    from: ends.from,
    to: ends.to,
    durationSeconds: ends.seconds,
    distanceMetres: Math.round(lineMetres(geometry) * 1.3),
    geometry,
  };
}

function tripLeg(c: LegContext, l: Extract<RaptorLeg, { type: 'trip' }>): TransitLeg {
  const { t } = c;
  const base = t.patternStopStart[l.pattern]!;
  const times = t.tripTimeStart[l.trip]!;
  const shift = l.dayShift * DAY;
  const at = (pos: number, arrival: boolean): TransitPlace =>
    stopPlace(
      c,
      t.patternStops[base + pos]!,
      (arrival ? t.arrivals : t.departures)[times + pos]! + shift,
    );
  const from = at(l.fromPos, false);
  const to = at(l.toPos, true);
  const route = t.routes[t.patternRoute[l.pattern]!]!;
  const geometry = sliceLine(c.shapes[l.pattern] ?? [], [from.lng, from.lat], [to.lng, to.lat]);
  const intermediate: TransitPlace[] = [];
  for (let pos = l.fromPos + 1; pos < l.toPos; pos++) intermediate.push(at(pos, true));
  return {
    mode: vehicleOfRouteType(route.type),
    from,
    to,
    durationSeconds: t.arrivals[times + l.toPos]! - t.departures[times + l.fromPos]!,
    distanceMetres: Math.round(lineMetres(geometry)),
    geometry,
    line: {
      ref: route.shortName || route.longName,
      name: route.longName,
      colour: `#${route.color}`,
      textColour: `#${route.textColor}`,
      vehicle: vehicleOfRouteType(route.type),
      ...(route.agency ? { agency: route.agency } : {}),
    },
    headsign: t.headsigns[t.tripHeadsign[l.trip]!] || undefined,
    intermediate,
  };
}

function buildLegs(c: LegContext, j: RaptorJourney): TransitLeg[] {
  const legs: TransitLeg[] = [];
  let clock = j.departure;
  const origin: TransitPlace = {
    name: 'Départ',
    lng: c.from[0],
    lat: c.from[1],
    time: localDateTime(c.day, clock),
  };
  const destination: TransitPlace = {
    name: 'Arrivée',
    lng: c.to[0],
    lat: c.to[1],
    time: localDateTime(c.day, j.arrival),
  };
  for (const l of j.legs) {
    if (l.type === 'trip') {
      const leg = tripLeg(c, l);
      legs.push(leg);
      clock = t0(c, l) + leg.durationSeconds;
    } else if (l.type === 'access') {
      legs.push(
        walkLeg({ from: origin, to: stopPlace(c, l.stop, clock + l.seconds), seconds: l.seconds }),
      );
      clock += l.seconds;
    } else if (l.type === 'egress') {
      legs.push(
        walkLeg({ from: stopPlace(c, l.stop, clock), to: destination, seconds: l.seconds }),
      );
    } else {
      const from = stopPlace(c, l.from, clock);
      legs.push(walkLeg({ from, to: stopPlace(c, l.to, clock + l.seconds), seconds: l.seconds }));
      clock += l.seconds;
    }
  }
  return legs;
}

/** Turns a RAPTOR journey into the API's legs (walks hug the vehicles). */
export function journeyLegs(c: LegContext, j: RaptorJourney): TransitJourney {
  const legs = buildLegs(c, j);
  return {
    departure: localDateTime(c.day, j.departure),
    arrival: localDateTime(c.day, j.arrival),
    durationSeconds: j.arrival - j.departure,
    transfers: Math.max(0, j.trips - 1),
    walkSeconds: legs.filter((l) => l.mode === 'walk').reduce((n, l) => n + l.durationSeconds, 0),
    legs,
  };
}

function t0(c: LegContext, l: Extract<RaptorLeg, { type: 'trip' }>): number {
  return c.t.departures[c.t.tripTimeStart[l.trip]! + l.fromPos]! + l.dayShift * DAY;
}
