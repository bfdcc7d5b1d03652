/**
 * Legacy URLs (spec 000 §2 and 001 §2) answered with a permanent redirect to their current
 * form: `/plan/{code}/{town}` (a postcode or an INSEE code, then the town) → the town page,
 * `/activite/{rubric}/{location}/{poiname}/{geoentityId}` → the POI page. A code or id that
 * names nothing gets the 404 page with the closest towns.
 */
import type { FastifyInstance } from 'fastify';
import { slugify } from '../../../src/domain/paths/search-paths';
import type { PluginOptions } from '../../app';
import type { SeoContext } from '../../plugins/seo';
import type { CommuneIndex, SeoCommune } from '../communes';
import { notFoundPage } from './error-pages';

const CODE = /^(\d{5}|\d[0-9ab]\d{3})$/i;
const GEOENTITY = /^[a-z0-9_-]{1,40}$/i;

/** The commune of a legacy `/plan/{code}/{town}`: by INSEE code, else by postcode and name. */
export function legacyTown(
  index: CommuneIndex,
  code: string,
  town: string,
): SeoCommune | undefined {
  const insee = code.toUpperCase();
  const slug = slugify(town);
  return (
    index.sorted.find((c) => c.insee === insee) ??
    index.byPopulation.find((c) => c.postcodes.includes(code) && c.slug === slug) ??
    index.byPopulation.find((c) => c.postcodes.includes(code))
  );
}

/** Registers the legacy routes. */
export function registerLegacyRoutes(
  app: FastifyInstance,
  seo: SeoContext,
  _options: PluginOptions,
): void {
  app.get<{ Params: { code: string; town: string } }>('/plan/:code/:town', (request, reply) => {
    const { code, town } = request.params;
    if (!CODE.test(code)) return reply.callNotFound();
    const commune = legacyTown(seo.communes, code, town);
    if (commune) return seo.redirect(reply, commune.href);
    const closest = seo.communes
      .closest(slugify(town))
      .map((c) => ({ label: c.name, href: c.href }));
    return seo.send(request, reply, request.url.split('?')[0] ?? '', () =>
      notFoundPage(request.url, closest),
    );
  });
  app.get<{ Params: { rubric: string; location: string; poiname: string; id: string } }>(
    '/activite/:rubric/:location/:poiname/:id',
    (request, reply) => {
      const { id } = request.params;
      if (!GEOENTITY.test(id))
        return seo.send(request, reply, request.url.split('?')[0] ?? '', () => undefined);
      return seo.redirect(reply, `/poi/${encodeURIComponent(id)}`);
    },
  );
}
