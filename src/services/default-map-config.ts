/**
 * The map config used before GET /api/map/config answers, and kept when it fails, so the page
 * never blanks: France seen whole, every vector theme, satellite disabled with its explanation,
 * and every mode marked as not checked.
 */
import type { MapConfig, MapMode, ModeInfo, ThemeInfo } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import { translatorOf, type Translate } from '../i18n/translate';
import { MAP_MODES, MAP_THEMES } from '../domain/map-config';

/** Centre and zoom of the default view (metropolitan France). */
export const DEFAULT_VIEW = { center: [2.35, 46.6] as [number, number], zoom: 5.3 };

function defaultThemes(t: Translate): ThemeInfo[] {
  return MAP_THEMES.map((id) =>
    id === 'satellite'
      ? {
          id,
          label: t('map.theme.satellite'),
          available: false,
          message: t('map.theme.satelliteMissing'),
        }
      : { id, label: t(`map.theme.${id}`), available: true },
  );
}

function defaultMode(mode: MapMode, t: Translate): ModeInfo {
  const label = t(`map.mode.${mode}`);
  const info: ModeInfo = {
    mode,
    visible: true,
    status: 'ongoing',
    availability: mode === 'neutral' ? 'available' : 'partial',
    icon: mode,
    display_label: label,
    accessibility_display_label: label,
    tooltip: { label },
  };
  if (mode !== 'neutral') info.notice = t('map.mode.unchecked');
  return info;
}

const cache = new Map<Locale, { t: Translate; config: MapConfig }>();

/**
 * The default config in a locale (the same object for the same locale, a new one once the
 * locale's messages have loaded: src/i18n/translate.ts).
 */
export function defaultMapConfig(locale: Locale): MapConfig {
  const t = translatorOf(locale);
  const cached = cache.get(locale);
  if (cached?.t === t) return cached.config;
  const config = buildDefaultConfig(t);
  cache.set(locale, { t, config });
  return config;
}

function buildDefaultConfig(t: Translate): MapConfig {
  return {
    region: {
      name: 'default',
      label: t('region.default'),
      bounds: [-5.5, 41, 10, 51.5],
      center: DEFAULT_VIEW.center,
      zoom: DEFAULT_VIEW.zoom,
      places: [],
      countries: [],
    },
    themes: defaultThemes(t),
    modes: MAP_MODES.map((mode) => defaultMode(mode, t)),
    attribution: '© OpenStreetMap contributors',
    minzoom: 0,
    maxzoom: 18,
    streetImagery: false,
  };
}
