/**
 * The geoentity (POI) service: POI lists, sheets and tabs, fuels, sponsored apps, hotel rooms,
 * rubric reference data, POI assets (catalogue configuration and icons) and POIs on a route.
 * It reads the search index (deps.search: one id and one address per POI) and the places
 * artefact (details), which it opens read-only and closes with the app.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../app';
import { GeoentityService } from '../../geoentity/geoentity-service';
import { GeoentityStore } from '../../geoentity/geoentity-store';
import { partnersFromEnv } from '../../geoentity/partners';
import { houseAdsFile, houseAdsSource } from '../../ads/house-ads';
import { runningSponsors } from '../../ads/sponsored';
import { registerAssetRoutes } from './asset-routes';
import { registerPoiRoutes } from './poi-routes';
import { registerRouteRoutes } from './route-routes';

/** The places database file of the served region. */
export function placesFile(options: PluginOptions): string {
  const { config, deps } = options;
  const name = deps.manifests.places.files.db ?? 'places.sqlite';
  return join(config.dataDir, config.region, 'places', name);
}

/** The plugin. */
export async function geoentityPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const store = new GeoentityStore(placesFile(options));
  const [lng, lat] = options.deps.region.view.center;
  const service = new GeoentityService(options.deps.search, store, { lng, lat });
  // The fuels summary is computed once, at start rather than in the first user's request.
  service.fuels();
  const partners = partnersFromEnv(process.env);
  const houseAds = houseAdsSource(houseAdsFile(options.config), app.log);
  const sponsors = async () => runningSponsors(await houseAds.current(), new Date());
  app.addHook('onClose', async () => store.close());
  registerPoiRoutes(app, service, partners, sponsors);
  registerAssetRoutes(app);
  registerRouteRoutes(app, service);
}
