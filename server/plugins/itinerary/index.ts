/**
 * The journey (multipath) service of §7 on Valhalla: GET /api/multipath/transports, /routes,
 * /roadbook (the routes' roadbook_link), /inventory, POST /api/multipath/elevation. Inputs are
 * validated with the zod schemas of src/domain/itinerary/api-schema.ts; every failure is an
 * entry of the error catalogue.
 */
import type { FastifyInstance } from 'fastify';
import {
  elevationBodySchema,
  inventoryQuerySchema,
  roadbookQuerySchema,
  routesQuerySchema,
  transportsQuerySchema,
} from '../../../src/domain/itinerary/api-schema';
import { labelLanguage } from '../../../src/domain/itinerary/providers';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { catchEngine } from '../../itinerary/engine-guard';
import { inventoryData, transportsData } from '../../itinerary/catalogue';
import { elevationProfile } from '../../itinerary/elevation';
import { fallbackFuelPrices } from '../../itinerary/fuel-prices';
import {
  computeRoadbook,
  computeRoutes,
  MULTIPATH_PREFIX,
  type ItineraryDeps,
} from '../../itinerary/itinerary-service';
import { checkStops, normaliseRequest, queryId, type RawQuery } from '../../itinerary/request';
import { GbfsRegistry } from '../../multimodal/gbfs/gbfs-registry';
import { searchIndexStations } from '../../multimodal/stations';
import { ZfeRouting } from '../../restrictions/route-zfe';

/** Cache lifetime of the answers that depend only on the deployment (inventory). */
const INVENTORY_CACHE = 'public, max-age=3600';

function registerTransports(app: FastifyInstance): void {
  app.get(`${MULTIPATH_PREFIX}/transports`, async (request) => {
    const query = parseWith(transportsQuerySchema, request.query);
    checkStops(query.stop);
    const points = [query.from, ...query.stop, query.to];
    return {
      data: transportsData({
        lang: labelLanguage(query.lang ?? query.locale),
        qid: queryId(points),
        preferredMode: query.preferred_tm,
        skipped: query.skipped_providers,
      }),
    };
  });
}

function registerRoutes(app: FastifyInstance, deps: ItineraryDeps): void {
  app.get(`${MULTIPATH_PREFIX}/routes`, async (request) => {
    const query = parseWith(routesQuerySchema, request.query);
    const normalised = normaliseRequest(query, request.query as RawQuery);
    return { data: await catchEngine(() => computeRoutes(deps, normalised)) };
  });
  app.get(`${MULTIPATH_PREFIX}/roadbook`, async (request) => {
    const query = parseWith(roadbookQuerySchema, request.query);
    if (query.providers.length !== 1)
      throw new AppError('NO_ROADBOOK', {}, { providers: query.providers });
    const normalised = normaliseRequest(query, request.query as RawQuery);
    return { data: await catchEngine(() => computeRoadbook(deps, normalised, query.route)) };
  });
}

function registerElevationAndInventory(app: FastifyInstance, deps: ItineraryDeps): void {
  app.post(`${MULTIPATH_PREFIX}/elevation`, async (request) => {
    const body = parseWith(elevationBodySchema, request.body);
    return { data: await catchEngine(() => elevationProfile(deps.routing, body.encoded_polyline)) };
  });
  app.get(`${MULTIPATH_PREFIX}/inventory`, async (request, reply) => {
    const query = parseWith(inventoryQuerySchema, request.query);
    reply.header('cache-control', INVENTORY_CACHE);
    return { data: inventoryData(labelLanguage(query.lang), deps.fuelPrices) };
  });
}

/** Registers the multipath routes. */
export async function itineraryPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const deps: ItineraryDeps = {
    routing: options.deps.routing,
    fuelPrices: options.deps.fuelPrices ?? fallbackFuelPrices(),
    multimodal: {
      routing: options.deps.routing,
      transit: options.deps.transit,
      stations: searchIndexStations(options.deps.search.index.db),
      gbfs: GbfsRegistry.fromRegion(options.deps.region, {
        repoRoot: options.config.repoRoot,
        report: (message) => app.log.warn(message),
      }),
    },
    zfe: new ZfeRouting(options.deps.restrictions, options.deps.places),
  };
  registerTransports(app);
  registerRoutes(app, deps);
  registerElevationAndInventory(app, deps);
}
