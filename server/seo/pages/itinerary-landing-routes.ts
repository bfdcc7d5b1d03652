/**
 * Routes of the itinerary landings: the towns found by slug (a slug written otherwise — accents,
 * capitals, spaces — gets a 301 to the canonical URL), the trip computed once per pair and mode
 * by the itinerary service (Valhalla, costs, CO2) and kept, an unknown town or mode answered
 * with the 404 page and links to close matches.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routesQuerySchema } from '../../../src/domain/itinerary/api-schema';
import { haversineMetres } from '../../../src/domain/geo';
import { MODE_SLUGS, modeFromSlug, type RoadMode } from '../../../src/domain/itinerary/modes';
import { formatLngLat } from '../../../src/domain/itinerary/steps';
import { slugify } from '../../../src/domain/paths/search-paths';
import { RUBRICS_BY_ID } from '../../../src/domain/poi-catalogue/rubrics';
import type { PluginOptions } from '../../app';
import { fallbackFuelPrices } from '../../itinerary/fuel-prices';
import { computeRoutes, type ItineraryDeps } from '../../itinerary/itinerary-service';
import { normaliseRequest } from '../../itinerary/request';
import type { SeoContext } from '../../plugins/seo';
import type { SeoCommune } from '../communes';
import { poiPageData } from '../poi-page-data';
import { activityPath } from './poi-town-route';
import { notFoundPage } from './error-pages';
import {
  itineraryLandingPage,
  LANDING_MODES,
  sameTownPage,
  type TownActivity,
  type TripFigures,
} from './itinerary-landing';

/** Activities listed for each end of a landing. */
const TODO_LINKS = 8;

/** Where to eat out. */
const EATING_OUT = new Set(['restaurant', 'restauration-rapide', 'cafe-bar']);

/** « Que faire »: leisure, places to stay and to eat out, not services, shops or transport. */
export function isThingToDo(rubricId: string): boolean {
  const segment = RUBRICS_BY_ID.get(rubricId)?.segment;
  return segment === 'loisirs' || segment === 'hebergement' || EATING_OUT.has(rubricId);
}

/** Trips kept (a pair and a mode computed once). */
const TRIPS_KEPT = 5000;

type Params = { mode?: string; from: string; to: string };

/** Computes and keeps the trips of the landings. */
function tripComputer(options: PluginOptions) {
  const deps: ItineraryDeps = {
    routing: options.deps.routing,
    fuelPrices: options.deps.fuelPrices ?? fallbackFuelPrices(),
  };
  const kept = new Map<string, TripFigures | null>();
  return async (mode: RoadMode, from: SeoCommune, to: SeoCommune): Promise<TripFigures | null> => {
    const key = `${mode}|${from.insee}|${to.insee}`;
    if (kept.has(key)) return kept.get(key) ?? null;
    const figures = await computeTrip(deps, mode, from, to);
    kept.set(key, figures);
    if (kept.size > TRIPS_KEPT) kept.delete(kept.keys().next().value!);
    return figures;
  };
}

async function computeTrip(
  deps: ItineraryDeps,
  mode: RoadMode,
  from: SeoCommune,
  to: SeoCommune,
): Promise<TripFigures | null> {
  const provider = LANDING_MODES[mode]?.provider;
  if (!provider || !from.point || !to.point) return null;
  const raw = { from: formatLngLat(from.point), to: formatLngLat(to.point), providers: provider };
  try {
    const data = await computeRoutes(deps, normaliseRequest(routesQuerySchema.parse(raw), raw));
    const route = 'routes' in data ? data.routes[0] : undefined;
    if (!route) return null;
    return {
      seconds: route.time.value,
      metres: route.length.value,
      euros: route.prices.main.value > 0 ? route.prices.main.value : null,
      co2Grams: route.co2_emissions.value > 0 ? route.co2_emissions.value : null,
    };
  } catch {
    return null;
  }
}

function modeOf(params: Params): RoadMode | undefined {
  if (params.mode === undefined) return 'car';
  const mode = modeFromSlug(params.mode);
  return mode && LANDING_MODES[mode] && MODE_SLUGS[mode] === params.mode ? mode : undefined;
}

