/**
 * Walks and rides on Valhalla for the multimodal providers: walking times from a point to many
 * stops (the matrix action, pedestrian costing) for the planner's access and egress, and the
 * real route (geometry, length, manoeuvres) of each walk or ride leg. A failure of Valhalla
 * never loses a journey: the leg falls back to the straight line.
 */
import type { LegPlace } from '../../src/domain/itinerary/multimodal-types';
import { DEFAULT_SPEED_TYPE, SPEEDS_KMH } from '../../src/domain/itinerary/modes';
import type { RoutesQuery } from '../../src/domain/itinerary/api-schema';
import type { RoutingEngine } from '../core/deps';
import { decodeShape } from '../itinerary/route-builder';
import { SEARCH_CUTOFF_METRES, valhallaLanguage } from '../itinerary/valhalla-request';
import type { ValhallaManeuver } from '../routing/valhalla-types';
import { lineMetres } from '../transit/legs';
import type { WalkTimes } from '../transit/transit-service';

/** Valhalla's arrival manoeuvres (destination, on the right, on the left). */
export const ARRIVE_TYPES: ReadonlySet<number> = new Set([4, 5, 6]);

/** Walks shorter than this (metres, straight line) are not routed. */
export const MIN_ROUTED_METRES = 20;

/** Walking speed of a request (walk_speed: slow, normal, fast or km/h). */
export function walkSpeedKmh(query: RoutesQuery): number {
  const value = query.walk_speed;
  if (typeof value === 'number') return value;
  return SPEEDS_KMH.pedestrian[value ?? DEFAULT_SPEED_TYPE];
}

/** Straight-line metres between two points. */
export function straightMetres(a: [number, number], b: [number, number]): number {
  return lineMetres([a, b]);
}

/** Seconds to walk a straight line, × 1.3 for the street detours (the planner's footpaths). */
export function straightWalkSeconds(metres: number, speedKmh: number): number {
  return Math.max(0, Math.round((metres * 1.3) / (speedKmh / 3.6)));
}

/**
 * Walking times by Valhalla's matrix (pedestrian) from a point to each stop; undefined for a
 * stop Valhalla cannot reach. When the matrix fails, straight-line estimates stand in.
 */
export function matrixWalkTimes(engine: RoutingEngine, speedKmh: number): WalkTimes {
  return async (point, stops) => {
    if (stops.length === 0) return [];
    try {
      const answer = await engine.matrix({
        sources: [{ lon: point[0], lat: point[1] }],
        targets: stops.map((s) => ({ lon: s.lng, lat: s.lat })),
        costing: 'pedestrian',
        costing_options: { pedestrian: { walking_speed: speedKmh } },
      });
      const row = answer.sources_to_targets[0] ?? [];
      return stops.map((_, i) => {
        const time = row[i]?.time;
        return typeof time === 'number' ? Math.round(time) : undefined;
      });
    } catch {
      return stops.map((s) => straightWalkSeconds(straightMetres(point, [s.lng, s.lat]), speedKmh));
    }
  };
}

/** A walk or a ride computed by Valhalla. */
export interface RoutedPath {
  seconds: number;
  metres: number;
  geometry: [number, number][];
  maneuvers: ValhallaManeuver[];
}

/** What a routed path needs. */
export interface PathQuery {
  from: LegPlace;
  to: LegPlace;
  costing: 'pedestrian' | 'bicycle' | 'taxi';
  costingOptions: Record<string, unknown>;
  lang: string;
  narrative: boolean;
}

