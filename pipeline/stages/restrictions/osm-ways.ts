/**
 * Reads the region's highways and address points from its PBF with osmium (tags-filter, then
 * export as a GeoJSON sequence), each line checked with zod.
 */
import type { Position } from 'geojson';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { run } from '../../core/exec';
import { bboxOfPositions } from './geometry';

/** A highway way with its tags and line. */
export interface OsmHighway {
  /** `w123`. */
  osmId: string;
  tags: Record<string, string>;
  line: Position[];
}

/** An address point and the town it names, to place the ways near it in their commune. */
export interface OsmAddressHint {
  lng: number;
  lat: number;
  postcode: string | null;
  city: string | null;
}

/** Callbacks receiving what the reader finds. */
export interface OsmWaysSink {
  highway(way: OsmHighway): void;
  address(address: OsmAddressHint): void;
}

/** The osmium filters: every highway way, every object with a house number. */
export const RESTRICTIONS_OSM_FILTERS = ['w/highway', 'nw/addr:housenumber'] as const;

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const featureSchema = z.object({
  id: z.string(),
  properties: z.record(z.string(), z.string()).nullable().optional(),
  geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable(),
});
const pointSchema = position;
const lineSchema = z.array(position);
const areaSchema = z.array(z.array(z.array(position)));

/** A point of an address object: the node, else the centre of its outline's box. */
function addressPoint(type: string, coordinates: unknown): [number, number] | undefined {
  if (type === 'Point') {
    const p = pointSchema.safeParse(coordinates);
    return p.success ? [p.data[0], p.data[1]] : undefined;
  }
  if (type !== 'MultiPolygon') return undefined;
  const rings = areaSchema.safeParse(coordinates);
  const outer = rings.success ? rings.data[0]?.[0] : undefined;
  if (!outer?.length) return undefined;
  const [w, s, e, n] = bboxOfPositions(outer);
  return [(w + e) / 2, (s + n) / 2];
}

/** Hands one exported feature to the sink; false when it is none of what is read. */
export function handleLine(line: string, sink: OsmWaysSink): boolean {
  const parsed = featureSchema.safeParse(JSON.parse(line));
  if (!parsed.success || !parsed.data.geometry) return false;
  const { id, geometry } = parsed.data;
  const tags = parsed.data.properties ?? {};
  let used = false;
  if (tags['addr:housenumber'] !== undefined) {
    const p = addressPoint(geometry.type, geometry.coordinates);
    if (p) {
      sink.address({
        lng: p[0],
        lat: p[1],
        postcode: tags['addr:postcode'] ?? null,
        city: tags['addr:city'] ?? null,
      });
      used = true;
    }
  }
  if (tags.highway !== undefined && id.startsWith('w') && geometry.type === 'LineString') {
    const coordinates = lineSchema.safeParse(geometry.coordinates);
    if (coordinates.success && coordinates.data.length >= 2) {
      sink.highway({ osmId: id, tags, line: coordinates.data });
      used = true;
    }
  }
  return used;
}

/** Options of the reader. */
export interface ReadOsmWaysOptions {
  pbf: string;
  workDir: string;
  sink: OsmWaysSink;
  signal?: AbortSignal;
  onFeature?: () => void;
}

/** Reads the highways and address points; returns how many features were used and ignored. */
export async function readOsmWays(
  options: ReadOsmWaysOptions,
): Promise<{ features: number; ignored: number }> {
  const filtered = join(options.workDir, 'restrictions-filtered.osm.pbf');
  const signal = options.signal ? { signal: options.signal } : {};
  await run(
    'osmium',
    ['tags-filter', '--overwrite', '-o', filtered, options.pbf, ...RESTRICTIONS_OSM_FILTERS],
    signal,
  );
  let features = 0;
  let ignored = 0;
  const exportArgs = ['-x', 'print_record_separator=false', '--add-unique-id=type_id'];
  await run('osmium', ['export', '-f', 'geojsonseq', ...exportArgs, '-o', '-', filtered], {
    ...signal,
    onLine: (line, stream) => {
      if (stream !== 'stdout' || !line.startsWith('{')) return;
      if (handleLine(line, options.sink)) features++;
      else ignored++;
      options.onFeature?.();
    },
  });
  await rm(filtered, { force: true });
  return { features, ignored };
}
