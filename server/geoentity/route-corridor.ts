/**
 * POIs along a route (spec §4 POIs on my route, §9): the POIs of some rubrics within `buffer`
 * degrees of the route's polyline, the route cut into `zone` equal parts so that the `maxPoi`
 * POIs are spread along it (the nearest to the route of each part in turn), returned in route
 * order. Distances are measured on an equirectangular projection at the route's latitude (the
 * buffer is in degrees of latitude: 0.01 ≈ 1.1 km); segments are bucketed in a grid of buffer-
 * sized cells so a long route with many candidates stays fast.
 */
import type { RoutePath } from '../../src/domain/pois-on-route';
import type { SearchIndex } from '../search/search-index';
import { rubricEntries } from './poi-selection';

/** A segment of the route in projected units, with the route length before it. */
interface Segment {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  before: number;
  length: number;
}

/** A POI near the route. */
export interface CorridorHit {
  id: number;
  /** Distance to the route, projected degrees. */
  distance: number;
  /** Position along the route, 0 (start) to 1 (end). */
  along: number;
}

/** Options of a corridor search. */
export interface CorridorQuery {
  index: SearchIndex;
  rubricIds: readonly string[];
  paths: readonly RoutePath[];
  buffer: number;
  zone: number;
  /** Candidates kept before twins are dropped. */
  limit: number;
}

function segmentsOf(
  paths: readonly RoutePath[],
  k: number,
): { segments: Segment[]; total: number } {
  const segments: Segment[] = [];
  let total = 0;
  for (const path of paths) {
    for (let i = 1; i < path.length; i++) {
      const [ax, ay] = path[i - 1]!;
      const [bx, by] = path[i]!;
      const length = Math.hypot((bx - ax) * k, by - ay);
      segments.push({ ax: ax * k, ay, bx: bx * k, by, before: total, length });
      total += length;
    }
  }
  return { segments, total };
}

class SegmentGrid {
  private readonly cells = new Map<string, number[]>();
  constructor(
    readonly segments: readonly Segment[],
    private readonly size: number,
  ) {
    segments.forEach((s, i) => {
      const [x0, x1] = [Math.min(s.ax, s.bx) - size, Math.max(s.ax, s.bx) + size];
      const [y0, y1] = [Math.min(s.ay, s.by) - size, Math.max(s.ay, s.by) + size];
      for (let cx = Math.floor(x0 / size); cx <= Math.floor(x1 / size); cx++)
        for (let cy = Math.floor(y0 / size); cy <= Math.floor(y1 / size); cy++) {
          const key = `${cx}:${cy}`;
          const list = this.cells.get(key);
          if (list) list.push(i);
          else this.cells.set(key, [i]);
        }
    });
  }

  near(x: number, y: number): number[] | undefined {
    return this.cells.get(`${Math.floor(x / this.size)}:${Math.floor(y / this.size)}`);
  }
}

/** Distance of a point to a segment and the route length at its projection. */
function project(s: Segment, x: number, y: number): { d: number; at: number } {
  const dx = s.bx - s.ax;
  const dy = s.by - s.ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - s.ax) * dx + (y - s.ay) * dy) / len2));
  return { d: Math.hypot(x - (s.ax + t * dx), y - (s.ay + t * dy)), at: s.before + t * s.length };
}

function hitOf(grid: SegmentGrid, x: number, y: number, buffer: number) {
  let best: { d: number; at: number } | undefined;
  for (const i of grid.near(x, y) ?? []) {
    const p = project(grid.segments[i]!, x, y);
    if (p.d <= buffer && (!best || p.d < best.d)) best = p;
  }
  return best;
}

/** The POIs within the buffer, spread over the zones, in route order. */
export function poisAlongRoute(query: CorridorQuery): CorridorHit[] {
  const points = query.paths.flat();
  if (points.length < 2) return [];
  const k = Math.cos(((points.reduce((s, p) => s + p[1], 0) / points.length) * Math.PI) / 180);
  const { segments, total } = segmentsOf(query.paths, k);
  const grid = new SegmentGrid(segments, query.buffer);
  const zones: CorridorHit[][] = Array.from({ length: query.zone }, () => []);
  const { lng, lat } = query.index.data;
  for (const list of rubricEntries(query.index, query.rubricIds)) {
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!;
      const hit = hitOf(grid, lng[id]! * k, lat[id]!, query.buffer);
      if (!hit) continue;
      const along = total > 0 ? hit.at / total : 0;
      zones[Math.min(query.zone - 1, Math.floor(along * query.zone))]!.push({
        id,
        distance: hit.d,
        along,
      });
    }
  }
  for (const z of zones) z.sort((a, b) => a.distance - b.distance);
  const chosen: CorridorHit[] = [];
  for (let rank = 0; chosen.length < query.limit; rank++) {
    const round = zones.flatMap((z) => z.slice(rank, rank + 1));
    if (round.length === 0) break;
    chosen.push(...round.slice(0, query.limit - chosen.length));
  }
  return chosen.sort((a, b) => a.along - b.along);
}
