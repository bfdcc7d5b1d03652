import { z } from 'zod';
import {
  MAP_MODES,
  MAP_THEMES,
  MODE_EVENT_STATUSES,
  type Health,
  type MapConfig,
  type ModeInfo,
  type ThemeInfo,
} from './map-config';

/** Zod schema of ThemeInfo. */
export const themeInfoSchema: z.ZodType<ThemeInfo> = z.object({
  id: z.enum(MAP_THEMES),
  label: z.string(),
  available: z.boolean(),
  message: z.string().optional(),
});

/** Zod schema of ModeInfo (the spec's map event mode). */
export const modeInfoSchema: z.ZodType<ModeInfo> = z.object({
  mode: z.enum(MAP_MODES),
  visible: z.boolean(),
  status: z.enum(MODE_EVENT_STATUSES),
  availability: z.enum(['available', 'partial', 'unavailable']),
  icon: z.string(),
  display_label: z.string(),
  accessibility_display_label: z.string(),
  tooltip: z.object({ label: z.string() }),
  notice: z.string().optional(),
});

const lngLat = z.tuple([z.number(), z.number()]);

/** Zod schema of GET /api/map/config. */
export const mapConfigSchema: z.ZodType<MapConfig> = z.object({
  region: z.object({
    name: z.string(),
    label: z.string(),
    bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
    center: lngLat,
    zoom: z.number(),
    places: z.array(
      z.object({ id: z.string(), label: z.string(), center: lngLat, zoom: z.number() }),
    ),
    countries: z.array(z.string()),
  }),
  themes: z.array(themeInfoSchema),
  modes: z.array(modeInfoSchema),
  attribution: z.string(),
  minzoom: z.number(),
  maxzoom: z.number(),
  streetImagery: z.boolean(),
});

/** Zod schema of GET /api/health. */
export const healthSchema: z.ZodType<Health> = z.object({
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
