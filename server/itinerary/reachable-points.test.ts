/**
 * Points on an island of a mode: the choice of the way to route to (pure), then the whole
 * answer of the API on the demo region's real graph (`npm run import -- demo`; skipped
 * without it), where a point of the Rue du Gros-Horloge in Rouen lies nearest to a bit of the
 * Rue Thouret that a bike cannot leave.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regionAppFixture } from '../test-support/monaco-app';
import { MINIMUM_REACH, reachablePoint } from './reachable-points';

const POINT = { lng: 1.09138, lat: 49.44148 };
const edge = (lat: number, reach: number) => ({
  correlated_lat: lat,
  correlated_lon: 1.0919,
  outbound_reach: reach,
  inbound_reach: reach,
});

describe('reachablePoint', () => {
  it('keeps a point whose nearest way reaches the graph', () => {
    expect(reachablePoint(POINT, { edges: [edge(49.4413, MINIMUM_REACH)] })).toBe(POINT);
  });

  it('moves a point off an island onto the nearest way that reaches further', () => {
    const located = { edges: [edge(49.4413, 3), edge(49.4409, MINIMUM_REACH)] };
    expect(reachablePoint(POINT, located)).toEqual({ lng: 1.0919, lat: 49.4409 });
  });

  it('keeps the point when no way near it reaches further, or none was found', () => {
    expect(reachablePoint(POINT, { edges: [edge(49.4413, 3)] })).toBe(POINT);
    expect(reachablePoint(POINT, null)).toBe(POINT);
    expect(reachablePoint(POINT, { edges: [] })).toBe(POINT);
  });
});

const dataDir = resolve(import.meta.dirname, '../..', process.env.PERIPLE_DATA_DIR ?? 'data');

describe.skipIf(!existsSync(resolve(dataDir, 'demo/routing')))(
  'a bike to Rouen’s pedestrian streets',
  () => {
    const t = regionAppFixture('demo');
    const GARE = '1.0940,49.4490';
    const GROS_HORLOGE = '1.09138,49.44148';
    const CATHEDRALE = '1.0949,49.4403';

    it('is routed to the nearest street a bike reaches, stop included', async () => {
      for (const query of [
        `from=${GARE}&to=${GROS_HORLOGE}`,
        `from=${GARE}&stop=${GROS_HORLOGE}&to=${CATHEDRALE}`,
      ]) {
        for (const provider of ['velo', 'trottinette']) {
          const res = await t.app.inject(`/api/multipath/routes?providers=${provider}&${query}`);
          expect(res.statusCode, `${provider} ${query}: ${res.body.slice(0, 200)}`).toBe(200);
        }
      }
    });
  },
);
