/** The ad counters in the SQLite user store (issue 16). */
import type Database from 'better-sqlite3';
import { dayOf, type AdCountKind, type AdCountStore, type AdTotals } from './ad-count-store';

/** The counters on an open SQLite database (migrated by the user store). */
export class SqliteAdCountStore implements AdCountStore {
  private readonly add: Record<AdCountKind, Database.Statement<[string, string, string]>>;
  private readonly sum: Database.Statement<[string], { impressions: number; clicks: number }>;

  constructor(db: Database.Database) {
    const upsert = (
      column: 'impressions' | 'clicks',
    ): Database.Statement<[string, string, string]> =>
      db.prepare(
        `INSERT INTO ad_counts (ad_id, slot_id, day, ${column}) VALUES (?, ?, ?, 1)
         ON CONFLICT (ad_id, slot_id, day) DO UPDATE SET ${column} = ${column} + 1`,
      );
    this.add = { impression: upsert('impressions'), click: upsert('clicks') };
    this.sum = db.prepare(
      'SELECT COALESCE(SUM(impressions), 0) AS impressions, COALESCE(SUM(clicks), 0) AS clicks FROM ad_counts WHERE ad_id = ?',
    );
  }

  count(kind: AdCountKind, ad: { adId: string; slotId: string }, at: Date): Promise<void> {
    this.add[kind].run(ad.adId, ad.slotId, dayOf(at));
    return Promise.resolve();
  }

  totals(adId: string): Promise<AdTotals> {
    const row = this.sum.get(adId);
    return Promise.resolve({ impressions: row?.impressions ?? 0, clicks: row?.clicks ?? 0 });
  }
}
