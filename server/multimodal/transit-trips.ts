/**
 * The public-transport provider (and the train provider when a rail timetable is imported):
 * the GTFS planner (server/transit) with walking times from Valhalla's matrix for the access
 * and egress, then a Valhalla pedestrian route for every walking leg of the journeys, which
 * times the journey (transit-timing.ts). A journey whose routed walks no longer fit is planned
 * again with those walking times, twice at most.
 */
import { slashDate } from '../../src/domain/itinerary/format';
import { dayLabel, type TransitJourney } from '../../src/domain/transit/journey';
import { fill } from '../itinerary/labels';
import type { PlanResult, WalkCorrections } from '../transit/transit-service';
import { MULTIMODAL_TEXTS } from './texts';
import { timeJourney, type LearntWalks, type TripBuild } from './transit-timing';
import type { MultimodalContext, MultimodalOutcome, PlannedTrip } from './types';
import { matrixWalkTimes, straightMetres, walkSpeedKmh } from './walking';

/** Plans at most this many times (the first plan and two corrected ones). */
const MAX_PASSES = 3;

/**
 * The availability message of a planner answer without journeys: no stop on foot, or no
 * timetable that day (outside the feeds' validity, or no trip that day) with the validity and
 * the nearest day with service.
 */
export function planMessage(ctx: MultimodalContext, result: PlanResult): string | null {
  const lang = ctx.request.lang;
  const texts = MULTIMODAL_TEXTS[lang];
  if (result.status === 'no-stop')
    return fill(texts.noStop, { networks: result.networks.join(', ') });
  if (result.status !== 'no-timetable' && result.status !== 'no-service') return null;
  const { validity, nearest } = result;
  if (!validity) return texts.noNetwork;
  const dates = { start: slashDate(validity.start), end: slashDate(validity.end) };
  const text = result.status === 'no-service' ? texts.noService : texts.noTimetable;
  // A nearest day before the day asked: the timetable has ended, which the message says.
  const ended = nearest !== null && nearest !== undefined && nearest < ctx.time.slice(0, 10);
  const next = nearest
    ? fill(ended ? texts.endedDay : texts.nearestDay, { day: dayLabel(nearest, lang) })
    : '';
  return `${fill(text, dates)}${next}`;
}

/** The nearest day with a timetable of an answer for a day without one. */
function nearestOf(result: PlanResult): { nearestDate?: string } {
  if (result.status !== 'no-timetable' && result.status !== 'no-service') return {};
  return result.nearest ? { nearestDate: result.nearest } : {};
}

/** Adds what a journey learnt to the corrections; true when something was new or longer. */
function learn(into: LearntWalks, learnt: LearntWalks): boolean {
  let changed = false;
  for (const key of ['access', 'egress', 'foot'] as const) {
    for (const [id, seconds] of learnt[key]) {
      if ((into[key].get(id) ?? 0) >= seconds) continue;
      into[key].set(id, seconds);
      changed = true;
    }
  }
  return changed;
}

/** The trips of the journeys that hold, and whether the others taught anything new. */
async function tripsOf(
  build: TripBuild,
  journeys: readonly TransitJourney[],
  corrections: LearntWalks,
): Promise<{ trips: PlannedTrip[]; again: boolean }> {
  const timed = await Promise.all(journeys.map((j) => timeJourney(build, j)));
  let again = false;
  const trips: PlannedTrip[] = [];
  for (const t of timed) {
    if (t.holds) trips.push(t.trip);
    else again = learn(corrections, t.learnt) || again;
  }
  return { trips, again };
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
  const build: TripBuild = {
    ctx,
    speedKmh,
    cache: new Map(),
    labels: {
      from: request.labels.from || texts.keys.departure,
      to: request.labels.to || texts.keys.arrival,
    },
  };
  const corrections: LearntWalks = { access: new Map(), egress: new Map(), foot: new Map() };
  let trips: PlannedTrip[] = [];
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const result = await deps.transit.plan({
      from: [from.lng, from.lat],
      to: [to.lng, to.lat],
      date: ctx.time.slice(0, 10),
      time: ctx.time.slice(11, 16),
      arriveBy: ctx.arriveBy,
      walk: matrixWalkTimes(deps.routing, speedKmh),
      walkSpeedKmh: speedKmh,
      corrections: corrections satisfies WalkCorrections,
    });
    const message = planMessage(ctx, result);
    if (message) return { ok: false, provider, availability: message, ...nearestOf(result) };
    const journeys = result.status === 'ok' ? result.journeys.filter(keep) : [];
    const found = await tripsOf(build, journeys, corrections);
    trips = found.trips;
    if (!found.again) break;
  }
  if (trips.length === 0)
    return { ok: false, provider, failure: { kind: 'no-route', message: 'no journey' } };
  return fasterThanWalking(ctx, { trips, speedKmh });
}

/**
 * The trips that beat walking straight there (a bus two stops away with walks at both ends took
 * twice the walk: Google Maps then says to walk); when none does, the mode says so, with the
 * walk's minutes. No walk is asked of Valhalla when every trip beats the straight line on foot
 * (a walk is never shorter): a long trip costs no pedestrian search. Without a walking time (no
 * path), the trips stand; a Valhalla failure stands in a straight-line estimate (walking.ts).
 */
async function fasterThanWalking(
  ctx: MultimodalContext,
  found: { trips: PlannedTrip[]; speedKmh: number },
): Promise<MultimodalOutcome> {
  const { request, provider, deps } = ctx;
  const from = request.points[0]!;
  const to = request.points[request.points.length - 1]!;
  const straight = straightMetres([from.lng, from.lat], [to.lng, to.lat]);
  const atLeast = straight / (found.speedKmh / 3.6);
  if (found.trips.every((t) => t.seconds < atLeast))
    return { ok: true, provider, trips: found.trips };
  const walkTimes = matrixWalkTimes(deps.routing, found.speedKmh);
  const [walk] = await walkTimes([from.lng, from.lat], [{ stop: 0, lng: to.lng, lat: to.lat }]);
  if (walk === undefined) return { ok: true, provider, trips: found.trips };
  const trips = found.trips.filter((t) => t.seconds < walk);
  if (trips.length > 0) return { ok: true, provider, trips };
  const minutes = String(Math.max(1, Math.round(walk / 60)));
  const availability = fill(MULTIMODAL_TEXTS[request.lang].walkFaster, { minutes });
  return { ok: false, provider, availability };
}
