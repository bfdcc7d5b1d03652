/**
 * When a low-emission-zone rule applies: its OSM opening_hours value (« 24/7 », « Mo-Fr
 * 08:00-20:00; PH off ») evaluated at the French wall-clock time with the French public
 * holidays. Their text (fr, en, nl) is src/domain/restrictions/hours-text.ts (shared with the pages).
 */
import { frenchWallClock, parseOpeningHours } from '../geoentity/opening-hours';

/** True when a rule with these hours applies at `at` (an unreadable value counts as always). */
export function ruleAppliesAt(hours: string, at: Date): boolean {
  return ruleAppliesOnWallClock(hours, frenchWallClock(at));
}

/**
 * The same at a French wall-clock time given as a Date whose local fields are that time, or as
 * `YYYY-MM-DDTHH:MM` (an itinerary's departure).
 */
export function ruleAppliesOnWallClock(hours: string, wall: Date | string): boolean {
  if (hours === '24/7') return true;
  const oh = parseOpeningHours(hours);
  if (!oh) return true;
  if (typeof wall !== 'string') return oh.getState(wall);
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!m) return true;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  return oh.getState(new Date(y!, mo! - 1, d, h, mi));
}
