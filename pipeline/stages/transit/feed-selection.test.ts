/**
 * Feeds isolated from each other, loud failures and the trip-drop guard (issue 20), on small
 * feeds written for each case.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMALL_FEED, zipFeed } from '../../sources/gtfs/test-feed';
import { readGtfsFeed } from '../../sources/gtfs/feed';
import { buildTimetable, dayRange } from './build-timetable';
import { checkSelection, previousFeedTrips, readUsableFeed } from './feed-selection';

const CHOICES = { force: false, strictFeeds: false, maxTripDrop: 50 };

function brokenZip(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'gtfs-')), 'broken.zip');
  writeFileSync(path, 'not a zip');
  return path;
}

describe('feed selection', () => {
  it('drops an unreadable feed with its reason and keeps the good one', async () => {
    const good = await readUsableFeed({
      feed: { id: 'bon', path: zipFeed(SMALL_FEED) },
      before: undefined,
      choices: CHOICES,
    });
    const bad = await readUsableFeed({
      feed: { id: 'cassé', path: brokenZip() },
      before: undefined,
      choices: CHOICES,
    });
    expect('feed' in good).toBe(true);
    expect(bad).toMatchObject({
      dropped: {
        id: 'cassé',
        reason: expect.stringMatching(/is not a readable zip archive/) as unknown,
      },
    });
    const feeds = 'feed' in good ? [good.feed] : [];
    const dropped = 'dropped' in bad ? [bad.dropped] : [];
    expect(() => checkSelection({ feeds, dropped, choices: CHOICES })).not.toThrow();
    expect(() =>
      checkSelection({ feeds, dropped, choices: { ...CHOICES, strictFeeds: true } }),
    ).toThrow(
      /unusable feed\(s\) with --strict-feeds:\n {2}GTFS feed 'cassé': .*broken\.zip is not a readable zip archive/,
    );
  });

  it('fails when no feed is usable: the previous timetable stays', async () => {
    const empty = zipFeed({
      ...SMALL_FEED,
      'stop_times.txt': 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n',
    });
    const read = await readUsableFeed({
      feed: { id: 'vide', path: empty },
      before: undefined,
      choices: CHOICES,
    });
    expect(read).toEqual({ dropped: { id: 'vide', reason: 'no usable trip (2 trip(s) read)' } });
    const dropped = 'dropped' in read ? [read.dropped] : [];
    expect(() => checkSelection({ feeds: [], dropped, choices: CHOICES })).toThrow(
      "no usable GTFS feed; the previous timetable stays in service:\n  GTFS feed 'vide': no usable trip (2 trip(s) read)",
    );
  });

  it('refuses a feed whose trips fell by more than the threshold, unless forced', async () => {
    const before = previousFeedTrips({ meta: { feedTrips: { bon: 10 } } }).get('bon');
    expect(before).toBe(10);
    const path = zipFeed(SMALL_FEED);
    const refused = await readUsableFeed({ feed: { id: 'bon', path }, before, choices: CHOICES });
    expect(refused).toEqual({
      dropped: {
        id: 'bon',
        reason:
          'its trips fell from 10 to 2 (−80 %, more than the accepted −50 %); run the import with --force to accept it',
      },
    });
    const forced = await readUsableFeed({
      feed: { id: 'bon', path },
      before,
      choices: { ...CHOICES, force: true },
    });
    expect('feed' in forced).toBe(true);
  });
});

describe('service days', () => {
  it('cuts an open-ended calendar (9999-12-31) at the horizon and counts it', async () => {
    const calendar =
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260105,99991231\n';
    const feed = await readGtfsFeed({
      id: 'ouvert',
      path: zipFeed({ ...SMALL_FEED, 'calendar.txt': calendar }),
    });
    const today = Date.UTC(2026, 10, 24) / 86_400_000;
    const inputs = [{ feed, label: 'ouvert' }];
    const range = dayRange(inputs, today);
    expect(range).toEqual({
      base: Date.UTC(2026, 0, 5) / 86_400_000,
      count: today + 366 - range.base + 1,
      clamped: 1,
    });
    const timetable = buildTimetable(inputs, today);
    expect(timetable.dayCount).toBe(range.count);
    // One bit per service-day.
    expect(timetable.serviceDays.length).toBe(
      Math.ceil((timetable.serviceCount * range.count) / 8),
    );
  });
});
