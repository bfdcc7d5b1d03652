/**
 * §9 map constants: the click hit-box, the pixel ratio, the marker's box, the paddings, the
 * state-saving debounce.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  debounced,
  hitBox,
  mapMargins,
  mapPixelRatio,
  markerInArea,
  STATE_SAVE_DEBOUNCE_MS,
} from './map-constants';

afterEach(() => {
  vi.useRealTimers();
});

describe('hitBox', () => {
  it('is 5 px around a touch and 10 px around a mouse click', () => {
    expect(hitBox({ x: 100, y: 50 }, true)).toEqual([
      [95, 45],
      [105, 55],
    ]);
    expect(hitBox({ x: 100, y: 50 }, false)).toEqual([
      [90, 40],
      [110, 60],
    ]);
  });
});

describe('mapPixelRatio (§9: clamped 2 to 4)', () => {
  it('draws a 1× or 1.5× screen at 2 with a graphics card', () => {
    expect(mapPixelRatio(1, true)).toBe(2);
    expect(mapPixelRatio(1.5, true)).toBe(2);
  });

  it('keeps a 2× to 4× screen at its own ratio', () => {
    expect(mapPixelRatio(2, true)).toBe(2);
    expect(mapPixelRatio(2.625, true)).toBe(2.625);
    expect(mapPixelRatio(4, true)).toBe(4);
  });

  it('draws a screen past 4× at 4, with or without a graphics card', () => {
    expect(mapPixelRatio(5, true)).toBe(4);
    expect(mapPixelRatio(5, false)).toBe(4);
  });

  it('keeps the screen’s own ratio when WebGL is drawn in software', () => {
    expect(mapPixelRatio(1, false)).toBe(1);
    expect(mapPixelRatio(3, false)).toBe(3);
  });

  it('reads a missing or broken ratio as 1', () => {
    expect(mapPixelRatio(0, true)).toBe(2);
    expect(mapPixelRatio(Number.NaN, false)).toBe(1);
  });
});

describe('markerInArea (§9: a marker is 60 × 52)', () => {
  const area = { left: 380, top: 70, right: 1280, bottom: 580 };

  it('holds a marker whose whole box is in the area', () => {
    expect(markerInArea({ x: 410, y: 122 }, area)).toBe(true);
    expect(markerInArea({ x: 1250, y: 580 }, area)).toBe(true);
  });

  it('refuses one whose head is under the top of the area, though its point is in', () => {
    expect(markerInArea({ x: 600, y: 100 }, area)).toBe(false);
  });

  it('refuses one half under the panel or past the right edge', () => {
    expect(markerInArea({ x: 400, y: 300 }, area)).toBe(false);
    expect(markerInArea({ x: 1260, y: 300 }, area)).toBe(false);
  });

  it('refuses one whose point is under the card', () => {
    expect(markerInArea({ x: 600, y: 590 }, area)).toBe(false);
  });
});

describe('debounced', () => {
  it('runs once with the last arguments after the delay, and not after cancel', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const save = debounced(run, STATE_SAVE_DEBOUNCE_MS);
    save.call(1);
    save.call(2);
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(2);
    save.call(3);
    save.cancel();
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('mapMargins', () => {
  const places = { fullscreen: false, vector: false };

  it('keeps 10 above and below and 30 at the sides on a desktop, 20 more beside the pop-in', () => {
    expect(mapMargins({ ...places, mobile: false })).toEqual({
      top: 10,
      right: 30,
      bottom: 10,
      left: 30,
      besidePanel: 50,
      aboveSheet: 30,
    });
  });

  it('keeps 10 all round in full screen, 50 on a phone', () => {
    const fullscreen = mapMargins({ ...places, mobile: false, fullscreen: true });
    expect([fullscreen.top, fullscreen.right, fullscreen.bottom, fullscreen.left]).toEqual([
      10, 10, 10, 10,
    ]);
    expect(fullscreen.besidePanel).toBe(30);
    // Beside a phone's sheet, the pop-in's 20 alone.
    expect(mapMargins({ ...places, mobile: true })).toEqual({
      top: 50,
      right: 50,
      bottom: 50,
      left: 50,
      besidePanel: 20,
      aboveSheet: 20,
    });
  });

  it('adds 50 all round for a vector on a desktop, none on a phone', () => {
    const desktop = mapMargins({ mobile: false, fullscreen: false, vector: true });
    expect([desktop.top, desktop.right, desktop.bottom, desktop.left]).toEqual([60, 80, 60, 80]);
    expect(desktop.besidePanel).toBe(100);
    const phone = mapMargins({ mobile: true, fullscreen: false, vector: true });
    expect(phone).toEqual(mapMargins({ mobile: true, fullscreen: false, vector: false }));
  });
});
