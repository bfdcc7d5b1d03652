import { describe, expect, it } from 'vitest';
import { panIntoView } from './popup-placement';

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
