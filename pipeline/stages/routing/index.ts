import { createRequire } from 'node:module';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { run } from '../../core/exec';
import { readExtractInfo } from '../../core/osm-extract-info';
import type { RoadExtents } from '../../../src/domain/road-extents';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { ELEVATION_DIR, prepareElevation } from './elevation';
import { parseValhallaLine, VALHALLA_STEPS } from './valhalla-log';

const require = createRequire(import.meta.url);

/** File names inside the routing artefact. */
export const ROUTING_FILES = {
  extract: 'valhalla_tiles.tar',
  admins: 'admins.sqlite',
  config: 'valhalla.json',
  extents: 'extents.json',
} as const;

/** Directory of the @valhallajs/valhallajs package (its exports hide bin/ and package.json). */
const valhallaDir = dirname(require.resolve('@valhallajs/valhallajs'));

function valhallaCli(): string {
  return join(valhallaDir, 'bin', 'valhalla-cli.js');
}

function valhallaVersion(): string {
  return (
    JSON.parse(readFileSync(join(valhallaDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** Valhalla configuration of the build, with absolute paths (elevation when a DEM is there). */
async function writeConfig(buildDir: string, elevation: boolean): Promise<Record<string, unknown>> {
  const { getConfig } = await import('@valhallajs/valhallajs');
  const config = await getConfig({
    tileDir: join(buildDir, 'valhalla_tiles'),
    tileExtract: join(buildDir, ROUTING_FILES.extract),
    additionalArgs: [
      '--mjolnir-admin',
      join(buildDir, ROUTING_FILES.admins),
      '--mjolnir-traffic-extract',
      '',
    ],
  });
  const mjolnir = config.mjolnir as Record<string, unknown>;
  mjolnir.logging = { type: 'std_out', color: false };
  config.additional_data = { elevation: elevation ? join(buildDir, ELEVATION_DIR) : '' };
  await writeFile(join(buildDir, 'build-config.json'), JSON.stringify(config));
  return config;
}

/** Relative paths the server resolves against the artefact directory at start. */
function portableConfig(
  config: Record<string, unknown>,
  elevation: boolean,
): Record<string, unknown> {
  const mjolnir = { ...(config.mjolnir as Record<string, unknown>) };
  mjolnir.tile_dir = '';
  mjolnir.tile_extract = ROUTING_FILES.extract;
  mjolnir.admin = ROUTING_FILES.admins;
  mjolnir.traffic_extract = '';
  mjolnir.logging = { type: '', color: false };
  return { ...config, mjolnir, additional_data: { elevation: elevation ? ELEVATION_DIR : '' } };
}

async function valhalla(
  ctx: StageContext,
  args: string[],
  counts: Record<string, number>,
): Promise<void> {
  await run(process.execPath, [valhallaCli(), ...args], {
    cwd: ctx.buildDir,
    signal: ctx.signal,
    onLine: (line) => {
      const info = parseValhallaLine(line);
      Object.assign(counts, info.counts);
      if (info.step !== undefined) ctx.progress.set(info.step + 1);
    },
  });
}

async function build(ctx: StageContext): Promise<StageOutput> {
  ctx.progress.phase('resampling the elevation tiles to 1 arc second', 1, 'steps');
  const dem = await prepareElevation(ctx.inputs.elevation, join(ctx.buildDir, ELEVATION_DIR));
  ctx.progress.set(1);
  const config = await writeConfig(ctx.buildDir, dem.tiles > 0);
  const configPath = join(ctx.buildDir, 'build-config.json');
  const counts: Record<string, number> = { demTiles: dem.tiles, demTilesResampled: dem.resampled };
  ctx.progress.phase('building admin areas', 1, 'steps');
  await valhalla(ctx, ['build_admins', '-c', configPath, ctx.inputs.osmPbf], counts);
  ctx.progress.phase('building the routing graph', VALHALLA_STEPS.length, 'steps');
  await valhalla(ctx, ['build_tiles', '-c', configPath, ctx.inputs.osmPbf], counts);
  ctx.progress.phase('packing the tile extract', 1, 'steps');
  await valhalla(ctx, ['build_extract', '-c', configPath, '--overwrite'], counts);
  await rm(join(ctx.buildDir, 'valhalla_tiles'), { recursive: true, force: true });
  await rm(configPath, { force: true });
  for (const f of await readdir(ctx.buildDir)) {
    if (f.endsWith('.txt') || f.endsWith('.bin')) await rm(join(ctx.buildDir, f), { force: true });
  }
  const extents: RoadExtents = { cuts: [] };
  for (const path of ctx.inputs.osmExtracts)
    extents.cuts.push((await readExtractInfo(path, ctx.signal)).cutBbox);
  await writeFile(join(ctx.buildDir, ROUTING_FILES.extents), `${JSON.stringify(extents)}\n`);
  await writeFile(
    join(ctx.buildDir, ROUTING_FILES.config),
    `${JSON.stringify(portableConfig(config, dem.tiles > 0), null, 2)}\n`,
  );
  counts.extents = extents.cuts.length;
  if (!counts.graphEdges)
    throw new Error('Valhalla built no graph edge: does the OSM input contain roads?');
  return {
    counts,
    files: { ...ROUTING_FILES, ...(dem.tiles > 0 ? { elevation: ELEVATION_DIR } : {}) },
    tools: { valhalla: valhallaVersion() },
    meta: {
      costings: ['auto', 'motorcycle', 'bicycle', 'motor_scooter', 'pedestrian'],
      elevation: dem.tiles > 0 ? '1-arc-second SRTM tiles (3-arc-second inputs resampled)' : 'none',
      demSkipped: dem.skipped,
    },
  };
}

/** The Valhalla routing graph of the region, packed as a tar extract. */
export const routingStage: Stage = {
  kind: 'routing',
  title: 'Routing graph (Valhalla)',
  codePaths: ['pipeline/stages/routing'],
  inputFiles: (inputs) => [
    ...inputs.osmExtracts.map((path, i) => ({ name: `osm-${i}`, path })),
    ...inputs.elevation.map((path, i) => ({ name: `dem-${i}`, path })),
  ],
  build,
};
