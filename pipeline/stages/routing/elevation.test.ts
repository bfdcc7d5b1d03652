import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocalPath } from '../../../artefacts/shared-data';
import {
  HGT_1_ARC_SECOND,
  HGT_3_ARC_SECOND,
  hgtTileName,
  prepareElevation,
  resampleHgt,
} from './elevation';

const repoRoot = new URL('../../..', import.meta.url).pathname;
const DEM = resolveLocalPath(repoRoot, '../shared/data/dem/N43E007.hgt');

const at = (bytes: Uint8Array, side: number, row: number, col: number): number =>
  new DataView(bytes.buffer, bytes.byteOffset).getInt16(2 * (row * side + col), false);

describe('elevation tiles for Valhalla', () => {
  it('names SRTM tiles', () => {
    expect(hgtTileName('/x/N43E007.hgt')).toBe('N43E007');
    expect(hgtTileName('/x/s12w045.HGT')).toBe('S12W045');
    expect(hgtTileName('/x/Copernicus_DSM_10_N45_00_E005_00_DEM.tif')).toBeUndefined();
  });

  it('resamples the 3-arc-second Monaco tile to 1 arc second, keeping the source samples', () => {
    const source = new Uint8Array(readFileSync(DEM));
    const out = resampleHgt(source);
    expect(out.length).toBe(HGT_1_ARC_SECOND ** 2 * 2);
    for (const [r, c] of [
      [0, 0],
      [600, 400],
      [1200, 1200],
      [307, 505],
    ] as const) {
      expect(at(out, HGT_1_ARC_SECOND, r * 3, c * 3)).toBe(at(source, HGT_3_ARC_SECOND, r, c));
    }
    // Between two samples the value is in between.
    const a = at(source, HGT_3_ARC_SECOND, 307, 505);
    const b = at(source, HGT_3_ARC_SECOND, 307, 506);
    const mid = at(out, HGT_1_ARC_SECOND, 921, 1516);
    expect(mid).toBeGreaterThanOrEqual(Math.min(a, b));
    expect(mid).toBeLessThanOrEqual(Math.max(a, b));
  });

  it('writes the Valhalla layout and skips what is not an SRTM tile', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dem-'));
    const report = await prepareElevation([DEM, '/nowhere/dem.tif'], dir);
    expect(report).toEqual({ tiles: 1, resampled: 1, skipped: ['dem.tif'] });
    expect(statSync(join(dir, 'N43', 'N43E007.hgt')).size).toBe(HGT_1_ARC_SECOND ** 2 * 2);
  });
});
