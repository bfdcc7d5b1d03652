/**
 * Turns a Valhalla trip into a route of the API (§3 Route): time, length, prices, emissions,
 * legs, GeoJSON sections in the provider's colour, links to the roadbook and the SPA details.
 */
import polyline from '@mapbox/polyline';
import { formatDuration, formatLength } from '../../src/domain/itinerary/format';
import { MODE_SLUGS } from '../../src/domain/itinerary/modes';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type {
  ItineraryRoute,
  RouteSectionFeature,
  RouteStatistics,
} from '../../src/domain/itinerary/types';
import type { ValhallaLeg, ValhallaTrip } from '../routing/valhalla-types';
import { mainStreet } from './via-streets';
import { API_TEXTS, fill } from './labels';
import { tripEmissions, tripPrices } from './route-costs';
import type { EffectiveOptions } from './route-options';

/** What every route of one request shares. */
export interface RouteContext {
  options: EffectiveOptions;
  lang: LabelLanguage;
  qid: string;
  /** Label of the provider in the request's language. */
  providerLabel: string;
  /** The roadbook API link of a route id. */
  roadbookLink: (routeId: string) => string;
  /** The SPA path of a route id's roadbook. */
  detailsLink: (routeId: string) => string;
}

const round5 = (n: number): number => Math.round(n * 1e5) / 1e5;

/** Decodes a Valhalla shape (polyline, precision 6) to [lng, lat] pairs with 5 decimals. */
export function decodeShape(shape: string): [number, number][] {
  return polyline.decode(shape, 6).map(([lat, lng]) => [round5(lng), round5(lat)]);
}

function section(
  leg: ValhallaLeg,
  index: number,
  routeId: string,
  ctx: RouteContext,
): RouteSectionFeature {
  return {
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: decodeShape(leg.shape) },
    properties: {
      color: ctx.options.provider.color,
      mode: ctx.options.provider.mode,
      leg: index,
      provider: ctx.options.provider.name,
      routeId,
    },
  };
}

function flags(trip: ValhallaTrip): ItineraryRoute['flags'] {
  const s = trip.summary;
  return { toll: !!s.has_toll, highway: !!s.has_highway, ferry: !!s.has_ferry };
}

function legsOf(trip: ValhallaTrip, lang: LabelLanguage): ItineraryRoute['legs'] {
  return trip.legs.map((leg, i) => ({
    from: i,
    to: i + 1,
    time: { value: Math.round(leg.summary.time), label: formatDuration(leg.summary.time, lang) },
    length: {
      value: Math.round(leg.summary.length * 1000),
      label: formatLength(leg.summary.length * 1000, lang),
    },
  }));
}

/** What a route's card says besides the trip itself. */
export interface RouteExtras {
  statistics?: RouteStatistics | null;
  /** The street the card names (via-streets.ts); the trip's longest when absent. */
  via?: string | undefined;
}

/** Builds the API route of a trip (`index` 0 is the main route, then the alternatives). */
export function buildRoute(
  trip: ValhallaTrip,
  index: number,
  ctx: RouteContext,
  extras: RouteExtras = {},
): ItineraryRoute {
  const statistics = extras.statistics ?? null;
  const { provider } = ctx.options;
  const routeId = `${provider.name}-${index}`;
  const texts = API_TEXTS[ctx.lang];
  const seconds = Math.round(trip.summary.time);
  const metres = Math.round(trip.summary.length * 1000);
  const emissions = tripEmissions(trip, ctx.options, ctx.lang);
  const street = extras.via ?? mainStreet(trip);
  const s = trip.summary;
  return {
    routeId,
    mode: provider.mode,
    provider: {
      id: provider.name,
      name: provider.name,
      label: ctx.providerLabel,
      qid: ctx.qid,
      optional: provider.optional,
      icon: provider.icon,
      co2_score: emissions.score,
    },
    provider_id: provider.name,
    time: { value: seconds, label: formatDuration(seconds, ctx.lang) },
    length: { value: metres, label: formatLength(metres, ctx.lang) },
    prices: tripPrices(trip, ctx.options, ctx.lang),
    co2_emissions: emissions.co2_emissions,
    pollutant_emissions: emissions.pollutant_emissions,
    legs: legsOf(trip, ctx.lang),
    sections: trip.legs.map((leg, i) => section(leg, i, routeId, ctx)),
    roadbook_link: ctx.roadbookLink(routeId),
    details_link: ctx.detailsLink(routeId),
    route_type: provider.routeType,
    statistics,
    action_label: texts.actionLabel,
    main_information: street ? fill(texts.via, { street }) : texts.modes[provider.mode],
    titles: { monomode: ctx.providerLabel },
    colors: { primary: provider.color, secondary: `${provider.color}80` },
    icon: provider.icon,
    isOptional: provider.optional,
    fake: false,
    bbox: [s.min_lon, s.min_lat, s.max_lon, s.max_lat],
    flags: flags(trip),
  };
}

/** The SPA path of a route's roadbook (`details_link`). */
export function spaRoadbookPath(options: {
  mode: keyof typeof MODE_SLUGS;
  from: string;
  to: string;
  provider: string;
  routeId: string;
}): string {
  const slug = MODE_SLUGS[options.mode];
  return `/itineraire#/${slug}/${options.from}/${options.to}/${options.provider}/feuille_de_route/${options.routeId}`;
}
