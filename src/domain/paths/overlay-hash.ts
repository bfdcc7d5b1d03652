/**
 * The overlays reached by a fragment, without a page of their own (§2): the generic modal
 * (`#/modale/{modalId}`), the search filters (`#/filtres`), the full-screen street view
 * (`#/360-plein-ecran/{panoramicId}`) and the account (`#/moncompte…`, account-hash.ts). The page
 * under an overlay keeps its own fragment's screen (route-flags.ts).
 */
import { buildPath } from './path-builder';
import { keepsPageUnder, overlayRouteOf } from './route-flags';
import { APP_ROUTES, type AppRouteName } from './route-names';

/** The fragment (without '#') of an app route that opens over the page: `/#/x` → `/x`. */
function fragmentOf(path: string): string {
  return path.replace(/^\/#/, '');
}

/** The fragment of the search filters of the list under it (§2 SEARCH_FILTERS). */
export const FILTERS_HASH = fragmentOf(APP_ROUTES.SEARCH_FILTERS.path);

/** True for the filters' fragment (with or without '#'). */
export function isFiltersHash(hash: string): boolean {
  return overlayRouteOf(hash)?.name === 'SEARCH_FILTERS';
}

/**
 * The parameter `param` of a fragment (with or without '#') when it opens the overlay `name` of
 * the route table, decoded; undefined for another fragment or a parameter not validly encoded.
 */
function overlayParam(name: AppRouteName, param: string, hash: string): string | undefined {
  const route = overlayRouteOf(hash);
  const raw = route?.name === name ? route.rawParams[param] : undefined;
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The fragment (without '#') of a modal. */
export function modalHash(modalId: string): string {
  return fragmentOf(buildPath(APP_ROUTES.MODAL, { modalId }));
}

/** The modal a fragment opens (with or without '#'), if any. */
export function modalIdOf(hash: string): string | undefined {
  return overlayParam('MODAL', 'modalId', hash);
}

/** The fragment (without '#') of the street view of a picture. */
export function panoramaHash(panoramicId: string): string {
  return fragmentOf(buildPath(APP_ROUTES['360_VIEW_FULLSCREEN'], { panoramicId }));
}

/** The picture a fragment shows full-screen (with or without '#'), if any. */
export function panoramicIdOf(hash: string): string | undefined {
  return overlayParam('360_VIEW_FULLSCREEN', 'panoramicId', hash);
}

/**
 * True for the fragment of an overlay: the page under it shows what it showed before. Read from
 * the route table's flags (pageless, not reloaded on back: the account, the modal, the filters,
 * the street view); the phone's suggestion overlay is pageless but reloads its page on back.
 */
export function isOverlayHash(hash: string): boolean {
  return keepsPageUnder(hash);
}

/** The modal of a map mode's info text (spec 001 §3 map info texts). */
export function infoModalId(mode: string): string {
  return `info-${mode}`;
}

/** The map mode of an info modal's id, if it is one. */
export function infoModeOf(modalId: string): string | undefined {
  return /^info-([a-z]+)$/.exec(modalId)?.[1];
}

/** The help modals the notices open (how to allow the location, why the map is slow). */
export const HELP_MODAL_IDS = ['aide-localisation', 'aide-carte-lente'] as const;

/** A help modal's id. */
export type HelpModalId = (typeof HELP_MODAL_IDS)[number];

/** The help modal of a modal id, if it is one. */
export function helpModalOf(modalId: string): HelpModalId | undefined {
  return HELP_MODAL_IDS.find((id) => id === modalId);
}
