/** The sprite sheet of each theme, and where the server serves it (the style's `sprite`). */
import type { MapTheme } from '../map-config';

/** Sprite sheets of basemaps-assets the styles use. */
export type SpriteName = 'light' | 'dark' | 'grayscale';

/** The sheet of each theme. */
export const THEME_SPRITES: Readonly<Record<MapTheme, SpriteName>> = {
  normal: 'light',
  nature: 'light',
  simple: 'grayscale',
  dark: 'dark',
  satellite: 'dark',
};

/** The path of a sheet under the site's origin, without MapLibre's `@2x` and extension. */
export function spritePath(sprite: SpriteName): string {
  return `/sprites/v4/${sprite}`;
}
