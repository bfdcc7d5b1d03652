import type { FastifyInstance } from 'fastify';
import { guessCountry, type GeoipGuess } from '../../../src/domain/geoip';
import type { PluginOptions } from '../../app';

/** The value of one request header, the first when it was sent several times. */
function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * GET /api/geoip (spec §7): the visitor's country guessed from the request alone (the trusted
 * proxy's country header when `PERIPLE_GEOIP_HEADER` names one, else the browser's language), no
 * external service. It is the visitor's own: never stored by a shared cache.
 */
export function registerGeoipRoute(app: FastifyInstance, options: PluginOptions): void {
  const { geoipHeader } = options.config;
  app.get('/api/geoip', (request, reply): GeoipGuess => {
    void reply
      .header('cache-control', 'private, no-store')
      .header('vary', geoipHeader ? `Accept-Language, ${geoipHeader}` : 'Accept-Language');
    return guessCountry({
      countryHeader: geoipHeader ? headerValue(request.headers[geoipHeader]) : undefined,
      acceptLanguage: request.headers['accept-language'],
    });
  });
}
