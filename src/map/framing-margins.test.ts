// @vitest-environment jsdom
/** §9's margins as the page tells them: a phone's, in full screen, and the map's buttons. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearOfButtons } from './buttons-padding';
import { fixedMargins, framingMargins } from './panel-padding';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A map's container in the app's shell, as app-shell.tsx draws it. */
function mapIn(device: 'ge' | 'pe', fullscreen = false): HTMLElement {
  document.body.innerHTML = `<div class="app" data-device="${device}" data-fullscreen="${fullscreen}"><main class="app-main"><div class="map"></div></main></div>`;
  const map = document.querySelector<HTMLElement>('.map');
  if (!map) throw new Error('the map is drawn');
  return map;
}

/** Gives `element` a box on the page (jsdom lays nothing out). */
function place(
  element: Element,
  box: { left: number; top: number; width: number; height: number },
) {
  element.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: box.left, y: box.top, width: box.width, height: box.height });
}

describe('framingMargins', () => {
  it('keeps 10 and 30 on a desktop (60 and 80 for a vector), above the credits at the bottom', () => {
    const margins = framingMargins(mapIn('ge'), 'vector');
    expect(margins).toMatchObject({ top: 60, right: 80, bottom: 60 + 22, left: 80 });
    expect(framingMargins(mapIn('ge'), 'places')).toMatchObject({ right: 30, bottom: 32 });
  });

  it('keeps a pin whole above the topmost place: 52 px, not 10', () => {
    expect(framingMargins(mapIn('ge'), 'places').top).toBe(52);
    expect(framingMargins(mapIn('ge', true), 'places').top).toBe(52);
    expect(framingMargins(mapIn('pe'), 'places').top).toBe(52);
  });

  it('keeps 10 all round in full screen, 50 on a phone (without credits line)', () => {
    expect(framingMargins(mapIn('ge', true), 'places')).toMatchObject({
      right: 10,
      bottom: 32,
      left: 10,
    });
    expect(framingMargins(mapIn('pe'), 'vector')).toMatchObject({
      top: 50,
      right: 50,
      bottom: 50,
      left: 50,
    });
  });

  it('adds 50 for a vector on a desktop; a margin of its own stays as given', () => {
    expect(framingMargins(mapIn('ge'), 'vector')).toMatchObject({ top: 60, right: 80 });
    expect(framingMargins(mapIn('ge'), 12)).toEqual(fixedMargins(12));
  });
});

describe('clearOfButtons', () => {
  it('keeps a view clear of the buttons beside its free part, not of those above it', () => {
    const map = mapIn('ge');
    place(map, { left: 0, top: 60, width: 1280, height: 740 });
    const main = document.querySelector('.app-main');
    main?.insertAdjacentHTML('beforeend', '<div class="map-controls"></div>');
    const buttons = document.querySelector('.map-controls');
    if (!buttons) throw new Error('the buttons are drawn');
    place(buttons, { left: 1230, top: 160, width: 40, height: 200 });
    const padding = clearOfButtons(map, { top: 66, right: 30, bottom: 32, left: 442 });
    expect(padding.right).toBe(1280 - 1230 + 10);
    // Buttons over the chips only (above the view's top) leave the right as it was.
    place(buttons, { left: 1230, top: 62, width: 40, height: 40 });
    expect(clearOfButtons(map, { top: 120, right: 30, bottom: 32, left: 442 }).right).toBe(30);
  });
});
