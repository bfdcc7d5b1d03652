import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readGtfsFeed } from './feed';

function zip(files: Record<string, string>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gtfs-')), 'feed.zip');
  writeFileSync(
    path,
    zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))),
  );
  return path;
}

const FEED = {
  'feed/agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nA,Test,https://example.org,Europe/Paris\n',
  'feed/stops.txt':
    'stop_id,stop_name,stop_lat,stop_lon\nS1,Un,43.73,7.41\nS2,Deux,43.74,7.42\nS3,Trois,43.75,7.43\nBAD,Nulle part,0,0\n',
  'feed/routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type,route_color\nR1,A,1,Ligne 1,3,zz\nR2,A,2,Ligne 2,x,00FF00\n',
  'feed/trips.txt':
    'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Trois\nR1,WK,T2,Trois\nR9,WK,T3,Nowhere\nR1,WK,F1,Trois\n',
  'feed/stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    'T1,08:00:00,08:00:00,S1,1',
    'T1,,,S2,2',
    'T1,08:10:00,08:10:00,S3,3',
    'T2,25:10:00,25:10:00,S1,1',
    'T2,25:20:00,25:20:00,S3,2',
    'T2,8h30,8h30,S2,3',
    'T3,08:00:00,08:00:00,S1,1',
    'F1,06:00:00,06:00:00,S1,1',
    'F1,06:05:00,06:05:00,S2,2',
  ].join('\n'),
  'feed/calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260105,20260130\nBAD,1,1,1,1,1,0,0,20260231,20260301\n',
  'feed/calendar_dates.txt':
    'service_id,date,exception_type\nWK,20260106,2\nWK,20260201,1\nWK,20260202,3\n',
  'feed/frequencies.txt':
    'trip_id,start_time,end_time,headway_secs\nF1,06:00:00,07:00:00,900\nF1,07:00:00,06:00:00,900\n',
};

describe('readGtfsFeed', () => {
  it('skips and reports malformed rows, keeps the rest, reads files in a folder of the zip', async () => {
    const feed = await readGtfsFeed({ id: 'test', path: zip(FEED) });
    const report = Object.fromEntries(feed.report.files.map((f) => [f.file, f]));
    expect(report['stops.txt']?.reasons).toEqual({ 'invalid coordinates': 1 });
    expect(report['routes.txt']?.reasons).toEqual({ 'invalid route_type': 1 });
    expect(feed.routes[0]?.color).toBe('0A7ABF');
    expect(report['trips.txt']?.reasons).toEqual({ 'unknown route_id': 1 });
    expect(report['stop_times.txt']?.reasons).toEqual({ 'invalid time': 1, 'unknown trip_id': 1 });
    expect(report['calendar.txt']?.reasons).toEqual({ 'invalid dates': 1 });
    expect(report['calendar_dates.txt']?.reasons).toEqual({ 'invalid exception_type': 1 });
    expect(report['frequencies.txt']?.reasons).toEqual({ 'invalid time range': 1 });
    expect(report['stop_times.txt']?.examples[0]).toEqual({ line: 7, reason: 'invalid time' });
    expect(feed.stopTimes.get('T1')?.[1]).toMatchObject({ stopId: 'S2', arrival: 8 * 3600 + 300 });
    expect(feed.stopTimes.get('T2')?.map((s) => s.arrival)).toEqual([
      25 * 3600 + 600,
      25 * 3600 + 1200,
    ]);
    expect(feed.report.validity).toEqual({ start: '2026-01-05', end: '2026-02-01' });
    expect(feed.report.missingFiles).toEqual([]);
  });

  it('names the required files a feed lacks', async () => {
    const feed = await readGtfsFeed({
      id: 'empty',
      path: zip({ 'agency.txt': FEED['feed/agency.txt'] }),
    });
    expect(feed.report.missingFiles).toEqual([
      'stops.txt',
      'routes.txt',
      'trips.txt',
      'stop_times.txt',
      'calendar.txt|calendar_dates.txt',
    ]);
  });
});
