/**
 * Feeds as operators ship them (issue 20): each test writes a small feed reproducing one defect
 * and checks the report says what is wrong, once, naming the file, the column or the trip.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GtfsFeedError, readGtfsFeed, unusableReason } from './feed';
import { SMALL_FEED, utf16le, zipFeed } from './test-feed';

async function read(files: Readonly<Record<string, string | Uint8Array>>) {
  return readGtfsFeed({ id: 'essai', path: zipFeed(files) });
}

function fileReport(feed: Awaited<ReturnType<typeof read>>, name: string) {
  const report = feed.report.files.find((f) => f.file === name);
  if (!report) throw new Error(`no report for ${name}`);
  return report;
}

describe('a feed that cannot be read names the feed and the file', () => {
  it('an unreadable zip', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'gtfs-')), 'broken.zip');
    writeFileSync(path, 'PK\u0003\u0004 this is not a zip');
    const error = await readGtfsFeed({ id: 'essai', path }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GtfsFeedError);
    expect(String(error)).toContain("GTFS feed 'essai'");
    expect(String(error)).toContain('broken.zip is not a readable zip archive');
  });

  it('two feeds in two folders of one zip, refused as ambiguous', async () => {
    const twice = Object.fromEntries(
      Object.entries(SMALL_FEED).flatMap(([k, v]) => [
        [`nord/${k}`, v],
        [`sud/${k}`, v],
      ]),
    );
    const error = await read(twice).catch((e: unknown) => e);
    expect(String(error)).toMatch(/holds several feeds \(folders « nord », « sud »\)/);
  });
});

describe('encodings', () => {
  it('decodes UTF-16 with its mark, and says so', async () => {
    const feed = await read({ ...SMALL_FEED, 'stops.txt': utf16le(SMALL_FEED['stops.txt'] ?? '') });
    expect(feed.stops.map((s) => s.id)).toEqual(['S1', 'S2', 'S3']);
    expect(fileReport(feed, 'stops.txt').notes).toEqual([
      'decoded as UTF-16LE (GTFS asks for UTF-8)',
    ]);
    expect(fileReport(feed, 'stops.txt').rejected).toBe(0);
  });

  it('removes NUL bytes and reports invalid UTF-8 once per file', async () => {
    const stops = new TextEncoder().encode(
      'stop_id,stop_name,stop_lat,stop_lon\nS1,Un\u0000,43.73,7.41\nS2,Deux,43.74,7.42\nS3,Trois,43.75,7.43\n',
    );
    const routes = new Uint8Array([
      ...new TextEncoder().encode('route_id,route_short_name,route_type\nR1,Ligne '),
      0xff,
      0xfe,
      ...new TextEncoder().encode(' 1,3\n'),
    ]);
    const feed = await read({ ...SMALL_FEED, 'stops.txt': stops, 'routes.txt': routes });
    expect(feed.stops[0]?.name).toBe('Un');
    expect(fileReport(feed, 'stops.txt').notes).toEqual(['NUL bytes removed']);
    expect(fileReport(feed, 'routes.txt').notes).toEqual([
      'invalid UTF-8 bytes, replaced by « � »',
    ]);
  });
});

describe('headers and columns, said once', () => {
  it('a file without its header line', async () => {
    const feed = await read({
      ...SMALL_FEED,
      'stops.txt': 'S1,Un,43.73,7.41\nS2,Deux,43.74,7.42\n',
    });
    const report = fileReport(feed, 'stops.txt');
    expect(report.notes).toHaveLength(1);
    expect(report.notes[0]).toMatch(
      /^missing header line \(the first line reads « S1,Un,43.73,7.41 »/,
    );
    expect(report.examples).toEqual([]);
  });

  it('a missing required column', async () => {
    const calendar =
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,start_date,end_date\nWK,1,1,1,1,1,0,20260105,20260130\n';
    const feed = await read({ ...SMALL_FEED, 'calendar.txt': calendar });
    const report = fileReport(feed, 'calendar.txt');
    expect(report.reasons).toEqual({ 'missing column sunday': 1 });
    expect(report.notes).toEqual(['missing column sunday']);
  });
});

describe('rejections that name what they reject', () => {
  it('a trip rejected as a whole carries its trip_id', async () => {
    const stopTimes = `${SMALL_FEED['stop_times.txt']}\nT3,10:00:00,10:00:00,S1,1`;
    const trips = `${SMALL_FEED['trips.txt']}R1,WK,T3,Un\n`;
    const feed = await read({ ...SMALL_FEED, 'stop_times.txt': stopTimes, 'trips.txt': trips });
    expect(fileReport(feed, 'stop_times.txt').examples).toEqual([
      { line: 0, reason: 'trip with fewer than two stops', tripId: 'T3' },
    ]);
  });

  it('duplicate ids, services defined nowhere and GTFS-Flex rows', async () => {
    const feed = await read({
      ...SMALL_FEED,
      'stops.txt': `${SMALL_FEED['stops.txt']}S1,Un bis,43.7,7.4\n`,
      'routes.txt': `${SMALL_FEED['routes.txt']}R1,A,1b,Autre,3\n`,
      'trips.txt': `${SMALL_FEED['trips.txt']}R1,WK,T1,Doublon\nR1,NOWHERE,T4,Jamais\n`,
      'stop_times.txt': `trip_id,arrival_time,departure_time,stop_id,location_id,stop_sequence\n${SMALL_FEED[
        'stop_times.txt'
      ]
        ?.split('\n')
        .slice(1)
        .map((l) => l.replace(/,(\d+)$/, ',,$1'))
        .join('\n')}\nT2,,,,zone-7,3`,
    });
    expect(fileReport(feed, 'stops.txt').reasons).toEqual({
      'duplicate stop_id (the first row is kept)': 1,
    });
    expect(feed.stops.find((s) => s.id === 'S1')?.name).toBe('Un');
    expect(fileReport(feed, 'routes.txt').reasons).toEqual({
      'duplicate route_id (the first row is kept)': 1,
    });
    expect(fileReport(feed, 'trips.txt').reasons).toEqual({
      'duplicate trip_id (the first row is kept)': 1,
      'service_id in neither calendar.txt nor calendar_dates.txt': 1,
    });
    expect(feed.trips.map((t) => t.id)).toEqual(['T1', 'T2']);
    expect(fileReport(feed, 'stop_times.txt').reasons).toEqual({
      'GTFS-Flex stop time (a zone, not a stop): skipped': 1,
    });
  });
});

describe('usable or not', () => {
  it('a feed whose trips are all rejected says why', async () => {
    const feed = await read({
      ...SMALL_FEED,
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S9,1\n',
    });
    expect(unusableReason(feed)).toBe(
      'no usable trip (2 trip(s) read; rejected: 1 × stop_times.txt: unknown stop_id)',
    );
  });

  it('a feed without its required files says which', async () => {
    const feed = await read({ 'agency.txt': SMALL_FEED['agency.txt'] ?? '' });
    expect(unusableReason(feed)).toMatch(/^missing required file\(s\) stops.txt, routes.txt/);
  });

  it('the valid feed is usable', async () => {
    expect(unusableReason(await read(SMALL_FEED))).toBeUndefined();
  });
});

describe('national scale', () => {
  it('reads 200,000 calendar dates (SNCF-sized) without overflowing the stack', async () => {
    const lines = ['service_id,date,exception_type'];
    for (let i = 0; i < 200_000; i++) {
      const day = new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000);
      lines.push(`S${Math.floor(i / 365)},${day.toISOString().slice(0, 10).replaceAll('-', '')},1`);
    }
    const { 'calendar.txt': _calendar, ...rest } = SMALL_FEED;
    const feed = await read({ ...rest, 'calendar_dates.txt': lines.join('\n') });
    expect(feed.calendarDates).toHaveLength(200_000);
    expect(feed.report.validity).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
