/**
 * The long-distance coach provider (spec §9's bus mode): the planner's journeys that ride a coach
 * line of the imported timetables (GTFS extended route types 200–209, « coach service »). No coach
 * timetable is imported in the shared data; without one the answer is availability_info saying
 * so, as the train's does without a rail timetable.
 */
import { MULTIMODAL_TEXTS } from './texts';
import { transitTrips } from './transit-trips';
import type { MultimodalContext, MultimodalOutcome } from './types';

/** True for a GTFS route type of coach service (extended types 200–209). */
export function isCoachRouteType(type: number): boolean {
  return type >= 200 && type <= 209;
}

/** The coach routes of a request, or why there are none. */
export async function coachTrips(ctx: MultimodalContext): Promise<MultimodalOutcome> {
  const { provider, deps, request } = ctx;
  const texts = MULTIMODAL_TEXTS[request.lang];
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
