/**
 * Points whose nearest way is an island for a mode (a few metres of service road between
 * pedestrian streets, which a bike cannot leave) are moved onto the nearest way that reaches
 * the rest of the graph. Valhalla keeps such a closer, unreachable candidate beside the
 * reachable one and then finds no path at all; a map site routes to the nearest place the mode
 * can reach, the last metres on foot.
 */
import { z } from 'zod';
import type { LngLat } from '../../src/domain/geo';
import type { RoutingEngine } from '../core/deps';

/**
 * The reach (in graph nodes) under which a candidate way counts as an island: Valhalla's own
 * default `minimum_reachability` (loki's service defaults).
 */
export const MINIMUM_REACH = 50;

/** The part of Valhalla's verbose `locate` answer read here: each point's candidate edges. */
const LOCATE_ANSWER = z.array(
  z
    .object({
      edges: z
        .array(
          z.object({
            correlated_lat: z.number(),
            correlated_lon: z.number(),
            outbound_reach: z.number(),
            inbound_reach: z.number(),
          }),
        )
        .nullish(),
    })
    .nullable(),
);

/** One point's candidate edges, as `locate` lists them (nearest first). */
export type LocatedEdges = z.infer<typeof LOCATE_ANSWER>[number];

function reaches(edge: { outbound_reach: number; inbound_reach: number }): boolean {
  return edge.outbound_reach >= MINIMUM_REACH && edge.inbound_reach >= MINIMUM_REACH;
}

/**
 * The point itself when its nearest candidate reaches the graph (or none does), else the
 * nearest candidate that does.
 */
export function reachablePoint(point: LngLat, located: LocatedEdges): LngLat {
  const edges = located?.edges ?? [];
  if (!edges[0] || reaches(edges[0])) return point;
  const better = edges.find(reaches);
  return better ? { lng: better.correlated_lon, lat: better.correlated_lat } : point;
}

/**
 * The points moved off the islands of `costing`, or `null` when none was on one (the failure
 * has another cause, and a second try would give the same).
 */
export async function reachablePoints(
  engine: Pick<RoutingEngine, 'locate'>,
  costing: string,
  points: readonly LngLat[],
): Promise<LngLat[] | null> {
  const answer = LOCATE_ANSWER.safeParse(
    await engine.locate({
      locations: points.map((p) => ({ lat: p.lat, lon: p.lng })),
      costing,
      verbose: true,
    }),
  );
  if (!answer.success) return null;
  const moved = points.map((p, i) => reachablePoint(p, answer.data[i] ?? null));
  return moved.some((p, i) => p !== points[i]) ? moved : null;
}
