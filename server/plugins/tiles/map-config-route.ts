import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAP_MODES,
  MAP_THEMES,
  parseLocale,
  type Locale,
  type MapConfig,
  type MapMode,
  type ModeAvailability,
  type ModeEventStatus,
  type ModeInfo,
  type ThemeInfo,
} from '../../../src/domain/map-config';
import { isThemeAvailable, mapAttribution } from '../../../src/domain/map-style';
import { parisNow } from '../../../src/domain/paris-time';
import { overallStatus, statusesOn } from '../../../src/domain/restrictions/zfe';
import type { PluginOptions } from '../../app';
import { sendCompressedJson } from '../../core/compressed-json';
import type { AppDeps } from '../../core/deps';
import { CACHE } from './http-cache';
import { MAP_INFO_TEXTS } from './map-info-texts';
import { MAP_TEXTS, type MapTexts } from './map-texts';
import { satelliteOf } from './style-routes';

/** What the mode statuses depend on. */
interface ModeFacts {
  lowEmissionZones: number;
  /** True when a live traffic feed (DATEX II) is configured. */
  liveTraffic?: boolean | undefined;
  /** The low-emission zones' stages taken together, today (the zfe mode's event status). */
  zfeStatus?: ModeEventStatus | undefined;
}

function themeInfos(locale: Locale, satelliteConfigured: boolean): ThemeInfo[] {
  const texts = MAP_TEXTS[locale];
  return MAP_THEMES.map((id) => {
    const available = isThemeAvailable(id, satelliteConfigured ? { tilesUrl: '' } : undefined);
    return available
      ? { id, label: texts.themes[id], available }
      : { id, label: texts.themes[id], available, message: texts.satelliteUnavailable };
  });
}

/** Availability of a mode and the key of its notice, if any. */
function modeAvailability(
  mode: MapMode,
  facts: ModeFacts,
): { availability: ModeAvailability; notice?: keyof MapTexts['notices'] } {
  if (mode === 'zfe' && facts.lowEmissionZones <= 0)
    return { availability: 'unavailable', notice: 'zfeNone' };
  if (mode === 'traffic')
    return facts.liveTraffic
      ? { availability: 'available' }
      : { availability: 'partial', notice: 'traffic' };
  if (mode === 'tc') return { availability: 'available', notice: 'tc' };
  return { availability: 'available' };
}

/** The spec's "map event modes" in a locale, with statuses from the artefacts. */
export function modeInfos(locale: Locale, facts: ModeFacts): ModeInfo[] {
  const texts = MAP_TEXTS[locale];
  return MAP_MODES.map((mode) => {
    const t = texts.modes[mode];
    const { availability, notice } = modeAvailability(mode, facts);
    return {
      mode,
      visible: true,
      status: mode === 'zfe' ? (facts.zfeStatus ?? 'ongoing') : 'ongoing',
      availability,
      icon: mode,
      display_label: t.label,
      accessibility_display_label: t.accessibility,
      tooltip: { label: t.tooltip },
      ...(notice ? { notice: texts.notices[notice] } : {}),
    };
  });
}

/** The zfe mode's event status today: its stages (national base) taken together. */
function zfeStatus(deps: AppDeps, now = new Date()): ModeEventStatus {
  const day = parisNow(now).slice(0, 10);
  return overallStatus(statusesOn(deps.restrictions.stages, day).values());
}

/** Low-emission zones known: the national base's stages (restrictions artefact), else OSM's. */
function zfeCount(deps: AppDeps): number {
  return (
    deps.manifests.restrictions?.counts.zfeStages ??
    deps.manifests.tiles?.counts.lowEmissionZones ??
    0
  );
}

/** GET /api/map/config: region view, themes with availability, modes, attribution, zooms. */
export function buildMapConfig(options: {
  deps: AppDeps;
  locale: Locale;
  satelliteConfigured: boolean;
}): MapConfig {
  const { deps, locale } = options;
  const { info } = deps.tiles;
  const lowEmissionZones = zfeCount(deps);
  return {
    region: {
      name: deps.region.name,
      label: (locale !== 'fr-FR' && deps.region.labels[locale]) || deps.region.label,
      bounds: info.bounds,
      center: deps.region.view.center,
      zoom: deps.region.view.zoom,
      places: deps.region.places.map((p) => ({
        id: p.id,
        label: p.label,
        center: p.center,
        zoom: p.zoom,
      })),
      countries: deps.region.countries,
    },
    themes: themeInfos(locale, options.satelliteConfigured),
    modes: modeInfos(locale, {
      lowEmissionZones,
      liveTraffic: deps.traffic !== undefined,
      zfeStatus: zfeStatus(deps),
    }),
    attribution: mapAttribution(locale),
    minzoom: info.minzoom,
    maxzoom: info.maxzoom,
    streetImagery: deps.streetImagery !== undefined,
  };
}

/**
 * Registers GET /api/map/event-modes?lang= (spec 001 §7: one entry per map event mode; the SPA
 * loads it once).
 */
export function registerEventModesRoute(app: FastifyInstance, options: PluginOptions): void {
  type ModesRequest = FastifyRequest<{ Querystring: { lang?: string; locale?: string } }>;
  app.get('/api/map/event-modes', (request: ModesRequest, reply) => {
    const locale = parseLocale(request.query.lang ?? request.query.locale);
    const facts = {
      lowEmissionZones: zfeCount(options.deps),
      liveTraffic: options.deps.traffic !== undefined,
      zfeStatus: zfeStatus(options.deps),
    };
    const json = JSON.stringify(modeInfos(locale, facts));
    return sendCompressedJson({ request, reply, json, cacheControl: CACHE.short });
  });
}

/** Registers GET /api/map/info-texts: the spec's map info texts (both languages; the SPA picks). */
export function registerInfoTextsRoute(app: FastifyInstance): void {
  app.get('/api/map/info-texts', (request, reply) =>
    sendCompressedJson({
      request,
      reply,
      json: JSON.stringify(MAP_INFO_TEXTS),
      cacheControl: CACHE.short,
    }),
  );
}

/** Registers GET /api/map/config?locale=. */
export function registerMapConfigRoute(app: FastifyInstance, options: PluginOptions): void {
  const satelliteConfigured = satelliteOf(options.config) !== undefined;
  type ConfigRequest = FastifyRequest<{ Querystring: { locale?: string } }>;
  app.get('/api/map/config', (request: ConfigRequest, reply) => {
    const body = buildMapConfig({
      deps: options.deps,
      locale: parseLocale(request.query.locale),
      satelliteConfigured,
    });
    const json = JSON.stringify(body);
    return sendCompressedJson({ request, reply, json, cacheControl: CACHE.short });
  });
}
