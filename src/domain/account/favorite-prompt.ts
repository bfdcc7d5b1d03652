/**
 * When the favourite prompt shows (spec 001 §5, §9): only to a signed-in user, on more than one
 * visit, and when it was last shown more than 7 days ago (or never). Zod-free.
 */

/** Days between two showings of the prompt (§9 « prompt gap 7 days »). */
export const FAVORITE_PROMPT_GAP_DAYS = 7;
/** The prompt shows from the visit after this many (§9 « visits above 1 »). */
export const FAVORITE_PROMPT_VISITS_ABOVE = 1;

const DAY_MS = 86_400_000;

/** What the rule looks at. */
export interface FavoritePromptFacts {
  connected: boolean;
  /** Visits of this browser, this one included. */
  visits: number;
  /** When the prompt was last shown (ms since the epoch), null when never. */
  lastShown: number | null;
  /** Now (ms since the epoch). */
  now: number;
}

/** True when the favourite prompt may show now. */
export function showsFavoritePrompt(facts: FavoritePromptFacts): boolean {
  if (!facts.connected || facts.visits <= FAVORITE_PROMPT_VISITS_ABOVE) return false;
  return (
    facts.lastShown === null || facts.now - facts.lastShown > FAVORITE_PROMPT_GAP_DAYS * DAY_MS
  );
}
