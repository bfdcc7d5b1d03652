import { gunzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ARTEFACT_SCHEMA_VERSIONS } from '../../../src/domain/artefacts';
import { parseLocale, type Locale } from '../../../src/domain/map-config';
import { mapAttribution } from '../../../src/domain/map-style';
import { TILE_LAYERS } from '../../../src/domain/tile-schema';
import type { PluginOptions } from '../../app';
import type { TileSource } from '../../core/deps';
import { AppError } from '../../core/errors';
import { requestBaseUrl } from './base-url';
import { CACHE, acceptsGzip, etagOf, sendNotModified } from './http-cache';
import { parseTileCoords } from './tile-coords';

/** Extent of the tile set: world-atlas layers cover the globe at low zoom. */
const WORLD_BOUNDS = [-180, -85.0511, 180, 85.0511];

/** Media type of the tiles. */
export const TILE_CONTENT_TYPE = 'application/x-protobuf';

type TileParams = { z?: string; x?: string; file?: string };

function sendEmpty(reply: FastifyReply): FastifyReply {
  return reply.code(204).header('cache-control', CACHE.emptyTile).send();
}

/** GET /tiles/{z}/{x}/{y}.pbf: gzip MVT, ETag + 304, 204 outside the data, gunzip on demand. */
function tileHandler(tiles: TileSource) {
  return (request: FastifyRequest<{ Params: TileParams }>, reply: FastifyReply): FastifyReply => {
    const { z, x, y } = parseTileCoords(request.params);
    const info = tiles.info;
    const data = z >= info.minzoom && z <= info.maxzoom ? tiles.getTile(z, x, y) : undefined;
    if (!data) return sendEmpty(reply);
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const etag = `"${info.version}-${z}-${x}-${y}${gzip ? '' : '-identity'}"`;
    reply.header('vary', 'Accept-Encoding');
    if (sendNotModified(request, reply, { etag, cacheControl: CACHE.tile })) return reply;
    reply.header('content-type', TILE_CONTENT_TYPE);
    if (!gzip) return reply.send(gunzipSync(data));
    return reply.header('content-encoding', 'gzip').send(data);
  };
}

/** TileJSON `fields`: attribute name → type or list of values. */
function fieldsOf(
  attributes: Readonly<Record<string, readonly string[] | string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, type]) => [
      name,
      Array.isArray(type) ? `One of: ${type.join(', ')}` : type === 'number' ? 'Number' : 'String',
    ]),
  );
}

/** The TileJSON 3.0 document of the tile set, with absolute tile URLs. */
export function buildTileJson(options: {
  baseUrl: string;
  locale: Locale;
  tiles: TileSource;
  region: { label: string; view: { center: [number, number]; zoom: number } };
}): Record<string, unknown> {
  const { info } = options.tiles;
  const { center, zoom } = options.region.view;
  return {
    tilejson: '3.0.0',
    name: `Périple — ${options.region.label}`,
    description:
      'OpenMapTiles-like vector tiles with the Périple extensions (src/domain/tile-schema.ts).',
    version: `${ARTEFACT_SCHEMA_VERSIONS.tiles}.0.0`,
    attribution: mapAttribution(options.locale),
    scheme: 'xyz',
    tiles: [`${options.baseUrl}/tiles/{z}/{x}/{y}.pbf`],
    minzoom: info.minzoom,
    maxzoom: info.maxzoom,
    // The world layers (z0-7) cover the whole globe; the region's extent is in /api/map/config.
    bounds: WORLD_BOUNDS,
    center: [center[0], center[1], Math.min(Math.round(zoom), info.maxzoom)],
    vector_layers: Object.entries(TILE_LAYERS).map(([id, spec]) => ({
      id,
      description: spec.source,
      minzoom: spec.minzoom,
      maxzoom: info.maxzoom,
      fields: fieldsOf(spec.attributes),
    })),
  };
}

/** Registers the tile and TileJSON routes. */
export function registerTileRoutes(app: FastifyInstance, options: PluginOptions): void {
  const { deps } = options;
  app.get('/tiles/:z/:x/:file', tileHandler(deps.tiles));
  app.get('/tiles/*', () => {
    throw new AppError('INVALID_TILE');
  });
  app.get('/tiles.json', (request: FastifyRequest<{ Querystring: { locale?: string } }>, reply) => {
    const body = buildTileJson({
      baseUrl: requestBaseUrl(request, options.config.publicUrl),
      locale: parseLocale(request.query.locale),
      tiles: deps.tiles,
      region: deps.region,
    });
    const json = JSON.stringify(body);
    reply.header('vary', 'X-Forwarded-Host, X-Forwarded-Proto');
    if (sendNotModified(request, reply, { etag: etagOf(json), cacheControl: CACHE.short })) {
      return reply;
    }
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
