import { describe, expect, it } from 'vitest';
import type { ValhallaManeuver } from '../routing/valhalla-types';
import { foldShortManoeuvres } from './trip-roadbook';

function turn(
  type: number,
  metres: number,
  seconds: number,
  shape: [number, number],
): ValhallaManeuver {
  return {
    type,
    instruction: `type ${type}, ${metres} m`,
    length: metres / 1000,
    time: seconds,
    begin_shape_index: shape[0],
    end_shape_index: shape[1],
  };
}

describe('the manoeuvres of a walk in a transit roadbook', () => {
  it('folds a turn of a few metres into the one before, keeping the whole length and time', () => {
    const walk = [
      turn(1, 120, 90, [0, 4]),
      turn(10, 2, 2, [4, 5]),
      turn(15, 4, 3, [5, 6]),
      turn(10, 80, 60, [6, 9]),
      turn(4, 0, 0, [9, 9]),
    ];
    const folded = foldShortManoeuvres(walk);
    expect(folded.map((m) => m.type)).toEqual([1, 10, 4]);
    expect(folded[0]).toMatchObject({
      length: 0.126,
      time: 95,
      begin_shape_index: 0,
      end_shape_index: 6,
    });
    const sum = (ms: ValhallaManeuver[], key: 'length' | 'time') =>
      ms.reduce((s, m) => s + m[key], 0);
    expect(sum(folded, 'length')).toBeCloseTo(sum(walk, 'length'), 9);
    expect(sum(folded, 'time')).toBe(sum(walk, 'time'));
  });

  it('keeps a short first manoeuvre and the arrival, and a walk with nothing to fold', () => {
    const walk = [turn(2, 3, 2, [0, 1]), turn(10, 50, 40, [1, 3]), turn(6, 0, 0, [3, 3])];
    expect(foldShortManoeuvres(walk)).toEqual(walk);
    const twoShort = [turn(1, 5, 4, [0, 1]), turn(4, 0, 0, [1, 1])];
    expect(foldShortManoeuvres(twoShort)).toEqual(twoShort);
  });
});
