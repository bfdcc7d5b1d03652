/**
 * MapLibre styles of Périple, generated from one layer source: five themes (a palette and a few
 * switches each), four label locales, and the mode overlays hidden in every style.
 */
export {
  buildStyle,
  isThemeAvailable,
  ThemeUnavailableError,
  type SatelliteImagery,
  type StyleOptions,
} from './build-style';
export { mapAttribution } from './attribution';
export { FONTS, SATELLITE_SOURCE_ID } from './context';
export { SPRITE_ICONS_USED } from './poi-icons';
export { checkStyleAgainstSchema } from './schema-check';
export { THEMES, type SpriteName, type ThemeSpec } from './themes';
