/**
 * The restrictions stage: one SQLite database of the low-emission-zone stages (national base),
 * the cycle facilities (OSM and the region's files in the national schema), the traffic
 * restrictions and roadworks tagged in OSM, and the communes the extract covers; with a
 * validation report (`report.json`) of everything read, kept and left out.
 */
import Database from 'better-sqlite3';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { toolVersion } from '../../core/exec';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { loadLocalities, type AdminLocalities } from '../search/admin-entries';
import { LocalityResolver } from '../search/locality';
import { CommunePlacer } from './commune-placer';
import { readCycleFile, type CommuneLengths, type CycleFileReport } from './cycle-file';
import { cachedCheck, OsmCollector, placeOsmRows, type OsmRows } from './osm-collect';
import { readOsmWays } from './osm-ways';
import { countInto, reportNotes, zfeReport, type RestrictionsReport } from './report';
import {
  RESTRICTIONS_FILE,
  RESTRICTIONS_REPORT_FILE,
  RESTRICTIONS_SCHEMA,
} from '../../../artefacts/restrictions-db';
import { cyclingFiles, restrictionsInputFiles, zfeFile } from './sources';
import * as write from './writer';
import {
  communePointsOf,
  loadAuthorityNames,
  readZfeFile,
  validOpeningHours,
  zfeStages,
  type ZfeStageRecord,
} from './zfe-stages';

/** Everything read before writing. */
interface Sources {
  stages: ZfeStageRecord[];
  zfe: RestrictionsReport['zfe'];
  osm: OsmRows;
  files: { report: CycleFileReport; totals: CommuneLengths }[];
}

async function readZfe(
  ctx: StageContext,
  admin: AdminLocalities,
): Promise<Sources['zfe'] & { stages: ZfeStageRecord[] }> {
  const file = zfeFile(ctx.inputs);
  ctx.progress.phase(`reading the low-emission zones (${basename(file)})`, 1, 'files');
  const read = await readZfeFile(file);
  const naming = {
    points: communePointsOf(admin.data.communes),
    authorities: loadAuthorityNames(),
  };
  const stages = zfeStages(read.rows, naming);
  ctx.progress.set(1);
  return { ...zfeReport({ source: basename(file), read, stages }), stages };
}

async function readOsm(ctx: StageContext, admin: AdminLocalities): Promise<OsmRows> {
  ctx.progress.phase('reading OSM highways and addresses', undefined, 'features');
  const collector = new OsmCollector(cachedCheck(validOpeningHours));
  await readOsmWays({
    pbf: ctx.inputs.osmPbf,
    workDir: ctx.buildDir,
    signal: ctx.signal,
    sink: collector,
    onFeature: () => ctx.progress.tick(),
  });
  ctx.progress.phase('placing the ways in their communes', collector.ways.length, 'ways');
  const resolver = new LocalityResolver(admin.localities);
  const rows = placeOsmRows(collector, new CommunePlacer(resolver, admin.localities));
  ctx.progress.set(collector.ways.length);
  return rows;
}

async function readSources(ctx: StageContext): Promise<Sources> {
  ctx.progress.phase('loading communes, départements and régions', 1, 'datasets');
  const admin = loadLocalities();
  const { stages, ...zfe } = await readZfe(ctx, admin);
  const osm = await readOsm(ctx, admin);
  const files = [];
  for (const path of cyclingFiles(ctx.inputs)) files.push(await readCycleFile(path));
  return { stages, zfe, osm, files };
}

function buildReport(sources: Sources): RestrictionsReport {
  const { osm } = sources;
  const byCategory: RestrictionsReport['cycling']['byCategory'] = {};
  for (const r of osm.cycleWays) {
    const total = byCategory[r.category] ?? { rows: 0, km: 0 };
    total.rows++;
    total.km = Math.round((total.km + r.lengthM / 1000) * 1000) / 1000;
    byCategory[r.category] = total;
  }
  const byKind: Record<string, number> = {};
  for (const r of osm.restrictions) countInto(byKind, r.kind);
  return {
    zfe: sources.zfe,
    cycling: {
      ways: new Set(osm.cycleWays.map((r) => r.osmId)).size,
      byCategory,
      unassigned: osm.cycleWays.filter((r) => r.commune === null).length,
      monaco: osm.monacoCycleRows,
      files: sources.files.map((f) => ({ ...f.report, km: Math.round(f.report.km * 1000) / 1000 })),
    },
    restrictions: { byKind, skipped: osm.skipped },
    roadworks: osm.roadworks.length,
  };
}

/** Writes every table; returns the communes with cycle lengths. */
function writeDatabase(db: Database.Database, sources: Sources, region: string): number {
  const { osm } = sources;
  write.writeMeta(db, { region, zfe_source: sources.zfe.source });
  write.writeZfeStages(db, sources.stages);
  write.writeCycleWays(db, osm.cycleWays);
  const bySource = new Map<string, CommuneLengths>([
    ['osm', write.osmCommuneLengths(osm.cycleWays)],
  ]);
  for (const f of sources.files) bySource.set(f.report.name, f.totals);
  const communes = write.writeCycleCommunes(db, bySource);
  write.writeRestrictions(db, osm.restrictions);
  write.writeRoadworks(db, osm.roadworks);
  write.writeOsmCommunes(db, osm.roads);
  return communes.size;
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const db = new Database(join(ctx.buildDir, RESTRICTIONS_FILE));
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(RESTRICTIONS_SCHEMA);
    const sources = await readSources(ctx);
    ctx.progress.phase('writing the database', 1, 'files');
    const cycleCommunes = writeDatabase(db, sources, ctx.region.name);
    db.exec('ANALYZE');
    db.close();
    const report = buildReport(sources);
    await writeFile(
      join(ctx.buildDir, RESTRICTIONS_REPORT_FILE),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    return {
      counts: {
        zfeStages: sources.stages.length,
        zfeRejected: report.zfe.rejected.length,
        cycleWays: sources.osm.cycleWays.length,
        cycleCommunes,
        restrictions: sources.osm.restrictions.length,
        roadworks: sources.osm.roadworks.length,
        osmCommunes: sources.osm.roads.size,
      },
      files: { db: RESTRICTIONS_FILE, report: RESTRICTIONS_REPORT_FILE },
      tools: { osmium: (await toolVersion('osmium')) ?? 'unknown' },
      meta: {
        zfeSource: report.zfe.source,
        cyclingSources: report.cycling.files.map((f) => f.name),
      },
      notes: reportNotes(report),
    };
  } finally {
    if (db.open) db.close();
  }
}

/** The restrictions stage (ZFE, cycle facilities, OSM restrictions and roadworks). */
export const restrictionsStage: Stage = {
  kind: 'restrictions',
  title: 'Restrictions, ZFE and cycle facilities (SQLite)',
  codePaths: [
    'pipeline/stages/restrictions',
    'artefacts/restrictions-db.ts',
    'src/domain/restrictions',
    'pipeline/stages/search/locality.ts',
    'pipeline/stages/search/admin-entries.ts',
    'pipeline/stages/search/overseas.ts',
    'pipeline/stages/search/point-grid.ts',
    'pipeline/stages/places/admin-data.ts',
  ],
  inputFiles: restrictionsInputFiles,
  build,
};
