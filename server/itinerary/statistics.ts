/**
 * Route statistics (§3 Route statistics): shares of the length by road type and in urban
 * areas, from the edges Valhalla matches along the computed shape (trace_attributes,
 * edge_walk). Road classes: motorway; trunk and primary are major roads; secondary and
 * tertiary secondary roads; the rest local streets. An edge counts as urban when its speed
 * limit (else the speed Valhalla assigns it) is at most 50 km/h, the French built-up-area limit
 * (Code de la route, R413-3), or when Valhalla's road density (0–15) is at least 8. Computed only
 * when `statistics=1`.
 */
import type { RoutingEngine } from '../core/deps';
import type { RouteStatistics } from '../../src/domain/itinerary/types';
import type { ValhallaTrip } from '../routing/valhalla-types';
import { lookupTable } from '../../src/domain/lookup-table';

/** Valhalla density from which an edge counts as urban. */
export const URBAN_DENSITY = 8;

/** Speed limit (km/h) of French built-up areas. */
export const URBAN_SPEED_KMH = 50;

const GROUPS: Readonly<Record<string, keyof RouteStatistics['road_type']>> = lookupTable({
  motorway: 'motorway',
  trunk: 'major',
  primary: 'major',
  secondary: 'secondary',
  tertiary: 'secondary',
});

type Edge = {
  road_class?: string;
  density?: number;
  length?: number;
  speed?: number;
  speed_limit?: number;
};

function isUrban(e: Edge): boolean {
  const speed = e.speed_limit ?? e.speed;
  return (speed !== undefined && speed <= URBAN_SPEED_KMH) || (e.density ?? 0) >= URBAN_DENSITY;
}

/** Shares (percent, rounded) of edges by road type and urban area. */
export function statisticsOf(edges: readonly Edge[]): RouteStatistics {
  const road = { motorway: 0, major: 0, secondary: 0, local: 0 };
  let urban = 0;
  let total = 0;
  for (const e of edges) {
    const km = e.length ?? 0;
    total += km;
    road[GROUPS[e.road_class ?? ''] ?? 'local'] += km;
    if (isUrban(e)) urban += km;
  }
  const pct = (v: number): number => (total > 0 ? Math.round((v / total) * 100) : 0);
  return {
    road_type: {
      motorway: pct(road.motorway),
      major: pct(road.major),
      secondary: pct(road.secondary),
      local: pct(road.local),
    },
    urban_area: { urban: pct(urban), rural: total > 0 ? 100 - pct(urban) : 0 },
  };
}

/** Statistics of a trip, `null` when Valhalla cannot match its shape. */
export async function tripStatistics(
  engine: RoutingEngine,
  trip: ValhallaTrip,
  costing: string,
): Promise<RouteStatistics | null> {
  try {
    const answers = await Promise.all(
      trip.legs.map((leg) =>
        engine.traceAttributes({
          encoded_polyline: leg.shape,
          shape_format: 'polyline6',
          costing,
          shape_match: 'edge_walk',
          filters: {
            attributes: [
              'edge.road_class',
              'edge.density',
              'edge.length',
              'edge.speed',
              'edge.speed_limit',
            ],
            action: 'include',
          },
        }),
      ),
    );
    return statisticsOf(answers.flatMap((a) => a.edges ?? []));
  } catch {
    return null;
  }
}
