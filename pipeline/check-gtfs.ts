/**
 * `npm run import -- --check-gtfs <zip|url>`: checks one GTFS feed without a region and prints
 * its report (files, rows, rejections by reason with examples, validity, trips per day). Exit 0
 * when the feed is usable, 1 when it is not: what an operator runs before adding a feed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { download } from './core/download';
import { GtfsFeedError, readGtfsFeed, unusableReason } from './sources/gtfs/feed';
import { tripsPerDay } from './sources/gtfs/service-days';
import type { GtfsFeed } from './sources/gtfs/types';

function fileLines(feed: GtfsFeed): string[] {
  const lines = ['files:'];
  for (const f of feed.report.files) {
    lines.push(`  ${f.file.padEnd(20)} ${String(f.rows).padStart(9)} rows, ${f.rejected} rejected`);
    for (const note of f.notes) lines.push(`      note: ${note}`);
    for (const [reason, n] of Object.entries(f.reasons)) {
      const examples = f.examples
        .filter((e) => e.reason === reason)
        .map((e) => (e.tripId ? `trip ${e.tripId}` : `line ${e.line}`))
        .join(', ');
      lines.push(`      ${n} × ${reason}${examples ? ` (e.g. ${examples})` : ''}`);
    }
  }
  if (feed.report.missingFiles.length)
    lines.push(`  missing: ${feed.report.missingFiles.join(', ')}`);
  return lines;
}

function serviceLines(feed: GtfsFeed): string[] {
  const v = feed.report.validity;
  if (!v) return ['validity: no service day'];
  const days = tripsPerDay(feed);
  const counts = days.map((d) => d.trips).sort((a, b) => a - b);
  const empty = days.filter((d) => d.trips === 0).length;
  const lines = [
    `validity: ${v.start} → ${v.end}`,
    `trips per day over ${days.length} day(s): min ${counts[0] ?? 0}, median ${counts[Math.floor(counts.length / 2)] ?? 0}, max ${counts.at(-1) ?? 0}; ${empty} day(s) without service`,
  ];
  const weeks: string[] = [];
  for (let i = 0; i < Math.min(days.length, 8 * 7); i += 7)
    weeks.push(
      `  week of ${days[i]?.day}: ${days
        .slice(i, i + 7)
        .map((d) => d.trips)
        .join(' ')}`,
    );
  return [...lines, ...weeks];
}

/** The printed report of a feed and whether it is usable. */
export function feedReportText(feed: GtfsFeed): { text: string; usable: boolean } {
  const reason = unusableReason(feed);
  const verdict = reason ? `NOT USABLE: ${reason}` : `usable: ${feed.stopTimes.size} trips`;
  const text = [`GTFS feed ${feed.id}`, ...fileLines(feed), ...serviceLines(feed), verdict].join(
    '\n',
  );
  return { text, usable: reason === undefined };
}

/** Runs the check on a local zip or a URL; returns the exit code. */
export async function checkGtfs(source: string): Promise<number> {
  let dir: string | undefined;
  let path = resolve(process.cwd(), source);
  if (/^https?:\/\//.test(source)) {
    dir = await mkdtemp(join(tmpdir(), 'periple-check-gtfs-'));
    path = (await download({ url: source, dest: join(dir, 'feed.zip'), md5: '' })).path;
  }
  try {
    const feed = await readGtfsFeed({ id: basename(source), path });
    const { text, usable } = feedReportText(feed);
    console.log(text);
    return usable ? 0 : 1;
  } catch (error) {
    if (!(error instanceof GtfsFeedError)) throw error;
    console.log(`NOT USABLE: ${error.message}`);
    return 1;
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
