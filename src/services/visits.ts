/**
 * The visit count of this browser (spec 001 §3 Navigation state « visit count »; issue 15): a
 * visit ends after 30 minutes without the app, so pages, reloads and tabs opened within that
 * time are one visit, and coming back later is the next. The count and the time the app was last
 * seen are kept in the gated local storage (in the browser only with the storage consent);
 * without storage every page is a first visit.
 */

import { LAST_SEEN_KEY, VISIT_GAP_MS, VISITS_KEY } from '../domain/visits';

export { LAST_SEEN_KEY, VISIT_GAP_MS, VISITS_KEY };

type KeyStore = Pick<Storage, 'getItem' | 'setItem'> | undefined;

function readNumber(local: KeyStore, key: string): number {
  try {
    const value = Number(local?.getItem(key) ?? '0');
    return Number.isSafeInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** The visits counted so far (0 when none or unreadable). */
export function visitsOf(local: KeyStore): number {
  return readNumber(local, VISITS_KEY);
}

/** Keeps the time the app was seen (a page opened, or left: `pagehide`). */
export function markSeen(local: KeyStore, now: number): void {
  try {
    local?.setItem(LAST_SEEN_KEY, String(now));
  } catch {
    // Storage full or refused: the next page counts as a new visit.
  }
}

/** Counts a page: a new visit after 30 minutes without the app; returns the visits so far. */
export function countVisit(local: KeyStore, now: number): number {
  if (!local) return 1;
  const lastSeen = readNumber(local, LAST_SEEN_KEY);
  const known = visitsOf(local);
  const fresh = known === 0 || lastSeen === 0 || now - lastSeen > VISIT_GAP_MS || now < lastSeen;
  const count = fresh ? known + 1 : known;
  try {
    if (fresh) local.setItem(VISITS_KEY, String(count));
  } catch {
    return 1;
  }
  markSeen(local, now);
  return count;
}
