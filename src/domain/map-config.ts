/**
 * Map constants and API types shared by the server and the SPA. Zod-free on purpose: the SPA
 * imports it without pulling zod into its initial bundle; the schemas are in map-config-schema.ts.
 */

/** Map themes of the spec. */
export const MAP_THEMES = ['normal', 'satellite', 'nature', 'simple', 'dark'] as const;
export type MapTheme = (typeof MAP_THEMES)[number];

/** Map modes of the spec, drawn as layers over any theme. */
export const MAP_MODES = ['neutral', 'bicycle', 'traffic', 'tc', 'zfe'] as const;
export type MapMode = (typeof MAP_MODES)[number];

/** Locales of the product; fr-FR is the source. */
export const LOCALES = ['fr-FR', 'fr-BE', 'nl-BE', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr-FR';

/** Short codes of the spec (fr, fr-be, nl-be, en). */
export const LOCALE_SHORT_CODES: Readonly<Record<Locale, string>> = {
  'fr-FR': 'fr',
  'fr-BE': 'fr-be',
  'nl-BE': 'nl-be',
  'en-GB': 'en',
};

/**
 * Reads a locale exactly (`fr-FR`, `fr_fr`, `fr-be`, `en`…), or `undefined` when the value names
 * none of the product's locales.
 */
export function matchLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().replace('_', '-').toLowerCase();
  return LOCALES.find((l) => l.toLowerCase() === v || LOCALE_SHORT_CODES[l] === v);
}

/** Reads a locale from a query value; falls back to fr-FR. */
export function parseLocale(value: unknown): Locale {
  return matchLocale(value) ?? DEFAULT_LOCALE;
}

/** Layer metadata keys the styles carry, read by the SPA and the tests. */
export const STYLE_METADATA = {
  /** On a mode overlay layer: the mode it belongs to. */
  mode: 'periple:mode',
  /** On a layer that draws text from the tiles. */
  label: 'periple:label',
  /** On a layer of the itinerary's routes: drawn over every overlay, under the labels. */
  route: 'periple:route',
} as const;

/** Availability of a theme (satellite needs configured imagery). */
export interface ThemeInfo {
  id: MapTheme;
  label: string;
  available: boolean;
  message?: string | undefined;
}

/** What the browser's WebGL is: accelerated, drawn in software, or none at all. */
export type MapSupport = 'good' | 'software' | 'none';

/** How much of a mode's data this server has (our field, beside the spec's event status). */
export type ModeAvailability = 'available' | 'partial' | 'unavailable';

/** The spec's event status of a map event mode (§6): its dated events, at the time asked. */
export type ModeEventStatus = 'planned' | 'ongoing' | 'expired';

/** The event statuses, for schemas. */
export const MODE_EVENT_STATUSES = ['planned', 'ongoing', 'expired'] as const;

/** A map event mode as the spec describes it. */
export interface ModeInfo {
  mode: MapMode;
  visible: boolean;
  /** The spec's status: its dated events (the low-emission zones' stages) planned, in force or over. */
  status: ModeEventStatus;
  /** What of its data this server has. */
  availability: ModeAvailability;
  icon: string;
  display_label: string;
  accessibility_display_label: string;
  tooltip: { label: string };
  notice?: string | undefined;
}

/** A named place of the region (header shortcuts). */
export interface RegionPlaceInfo {
  id: string;
  label: string;
  center: [number, number];
  zoom: number;
}

/** GET /api/map/config: what the SPA needs to draw the map of this deployment. */
export interface MapConfig {
  region: {
    name: string;
    label: string;
    bounds: [number, number, number, number];
    center: [number, number];
    zoom: number;
    places: RegionPlaceInfo[];
    /** The countries the region covers as a whole: their default bounds may open the map. */
    countries: string[];
  };
  themes: ThemeInfo[];
  modes: ModeInfo[];
  attribution: string;
  minzoom: number;
  maxzoom: number;
  /** True when street-level pictures (Panoramax) are configured: places offer their « Vue 360° ». */
  streetImagery: boolean;
}

/** State of one artefact in GET /api/health. */
export interface ArtefactHealth {
  schemaVersion: number;
  builtAt: string;
  inputsHash: string;
  status: 'ok' | 'degraded';
  counts: Record<string, number>;
}

/** GET /api/health. */
export interface Health {
  status: 'ok' | 'degraded';
  region: { name: string; label: string };
  version: string;
  artefacts: Record<string, ArtefactHealth>;
}
