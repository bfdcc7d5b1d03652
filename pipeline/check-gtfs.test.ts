import { describe, expect, it } from 'vitest';
import { readGtfsFeed } from './sources/gtfs/feed';
import { SMALL_FEED, zipFeed } from './sources/gtfs/test-feed';
import { feedReportText } from './check-gtfs';

describe('--check-gtfs report', () => {
  it('prints files, rejections with examples, validity and trips per day, and says usable', async () => {
    const feed = await readGtfsFeed({
      id: 'essai.zip',
      path: zipFeed({
        ...SMALL_FEED,
        'trips.txt': `${SMALL_FEED['trips.txt']}R9,WK,T9,Nulle part\n`,
      }),
    });
    const { text, usable } = feedReportText(feed);
    expect(usable).toBe(true);
    expect(text).toContain('trips.txt                    3 rows, 1 rejected');
    expect(text).toContain('1 × unknown route_id (e.g. line 4)');
    expect(text).toContain('validity: 2026-01-05 → 2026-01-30');
    // Weekdays of January 2026 from Monday the 5th: two trips a day, none on weekends.
    expect(text).toContain('week of 2026-01-05: 2 2 2 2 2 0 0');
    expect(text).toContain('min 0, median 2, max 2; 6 day(s) without service');
    expect(text.split('\n').at(-1)).toBe('usable: 2 trips');
  });

  it('says NOT USABLE and why for a feed without trips', async () => {
    const feed = await readGtfsFeed({
      id: 'vide.zip',
      path: zipFeed({
        ...SMALL_FEED,
        'stop_times.txt': 'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n',
      }),
    });
    const { text, usable } = feedReportText(feed);
    expect(usable).toBe(false);
    expect(text.split('\n').at(-1)).toBe('NOT USABLE: no usable trip (2 trip(s) read)');
  });
});
