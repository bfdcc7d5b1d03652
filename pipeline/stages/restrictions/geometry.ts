/**
 * Plane geometry on WGS84 degrees for the restrictions stage: boxes, Douglas–Peucker
 * simplification of zone outlines, point-in-area tests (holes respected) and line lengths.
 */
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { haversineMetres, type Bbox } from '../../../src/domain/geo';

/** A polygonal area as the national ZFE base publishes it. */
export type Area = Polygon | MultiPolygon;

/** The polygons of an area: each one outer ring followed by its holes. */
export function polygonsOf(area: Area): Position[][][] {
  return area.type === 'Polygon' ? [area.coordinates] : area.coordinates;
}

/** The box of a list of positions (an empty list gives an inverted, infinite box). */
export function bboxOfPositions(points: readonly Position[]): Bbox {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    const x = p[0] ?? NaN;
    const y = p[1] ?? NaN;
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

/** The box of an area (its outer rings bound it). */
export function bboxOfArea(area: Area): Bbox {
  return bboxOfPositions(polygonsOf(area).flatMap((polygon) => polygon[0] ?? []));
}

/** True when a point lies inside (or on the edge of) a box. */
export function inBbox(lng: number, lat: number, box: Bbox): boolean {
  return lng >= box[0] && lng <= box[2] && lat >= box[1] && lat <= box[3];
}

/** Even–odd ray casting: true when the point is inside the ring. */
export function pointInRing(lng: number, lat: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the point lies inside the area: inside an outer ring and outside its holes. */
export function pointInArea(lng: number, lat: number, area: Area): boolean {
  return polygonsOf(area).some((polygon) => {
    const [outer, ...holes] = polygon;
    if (!outer || !pointInRing(lng, lat, outer)) return false;
    return !holes.some((hole) => pointInRing(lng, lat, hole));
  });
}

/** Squared distance from p to the segment a–b, in squared degrees. */
function segmentDistance2(p: Position, a: Position, b: Position): number {
  const [px = 0, py = 0] = p;
  const [ax = 0, ay = 0] = a;
  const [bx = 0, by = 0] = b;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  const ex = ax + t * dx - px;
  const ey = ay + t * dy - py;
  return ex * ex + ey * ey;
}

/** Douglas–Peucker simplification of a line (iterative, keeps both ends). */
export function simplifyLine(line: readonly Position[], tolerance: number): Position[] {
  if (line.length < 3) return line.map((p) => [p[0] ?? 0, p[1] ?? 0]);
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0];
    let worst = -1;
    let worstDistance = tol2;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(line[i] ?? [], line[first] ?? [], line[last] ?? []);
      if (d > worstDistance) {
        worst = i;
        worstDistance = d;
      }
    }
    if (worst < 0) continue;
    keep[worst] = 1;
    stack.push([first, worst], [worst, last]);
  }
  return line.flatMap((p, i) => (keep[i] ? [[p[0] ?? 0, p[1] ?? 0]] : []));
}

/**
 * A closed ring simplified: split at its farthest vertex from the start so both halves keep
 * their shape, each simplified, then closed again. A ring that would fall under 4 positions
 * (3 corners and the closing one) is kept as published.
 */
export function simplifyRing(ring: readonly Position[], tolerance: number): Position[] {
  const start = ring[0] ?? [];
  let far = 0;
  let farDistance = -1;
  ring.forEach((p, i) => {
    const d = ((p[0] ?? 0) - (start[0] ?? 0)) ** 2 + ((p[1] ?? 0) - (start[1] ?? 0)) ** 2;
    if (d > farDistance) {
      far = i;
      farDistance = d;
    }
  });
  const first = simplifyLine(ring.slice(0, far + 1), tolerance);
  const second = simplifyLine(ring.slice(far), tolerance);
  const out = [...first, ...second.slice(1)];
  return out.length >= 4 ? out : ring.map((p) => [p[0] ?? 0, p[1] ?? 0]);
}

/** An area simplified ring by ring (tolerance in degrees; 0.0002° is about 20 m). */
export function simplifyArea(area: Area, tolerance: number): Area {
  const polygons = polygonsOf(area).map((polygon) =>
    polygon.map((ring) => simplifyRing(ring, tolerance)),
  );
  return area.type === 'Polygon'
    ? { type: 'Polygon', coordinates: polygons[0] ?? [] }
    : { type: 'MultiPolygon', coordinates: polygons };
}

/** Length of a line in metres (haversine between successive vertices). */
export function lineLengthMetres(line: readonly Position[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) {
    const [ax = 0, ay = 0] = line[i - 1] ?? [];
    const [bx = 0, by = 0] = line[i] ?? [];
    total += haversineMetres({ lng: ax, lat: ay }, { lng: bx, lat: by });
  }
  return total;
}

/** The middle vertex of a line, its representative point. */
export function middleVertex(line: readonly Position[]): [number, number] | undefined {
  const p = line[Math.floor(line.length / 2)];
  if (!p || p[0] === undefined || p[1] === undefined) return undefined;
  return [p[0], p[1]];
}
