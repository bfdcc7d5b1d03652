/**
 * The route flags of §2, read where the app navigates: a fragment whose route is pageless opens
 * over the page without a page of its own, and the page under it, not reloaded on back, keeps
 * what it showed (overlay-hash.ts, use-page-hash.ts); leaving a route skipped on back (the
 * itinerary's computing screen) replaces its history entry, so that back goes past it.
 */
import { matchRawRoute, type MatchedRoute } from './path-builder';

function matched(raw: string): MatchedRoute | undefined {
  try {
    return matchRawRoute(raw);
  } catch {
    return undefined;
  }
}

/**
 * The pageless route of the app's table a fragment (with or without '#') opens over any page:
 * `#/modale/{modalId}`, `#/filtres`, `#/moncompte…`, `#/suggestion`…; undefined for a page's own.
 */
export function overlayRouteOf(hash: string): MatchedRoute | undefined {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.startsWith('/')) return undefined;
  const route = matched(`/#${fragment}`);
  if (route?.table !== 'app' || !route.route.pageless) return undefined;
  // Only the account's screens take a query (`ajout?…`); another overlay's fragment with one
  // opens nothing, and the page under it must not wait for it.
  return route.query === '' || route.name === 'USER_ACCOUNT_SCREEN' ? route : undefined;
}

/** True when the page under the fragment stays as it was: a pageless route not reloaded on back. */
export function keepsPageUnder(hash: string): boolean {
  return overlayRouteOf(hash)?.route.noReloadOnBack === true;
}

/** True when the raw path's route is skipped on back: leaving it replaces its entry. */
export function skippedOnBack(raw: string): boolean {
  return matched(raw)?.route.skipOnBack === true;
}

/** A navigation from a raw path to another, `replace` when its caller decided. */
export interface EntryMove {
  from: string;
  to: string;
  replace?: boolean | undefined;
}

/**
 * Whether a navigation replaces the current entry: as its caller decided, else when it leaves a
 * route skipped on back (the computing screen) for a page, not for a pageless overlay over it
 * (the date and time, the options: closing them comes back to it).
 */
export function replacesEntry(move: EntryMove): boolean {
  if (move.replace !== undefined) return move.replace;
  return skippedOnBack(move.from) && matched(move.to)?.route.pageless !== true;
}

/** The itinerary page's raw route of a fragment, the mode of its path aside. */
export function itineraryRaw(hash: string): string {
  return `/itineraire#${hash.replace(/^#/, '')}`;
}
