/** The ad counters in the PostgreSQL user store (issue 16). */
import type pg from 'pg';
import { dayOf, type AdCountKind, type AdCountStore, type AdTotals } from './ad-count-store';

/** The counters on the user store's pool (migrated by it). */
export class PostgresAdCountStore implements AdCountStore {
  constructor(private readonly pool: pg.Pool) {}

  async count(kind: AdCountKind, ad: { adId: string; slotId: string }, at: Date): Promise<void> {
    const column = kind === 'impression' ? 'impressions' : 'clicks';
    await this.pool.query(
      `INSERT INTO ad_counts (ad_id, slot_id, day, ${column}) VALUES ($1, $2, $3, 1)
       ON CONFLICT (ad_id, slot_id, day) DO UPDATE SET ${column} = ad_counts.${column} + 1`,
      [ad.adId, ad.slotId, dayOf(at)],
    );
  }

  async totals(adId: string): Promise<AdTotals> {
    const { rows } = await this.pool.query<{ impressions: string; clicks: string }>(
      'SELECT COALESCE(SUM(impressions), 0)::text AS impressions, COALESCE(SUM(clicks), 0)::text AS clicks FROM ad_counts WHERE ad_id = $1',
      [adId],
    );
    const row = rows[0];
    return { impressions: Number(row?.impressions ?? 0), clicks: Number(row?.clicks ?? 0) };
  }
}
