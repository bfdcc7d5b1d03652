/**
 * Low-emission zones in the itinerary (issue 17): each car or motorbike route of a request that
 * gives a Crit'Air vignette is checked at its departure; when the first route crosses a zone that
 * bans the vehicle, a route around the zones is computed (Valhalla `exclude_polygons`), or, when
 * the destination lies inside, a car park outside is proposed with the last stretch on foot or
 * by public transport.
 */
import type { LabelLanguage } from '../search/entry-format';
import { MODE_SLUGS } from '../../src/domain/itinerary/modes';
import { formatDuration, formatLength } from '../../src/domain/itinerary/format';
import { formatLngLat } from '../../src/domain/itinerary/steps';
import type { ItineraryRoute } from '../../src/domain/itinerary/types';
import type { Vignette, VehicleClass } from '../../src/domain/restrictions/critair';
import {
  vehicleOfMode,
  type ParkAndRide,
  type RouteZfe,
  unknownVignetteNotices,
  type ZfeRouteNotice,
} from '../../src/domain/restrictions/route-check';
import { hoursIn } from '../../src/domain/restrictions/hours-text';
import { ZFE_TEXTS } from './zfe-texts';
import type { RoutingEngine } from '../core/deps';
import type { ZfeRouting } from '../restrictions/route-zfe';
import type { ProviderOutcome } from './compute';
import type { NormalisedRequest } from './request';

/** Suffix of the id of a route computed around the zones. */
export const ZFE_ROUTE_SUFFIX = '-zfe';

/** What a request checks: the vignette, the vehicle class, the departure. */
export interface ZfeRequest {
  zfe: ZfeRouting;
  /** The vignette checked ('NC', the strictest, when the traveller gave none). */
  vignette: Vignette;
  /** True when the traveller gave no vignette: the notices ask for it. */
  unknown: boolean;
  vehicle: VehicleClass;
  /** The departure (French wall clock), null for now; with `arrival`, the time to arrive by. */
  departure: string | null;
  /** True when `departure` is the time to arrive by: each route leaves its duration earlier. */
  arrival: boolean;
  /** The language of the notices. */
  lang: LabelLanguage;
}

/** The check a request asks for, if any (a vignette and a car or motorbike provider). */
export function zfeRequestOf(
  zfe: ZfeRouting | undefined,
  request: NormalisedRequest,
  mode: string,
): ZfeRequest | undefined {
  const vignette = zfe?.vignetteOf(request.query.critair) ?? null;
  const vehicle = vehicleOfMode(mode);
  if (!zfe || !vehicle) return undefined;
  const departure = request.time?.value ?? null;
  const arrival = request.time?.departure === false;
  return {
    zfe,
    vignette: vignette ?? 'NC',
    unknown: vignette === null,
    vehicle,
    departure,
    arrival,
    lang: request.lang,
  };
}

/** A French wall-clock time `YYYY-MM-DDTHH:MM` moved by some seconds (calendar arithmetic). */
export function shiftWallClock(wall: string, seconds: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!m) return wall;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const t = new Date(Date.UTC(y!, mo! - 1, d, h, mi) + seconds * 1000);
  return t.toISOString().slice(0, 16);
}

/** When a route leaves: the departure asked, or the arrival asked minus the route's duration. */
function departureOf(z: ZfeRequest, route: ItineraryRoute): string | null {
  if (!z.departure || !z.arrival) return z.departure;
  return shiftWallClock(z.departure, -route.time.value);
}

/** The notices of one route. */
export function routeNotices(z: ZfeRequest, route: ItineraryRoute): ZfeRouteNotice[] {
  const shape = route.sections.flatMap((s) => s.geometry.coordinates);
  const notices = z.zfe.check({
    shape,
    vignette: z.vignette,
    vehicle: z.vehicle,
    departure: departureOf(z, route),
    lang: z.lang,
  });
  const hours = (h: string): string => hoursIn(h, z.lang);
  return z.unknown ? unknownVignetteNotices(notices, hours, z.lang) : notices;
}

/** What a route knows of the zones: the vignette checked (null when unknown) and the notices. */
export function routeZfe(z: ZfeRequest, notices: ZfeRouteNotice[]): RouteZfe {
  return { vignette: z.unknown ? null : z.vignette, notices };
}

/** The banned notices of a route. */
export function bannedOf(zfe: RouteZfe | undefined): ZfeRouteNotice[] {
  return zfe?.notices.filter((n) => n.kind === 'banned') ?? [];
}

function names(notices: readonly ZfeRouteNotice[]): string {
  return [...new Set(notices.map((n) => n.zone))].join(', ');
}

