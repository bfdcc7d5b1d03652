import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readGtfsFeed } from '../../sources/gtfs/feed';
import type { GtfsFeed } from '../../sources/gtfs/types';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { buildTimetable } from './build-timetable';
import type { Timetable } from './timetable';
import { networkGeoJson, patternGeometries } from './network';
import { TIMETABLE_FORMAT_VERSION, writeTimetable } from './timetable-file';

/** Files of the transit artefact. */
export const TRANSIT_FILES = {
  timetable: 'timetable.bin',
  report: 'report.json',
  network: 'network.geojson',
  patternShapes: 'pattern-shapes.json',
} as const;

async function readFeeds(ctx: StageContext): Promise<GtfsFeed[]> {
  const feeds: GtfsFeed[] = [];
  ctx.progress.phase('reading GTFS feeds', ctx.inputs.gtfs.length, 'feeds');
  for (const f of ctx.inputs.gtfs) {
    const feed = await readGtfsFeed({ id: f.id, path: f.path });
    const rejected = feed.report.files.reduce((n, r) => n + r.rejected, 0);
    if (rejected) ctx.progress.log(`${f.id}: ${rejected} row(s) rejected (see report.json)`);
    if (feed.report.missingFiles.length) {
      ctx.progress.log(`${f.id}: missing ${feed.report.missingFiles.join(', ')}`);
    }
    feeds.push(feed);
    ctx.progress.tick();
  }
  return feeds;
}

function countsOf(
  timetable: Timetable,
  feeds: readonly GtfsFeed[],
  bytes: number,
): Record<string, number> {
  return {
    feeds: feeds.length,
    stops: timetable.stopIds.length,
    routes: timetable.routes.length,
    patterns: timetable.patternRoute.length,
    trips: timetable.tripService.length,
    stopTimes: timetable.arrivals.length,
    footpaths: timetable.footTo.length,
    rejectedRows: feeds.reduce((n, f) => n + f.report.files.reduce((m, r) => m + r.rejected, 0), 0),
    timetableBytes: bytes,
  };
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const feeds = await readFeeds(ctx);
  ctx.progress.phase('building the timetable (patterns, services, footpaths)', 1, 'steps');
  const labels = new Map(ctx.inputs.gtfs.map((f) => [f.id, f.label]));
  const timetable = buildTimetable(
    feeds.map((feed) => ({ feed, label: labels.get(feed.id) ?? feed.id })),
  );
  const file = (name: keyof typeof TRANSIT_FILES): string =>
    join(ctx.buildDir, TRANSIT_FILES[name]);
  const bytes = await writeTimetable(file('timetable'), timetable);
  await writeFile(
    file('report'),
    `${JSON.stringify(
      feeds.map((f) => f.report),
      null,
      2,
    )}\n`,
  );
  await writeFile(file('network'), JSON.stringify(networkGeoJson(timetable, feeds)));
  await writeFile(file('patternShapes'), JSON.stringify(patternGeometries(timetable, feeds)));
  ctx.progress.set(1);
  return {
    counts: countsOf(timetable, feeds, bytes),
    files: { ...TRANSIT_FILES },
    tools: { timetableFormat: String(TIMETABLE_FORMAT_VERSION) },
    meta: { feeds: timetable.feeds },
  };
}

/** Public transport: GTFS feeds validated and merged into a RAPTOR timetable. */
export const transitStage: Stage = {
  kind: 'transit',
  title: 'Public transport timetable (GTFS → RAPTOR)',
  codePaths: ['pipeline/stages/transit', 'pipeline/sources/gtfs'],
  inputFiles: (inputs) => inputs.gtfs.map((f) => ({ name: `gtfs-${f.id}`, path: f.path })),
  build,
};
