/**
 * The contract of the ad counters (issue 16), run on SQLite and PostgreSQL: impressions and
 * clicks added per ad, slot and day; concurrent counts all kept.
 */
import { expect, it } from 'vitest';
import type { UserStore } from './user-store';

/** Registers the ad counters' contract on the store `get()` answers. */
export function adCountContract(get: () => UserStore): void {
  it('ad counts: impressions and clicks add up over slots and days, concurrently', async () => {
    const store = get().adCounts;
    const adId = `ad-${Date.now()}`;
    const day1 = new Date(Date.UTC(2026, 10, 25, 23, 59));
    const day2 = new Date(Date.UTC(2026, 10, 26, 0, 1));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.count('impression', { adId, slotId: i % 2 ? 'map_a' : 'men_a' }, i < 5 ? day1 : day2),
      ),
    );
    await store.count('click', { adId, slotId: 'map_a' }, day2);
    expect(await store.totals(adId)).toEqual({ impressions: 10, clicks: 1 });
    expect(await store.totals(`${adId}-other`)).toEqual({ impressions: 0, clicks: 0 });
  });
}
