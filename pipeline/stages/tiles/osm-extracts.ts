import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bbox } from '../../../src/domain/geo';
import { run } from '../../core/exec';
import type { Position } from './shapefile';

/** What `osmium fileinfo -e` tells about an extract. */
export interface ExtractInfo {
  path: string;
  /** Bbox of the data (every node). */
  dataBbox: Bbox;
  /** Bbox declared in the header (the extract's cut), else the data bbox. */
  cutBbox: Bbox;
}

function asBbox(value: unknown): Bbox | undefined {
  if (!Array.isArray(value) || value.length !== 4 || !value.every((v) => typeof v === 'number'))
    return undefined;
  const [w, s, e, n] = value as [number, number, number, number];
  return w < e && s < n ? [w, s, e, n] : undefined;
}

/** Reads the header and data bboxes of an extract with `osmium fileinfo -e -j`. */
export async function readExtractInfo(path: string, signal?: AbortSignal): Promise<ExtractInfo> {
  const lines: string[] = [];
  await run('osmium', ['fileinfo', '-e', '-j', path], {
    ...(signal ? { signal } : {}),
    onLine: (line, stream) => {
      if (stream === 'stdout') lines.push(line);
    },
  });
  const info = JSON.parse(lines.join('\n')) as {
    header?: { boxes?: unknown[] };
    data?: { bbox?: unknown };
  };
  const dataBbox = asBbox(info.data?.bbox);
  if (!dataBbox) throw new Error(`${path} holds no OSM data (no bbox)`);
  const header = asBbox(info.header?.boxes?.[0]);
  return { path, dataBbox, cutBbox: header ?? dataBbox };
}

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
