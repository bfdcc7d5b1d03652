import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../app';
import { registerAssetRoutes } from './asset-routes';
import { registerGeoipRoute } from './geoip-route';
import {
  registerEventModesRoute,
  registerInfoTextsRoute,
  registerMapConfigRoute,
} from './map-config-route';
import { registerStyleRoutes } from './style-routes';
import { registerTileRoutes } from './tile-routes';

/**
 * The map service: vector tiles and TileJSON, generated styles per theme and locale, fonts and
 * sprites of the basemap assets, GET /api/map/config and GET /api/geoip.
 */
export async function tilesPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  registerTileRoutes(app, options);
  registerStyleRoutes(app, options);
  registerAssetRoutes(app, options);
  registerMapConfigRoute(app, options);
  registerEventModesRoute(app, options);
  registerInfoTextsRoute(app);
  registerGeoipRoute(app, options);
}
