/**
 * House ads' impressions and clicks (issue 16), counted per ad, slot and UTC day in the user
 * store's database (SQLite by default, PostgreSQL with several replicas). Each adapter passes
 * `ad-count-store.contract.ts`.
 */

/** What is counted. */
export type AdCountKind = 'impression' | 'click';

/** The totals of an ad. */
export interface AdTotals {
  impressions: number;
  clicks: number;
}

/** The counters. */
export interface AdCountStore {
  /** Adds one, on disk when the promise resolves. */
  count(kind: AdCountKind, ad: { adId: string; slotId: string }, at: Date): Promise<void>;
  /** The totals of an ad over every slot and day. */
  totals(adId: string): Promise<AdTotals>;
}

/** The UTC day of a time, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
