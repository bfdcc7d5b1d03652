/**
 * The public-transport provider (and the train provider when a rail timetable is imported):
 * the GTFS planner (server/transit) with walking times from Valhalla's matrix for the access
 * and egress, then a Valhalla pedestrian route for every walking leg of the journeys kept.
 */
import type { LegPlace } from '../../src/domain/itinerary/multimodal-types';
import { transitCo2Grams } from '../../src/domain/itinerary/multimodal-costs';
import type { TransitJourney, TransitLeg, TransitPlace } from '../../src/domain/transit/journey';
import { fill } from '../itinerary/labels';
import type { PlanResult } from '../transit/transit-service';
import { MULTIMODAL_TEXTS } from './texts';
import type { MultimodalContext, MultimodalOutcome, PlannedLeg, PlannedTrip } from './types';
import { matrixWalkTimes, walkPath, walkSpeedKmh, type RoutedPath } from './walking';

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/** A stop or step of a journey as a leg place (minutes, 5 decimals). */
function place(p: TransitPlace, name?: string): LegPlace {
  return {
    name: name ?? p.name,
    lng: round5(p.lng),
    lat: round5(p.lat),
    time: p.time.slice(0, 16),
    ...(p.stopId ? { stopId: p.stopId } : {}),
  };
}

/** What building the legs of a request shares. */
interface LegBuild {
  ctx: MultimodalContext;
  speedKmh: number;
  cache: Map<string, Promise<RoutedPath>>;
  labels: { from: string; to: string };
}

async function walkLeg(b: LegBuild, leg: TransitLeg, index: number, last: number) {
  const from = place(leg.from, index === 0 ? b.labels.from : undefined);
  const to = place(leg.to, index === last ? b.labels.to : undefined);
  const path = await walkPath(
    b.ctx.deps.routing,
    { from, to, speedKmh: b.speedKmh, lang: b.ctx.request.lang, narrative: b.ctx.narrative },
    b.cache,
  );
  const planned: PlannedLeg = {
    mode: 'walk',
    from,
    to,
    seconds: leg.durationSeconds,
    metres: path.metres,
    geometry: path.geometry,
    maneuvers: path.maneuvers,
    co2Grams: 0,
    step: 0,
  };
  return planned;
}

function vehicleLeg(leg: TransitLeg): PlannedLeg {
  const mode = leg.mode === 'walk' ? 'bus' : leg.mode;
  return {
    mode,
    from: place(leg.from),
    to: place(leg.to),
    seconds: leg.durationSeconds,
    metres: leg.distanceMetres,
    geometry: leg.geometry.map(([lng, lat]) => [round5(lng), round5(lat)]),
    line: leg.line,
    headsign: leg.headsign,
    intermediate: (leg.intermediate ?? []).map((p) => place(p)),
    co2Grams: transitCo2Grams(mode, leg.distanceMetres),
    step: 0,
  };
}

/** A journey of the planner as a trip, its walks routed by Valhalla. */
async function tripOfJourney(b: LegBuild, j: TransitJourney): Promise<PlannedTrip> {
  const last = j.legs.length - 1;
  const legs = await Promise.all(
    j.legs.map((leg, i) => (leg.mode === 'walk' ? walkLeg(b, leg, i, last) : vehicleLeg(leg))),
  );
  const departure = j.departure.slice(0, 16);
  const arrival = j.arrival.slice(0, 16);
  return {
    legs,
    departure,
    arrival,
    // The duration shown agrees with the times shown (both to the minute).
    seconds: (Date.parse(`${arrival}:00Z`) - Date.parse(`${departure}:00Z`)) / 1000,
    transfers: j.transfers,
    price: null,
  };
}

const frenchDate = (iso: string): string => iso.split('-').reverse().join('/');

/** The availability message of a planner answer without journeys. */
export function planMessage(ctx: MultimodalContext, result: PlanResult): string | null {
  const texts = MULTIMODAL_TEXTS[ctx.request.lang];
  if (result.status === 'no-stop') return texts.noStop;
  if (result.status !== 'no-timetable') return null;
  const validity = ctx.deps.transit.validity();
  if (!validity) return texts.noNetwork;
  if (ctx.request.lang === 'fr') return result.message;
  return fill(texts.noTimetable, {
    start: frenchDate(validity.start),
    end: frenchDate(validity.end),
  });
}

/**
 * Plans public-transport trips for the request; `keep` selects the journeys of the provider
 * (all of them, or those with a train for the train provider).
 */
export async function transitTrips(
  ctx: MultimodalContext,
  keep: (j: TransitJourney) => boolean = () => true,
): Promise<MultimodalOutcome> {
  const { request, provider, deps } = ctx;
  const texts = MULTIMODAL_TEXTS[request.lang];
  if (request.stops > 0) return { ok: false, provider, availability: texts.withStops };
  const speedKmh = walkSpeedKmh(request.query);
  const from = request.points[0]!;
  const to = request.points[request.points.length - 1]!;
  const result = await deps.transit.plan({
    from: [from.lng, from.lat],
    to: [to.lng, to.lat],
    date: ctx.time.slice(0, 10),
    time: ctx.time.slice(11, 16),
    arriveBy: ctx.arriveBy,
    walk: matrixWalkTimes(deps.routing, speedKmh),
  });
  const message = planMessage(ctx, result);
  if (message) return { ok: false, provider, availability: message };
  const journeys = result.status === 'ok' ? result.journeys.filter(keep) : [];
  if (journeys.length === 0)
    return { ok: false, provider, failure: { kind: 'no-route', message: 'no journey' } };
  const build: LegBuild = {
    ctx,
    speedKmh,
    cache: new Map(),
    labels: {
      from: request.labels.from || texts.keys.departure,
      to: request.labels.to || texts.keys.arrival,
    },
  };
  const trips = await Promise.all(journeys.map((j) => tripOfJourney(build, j)));
  return { ok: true, provider, trips };
}
