/**
 * The overlays reached by a fragment, without a page of their own (§2): the generic modal
 * (`#/modale/{modalId}`), the search filters (`#/filtres`), the full-screen street view
 * (`#/360-plein-ecran/{panoramicId}`) and the account (`#/moncompte…`, account-hash.ts). The page
 * under an overlay keeps its own fragment's screen (route-flags.ts).
 */
import { keepsPageUnder } from './route-flags';

/** The fragment of the search filters of the list under it (§2 SEARCH_FILTERS). */
export const FILTERS_HASH = '/filtres';

/** True for the filters' fragment (with or without '#'). */
export function isFiltersHash(hash: string): boolean {
  return hash.replace(/^#/, '') === FILTERS_HASH;
}

/** The fragment's segment of the generic modal. */
export const MODAL_SEGMENT = 'modale';

/** The fragment (without '#') `/{segment}/{id}`, the id URL-encoded. */
function segmentHash(segment: string, id: string): string {
  return `/${segment}/${encodeURIComponent(id)}`;
}

/** The id of a `/{segment}/{id}` fragment (with or without '#'), if it is one. */
function segmentIdOf(segment: string, hash: string): string | undefined {
  const m = new RegExp(`^#?/${segment}/([^/?#]+)$`).exec(hash);
  if (!m?.[1]) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
}

/** The fragment (without '#') of a modal. */
export function modalHash(modalId: string): string {
  return segmentHash(MODAL_SEGMENT, modalId);
}

/** The modal a fragment opens (with or without '#'), if any. */
export function modalIdOf(hash: string): string | undefined {
  return segmentIdOf(MODAL_SEGMENT, hash);
}

/** The fragment's segment of the full-screen street view (§2 360_VIEW_FULLSCREEN). */
export const PANORAMA_SEGMENT = '360-plein-ecran';

/** The fragment (without '#') of the street view of a picture. */
export function panoramaHash(panoramicId: string): string {
  return segmentHash(PANORAMA_SEGMENT, panoramicId);
}

/** The picture a fragment shows full-screen (with or without '#'), if any. */
export function panoramicIdOf(hash: string): string | undefined {
  return segmentIdOf(PANORAMA_SEGMENT, hash);
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
