/**
 * The named public-transport stops of the region's OSM data (bus stops, platforms, stop
 * positions, tram stops, stations), read with osmium, and the GTFS stop names they correct: a
 * feed writing « PLACE DU CASINO » gets OSM's « Place du Casino » (src/domain/transit/stop-name.ts).
 */
import type { Feature } from 'geojson';
import { join } from 'node:path';
import type { LngLat } from '../../../src/domain/geo';
import {
  properStopName,
  STOP_NAME_RADIUS_M,
  type NamedStop,
} from '../../../src/domain/transit/stop-name';
import { run } from '../../core/exec';
import { appendAll } from '../../core/arrays';

/** `osmium tags-filter` expressions of the stops (nodes: how OSM draws a stop). */
const STOP_FILTERS = [
  'n/highway=bus_stop',
  'n/public_transport=platform,stop_position,station',
  'n/railway=tram_stop,halt,station',
  'n/amenity=bus_station',
];

/** Reads the named stops of a PBF. */
export async function readOsmStops(options: {
  pbf: string;
  workDir: string;
  signal?: AbortSignal;
}): Promise<NamedStop[]> {
  const filtered = join(options.workDir, 'stops-filtered.osm.pbf');
  const signal = options.signal ? { signal: options.signal } : {};
  await run(
    'osmium',
    ['tags-filter', '--overwrite', '-o', filtered, options.pbf, ...STOP_FILTERS],
    signal,
  );
  const stops: NamedStop[] = [];
  await run(
    'osmium',
    ['export', '-f', 'geojsonseq', '-x', 'print_record_separator=false', '-o', '-', filtered],
    {
      ...signal,
      onLine: (line, stream) => {
        if (stream !== 'stdout' || !line.startsWith('{')) return;
        const stop = namedStop(JSON.parse(line) as Feature);
        if (stop) stops.push(stop);
      },
    },
  );
  return stops;
}

function namedStop(feature: Feature): NamedStop | undefined {
  const tags = (feature.properties ?? {}) as Record<string, unknown>;
  const name = tags['name:fr'] ?? tags.name;
  if (typeof name !== 'string' || name.trim() === '' || feature.geometry?.type !== 'Point')
    return undefined;
  const [lng, lat] = feature.geometry.coordinates;
  if (typeof lng !== 'number' || typeof lat !== 'number') return undefined;
  return { name: name.trim(), position: { lng, lat } };
}

/** Grid cell size of the lookup, degrees (larger than STOP_NAME_RADIUS_M everywhere in France). */
const CELL = 0.005;
const cellKey = (x: number, y: number): string => `${x}:${y}`;

/** The stops near each position, by cells of CELL degrees. */
function stopGrid(stops: readonly NamedStop[]): (p: LngLat) => NamedStop[] {
  const grid = new Map<string, NamedStop[]>();
  for (const stop of stops) {
    const key = cellKey(Math.floor(stop.position.lng / CELL), Math.floor(stop.position.lat / CELL));
    const cell = grid.get(key);
    if (cell) cell.push(stop);
    else grid.set(key, [stop]);
  }
  const reach = Math.ceil(STOP_NAME_RADIUS_M / 111_000 / Math.cos((50 * Math.PI) / 180) / CELL);
  return (p) => {
    const [x, y] = [Math.floor(p.lng / CELL), Math.floor(p.lat / CELL)];
    const near: NamedStop[] = [];
    for (let dx = -reach; dx <= reach; dx++)
      for (let dy = -reach; dy <= reach; dy++)
        appendAll(near, grid.get(cellKey(x + dx, y + dy)) ?? []);
    return near;
  };
}

/** The stops' names as people write them (see properStopName), and how many changed. */
export function properStopNames(
  stops: { names: readonly string[]; lng: ArrayLike<number>; lat: ArrayLike<number> },
  osmStops: readonly NamedStop[],
): { names: string[]; fromOsm: number; recased: number } {
  const near = stopGrid(osmStops);
  let fromOsm = 0;
  let recased = 0;
  const names = stops.names.map((name, i) => {
    const position = { lng: stops.lng[i]!, lat: stops.lat[i]! };
    const proper = properStopName(name, position, near(position));
    if (proper === name) return name;
    if (near(position).some((s) => s.name === proper)) fromOsm++;
    else recased++;
    return proper;
  });
  return { names, fromOsm, recased };
}
