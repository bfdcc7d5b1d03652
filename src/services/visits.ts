/**
 * The visit count of this browser (spec 001 §3 Navigation state « visit count »): a visit is a
 * browsing session, so a page opened in a new tab or a new window counts one, a reload or a link
 * followed in the app does not. Kept in the local storage; the session storage marks the session
 * already counted. Without storage (refused, private mode), every page is a first visit.
 */

/** Where the count is kept. */
export const VISITS_KEY = 'periple.visits';
/** Marks a browsing session already counted. */
export const VISIT_SESSION_KEY = 'periple.visit';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'> | undefined;

/** The visits counted so far (0 when none or unreadable). */
export function visitsOf(local: KeyStore): number {
  try {
    const count = Number(local?.getItem(VISITS_KEY) ?? '0');
    return Number.isSafeInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** Counts this visit once per browsing session; returns the visits, this one included. */
export function countVisit(local: KeyStore, session: KeyStore): number {
  try {
    if (!local || !session) return 1;
    if (session.getItem(VISIT_SESSION_KEY)) return Math.max(1, visitsOf(local));
    const count = visitsOf(local) + 1;
    local.setItem(VISITS_KEY, String(count));
    session.setItem(VISIT_SESSION_KEY, '1');
    return count;
  } catch {
    return 1;
  }
}
