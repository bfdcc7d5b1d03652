/**
 * Elevation tiles for Valhalla. Valhalla's reader (skadi) only accepts 1-arc-second SRTM tiles
 * (3601 × 3601 big-endian int16) laid out as `<dir>/N43/N43E007.hgt`; the shared DEM holds
 * 3-arc-second tiles (1201 × 1201), so they are resampled bilinearly at import. Voids (-32768)
 * take the nearest valid neighbour.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Folder of the elevation tiles inside the routing artefact. */
export const ELEVATION_DIR = 'elevation';

/** Side of a 1-arc-second tile and of a 3-arc-second tile. */
export const HGT_1_ARC_SECOND = 3601;
export const HGT_3_ARC_SECOND = 1201;

const VOID = -32768;

/** The tile name of an .hgt path (`N43E007`), or undefined when it is not one. */
export function hgtTileName(path: string): string | undefined {
  const m = /^([NS]\d{2}[EW]\d{3})\.hgt$/i.exec(basename(path));
  return m?.[1]?.toUpperCase();
}

function sample(src: DataView, side: number, row: number, col: number): number {
  return src.getInt16(2 * (row * side + col), false);
}

function bilinear(src: DataView, side: number, fr: number, fc: number): number {
  const r0 = Math.floor(fr);
  const c0 = Math.floor(fc);
  const r1 = Math.min(side - 1, r0 + 1);
  const c1 = Math.min(side - 1, c0 + 1);
  const dr = fr - r0;
  const dc = fc - c0;
  const v = [sample(src, side, r0, c0), sample(src, side, r0, c1)];
  const w = [sample(src, side, r1, c0), sample(src, side, r1, c1)];
  const corners = [v[0]!, v[1]!, w[0]!, w[1]!];
  if (corners.includes(VOID)) {
    const nearest = sample(src, side, Math.round(fr), Math.round(fc));
    return nearest !== VOID ? nearest : (corners.find((c) => c !== VOID) ?? VOID);
  }
  const top = v[0]! * (1 - dc) + v[1]! * dc;
  const bottom = w[0]! * (1 - dc) + w[1]! * dc;
  return Math.round(top * (1 - dr) + bottom * dr);
}

/** Resamples a 3-arc-second tile to 1 arc second (bilinear). */
export function resampleHgt(source: Uint8Array): Uint8Array {
  const src = new DataView(source.buffer, source.byteOffset, source.byteLength);
  const out = new Uint8Array(HGT_1_ARC_SECOND * HGT_1_ARC_SECOND * 2);
  const dst = new DataView(out.buffer);
  const ratio = (HGT_3_ARC_SECOND - 1) / (HGT_1_ARC_SECOND - 1);
  for (let r = 0; r < HGT_1_ARC_SECOND; r += 1) {
    const fr = r * ratio;
    for (let c = 0; c < HGT_1_ARC_SECOND; c += 1) {
      const value = bilinear(src, HGT_3_ARC_SECOND, fr, c * ratio);
      dst.setInt16(2 * (r * HGT_1_ARC_SECOND + c), value, false);
    }
  }
  return out;
}

/** What the elevation preparation did. */
export interface ElevationReport {
  tiles: number;
  resampled: number;
  /** Inputs that are not SRTM .hgt tiles of a known size (e.g. GeoTIFF). */
  skipped: string[];
}

/** Writes Valhalla-ready 1-arc-second tiles of the region's DEM files into `outDir`. */
export async function prepareElevation(
  files: readonly string[],
  outDir: string,
): Promise<ElevationReport> {
  const report: ElevationReport = { tiles: 0, resampled: 0, skipped: [] };
  for (const file of files) {
    const name = hgtTileName(file);
    if (!name) {
      report.skipped.push(basename(file));
      continue;
    }
    const dir = join(outDir, name.slice(0, 3));
    await mkdir(dir, { recursive: true });
    const target = join(dir, `${name}.hgt`);
    const bytes = await readFile(file);
    if (bytes.length === HGT_1_ARC_SECOND ** 2 * 2) {
      await copyFile(file, target);
    } else if (bytes.length === HGT_3_ARC_SECOND ** 2 * 2) {
      await writeFile(target, resampleHgt(bytes));
      report.resampled += 1;
    } else {
      report.skipped.push(basename(file));
      continue;
    }
    report.tiles += 1;
  }
  return report;
}
