import type { Bbox } from '../../../src/domain/geo';
import { clipRingToBox, type Pair, type PolygonCoords } from './geometry';
import { maxOf, minOf } from '../../core/arrays';

/** Longitude step folded into (-180, 180]. */
function fold(delta: number): number {
  return delta - 360 * Math.round(delta / 360);
}

/** True when a line jumps across the antimeridian (a step of more than 180° of longitude). */
function crosses(line: readonly Pair[]): boolean {
  return line.some((p, i) => i > 0 && Math.abs(p[0] - line[i - 1]![0]) > 180);
}

/**
 * A ring with continuous longitudes (may leave [-180, 180]); a ring around a pole (its
 * longitudes add up to ±360°) is closed along that pole.
 */
export function unwrapRing(ring: readonly Pair[]): Pair[] {
  const out: Pair[] = [[ring[0]![0], ring[0]![1]]];
  for (let i = 1; i < ring.length; i++) {
    const prev = out[i - 1]!;
    out.push([prev[0] + fold(ring[i]![0] - ring[i - 1]![0]), ring[i]![1]]);
  }
  const first = out[0]!;
  const last = out.at(-1)!;
  if (Math.abs(last[0] - first[0]) < 1e-9) return out;
  const pole = ring.reduce((s, p) => s + p[1], 0) < 0 ? -90 : 90;
  return [...out, [last[0], pole], [first[0], pole], [first[0], first[1]]];
}

function shiftRing(ring: readonly Pair[], dx: number): Pair[] {
  return ring.map(([x, y]): Pair => [x + dx, y]);
}

/** Shifts a hole by whole turns so that it lies beside its (unwrapped) outer ring. */
function alignHole(hole: Pair[], outer: readonly Pair[]): Pair[] {
  const center = outer.reduce((s, p) => s + p[0], 0) / outer.length;
  return shiftRing(hole, 360 * Math.round((center - hole[0]![0]) / 360));
}

/**
 * Cuts a polygon whose rings cross the antimeridian (world-atlas is drawn on a sphere, so
 * Chukotka, Fiji or Antarctica have 360° jumps) into planar pieces inside [-180, 180].
 */
export function splitAntimeridian(polygon: PolygonCoords): PolygonCoords[] {
  if (!polygon.some(crosses)) return [polygon];
  const [outerRing, ...holeRings] = polygon;
  const outer = unwrapRing(outerRing!);
  const holes = holeRings
    .filter((h) => maxOf(h.map((p) => p[1])) > minOf(h.map((p) => p[1])))
    .map((h) => alignHole(unwrapRing(h), outer));
  const pieces: PolygonCoords[] = [];
  for (const turn of [-1, 0, 1]) {
    const box: Bbox = [-180 + 360 * turn, -90, 180 + 360 * turn, 90];
    const clipped = clipRingToBox(outer, box);
    if (clipped.length < 4) continue;
    const cutHoles = holes.map((h) => clipRingToBox(h, box)).filter((h) => h.length >= 4);
    pieces.push([clipped, ...cutHoles].map((r) => shiftRing(r, -360 * turn)));
  }
  return pieces;
}

/** Cuts lines where they jump across the antimeridian. */
export function splitLinesAtAntimeridian(lines: readonly Pair[][]): Pair[][] {
  const out: Pair[][] = [];
  for (const line of lines) {
    let current: Pair[] = [];
    line.forEach((p, i) => {
      if (i > 0 && Math.abs(p[0] - line[i - 1]![0]) > 180) {
        if (current.length >= 2) out.push(current);
        current = [];
      }
      current.push(p);
    });
    if (current.length >= 2) out.push(current);
  }
  return out;
}
