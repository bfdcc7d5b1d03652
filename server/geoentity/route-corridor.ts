/**
 * POIs along a route (spec §4 POIs on my route, §9): the POIs of some rubrics within `buffer`
 * degrees of the route's polyline, the route cut into `zone` equal parts so that the `maxPoi`
 * POIs are spread along it (the nearest to the route of each part in turn), returned in route
 * order. Distances are measured on an equirectangular projection at the route's latitude (the
 * buffer is in degrees of latitude: 0.01 ≈ 1.1 km); segments are bucketed in a grid of buffer-
 * sized cells, walked along each segment, so the work grows with the route's length over the
 * buffer (capped by `CORRIDOR_MAX_SAMPLES`), never with the area of its bounding box.
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

/** Work allowed for one corridor: samples taken along the route (see `corridorSamples`). */
export const CORRIDOR_MAX_SAMPLES = 10_000;

/**
 * The samples a corridor takes along its segments: one every half buffer. The work (and memory)
 * of a corridor is proportional to it, i.e. to the route's length over the buffer, never to the
 * area of its bounding box.
 */
export function corridorSamples(paths: readonly RoutePath[], buffer: number): number {
  const points = paths.flat();
  if (points.length < 2 || !(buffer > 0)) return 0;
  const { segments } = segmentsOf(paths, latitudeScale(points));
  return segments.reduce((n, s) => n + Math.ceil(s.length / (buffer / 2)) + 1, 0);
}

/** The equirectangular x scale at the route's mean latitude. */
function latitudeScale(points: readonly (readonly [number, number])[]): number {
  return Math.cos(((points.reduce((s, p) => s + p[1], 0) / points.length) * Math.PI) / 180);
}

/**
 * Segments bucketed in cells twice the buffer wide: each segment is sampled every half buffer and
 * the 3 × 3 cells around each sample list it, so any point within the buffer of a segment finds
 * it in its own cell (a point within b of the segment is within 1.03 b of a sample, less than a
 * cell away).
 */
class SegmentGrid {
  private readonly cells = new Map<string, number[]>();
  private readonly size: number;
  constructor(
    readonly segments: readonly Segment[],
    buffer: number,
  ) {
    this.size = buffer * 2;
    segments.forEach((s, i) => this.addSegment(s, i, buffer / 2));
  }

  private addSegment(s: Segment, index: number, step: number): void {
    const count = Math.ceil(s.length / step);
    const seen = new Set<string>();
    for (let j = 0; j <= count; j++) {
      const t = count === 0 ? 0 : j / count;
      const cx = Math.floor((s.ax + t * (s.bx - s.ax)) / this.size);
      const cy = Math.floor((s.ay + t * (s.by - s.ay)) / this.size);
      for (let dx = -1; dx <= 1; dx++)
        for (let dy = -1; dy <= 1; dy++) {
          const key = `${cx + dx}:${cy + dy}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const list = this.cells.get(key);
          if (list) list.push(index);
          else this.cells.set(key, [index]);
        }
    }
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
  const k = latitudeScale(points);
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
