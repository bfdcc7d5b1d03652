/**
 * Where a phone's bottom sheet rests after its grip is dragged or pressed, as on Google Maps: a
 * peek (its title only, the map free), half the screen (where every sheet opens), or the whole
 * height under the header. A slow drag rests at the nearest height, a flick goes on to the next
 * one in its direction.
 */

/** The resting heights of a sheet, smallest first. */
export const SHEET_SNAPS = ['peek', 'half', 'full'] as const;
/** A resting height of a sheet. */
export type SheetSnap = (typeof SHEET_SNAPS)[number];

/** A drag released faster than this (px/ms) is a flick: the sheet goes on in its direction. */
export const FLICK_SPEED = 0.5;

/** Heights of each resting place, px. */
export type SnapHeights = Record<SheetSnap, number>;

/** The resting height nearest to `height`. */
export function nearestSnap(heights: SnapHeights, height: number): SheetSnap {
  let best: SheetSnap = 'half';
  for (const snap of SHEET_SNAPS) {
    if (Math.abs(heights[snap] - height) < Math.abs(heights[best] - height)) best = snap;
  }
  return best;
}

/** Options of `snapAfterDrag`. */
export interface DragEnd {
  heights: SnapHeights;
  /** The sheet's height when the finger left, px. */
  height: number;
  /** The growth speed when the finger left, px/ms: positive while the sheet grows. */
  velocity: number;
}

/** Where the sheet rests when the drag ends. */
export function snapAfterDrag({ heights, height, velocity }: DragEnd): SheetSnap {
  if (Math.abs(velocity) < FLICK_SPEED) return nearestSnap(heights, height);
  const ahead = SHEET_SNAPS.filter((snap) =>
    velocity > 0 ? heights[snap] > height : heights[snap] < height,
  );
  const next = velocity > 0 ? ahead[0] : ahead[ahead.length - 1];
  return next ?? nearestSnap(heights, height);
}

/** Where a press on the grip takes the sheet: up a step, and from the top back to half. */
export function snapAfterPress(snap: SheetSnap): SheetSnap {
  return snap === 'half' ? 'full' : 'half';
}