function landingPath(mode: RoadMode, explicit: boolean, from: string, to: string): string {
  return explicit ? `/itineraire/${MODE_SLUGS[mode]}/${from}/${to}` : `/itineraire/${from}/${to}`;
}

/** The towns a slug may have meant: itself when known, else the closest names. */
function candidates(seo: SeoContext, slug: string): SeoCommune[] {
  const known = seo.communes.find(slugify(slug));
  return known ? [known] : seo.communes.closest(slugify(slug));
}

/**
 * The 404 of a landing: the trips it may have meant (each misspelt town replaced by the closest
 * names, « Rouen → Paris » for « rouenn/paris »), else the modes.
 */
function notFound(seo: SeoContext, params: Params, path: string) {
  const mode = modeOf(params);
  const misspelt = [params.from, params.to].some((slug) => !seo.communes.find(slugify(slug)));
  const tos = candidates(seo, params.to).slice(0, 4);
  const links = misspelt
    ? candidates(seo, params.from)
        .slice(0, 4)
        .flatMap((from) => tos.map((to) => ({ from, to })))
        .filter(({ from, to }) => from.insee !== to.insee)
        .slice(0, 8)
        .map(({ from, to }) => ({
          label: `${from.name} → ${to.name}`,
          href: landingPath(
            mode ?? 'car',
            mode !== undefined && params.mode !== undefined,
            seo.communes.slugOf(from),
            seo.communes.slugOf(to),
          ),
        }))
    : [];
  const modes = Object.entries(LANDING_MODES).map(([m, w]) => ({
    label: `Itinéraire ${w.by}`,
    href: landingPath(m as RoadMode, true, slugify(params.from), slugify(params.to)),
  }));
  return notFoundPage(path, links.length ? links : modes);
}

async function landing(
  seo: SeoContext,
  compute: ReturnType<typeof tripComputer>,
  todo: (town: SeoCommune) => TownActivity[],
  request: FastifyRequest<{ Params: Params }>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { params } = request;
  const path = request.url.split('?')[0] ?? '';
  const mode = modeOf(params);
  const from = seo.communes.find(slugify(params.from));
  const to = seo.communes.find(slugify(params.to));
  if (!mode || !from || !to)
    return seo.send(request, reply, path, () => notFound(seo, params, path));
  const canonical = landingPath(
    mode,
    params.mode !== undefined,
    seo.communes.slugOf(from),
    seo.communes.slugOf(to),
  );
  if (canonical !== path) return seo.redirect(reply, canonical);
  if (from.insee === to.insee)
    return seo.send(request, reply, path, () => sameTownPage(path, from));
  const trip = await compute(mode, from, to);
  const straightMetres = from.point && to.point ? haversineMetres(from.point, to.point) : null;
  const activities = { from: todo(from), to: todo(to) };
  return seo.send(request, reply, path, (locale) =>
    itineraryLandingPage({ path, mode, from, to, straightMetres, trip, activities }, locale),
  );
}

/** Registers the landings. */
export function registerItineraryLandings(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): void {
  const compute = tripComputer(options);
  const data = poiPageData(app, seo, options);
  // What to do at each end: the town's activity landings, for a town above the POI threshold.
  const todo = (town: SeoCommune): TownActivity[] => {
    if (!data.towns.listed(town)) return [];
    const slug = seo.communes.slugOf(town);
    return data.towns
      .rubricCounts(town)
      .filter((c) => isThingToDo(c.rubricId))
      .slice(0, TODO_LINKS)
      .map((c) => ({ ...c, href: activityPath(c.rubricId, slug) }));
  };
  app.get<{ Params: Params }>('/itineraire/:from/:to', (request, reply) =>
    landing(seo, compute, todo, request, reply),
  );
  app.get<{ Params: Params }>('/itineraire/:mode/:from/:to', (request, reply) =>
    landing(seo, compute, todo, request, reply),
  );
}