async function walkOf(engine: RoutingEngine, from: [number, number], to: [number, number]) {
  try {
    const answer = await engine.route({
      locations: [
        { lon: from[0], lat: from[1] },
        { lon: to[0], lat: to[1] },
      ],
      costing: 'pedestrian',
      directions_type: 'none',
    });
    return {
      metres: Math.round(answer.trip.summary.length * 1000),
      seconds: Math.round(answer.trip.summary.time),
    };
  } catch {
    return undefined;
  }
}

/** A car park outside the zone and the way from it, or why there is none. */
export async function parkAndRide(options: {
  z: ZfeRequest;
  engine: RoutingEngine;
  request: NormalisedRequest;
  banned: readonly ZfeRouteNotice[];
}): Promise<Pick<RouteZfe, 'parkAndRide' | 'noAlternative'>> {
  const { z, request, banned } = options;
  const to = request.points[request.points.length - 1]!;
  const park = z.zfe.carParkOutside(to, banned);
  const zone = names(banned);
  const texts = ZFE_TEXTS[z.lang];
  if (!park) return { noAlternative: texts.noCarPark(zone) };
  const walk = await walkOf(options.engine, [park.lng, park.lat], [to.lng, to.lat]);
  if (!walk) return { noAlternative: texts.noWalk(zone) };
  const parkText = formatLngLat({ lng: park.lng, lat: park.lat });
  const from = formatLngLat(request.points[0]!);
  const result: ParkAndRide = {
    zone,
    parking: { name: park.name ?? texts.parking, lng: park.lng, lat: park.lat },
    walk: {
      ...walk,
      label: texts.walk(formatLength(walk.metres, z.lang), formatDuration(walk.seconds, z.lang)),
    },
    transitLink: `/itineraire#/${MODE_SLUGS.public_transport}/${parkText}/${formatLngLat(to)}`,
    driveLink: `/itineraire#/${MODE_SLUGS.car}/${from}/${parkText}`,
  };
  return {
    parkAndRide: result,
    noAlternative: texts.parkFirst(zone),
  };
}

/** The route computed around the zones, renamed and checked; undefined when Valhalla found none. */
export function aroundRoute(
  z: ZfeRequest,
  route: ItineraryRoute,
  banned: readonly ZfeRouteNotice[],
): ItineraryRoute {
  const routeId = `${route.routeId}${ZFE_ROUTE_SUFFIX}`;
  const renamed: ItineraryRoute = {
    ...route,
    routeId,
    roadbook_link: route.roadbook_link.replace(
      /([?&]route=)[^&]*/,
      `$1${encodeURIComponent(routeId)}`,
    ),
    details_link: route.details_link.replace(/[^/]+$/, routeId),
    sections: route.sections.map((s) => ({ ...s, properties: { ...s.properties, routeId } })),
    main_information: `Évite la ${names(banned)}`,
  };
  const notices = routeNotices(z, renamed);
  return {
    ...renamed,
    zfe: { vignette: z.vignette, notices, avoids: [...new Set(banned.map((n) => n.zone))] },
  };
}

/** True when an outcome is a successful car or motorbike computation. */
export function isRoadOutcome(o: ProviderOutcome): o is ProviderOutcome & { ok: true } {
  return o.ok && vehicleOfMode(o.provider.mode) !== undefined;
}

/** A route around the zones that ban the vehicle near the trip, started with the plain route. */
export interface EarlyAround {
  keys: ReadonlySet<string>;
  outcome: Promise<ProviderOutcome>;
}

/**
 * Starts the route around the zones that would ban the vehicle near the trip, at the same time
 * as the plain route (so that a banned route's alternative costs no second wait); undefined when
 * no such zone is near, when the traveller gave no vignette, or arrives by a time.
 */
export function startAround(options: {
  z: ZfeRequest | undefined;
  request: NormalisedRequest;
  compute: (excludePolygons: [number, number][][]) => Promise<ProviderOutcome>;
}): EarlyAround | undefined {
  const { z, request } = options;
  // Arriving by a time, each route leaves at its own time: no zone can be told in advance.
  if (!z || z.unknown || z.arrival) return undefined;
  const ends = [request.points[0]!, request.points[request.points.length - 1]!].map(
    (p): [number, number] => [p.lng, p.lat],
  );
  const keys = z.zfe.bansNear({
    ends,
    vignette: z.vignette,
    vehicle: z.vehicle,
    departure: z.departure,
  });
  if (keys.length === 0) return undefined;
  return { keys: new Set(keys), outcome: options.compute(z.zfe.excludePolygonsOf(keys)) };
}

/** The early route around when it avoids every zone banned on the way, else undefined. */
export function earlyFor(
  early: EarlyAround | undefined,
  banned: readonly ZfeRouteNotice[],
): Promise<ProviderOutcome> | undefined {
  return early && banned.every((n) => early.keys.has(n.stageKey)) ? early.outcome : undefined;
}
