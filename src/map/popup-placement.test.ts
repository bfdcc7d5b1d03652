import { describe, expect, it } from 'vitest';
import { clearOfButtons, panIntoView, popupContentLimit } from './popup-placement';

/** The free part of a 390 × 844 phone map above a sheet whose top is at 500 px. */
const FREE = { left: 12, top: 80, right: 378, bottom: 488 };

describe('a popup brought into the free part of the map', () => {
  it('stays where it is when it is in sight', () => {
    expect(panIntoView({ left: 100, top: 200, right: 300, bottom: 320 }, FREE)).toEqual([0, 0]);
  });

  it('moves a popup under the phone sheet above it', () => {
    expect(panIntoView({ left: 100, top: 520, right: 300, bottom: 640 }, FREE)).toEqual([0, 152]);
  });

  it('moves a popup under the desktop panel right of it, and below the chips', () => {
    expect(panIntoView({ left: -40, top: 40, right: 160, bottom: 160 }, FREE)).toEqual([-52, -40]);
  });

  it('keeps the top of a popup taller than the room in sight', () => {
    expect(panIntoView({ left: 100, top: 300, right: 300, bottom: 800 }, FREE)).toEqual([0, 220]);
  });
});

describe('a popup kept clear of the map buttons', () => {
  /** The phone's right column: zoom, full screen, « Me localiser », layers (x 340 to 380). */
  const COLUMN = { left: 340, top: 60, right: 380, bottom: 290 };

  it('stays left of the column when it fits there', () => {
    const free = clearOfButtons(FREE, COLUMN, { width: 300, height: 150 });
    expect(free).toEqual({ ...FREE, right: 328 });
    // A popup over « Me localiser » moves left, its close button off the button.
    expect(panIntoView({ left: 60, top: 200, right: 360, bottom: 330 }, free)).toEqual([32, 0]);
  });

  it('goes below the column when it is too wide to stand beside it', () => {
    const free = clearOfButtons(FREE, COLUMN, { width: 340, height: 150 });
    expect(free).toEqual({ ...FREE, top: 302 });
    expect(panIntoView({ left: 20, top: 200, right: 360, bottom: 330 }, free)).toEqual([0, -102]);
  });

  it('stays over the free part when there is no room below the buttons either', () => {
    expect(clearOfButtons(FREE, COLUMN, { width: 340, height: 250 })).toBe(FREE);
  });

  it('changes nothing without buttons', () => {
    expect(clearOfButtons(FREE, null, { width: 300, height: 150 })).toBe(FREE);
  });
});

describe('a popup taller than the free part of the map', () => {
  it('has its content held to the free height, less the arrow, and scrolled', () => {
    expect(popupContentLimit({ popupHeight: 190, contentHeight: 180, freeHeight: 156 })).toBe(146);
  });

  it('is left as it is when it fits', () => {
    expect(popupContentLimit({ popupHeight: 150, contentHeight: 140, freeHeight: 156 })).toBeNull();
  });

  it('is left whole when the free part is too short to read anything in', () => {
    expect(popupContentLimit({ popupHeight: 190, contentHeight: 180, freeHeight: 90 })).toBeNull();
  });
});
