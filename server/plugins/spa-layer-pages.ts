/**
 * The layer pages' server-rendered content in the SPA's page (issue 18): built from the
 * restrictions artefact and the areas, once per origin, locale, path and French day (an LRU).
 */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/map-config';
import { parisParts } from '../../src/domain/paris-time';
import { parseLayerPath } from '../../src/domain/paths/layer-paths';
import type { PluginOptions } from '../app';
import { siteOrigin } from '../core/config';
import { areaResolverOf, coveredAreas, restrictionsServiceOf } from '../restrictions/layer-pages';
import { HtmlCache, htmlFile } from '../seo/html-cache';
import { layerPageParts, withLayerPage, type LayerPageDeps } from '../seo/pages/layer-pages';
import type { StaticFile } from './spa-files';

/** Gives the page of a layer path (undefined for any other path). */
export type LayerPageRenderer = (options: {
  request: FastifyRequest;
  path: string;
  locale: Locale;
  page: StaticFile;
}) => StaticFile | undefined;

/** The renderer of an app's layer pages. */
export function layerPageRenderer(options: PluginOptions): LayerPageRenderer {
  const { deps, config } = options;
  let layerDeps: LayerPageDeps | undefined;
  const depsOf = (): LayerPageDeps => {
    if (layerDeps) return layerDeps;
    const areas = areaResolverOf(deps.places);
    const covered = { store: deps.restrictions, areas, towns: deps.places.gazetteer().towns };
    layerDeps = {
      areas,
      service: restrictionsServiceOf(deps),
      covered: (family, day) => coveredAreas(family, covered, day),
    };
    return layerDeps;
  };
  const cache = new HtmlCache();
  return ({ request, path, locale, page }) => {
    if (!parseLayerPath(path)) return undefined;
    const origin = siteOrigin(config, request);
    const now = new Date();
    const key = `${origin}|${locale}|${path}|${parisParts(now).date}`;
    return cache.get(key, () => {
      const parts = layerPageParts({ path, locale, origin, now, deps: depsOf() });
      const html = page.body.toString('utf8');
      return { file: htmlFile(parts ? withLayerPage(html, parts) : html), status: 200 };
    }).file;
  };
}
