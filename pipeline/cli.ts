import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuildCommand } from '../src/domain/artefacts';
import type { Region, SourceRef } from '../src/domain/region';
import { parseArgs, positionalArgs } from '../src/domain/cli-args';
import { checkGtfs } from './check-gtfs';
import { resolveInputs } from './core/inputs';
import { createProgress } from './core/progress';
import { lockRegion } from './core/region-lock';
import { loadRegionFile, parseRegion, writeEffectiveRegion } from '../artefacts/region-file';
import { formatSummary, runPipeline } from './core/runner';
import { STAGES } from './stages';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

const USAGE = `Usage: npm run import -- <region> [options]

  <region>               a file regions/<region>.json, or a new name with --pbf/--geofabrik
  --pbf <url|path>       OSM extract to use instead of the region's (downloaded with resume)
  --geofabrik <name>     Geofabrik extract, e.g. europe/monaco (md5 checked)
  --only <a,b>           build only these artefacts (${STAGES.map((s) => s.kind).join(', ')})
  --force                rebuild even when inputs did not change (and accept a feed's trip drop)
  --strict-feeds         fail the transit stage on any unusable GTFS feed (default: drop it)
  --max-trip-drop <pct>  refuse a feed whose trips fell by more than this since the last import (50)
  --check-gtfs <zip|url> check one GTFS feed without a region; exit 0 when usable, 1 when not
  --data <dir>           data directory (default: data)`;

function osmOverride(args: Record<string, string>): SourceRef | undefined {
  if (args.geofabrik) return { geofabrik: args.geofabrik };
  if (!args.pbf) return undefined;
  return /^https?:\/\//.test(args.pbf)
    ? { url: args.pbf }
    : { path: resolve(process.cwd(), args.pbf) };
}

function effectiveRegion(name: string, args: Record<string, string>): Region {
  const fromFile = loadRegionFile(repoRoot, name);
  const osm = osmOverride(args);
  if (!fromFile && !osm) {
    throw new Error(
      `No region '${name}': create regions/${name}.json or give --pbf <url|path> or --geofabrik <name>.\n\n${USAGE}`,
    );
  }
  const base =
    fromFile ??
    parseRegion(
      { name, label: name, osm: [osm], view: { center: [2.35, 46.6], zoom: 5 } },
      'command line',
    );
  return osm ? { ...base, osm: [osm] } : base;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const name = positionalArgs(argv)[0];
  const args = parseArgs(argv);
  if (args['check-gtfs']) return checkGtfs(args['check-gtfs']);
  if (!name || args.help) {
    console.log(USAGE);
    return name ? 0 : 2;
  }
  const region = effectiveRegion(name, args);
  const dataDir = resolve(repoRoot, args.data ?? process.env.PERIPLE_DATA_DIR ?? 'data');
  const regionDir = join(dataDir, region.name);
  const controller = new AbortController();
  process.once('SIGINT', () => {
    process.stderr.write(
      '\nInterrupted: the current stage stops, previous artefacts stay in use.\n',
    );
    controller.abort();
  });
  console.error(`Importing region '${region.name}' (${region.label}) into ${regionDir}`);
  const release = await lockRegion({
    regionDir,
    onWait: (pid) =>
      console.error(`Waiting for another import of '${region.name}' (pid ${pid}) to finish…`),
  });
  try {
    return await importRegion({ region, regionDir, dataDir, args, controller });
  } finally {
    await release();
  }
}

async function importRegion(options: {
  region: Region;
  regionDir: string;
  dataDir: string;
  args: Record<string, string>;
  controller: AbortController;
}): Promise<number> {
  const { region, regionDir, dataDir, args, controller } = options;
  const inputs = await resolveInputs(region, {
    repoRoot,
    regionDir,
    downloadDir: join(dataDir, '.downloads'),
    progress: createProgress({ stage: 'inputs' }),
    signal: controller.signal,
  });
  await writeEffectiveRegion(regionDir, region);
  const only = args.only?.split(',');
  const stages = only ? STAGES.filter((s) => only.includes(s.kind)) : STAGES;
  const reports = await runPipeline({
    region,
    repoRoot,
    regionDir,
    stages,
    inputs,
    force: args.force === 'true',
    choices: {
      strictFeeds: args['strict-feeds'] === 'true',
      maxTripDrop: Number(args['max-trip-drop'] ?? 50),
    },
    signal: controller.signal,
  });
  console.error(`\n${formatSummary(reports)}\n`);
  if (controller.signal.aborted) return 130;
  const failed = reports.filter((r) => r.status === 'failed');
  if (failed.length)
    console.error(
      `${failed.length} stage(s) failed; fix the cause and run ${rebuildCommand(region.name)} again.`,
    );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
