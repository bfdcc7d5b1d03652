import polygonClipping from 'polygon-clipping';
import type { Bbox } from '../../../src/domain/geo';
import { boxRing, clipLineToBox, clipRingToBox, type Pair, type PolygonCoords } from './geometry';
import { signedArea, type Position } from './shapefile';
import { appendAll, minOf } from '../../core/arrays';

/** Result of turning an extract's coastline ways into sea polygons. */
export type SeaResult =
  | { status: 'ok'; polygons: PolygonCoords[]; islands: number; chains: number }
  | { status: 'none' }
  | { status: 'broken'; reason: string };

/** Options of the sea assembly of one extract. */
export interface SeaOptions {
  /** Coastline ways in OSM order (land on the left), as lon/lat lines. */
  lines: readonly (readonly Position[])[];
  /** The extract's box: sea stops at its edges. */
  box: Bbox;
  /**
   * How far (degrees) a chain may end inside the box and still be extended to the nearest
   * edge; farther, the chain is broken. Default: a quarter of the box's smaller side.
   */
  maxGap?: number;
}

const key = (p: Position): string => `${p[0]},${p[1]}`;
const same = (a: Position, b: Position): boolean => a[0] === b[0] && a[1] === b[1];

/** Joins ways end to start (coastlines keep their direction) into chains; closed chains are rings. */
export function chainLines(lines: readonly (readonly Position[])[]): {
  rings: Pair[][];
  open: Pair[][];
} {
  const pending = new Set<number>();
  const byStart = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (line.length < 2) return;
    pending.add(i);
    const k = key(line[0]!);
    byStart.set(k, [...(byStart.get(k) ?? []), i]);
  });
  const take = (p: Position): Pair[] | undefined => {
    const next = byStart.get(key(p))?.find((i) => pending.has(i));
    if (next === undefined) return undefined;
    pending.delete(next);
    return lines[next]!.map((q): Pair => [q[0], q[1]]);
  };
  const chains: Pair[][] = [];
  for (const start of [...pending]) {
    if (!pending.has(start)) continue;
    pending.delete(start);
    const chain = lines[start]!.map((q): Pair => [q[0], q[1]]);
    for (let next = take(chain.at(-1)!); next; next = take(chain.at(-1)!))
      appendAll(chain, next.slice(1));
    chains.push(chain);
  }
  return mergeChainHeads(chains);
}

/** A chain found before its predecessor is appended to it (one more pass). */
function mergeChainHeads(chains: Pair[][]): { rings: Pair[][]; open: Pair[][] } {
  const result = [...chains];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < result.length && !merged; i++) {
      const a = result[i]!;
      if (same(a[0]!, a.at(-1)!)) continue;
      const j = result.findIndex(
        (b, k) => k !== i && same(b[0]!, a.at(-1)!) && !same(b[0]!, b.at(-1)!),
      );
      if (j < 0) continue;
      result[i] = [...a, ...result[j]!.slice(1)];
      result.splice(j, 1);
      merged = true;
    }
  }
  const rings = result.filter((c) => c.length >= 4 && same(c[0]!, c.at(-1)!));
  const open = result.filter((c) => !(c.length >= 4 && same(c[0]!, c.at(-1)!)));
  return { rings, open };
}

function strictlyInside(p: Position, b: Bbox): boolean {
  return p[0] > b[0] && p[0] < b[2] && p[1] > b[1] && p[1] < b[3];
}

function distanceToEdge(p: Position, b: Bbox): number {
  return Math.min(p[0] - b[0], b[2] - p[0], p[1] - b[1], b[3] - p[1]);
}

/** The point where the ray from `p` along `d` leaves the box. */
function rayExit(p: Position, d: Position, b: Bbox): Pair | undefined {
  const ts: number[] = [];
  if (d[0] > 0) ts.push((b[2] - p[0]) / d[0]);
  if (d[0] < 0) ts.push((b[0] - p[0]) / d[0]);
  if (d[1] > 0) ts.push((b[3] - p[1]) / d[1]);
  if (d[1] < 0) ts.push((b[1] - p[1]) / d[1]);
  if (ts.length === 0) return undefined;
  const t = minOf(ts);
  return [p[0] + d[0] * t, p[1] + d[1] * t];
}

/** Nearest point of the box boundary. */
function projectToEdge(p: Position, b: Bbox): Pair {
  const options: [number, Pair][] = [
    [p[0] - b[0], [b[0], p[1]]],
    [b[2] - p[0], [b[2], p[1]]],
    [p[1] - b[1], [p[0], b[1]]],
    [b[3] - p[1], [p[0], b[3]]],
  ];
  options.sort((x, y) => x[0] - y[0]);
  return options[0]![1];
}

/** Where a dangling end (`line[0]`, heading away from `line[1..]`) meets the box boundary. */
function extensionPoint(line: readonly Position[], b: Bbox, maxGap: number): Pair | undefined {
  const end = line[0]!;
  const back = line[Math.min(line.length - 1, 3)]!;
  const direction: Position = [end[0] - back[0], end[1] - back[1]];
  const exit = rayExit(end, direction, b);
  if (exit && Math.hypot(exit[0] - end[0], exit[1] - end[1]) <= 2 * maxGap) return exit;
  return projectToEdge(end, b);
}

