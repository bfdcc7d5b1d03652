/** The visit count's keys and rule (spec 001 §3 Navigation state; issue 15). */

/** Where the count is kept. */
export const VISITS_KEY = 'periple.visits';
/** When the app was last seen (ms since the epoch): opened, or left. */
export const LAST_SEEN_KEY = 'periple.lastSeen';
/** A visit ends after this long without the app. */
export const VISIT_GAP_MS = 30 * 60 * 1000;
