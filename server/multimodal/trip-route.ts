/**
 * A planned multimodal trip as a route of the API (§3 Route): time, length, price (or « tarif
 * non communiqué »), CO2 summed over the legs, one leg per way of travel (mode, line, headsign,
 * stops with their times, geometry, CO2), one map section per leg in the line's colour (walks
 * in grey, dashed), and the timetable summary (departure, arrival, changes, walking).
 */
import { co2Score } from '../../src/domain/itinerary/costs';
import {
  formatCo2,
  formatDuration,
  formatLength,
  formatPrice,
} from '../../src/domain/itinerary/format';
import { WALK_COLOUR } from '../../src/domain/itinerary/multimodal-providers';
import type { LabelLanguage, ProviderSpec } from '../../src/domain/itinerary/providers';
import type {
  ItineraryRoute,
  RouteLeg,
  RoutePrices,
  RouteSectionFeature,
} from '../../src/domain/itinerary/types';
import { API_TEXTS, fill } from '../itinerary/labels';
import { MULTIMODAL_TEXTS } from './texts';
import type { PlannedLeg, PlannedTrip, TripPrice } from './types';

/** What the routes of one provider share. */
export interface TripRouteContext {
  provider: ProviderSpec;
  lang: LabelLanguage;
  qid: string;
  providerLabel: string;
  roadbookLink: (routeId: string) => string;
  detailsLink: (routeId: string) => string;
}

/** The price fields of a trip (« tarif non communiqué » when unknown, « ≈ » for an estimate). */
export function tripPrices(price: TripPrice | null, lang: LabelLanguage): RoutePrices {
  const label = price
    ? `${price.estimated ? '≈ ' : ''}${formatPrice(price.euros, lang)}`
    : MULTIMODAL_TEXTS[lang].noFare;
  const main = { value: price?.euros ?? 0, label };
  return { main, total: main, fuel: null, toll: null, details: null };
}

/** The colour a leg is drawn in. */
export function legColour(leg: PlannedLeg, provider: ProviderSpec): string {
  if (leg.line) return leg.line.colour;
  return leg.mode === 'walk' ? WALK_COLOUR : provider.color;
}

/** The API leg of a planned leg. */
export function routeLeg(leg: PlannedLeg, lang: LabelLanguage): RouteLeg {
  return {
    from: leg.step,
    to: leg.step + 1,
    time: { value: Math.round(leg.seconds), label: formatDuration(leg.seconds, lang) },
    length: { value: Math.round(leg.metres), label: formatLength(leg.metres, lang) },
    mode: leg.mode,
    line: leg.line ?? null,
    headsign: leg.headsign ?? null,
    departure: leg.from,
    arrival: leg.to,
    intermediate_stops: leg.intermediate ?? [],
    geometry: leg.geometry,
    co2_emissions: { value: leg.co2Grams, label: formatCo2(leg.co2Grams, lang) },
    ...(leg.operator ? { operator: leg.operator } : {}),
  };
}

function sections(trip: PlannedTrip, routeId: string, provider: ProviderSpec) {
  return trip.legs.map((leg, i): RouteSectionFeature => ({
    type: 'Feature',
    geometry: { type: 'LineString', coordinates: leg.geometry },
    properties: {
      color: legColour(leg, provider),
      mode: provider.mode,
      leg: i,
      provider: provider.name,
      routeId,
      walk: leg.mode === 'walk',
    },
  }));
}

function bboxOf(trip: PlannedTrip): [number, number, number, number] {
  const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const leg of trip.legs) {
    for (const [lng, lat] of leg.geometry) {
      b[0] = Math.min(b[0], lng);
      b[1] = Math.min(b[1], lat);
      b[2] = Math.max(b[2], lng);
      b[3] = Math.max(b[3], lat);
    }
  }
  return b;
}