/** Extends both ends of an open chain to the box boundary; undefined when an end is too far inside. */
export function extendToBox(chain: readonly Pair[], b: Bbox, maxGap: number): Pair[] | undefined {
  const out = [...chain];
  const first = out[0]!;
  if (strictlyInside(first, b)) {
    if (distanceToEdge(first, b) > maxGap) return undefined;
    out.unshift(extensionPoint(out, b, maxGap)!);
  }
  const last = out.at(-1)!;
  if (strictlyInside(last, b)) {
    if (distanceToEdge(last, b) > maxGap) return undefined;
    out.push(extensionPoint([...out].reverse(), b, maxGap)!);
  }
  return out;
}

/** Position along the box boundary, clockwise from the north-west corner, in [0, 4). */
export function boundaryPosition(p: Position, b: Bbox): number {
  const [w, s, e, n] = b;
  const eps = 1e-12;
  if (Math.abs(p[1] - n) <= eps && p[0] < e) return (p[0] - w) / (e - w);
  if (Math.abs(p[0] - e) <= eps && p[1] > s) return 1 + (n - p[1]) / (n - s);
  if (Math.abs(p[1] - s) <= eps && p[0] > w) return 2 + (e - p[0]) / (e - w);
  return 3 + (p[1] - s) / (n - s);
}

const CORNERS = (b: Bbox): Pair[] => [
  [b[2], b[3]],
  [b[2], b[1]],
  [b[0], b[1]],
  [b[0], b[3]],
];

/** Corners met walking clockwise from boundary position `from` to `to`. */
function cornersBetween(from: number, to: number, b: Bbox): Pair[] {
  const corners = CORNERS(b);
  const span = (to - from + 4) % 4;
  const out: Pair[] = [];
  for (let k = 1; k <= 4; k++) {
    const c = Math.ceil(from + 1e-12) + k - 1;
    if (c - from > span) break;
    out.push(corners[(c - 1 + 4) % 4]!);
  }
  return out;
}

/**
 * Closes pieces (each entering and leaving the box, water on the right) along the box edges,
 * clockwise, into water rings; undefined when entries and exits do not alternate.
 */
export function closeAlongBox(pieces: readonly Pair[][], b: Bbox): Pair[][] | undefined {
  const ends = pieces.flatMap((piece, i) => [
    { i, kind: 'in' as const, at: boundaryPosition(piece[0]!, b) },
    { i, kind: 'out' as const, at: boundaryPosition(piece.at(-1)!, b) },
  ]);
  const used = new Set<number>();
  const rings: Pair[][] = [];
  for (let start = 0; start < pieces.length; start++) {
    if (used.has(start)) continue;
    const ring: Pair[] = [];
    for (let i = start; !used.has(i);) {
      used.add(i);
      appendAll(ring, pieces[i]!);
      const exitAt = boundaryPosition(pieces[i]!.at(-1)!, b);
      const next = ends
        .filter((e) => !(e.i === i && e.kind === 'out'))
        .map((e) => ({ ...e, d: (e.at - exitAt + 4) % 4 }))
        .sort((x, y) => x.d - y.d)[0];
      if (!next || next.kind !== 'in') return undefined;
      appendAll(ring, cornersBetween(exitAt, next.at, b));
      if (used.has(next.i) && next.i !== start) return undefined;
      i = next.i;
    }
    ring.push(ring[0]!);
    rings.push(ring);
  }
  return rings;
}

function clipPolygonToBox(ring: Pair[], b: Bbox): PolygonCoords[] {
  const rough = clipRingToBox(ring, b);
  if (rough.length < 4) return [];
  return polygonClipping.intersection([rough], [boxRing(b)]);
}

/** Sea of one extract: coastline chains closed along the box, minus islands. */
export function assembleSea(options: SeaOptions): SeaResult {
  const { lines, box } = options;
  if (lines.length === 0) return { status: 'none' };
  const maxGap = options.maxGap ?? Math.min(box[2] - box[0], box[3] - box[1]) / 4;
  const { rings, open } = chainLines(lines);
  const pieces: Pair[][] = [];
  for (const chain of open) {
    const extended = extendToBox(chain, box, maxGap);
    if (!extended)
      return { status: 'broken', reason: 'a coastline chain ends far inside the extract' };
    appendAll(pieces, clipLineToBox(extended, box));
  }
  const islands = rings.filter((r) => signedArea(r) > 0).flatMap((r) => clipPolygonToBox(r, box));
  const lakes = rings.filter((r) => signedArea(r) < 0).flatMap((r) => clipPolygonToBox(r, box));
  let water: PolygonCoords[];
  if (pieces.length > 0) {
    const closed = closeAlongBox(pieces, box);
    if (!closed)
      return { status: 'broken', reason: 'coastline entries and exits do not alternate' };
    water = closed.map((r) => [r]);
  } else if (open.length > 0) {
    return { status: 'broken', reason: 'coastline chains lie outside the extract' };
  } else {
    water = islands.length > 0 ? [[boxRing(box)]] : [];
  }
  try {
    const sea = polygonClipping.union([], ...water, ...lakes);
    const polygons = islands.length > 0 ? polygonClipping.difference(sea, ...islands) : sea;
    return { status: 'ok', polygons, islands: islands.length, chains: open.length };
  } catch (error) {
    return { status: 'broken', reason: `invalid sea polygons: ${(error as Error).message}` };
  }
}
