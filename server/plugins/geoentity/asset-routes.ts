/**
 * POI assets (spec §7): GET /api/poiassets/configuration.{locale}.json, quickaccess.web.json,
 * surmaroute.web.json and the SVG icons by path (/api/poiassets/icons/{iconId}.svg?color=).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { iconSvg, hasIcon } from '../../../src/domain/poi-catalogue/icons';
import { LOCALES, matchLocale } from '../../../src/domain/map-config';
import { sendCompressedJson } from '../../core/compressed-json';
import { AppError, parseWith } from '../../core/errors';
import { configuration, onMyRoute, quickAccess } from '../../geoentity/catalogue-config';

const colorQuery = z.object({
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .default('#333333'),
});

const localeQuery = z.object({ locale: z.enum(LOCALES).default('fr-FR') });

/** Registers the routes. */
export function registerAssetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/api/poiassets/:file', async (request, reply) => {
    const { file } = request.params;
    const send = (body: unknown) =>
      sendCompressedJson({
        request,
        reply,
        json: JSON.stringify(body),
        cacheControl: 'public, max-age=3600',
      });
    const match = /^configuration\.([a-zA-Z-]+)\.json$/.exec(file);
    if (match) {
      const locale = matchLocale(match[1]);
      if (!locale) throw new AppError('NOT_FOUND', {}, { locale: match[1] });
      return send(configuration(locale));
    }
    const { locale } = parseWith(localeQuery, request.query);
    if (file === 'quickaccess.web.json') return send(quickAccess(locale));
    if (file === 'surmaroute.web.json') return send(onMyRoute(locale));
    throw new AppError('NOT_FOUND');
  });

  app.get<{ Params: { icon: string } }>('/api/poiassets/icons/:icon', async (request, reply) => {
    const id = request.params.icon.replace(/\.svg$/, '');
    if (!hasIcon(id)) throw new AppError('NOT_FOUND', {}, { icon: id });
    const { color } = parseWith(colorQuery, request.query);
    return reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/svg+xml')
      .send(iconSvg(id, color));
  });
}
