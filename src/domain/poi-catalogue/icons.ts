/**
 * POI icons of the catalogue: the @mapbox/maki icons (CC0) the rubrics, subcategories,
 * categories and apps name, one path each on Maki's 15 × 15 grid (maki-paths.ts, generated from
 * the package). Served as SVG by GET /api/poiassets/icons/{iconId}.svg and drawn inline by the
 * POI screens and markers. Zod-free.
 */
import { MAKI_PATHS } from './maki-paths';
import { FALLBACK_ICON } from './maki-source';

export { FALLBACK_ICON } from './maki-source';

/** Path data by icon name. */
export const ICON_PATHS: Readonly<Record<string, string>> = MAKI_PATHS;

/** The path of an icon, the fallback's for an unknown name. */
export function iconPath(iconId: string): string {
  return ICON_PATHS[iconId] ?? ICON_PATHS[FALLBACK_ICON]!;
}

/** True when the set draws this icon. */
export function hasIcon(iconId: string): boolean {
  return Object.hasOwn(ICON_PATHS, iconId);
}

/** A stand-alone SVG document of an icon in a colour (15 × 15). */
export function iconSvg(iconId: string, color = '#333333'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="15" height="15" viewBox="0 0 15 15"><path fill="${color}" d="${iconPath(iconId)}"/></svg>`;
}
