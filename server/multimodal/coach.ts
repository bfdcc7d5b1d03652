/**
 * The long-distance coach provider (spec §9's bus mode): the planner's journeys that ride a coach
 * line of the imported timetables (GTFS extended route types 200–209, « coach service »). No coach
 * timetable is imported in the shared data; without one the answer is availability_info saying
 * so, as the train's does without a rail timetable.
 */
import type { LngLat } from '../../src/domain/geo';
import { fill } from '../itinerary/labels';
import { MULTIMODAL_TEXTS } from './texts';
import { transitTrips } from './transit-trips';
import type { MultimodalContext, MultimodalOutcome } from './types';
import { straightMetres } from './walking';

/**
 * Below this straight-line distance (km) no coach line nor flight is looked for: France's
 * long-distance coach lines serve trips of 100 km or more (loi du 6 août 2015, « services
 * librement organisés »), and no scheduled flight is that short. The mode then says so plainly.
 */
export const LONG_DISTANCE_KM = 100;

/** True when a trip's ends are closer than `LONG_DISTANCE_KM` (straight line). */
export function isShortTrip(points: readonly LngLat[]): boolean {
  const from = points[0];
  const to = points[points.length - 1];
  if (!from || !to) return false;
  return straightMetres([from.lng, from.lat], [to.lng, to.lat]) < LONG_DISTANCE_KM * 1000;
}

/** The flight provider: no flight source; a trip too short for one says so. */
export function planeAnswer(ctx: MultimodalContext): MultimodalOutcome {
  const texts = MULTIMODAL_TEXTS[ctx.request.lang];
  const availability = isShortTrip(ctx.request.points)
    ? fill(texts.planeShort, { km: LONG_DISTANCE_KM })
    : texts.plane;
  return { ok: false, provider: ctx.provider, availability };
}

/** True for a GTFS route type of coach service (extended types 200–209). */
export function isCoachRouteType(type: number): boolean {
  return type >= 200 && type <= 209;
}

/** The coach routes of a request, or why there are none. */
export async function coachTrips(ctx: MultimodalContext): Promise<MultimodalOutcome> {
  const { provider, deps, request } = ctx;
  const texts = MULTIMODAL_TEXTS[request.lang];
  if (isShortTrip(request.points))
    return { ok: false, provider, availability: fill(texts.busShort, { km: LONG_DISTANCE_KM }) };
  const coachLines = new Set(
    deps.transit.timetable.routes.filter((r) => isCoachRouteType(r.type)).map((r) => r.shortName),
  );
  if (coachLines.size === 0) return { ok: false, provider, availability: texts.busNoCoach };
  const outcome = await transitTrips(ctx, (j) =>
    j.legs.some((l) => l.mode === 'bus' && l.line !== undefined && coachLines.has(l.line.ref)),
  );
  if (!outcome.ok && 'failure' in outcome)
    return { ok: false, provider, availability: texts.busNoJourney };
  return outcome;
}