/** « Bus 6 puis Tram A », else the operator or the mode of the rides. */
export function tripDescription(trip: PlannedTrip, ctx: TripRouteContext): string {
  const texts = MULTIMODAL_TEXTS[ctx.lang];
  const lines = trip.legs.flatMap((l) =>
    l.line && l.mode !== 'walk' && l.mode !== 'bike' && l.mode !== 'scooter' && l.mode !== 'taxi'
      ? [`${texts.vehicles[l.mode]} ${l.line.ref}`]
      : [],
  );
  if (lines.length > 0) return lines.join(texts.then);
  // A taxi ride: how its price was reached, not « Taxi » again under « Taxi ».
  if (trip.legs.every((l) => l.mode === 'taxi')) return texts.fareEstimate;
  const operator = trip.legs.find((l) => l.operator)?.operator;
  return operator ?? API_TEXTS[ctx.lang].modes[ctx.provider.mode];
}

function timetable(trip: PlannedTrip, lang: LabelLanguage): ItineraryRoute['timetable'] {
  const walks = trip.legs.filter((l) => l.mode === 'walk');
  const seconds = walks.reduce((n, l) => n + l.seconds, 0);
  const metres = walks.reduce((n, l) => n + l.metres, 0);
  return {
    departure: trip.departure,
    arrival: trip.arrival,
    transfers: trip.transfers,
    walk_time: { value: seconds, label: formatDuration(seconds, lang) },
    walk_length: { value: metres, label: formatLength(metres, lang) },
  };
}

/**
 * The operator's links of a trip (§3 cta_links, more_trips_links): the site of the first
 * ride's agency, and its ticket page when the feed gives one. The same page serves desktop and
 * mobile browsers: GTFS has one address each.
 */
export function operatorLinks(
  trip: PlannedTrip,
  lang: LabelLanguage,
): {
  provider: Pick<ItineraryRoute['provider'], 'more_trips_links' | 'more_trips_label'>;
  route: Pick<ItineraryRoute, 'cta_links' | 'cta_label'>;
} {
  const agency = trip.legs.find((l) => l.line?.agency)?.line?.agency;
  if (!agency) return { provider: {}, route: {} };
  const texts = MULTIMODAL_TEXTS[lang];
  const names = { agency: agency.name };
  const provider = {
    more_trips_links: { desktop: agency.url, mobile: agency.url },
    more_trips_label: fill(texts.moreTrips, names),
  };
  if (!agency.fareUrl) return { provider, route: {} };
  const cta_links = { desktop: agency.fareUrl, mobile: agency.fareUrl };
  return { provider, route: { cta_links, cta_label: fill(texts.buyTicket, names) } };
}

/** Builds the API route of a trip (`index` 0 is the first journey). */
export function tripRoute(trip: PlannedTrip, index: number, ctx: TripRouteContext): ItineraryRoute {
  const { provider, lang } = ctx;
  const routeId = `${provider.name}-${index}`;
  const metres = trip.legs.reduce((n, l) => n + l.metres, 0);
  const grams = trip.legs.reduce((n, l) => n + l.co2Grams, 0);
  const links = operatorLinks(trip, lang);
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
      co2_score: co2Score(grams / 1000, metres / 1000),
      ...links.provider,
    },
    provider_id: provider.name,
    time: { value: Math.round(trip.seconds), label: formatDuration(trip.seconds, lang) },
    length: { value: Math.round(metres), label: formatLength(metres, lang) },
    prices: tripPrices(trip.price, lang),
    co2_emissions: { value: grams, label: formatCo2(grams, lang) },
    pollutant_emissions: null,
    legs: trip.legs.map((l) => routeLeg(l, lang)),
    sections: sections(trip, routeId, provider),
    roadbook_link: ctx.roadbookLink(routeId),
    details_link: ctx.detailsLink(routeId),
    ...links.route,
    route_type: 'fastest',
    statistics: null,
    action_label: API_TEXTS[lang].actionLabel,
    main_information: tripDescription(trip, ctx),
    titles: { monomode: ctx.providerLabel },
    colors: { primary: provider.color, secondary: `${provider.color}80` },
    icon: provider.icon,
    isOptional: provider.optional,
    fake: false,
    bbox: bboxOf(trip),
    flags: { toll: false, highway: false, ferry: false },
    timetable: timetable(trip, lang),
  };
}