/** Valhalla's route between two places, or null when it has none. */
export async function routedPath(engine: RoutingEngine, q: PathQuery): Promise<RoutedPath | null> {
  try {
    const answer = await engine.route({
      locations: [q.from, q.to].map((p) => ({
        lon: p.lng,
        lat: p.lat,
        type: 'break',
        search_cutoff: SEARCH_CUTOFF_METRES,
      })),
      costing: q.costing,
      costing_options: { [q.costing]: q.costingOptions },
      language: valhallaLanguage(q.lang),
      units: 'kilometers',
      directions_type: q.narrative ? 'instructions' : 'maneuvers',
    });
    const leg = answer.trip.legs[0];
    if (!leg) return null;
    return withEnds(
      {
        seconds: answer.trip.summary.time,
        metres: answer.trip.summary.length * 1000,
        geometry: decodeShape(leg.shape),
        maneuvers: leg.maneuvers,
      },
      q,
    );
  } catch {
    return null;
  }
}

/**
 * Joins the path Valhalla snapped to the network to the places themselves (a stop, a step off
 * the road): the straight stretches are added to the geometry, the length and the time.
 */
function withEnds(path: RoutedPath, q: PathQuery): RoutedPath {
  const first = path.geometry[0];
  const last = path.geometry[path.geometry.length - 1];
  if (!first || !last) return path;
  const start: [number, number] = [q.from.lng, q.from.lat];
  const end: [number, number] = [q.to.lng, q.to.lat];
  const head = straightMetres(start, first);
  const tail = straightMetres(last, end);
  const speed = Number(q.costingOptions.walking_speed ?? q.costingOptions.cycling_speed ?? 5);
  const shift = head > 2 ? 1 : 0;
  // The stretches belong to the first manoeuvre and to the last one before the arrival, so the
  // manoeuvres add up to the path's time and length.
  const lastMove = path.maneuvers.findLastIndex((m) => !ARRIVE_TYPES.has(m.type));
  const stretch = (i: number): number =>
    (i === 0 ? head : 0) + (i === (lastMove < 0 ? path.maneuvers.length - 1 : lastMove) ? tail : 0);
  return {
    seconds: Math.round(path.seconds + ((head + tail) * 3.6) / speed),
    metres: Math.round(path.metres + head + tail),
    geometry: [...(shift ? [start] : []), ...path.geometry, ...(tail > 2 ? [end] : [])],
    maneuvers: path.maneuvers.map((m, i) => ({
      ...m,
      time: m.time + (stretch(i) * 3.6) / speed,
      length: m.length + stretch(i) / 1000,
      begin_shape_index: m.begin_shape_index + shift,
      end_shape_index: m.end_shape_index + shift,
    })),
  };
}

/** The straight line between two places as a path (no manoeuvres). */
export function straightPath(from: LegPlace, to: LegPlace, speedKmh: number): RoutedPath {
  const metres = straightMetres([from.lng, from.lat], [to.lng, to.lat]);
  return {
    seconds: straightWalkSeconds(metres, speedKmh),
    metres: Math.round(metres * 1.3),
    geometry: [
      [from.lng, from.lat],
      [to.lng, to.lat],
    ],
    maneuvers: [],
  };
}

/**
 * The walking path between two places: Valhalla pedestrian, the straight line when they are a
 * few metres apart or Valhalla finds nothing. Paths of one request are shared through `cache`.
 */
export async function walkPath(
  engine: RoutingEngine,
  q: { from: LegPlace; to: LegPlace; speedKmh: number; lang: string; narrative: boolean },
  cache?: Map<string, Promise<RoutedPath>>,
): Promise<RoutedPath> {
  const key = `${q.from.lng},${q.from.lat};${q.to.lng},${q.to.lat}`;
  const cached = cache?.get(key);
  if (cached) return cached;
  const run = async (): Promise<RoutedPath> => {
    if (straightMetres([q.from.lng, q.from.lat], [q.to.lng, q.to.lat]) < MIN_ROUTED_METRES)
      return straightPath(q.from, q.to, q.speedKmh);
    const path = await routedPath(engine, {
      ...q,
      costing: 'pedestrian',
      costingOptions: { walking_speed: q.speedKmh },
    });
    return path ?? straightPath(q.from, q.to, q.speedKmh);
  };
  const promise = run();
  cache?.set(key, promise);
  return promise;
}
