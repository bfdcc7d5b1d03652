import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAP_THEMES, parseLocale, type MapTheme } from '../../../src/domain/map-config';
import { buildStyle, isThemeAvailable, type SatelliteImagery } from '../../../src/domain/map-style';
import type { PluginOptions } from '../../app';
import type { AppConfig } from '../../core/config';
import type { TileSource } from '../../core/deps';
import { AppError } from '../../core/errors';
import { requestBaseUrl } from './base-url';
import { CACHE, acceptsGzip, etagOf, sendNotModified } from './http-cache';

/** A rendered style: its JSON text, gzipped once, and its ETag. */
interface RenderedStyle {
  json: string;
  gzip: Buffer;
  etag: string;
}

/** Styles kept in memory per theme × locale × base URL (a handful of hosts in practice). */
const MAX_CACHED_STYLES = 200;

/** The configured satellite imagery, if any. */
export function satelliteOf(config: AppConfig): SatelliteImagery | undefined {
  if (!config.satelliteTilesUrl) return undefined;
  return {
    tilesUrl: config.satelliteTilesUrl,
    ...(config.satelliteAttribution ? { attribution: config.satelliteAttribution } : {}),
  };
}

/** Reads the theme of `/styles/{theme}.json`; 404 UNKNOWN_THEME (with the list) otherwise. */
export function parseTheme(file: string | undefined): MapTheme {
  const name = (file ?? '').replace(/\.json$/, '');
  const theme = MAP_THEMES.find((t) => t === name);
  if (!theme) {
    throw new AppError(
      'UNKNOWN_THEME',
      { theme: name.slice(0, 40), themes: MAP_THEMES.join(', ') },
      { themes: MAP_THEMES },
    );
  }
  return theme;
}

function styleRenderer(config: AppConfig, tiles: TileSource) {
  const cache = new Map<string, RenderedStyle>();
  const satellite = satelliteOf(config);
  return (theme: MapTheme, locale: ReturnType<typeof parseLocale>, baseUrl: string) => {
    const key = `${theme}|${locale}|${baseUrl}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const { minzoom, maxzoom } = tiles.info;
    const style = buildStyle({
      theme,
      locale,
      baseUrl,
      tileset: { minzoom, maxzoom },
      ...(satellite ? { satellite } : {}),
    });
    const json = JSON.stringify(style);
    const rendered = { json, gzip: gzipSync(json), etag: etagOf(`${tiles.info.version}:${json}`) };
    if (cache.size >= MAX_CACHED_STYLES) cache.clear();
    cache.set(key, rendered);
    return rendered;
  };
}

/** Registers GET /styles/{theme}.json?locale=. */
export function registerStyleRoutes(app: FastifyInstance, options: PluginOptions): void {
  const { config, deps } = options;
  const render = styleRenderer(config, deps.tiles);
  const satellite = satelliteOf(config);
  type StyleRequest = FastifyRequest<{
    Params: { file?: string };
    Querystring: { locale?: string };
  }>;
  app.get('/styles/:file', (request: StyleRequest, reply: FastifyReply) => {
    const theme = parseTheme(request.params.file);
    if (!isThemeAvailable(theme, satellite)) throw new AppError('THEME_UNAVAILABLE');
    const style = render(
      theme,
      parseLocale(request.query.locale),
      requestBaseUrl(request, config.publicUrl),
    );
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const etag = gzip ? style.etag.replace(/"$/, '-gz"') : style.etag;
    reply.header('vary', 'Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto');
    if (sendNotModified(request, reply, { etag, cacheControl: CACHE.short })) return reply;
    reply.type('application/json; charset=utf-8');
    return gzip
      ? reply.header('content-encoding', 'gzip').send(style.gzip)
      : reply.send(style.json);
  });
}
