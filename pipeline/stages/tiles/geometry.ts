import type { Bbox } from '../../../src/domain/geo';
import type { Position } from './shapefile';

/** A mutable position, as polygon-clipping returns them. */
export type Pair = [number, number];

/** Rings of one polygon: outer first, then holes. */
export type PolygonCoords = Pair[][];

/** True when two boxes overlap (touching counts). */
export function bboxesOverlap(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The bbox of a list of positions. */
export function bboxOf(points: readonly Position[]): Bbox {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    w = Math.min(w, x);
    s = Math.min(s, y);
    e = Math.max(e, x);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

/** The closed ring of a box, counter-clockwise. */
export function boxRing(b: Bbox): Pair[] {
  return [
    [b[0], b[1]],
    [b[2], b[1]],
    [b[2], b[3]],
    [b[0], b[3]],
    [b[0], b[1]],
  ];
}

/** A box grown by `margin` degrees on every side. */
export function growBbox(b: Bbox, margin: number): Bbox {
  return [b[0] - margin, b[1] - margin, b[2] + margin, b[3] + margin];
}

type Edge = { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Pair };

function edgesOf(b: Bbox): Edge[] {
  const atX =
    (x: number) =>
    (a: Position, c: Position): Pair => [x, a[1] + ((c[1] - a[1]) * (x - a[0])) / (c[0] - a[0])];
  const atY =
    (y: number) =>
    (a: Position, c: Position): Pair => [a[0] + ((c[0] - a[0]) * (y - a[1])) / (c[1] - a[1]), y];
  return [
    { inside: (p) => p[0] >= b[0], cut: atX(b[0]) },
    { inside: (p) => p[0] <= b[2], cut: atX(b[2]) },
    { inside: (p) => p[1] >= b[1], cut: atY(b[1]) },
    { inside: (p) => p[1] <= b[3], cut: atY(b[3]) },
  ];
}

/**
 * Clips a closed ring to a box (Sutherland–Hodgman). Concave rings may come back with
 * zero-width bridges along the box edges: feed the result to a polygon library, not a renderer.
 */
export function clipRingToBox(ring: readonly Position[], b: Bbox): Pair[] {
  let current: Position[] = ring.slice(0, -1);
  for (const edge of edgesOf(b)) {
    const next: Pair[] = [];
    current.forEach((p, i) => {
      const prev = current[(i + current.length - 1) % current.length]!;
      if (edge.inside(p)) {
        if (!edge.inside(prev)) next.push(edge.cut(prev, p));
        next.push([p[0], p[1]]);
      } else if (edge.inside(prev)) {
        next.push(edge.cut(prev, p));
      }
    });
    current = next;
    if (current.length === 0) return [];
  }
  const out = current.map((p): Pair => [p[0], p[1]]);
  if (out.length < 3) return [];
  out.push([out[0]![0], out[0]![1]]);
  return out;
}

/** Liang–Barsky: the part of segment a→b inside the box, as parameters t0 ≤ t1, or undefined. */
function clipSegment(a: Position, b: Position, box: Bbox): [number, number] | undefined {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const checks: [number, number][] = [
    [-dx, a[0] - box[0]],
    [dx, box[2] - a[0]],
    [-dy, a[1] - box[1]],
    [dy, box[3] - a[1]],
  ];
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return undefined;
  }
  return [t0, t1];
}

function lerp(a: Position, b: Position, t: number): Pair {
  if (t === 0) return [a[0], a[1]];
  if (t === 1) return [b[0], b[1]];
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Clips a polyline to a box; returns the pieces inside, in order. */
export function clipLineToBox(line: readonly Position[], box: Bbox): Pair[][] {
  const pieces: Pair[][] = [];
  let current: Pair[] | undefined;
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!;
    const b = line[i + 1]!;
    const span = clipSegment(a, b, box);
    if (!span) {
      current = undefined;
      continue;
    }
    const start = lerp(a, b, span[0]);
    const end = lerp(a, b, span[1]);
    if (!current || span[0] > 0) {
      current = [start];
      pieces.push(current);
    }
    current.push(end);
    if (span[1] < 1) current = undefined;
  }
  return pieces.filter((p) => p.length >= 2);
}

/** Area of a polygon (outer minus holes), in square degrees. */
export function polygonArea(polygon: readonly (readonly Position[])[]): number {
  let total = 0;
  polygon.forEach((ring, i) => {
    let sum = 0;
    for (let k = 0; k + 1 < ring.length; k++) {
      sum += ring[k]![0] * ring[k + 1]![1] - ring[k + 1]![0] * ring[k]![1];
    }
    total += (i === 0 ? 1 : -1) * Math.abs(sum / 2);
  });
  return total;
}

/** Even–odd point-in-ring test. */
export function pointInRing(p: Position, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (
      a[1] > p[1] !== b[1] > p[1] &&
      p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]
    ) {
      inside = !inside;
    }
  }
  return inside;
}

/** True when a point is inside a polygon (outer ring, outside its holes). */
export function pointInPolygon(p: Position, polygon: readonly (readonly Position[])[]): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !pointInRing(p, outer)) return false;
  return !holes.some((h) => pointInRing(p, h));
}
