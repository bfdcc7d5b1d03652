/**
 * What an OSM extract covers: the box it was cut to (its header), and the box of its data, which
 * reaches beyond when ways were kept whole. The tiles stage closes the sea inside the cut; the
 * routing stage records the cuts, where the road network stops (the radius tool says so).
 */
import type { Bbox } from '../../src/domain/geo';
import { run } from './exec';

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
