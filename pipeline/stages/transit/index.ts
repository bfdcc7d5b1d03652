import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkSelection,
  previousFeedTrips,
  readUsableFeed,
  type DroppedFeed,
} from './feed-selection';
import type { GtfsFeed } from '../../sources/gtfs/types';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { buildTimetable, dayRange, SERVICE_HORIZON_DAYS } from './build-timetable';
import type { Timetable } from '../../../artefacts/transit/timetable';
import { networkGeoJson, patternGeometries } from './network';
import { properStopNames, readOsmStops } from './osm-stops';
import { foldStopName, properHeadsign } from '../../../src/domain/transit/stop-name';
import {
  TIMETABLE_FORMAT_VERSION,
  writeTimetable,
} from '../../../artefacts/transit/timetable-file';

/** Files of the transit artefact. */
export const TRANSIT_FILES = {
  timetable: 'timetable.bin',
  report: 'report.json',
  network: 'network.geojson',
  patternShapes: 'pattern-shapes.json',
} as const;

/** The default choices when the stage runs outside the import command (tests). */
const DEFAULT_CHOICES = { force: false, strictFeeds: false, maxTripDrop: 50 };

async function readFeeds(
  ctx: StageContext,
): Promise<{ feeds: GtfsFeed[]; dropped: DroppedFeed[] }> {
  const feeds: GtfsFeed[] = [];
  const dropped: DroppedFeed[] = [];
  const choices = ctx.options ?? DEFAULT_CHOICES;
  const before = previousFeedTrips(ctx.previous);
  ctx.progress.phase('reading GTFS feeds', ctx.inputs.gtfs.length, 'feeds');
  for (const f of ctx.inputs.gtfs) {
    const read = await readUsableFeed({ feed: f, before: before.get(f.id), choices });
    ctx.progress.tick();
    if ('dropped' in read) {
      dropped.push(read.dropped);
      ctx.progress.log(`${f.id}: DROPPED, ${read.dropped.reason}`);
      continue;
    }
    const { feed } = read;
    const rejected = feed.report.files.reduce((n, r) => n + r.rejected, 0);
    if (rejected) ctx.progress.log(`${f.id}: ${rejected} row(s) rejected (see report.json)`);
    feeds.push(feed);
  }
  checkSelection({ feeds, dropped, choices });
  return { feeds, dropped };
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

/**
 * Writes the stops' names as people do: a name the feed writes in capitals takes the name of the
 * OSM stop nearby that reads the same, else is recased (« PLACE DU CASINO » → « Place du Casino »);
 * a headsign in capitals takes the name of the stop it names, else is recased.
 */
async function properNames(
  ctx: StageContext,
  timetable: Timetable,
): Promise<Record<string, number>> {
  if (timetable.stopIds.length === 0) return { stopNamesFromOsm: 0, stopNamesRecased: 0 };
  ctx.progress.phase('naming the stops (OSM names for names in capitals)', 1, 'steps');
  const osmStops = await readOsmStops({
    pbf: ctx.inputs.osmPbf,
    workDir: ctx.buildDir,
    signal: ctx.signal,
  });
  await rm(join(ctx.buildDir, 'stops-filtered.osm.pbf'), { force: true });
  const proper = properStopNames(
    { names: timetable.stopNames, lng: timetable.stopLon, lat: timetable.stopLat },
    osmStops,
  );
  const byFeedName = new Map(
    timetable.stopNames.map((name, i) => [foldStopName(name), proper.names[i] ?? name]),
  );
  timetable.stopNames = proper.names;
  // Headsigns in capitals too (« PLACE STE-DEVOTE »): the stop they name, else recased.
  timetable.headsigns = timetable.headsigns.map((h) => properHeadsign(h, byFeedName));
  ctx.progress.set(1);
  return { stopNamesFromOsm: proper.fromOsm, stopNamesRecased: proper.recased };
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const { feeds, dropped } = await readFeeds(ctx);
  ctx.progress.phase('building the timetable (patterns, services, footpaths)', 1, 'steps');
  const labels = new Map(ctx.inputs.gtfs.map((f) => [f.id, f.label]));
  const inputs = feeds.map((feed) => ({ feed, label: labels.get(feed.id) ?? feed.id }));
  const today = Math.floor(Date.now() / 86_400_000);
  const timetable = buildTimetable(inputs, today);
  const { clamped } = dayRange(inputs, today);
  const naming = await properNames(ctx, timetable);
  const file = (name: keyof typeof TRANSIT_FILES): string =>
    join(ctx.buildDir, TRANSIT_FILES[name]);
  const bytes = await writeTimetable(file('timetable'), timetable);
  const reports = [...feeds.map((f) => f.report), ...dropped.map((d) => ({ ...d, dropped: true }))];
  await writeFile(file('report'), `${JSON.stringify(reports, null, 2)}\n`);
  await writeFile(file('network'), JSON.stringify(networkGeoJson(timetable, feeds)));
  await writeFile(file('patternShapes'), JSON.stringify(patternGeometries(timetable, feeds)));
  ctx.progress.set(1);
  return {
    counts: {
      ...countsOf(timetable, feeds, bytes),
      feedsDropped: dropped.length,
      calendarsClamped: clamped,
      ...naming,
    },
    files: { ...TRANSIT_FILES },
    tools: { timetableFormat: String(TIMETABLE_FORMAT_VERSION) },
    meta: {
      feeds: timetable.feeds,
      feedTrips: Object.fromEntries(feeds.map((f) => [f.id, f.stopTimes.size])),
    },
    notes: [
      ...dropped.map((d) => `GTFS feed '${d.id}' dropped: ${d.reason}`),
      ...(clamped > 0
        ? [
            `${clamped} calendar(s) run past the horizon: service days kept up to ${SERVICE_HORIZON_DAYS} days after today`,
          ]
        : []),
    ],
  };
}

/** Public transport: GTFS feeds validated and merged into a RAPTOR timetable. */
export const transitStage: Stage = {
  kind: 'transit',
  title: 'Public transport timetable (GTFS → RAPTOR)',
  codePaths: [
    'pipeline/stages/transit',
    'artefacts/transit',
    'pipeline/sources/gtfs',
    'src/domain/transit/stop-name.ts',
    'src/domain/street-case.ts',
  ],
  inputFiles: (inputs) => [
    ...inputs.gtfs.map((f) => ({ name: `gtfs-${f.id}`, path: f.path })),
    // The OSM stops name the GTFS stops written in capitals.
    ...(inputs.gtfs.length > 0 ? [{ name: 'osm', path: inputs.osmPbf }] : []),
  ],
  build,
};
