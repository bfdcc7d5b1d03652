import { describe, expect, it } from 'vitest';
import {
  footpathEstimate,
  metres,
  MIN_TRANSFER_SECONDS,
} from '../../../artefacts/transit/footpaths';
import { buildFootpaths, type FootpathOptions } from './footpaths';

/** Three stops on a meridian near the Casino: 0 and 1 are 111 m apart, 2 is 1.1 km away. */
const BASE: FootpathOptions = {
  lat: [43.739, 43.74, 43.75],
  lon: [7.428, 7.428, 7.428],
  parents: new Map(),
  transfers: [],
  stops: new Map([
    ['a', 0],
    ['b', 1],
    ['c', 2],
  ]),
};

/** The footpaths of a stop as [to, seconds]. */
function from(f: ReturnType<typeof buildFootpaths>, stop: number): [number, number][] {
  const out: [number, number][] = [];
  for (let k = f.footStart[stop]!; k < f.footStart[stop + 1]!; k++)
    out.push([f.footTo[k]!, f.footSeconds[k]!]);
  return out;
}

describe('footpaths of the timetable', () => {
  it('links stops closer than 400 m both ways, walked at 5 km/h × 1.3, at least 60 s', () => {
    const f = buildFootpaths(BASE);
    const d = metres(43.739, 7.428, 43.74, 7.428);
    expect(d).toBeGreaterThan(100);
    expect(d).toBeLessThan(120);
    expect(from(f, 0)).toEqual([[1, footpathEstimate(d)]]);
    expect(from(f, 1)).toEqual([[0, footpathEstimate(d)]]);
    expect(from(f, 2)).toEqual([]);
    expect(f.footStart).toHaveLength(4);
    expect(footpathEstimate(10)).toBe(MIN_TRANSFER_SECONDS);
  });

  it('links the stops of one station even when far apart', () => {
    const f = buildFootpaths({
      ...BASE,
      parents: new Map([
        [0, 'st'],
        [2, 'st'],
      ]),
    });
    expect(from(f, 0)).toContainEqual([2, MIN_TRANSFER_SECONDS * 2]);
    expect(from(f, 2)).toEqual([[0, MIN_TRANSFER_SECONDS * 2]]);
  });

  it('applies transfers.txt: a minimum time raises a walk, type 3 forbids it', () => {
    const f = buildFootpaths({
      ...BASE,
      transfers: [
        { from: 'a', to: 'b', type: 2, minTime: 300 },
        { from: 'b', to: 'a', type: 3, minTime: undefined },
        { from: 'a', to: 'unknown', type: 2, minTime: 900 },
      ],
    });
    expect(from(f, 0)).toEqual([[1, 300]]);
    expect(from(f, 1)).toEqual([]);
  });
});
