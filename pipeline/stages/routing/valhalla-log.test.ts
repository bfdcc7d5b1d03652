import { describe, expect, it } from 'vitest';
import { parseValhallaLine, VALHALLA_STEPS } from './valhalla-log';

describe('parseValhallaLine', () => {
  it('recognises steps and counts in coloured log lines', () => {
    const line =
      '2026/11/21 05:36:34.817899 \x1b[32;1m[INFO]\x1b[0m Finished with 2652 routable ways containing 14781 nodes';
    expect(parseValhallaLine(line).counts).toEqual({ routableWays: 2652 });
    const start =
      '2026/11/21 05:36:35.060099 \x1b[32;1m[INFO]\x1b[0m Building 2 tiles with 2 threads...';
    const info = parseValhallaLine(start);
    expect(VALHALLA_STEPS[info.step ?? -1]?.label).toBe('building tiles');
    expect(info.counts.graphTiles).toBe(2);
  });

  it('ignores unrelated lines', () => {
    expect(parseValhallaLine('[TIMING] took 0s')).toEqual({ counts: {} });
  });
});
