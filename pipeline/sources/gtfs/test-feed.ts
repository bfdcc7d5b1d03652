/** Small GTFS feeds written for tests: a valid two-trip feed, and zips built from it. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';

/** A valid feed: three stops, one route, two trips on weekdays of January 2026. */
export const SMALL_FEED: Readonly<Record<string, string>> = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nA,Test,https://example.org,Europe/Paris\n',
  'stops.txt':
    'stop_id,stop_name,stop_lat,stop_lon\nS1,Un,43.73,7.41\nS2,Deux,43.74,7.42\nS3,Trois,43.75,7.43\n',
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A,1,Ligne 1,3\n',
  'trips.txt': 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Trois\nR1,WK,T2,Trois\n',
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    'T1,08:00:00,08:00:00,S1,1',
    'T1,08:05:00,08:05:00,S2,2',
    'T1,08:10:00,08:10:00,S3,3',
    'T2,09:00:00,09:00:00,S1,1',
    'T2,09:10:00,09:10:00,S3,2',
  ].join('\n'),
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260105,20260130\n',
};

/** Writes a zip of the given files (names may hold folders; values text or bytes). */
export function zipFeed(files: Readonly<Record<string, string | Uint8Array>>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gtfs-')), 'feed.zip');
  const entries = Object.entries(files).map(
    ([name, v]) => [name, typeof v === 'string' ? strToU8(v) : v] as const,
  );
  writeFileSync(path, zipSync(Object.fromEntries(entries)));
  return path;
}

/** UTF-16 little-endian bytes of a text, with its byte-order mark. */
export function utf16le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[2 + i * 2] = code & 0xff;
    bytes[3 + i * 2] = code >> 8;
  }
  return bytes;
}
