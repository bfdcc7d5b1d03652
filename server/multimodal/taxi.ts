/**
 * The taxi provider: Valhalla's taxi costing (the car's, with taxi lanes allowed) through every
 * step, and the fare estimated from the manoeuvres' lengths and times with the regulated
 * maximum tariff (src/domain/itinerary/multimodal-costs.ts).
 */
import { SHARED_CO2_KG_PER_KM, taxiFare } from '../../src/domain/itinerary/multimodal-costs';
import type { LegPlace } from '../../src/domain/itinerary/multimodal-types';
import { coordinateLabel } from '../../src/domain/itinerary/steps';
import { addSeconds } from '../itinerary/roadbook-builder';
import { decodeShape } from '../itinerary/route-builder';
import { classifyValhallaError } from '../itinerary/valhalla-errors';
import { SEARCH_CUTOFF_METRES, valhallaLanguage } from '../itinerary/valhalla-request';
import type { ValhallaTrip } from '../routing/valhalla-types';
import { MULTIMODAL_TEXTS } from './texts';
import type { MultimodalContext, MultimodalOutcome, PlannedLeg, PlannedTrip } from './types';

/** The names of the steps: the request's labels, else « Départ », « Arrivée », coordinates. */
export function stepNames(ctx: MultimodalContext): string[] {
  const { request } = ctx;
  const keys = MULTIMODAL_TEXTS[request.lang].keys;
  const last = request.points.length - 1;
  return request.points.map((p, i) =>
    i === 0
      ? request.labels.from || keys.departure
      : i === last
        ? request.labels.to || keys.arrival
        : coordinateLabel(p, request.lang === 'fr'),
  );
}

/** The departure of a trip of `seconds` for the request's time (arriving by it, or leaving). */
export function departureOf(ctx: MultimodalContext, seconds: number): string {
  return ctx.arriveBy ? addSeconds(ctx.time, -seconds) : ctx.time;
}

function taxiTrip(ctx: MultimodalContext, trip: ValhallaTrip): PlannedTrip {
  const names = stepNames(ctx);
  const seconds = trip.summary.time;
  const departure = departureOf(ctx, seconds);
  let clock = 0;
  const legs = trip.legs.map((leg, i): PlannedLeg => {
    const at = (index: number, offset: number): LegPlace => {
      const p = ctx.request.points[index]!;
      return { name: names[index]!, lng: p.lng, lat: p.lat, time: addSeconds(departure, offset) };
    };
    const from = at(i, clock);
    clock += leg.summary.time;
    return {
      mode: 'taxi',
      from,
      to: at(i + 1, clock),
      seconds: Math.round(leg.summary.time),
      metres: Math.round(leg.summary.length * 1000),
      geometry: decodeShape(leg.shape),
      maneuvers: leg.maneuvers,
      co2Grams: Math.round(SHARED_CO2_KG_PER_KM.taxi * leg.summary.length * 1000),
      step: i,
    };
  });
  const stretches = trip.legs.flatMap((l) =>
    l.maneuvers.map((m) => ({ km: m.length, seconds: m.time })),
  );
  return {
    legs,
    departure,
    arrival: addSeconds(departure, seconds),
    seconds: Math.round(seconds),
    transfers: 0,
    price: { euros: taxiFare(stretches), estimated: true },
  };
}

/** The taxi route of a request. */
export async function taxiTrips(ctx: MultimodalContext): Promise<MultimodalOutcome> {
  const { request, provider } = ctx;
  try {
    const answer = await ctx.deps.routing.route({
      locations: request.points.map((p) => ({
        lat: p.lat,
        lon: p.lng,
        type: 'break',
        search_cutoff: SEARCH_CUTOFF_METRES,
      })),
      costing: 'taxi',
      language: valhallaLanguage(request.lang),
      units: 'kilometers',
      directions_type: ctx.narrative ? 'instructions' : 'maneuvers',
    });
    return { ok: true, provider, trips: [taxiTrip(ctx, answer.trip)] };
  } catch (error) {
    return { ok: false, provider, failure: classifyValhallaError(error) };
  }
}
