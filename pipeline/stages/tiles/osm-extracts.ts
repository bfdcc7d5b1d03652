import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from '../../core/exec';
import type { Position } from './shapefile';

/** Leading character of each GeoJSON text sequence record (RFC 8142). */
const RECORD_SEPARATOR = '\u001e';

/** Options of the coastline extraction of one extract. */
export interface CoastlineOptions {
  extract: string;
  /** Scratch directory for the filtered PBF and the GeoJSON sequence. */
  workDir: string;
  name: string;
  signal?: AbortSignal;
}

/** The `natural=coastline` ways of an extract as lines (osmium tags-filter + export). */
export async function readCoastlines(options: CoastlineOptions): Promise<Position[][]> {
  const filtered = join(options.workDir, `${options.name}-coastline.osm.pbf`);
  const seq = join(options.workDir, `${options.name}-coastline.geojsonseq`);
  const runOptions = options.signal ? { signal: options.signal } : {};
  await run(
    'osmium',
    ['tags-filter', '--overwrite', '-o', filtered, options.extract, 'w/natural=coastline'],
    runOptions,
  );
  await run(
    'osmium',
    [
      'export',
      '--overwrite',
      '-f',
      'geojsonseq',
      '--geometry-types=linestring',
      '-o',
      seq,
      filtered,
    ],
    runOptions,
  );
  const text = await readFile(seq, 'utf8');
  const lines: Position[][] = [];
  for (const raw of text.split('\n')) {
    const json = (raw.startsWith(RECORD_SEPARATOR) ? raw.slice(1) : raw).trim();
    if (!json) continue;
    const feature = JSON.parse(json) as { geometry?: { type: string; coordinates: Position[] } };
    if (feature.geometry?.type === 'LineString') lines.push(feature.geometry.coordinates);
  }
  return lines;
}
