/**
 * Where the SPA reads a POI icon: the server draws it (GET /api/poiassets/icons/{iconId}.svg,
 * built from maki-paths.ts), so the icon paths stay out of the first screen's scripts.
 */
import { FALLBACK_ICON } from './maki-source';

/** The URL of an icon drawn in a colour (#rrggbb). */
export function iconUrl(iconId: string, color: string): string {
  return `/api/poiassets/icons/${encodeURIComponent(iconId)}.svg?color=${encodeURIComponent(color)}`;
}

/** The URL of the icon drawn for a name the set lacks. */
export function fallbackIconUrl(color: string): string {
  return iconUrl(FALLBACK_ICON, color);
}
