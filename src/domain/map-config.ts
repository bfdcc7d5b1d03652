import { z } from 'zod';

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

/** Reads a locale from a query value (`fr-FR`, `fr_FR`, `fr`, `en`…); falls back to fr-FR. */
export function parseLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const v = value.replace('_', '-').toLowerCase();
  const found = LOCALES.find(
    (l) => l.toLowerCase() === v || LOCALE_SHORT_CODES[l] === v,
  );
  return found ?? DEFAULT_LOCALE;
}

/** Layer metadata keys the styles carry, read by the SPA and the tests. */
export const STYLE_METADATA = {
  /** On a mode overlay layer: the mode it belongs to. */
  mode: 'periple:mode',
  /** On a layer that draws text from the tiles. */
  label: 'periple:label',
} as const;

/** Availability of a theme (satellite needs configured imagery). */
export const themeInfoSchema = z.object({
  id: z.enum(MAP_THEMES),
  label: z.string(),
  available: z.boolean(),
  message: z.string().optional(),
});
export type ThemeInfo = z.infer<typeof themeInfoSchema>;

/** A map event mode as the spec describes it. */
export const modeInfoSchema = z.object({
  mode: z.enum(MAP_MODES),
  visible: z.boolean(),
  status: z.enum(['available', 'partial', 'unavailable']),
  icon: z.string(),
  display_label: z.string(),
  accessibility_display_label: z.string(),
  tooltip: z.object({ label: z.string() }),
  notice: z.string().optional(),
});
export type ModeInfo = z.infer<typeof modeInfoSchema>;

/** GET /api/map/config: what the SPA needs to draw the map of this deployment. */
export const mapConfigSchema = z.object({
  region: z.object({
    name: z.string(),
    label: z.string(),
    bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    center: z.tuple([z.number(), z.number()]),
    zoom: z.number(),
    places: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        center: z.tuple([z.number(), z.number()]),
        zoom: z.number(),
      }),
    ),
  }),
  themes: z.array(themeInfoSchema),
  modes: z.array(modeInfoSchema),
  attribution: z.string(),
  minzoom: z.number(),
  maxzoom: z.number(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  region: z.object({ name: z.string(), label: z.string() }),
  version: z.string(),
  artefacts: z.record(
    z.string(),
    z.object({
      schemaVersion: z.number(),
      builtAt: z.string(),
      inputsHash: z.string(),
      status: z.enum(['ok', 'degraded']),
      counts: z.record(z.string(), z.number()),
    }),
  ),
});
export type Health = z.infer<typeof healthSchema>;
