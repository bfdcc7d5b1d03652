/**
 * Shared bikes and scooters from GBFS: walk (Valhalla pedestrian, chosen by the matrix among
 * the nearest offers) to a station with an available vehicle of the mode or to a free-floating
 * vehicle, ride it (Valhalla bicycle costing), leave it at a station with a free dock near the
 * arrival (docked systems) or at the arrival (free-floating), walk on. The price comes from the
 * system's pricing plan when it publishes one.
 */
import { SHARED_CO2_KG_PER_KM } from '../../src/domain/itinerary/multimodal-costs';
import type { LegPlace } from '../../src/domain/itinerary/multimodal-types';
import { SPEEDS_KMH, DEFAULT_SPEED_TYPE } from '../../src/domain/itinerary/modes';
import { addSeconds } from '../itinerary/roadbook-builder';
import { fill } from '../itinerary/labels';
import type { GbfsSnapshot, GbfsStation, GbfsVehicle, ShareKind } from './gbfs/gbfs-feed';
import type { PricingPlan } from './gbfs/gbfs-schema';
import { SHARE_SERVICE_NAMES, MULTIMODAL_TEXTS } from './texts';
import { departureOf, stepNames } from './taxi';
import type { MultimodalContext, MultimodalOutcome, PlannedLeg, PlannedTrip } from './types';
import {
  MIN_ROUTED_METRES,
  matrixWalkTimes,
  routedPath,
  straightMetres,
  walkPath,
  walkSpeedKmh,
  type RoutedPath,
} from './walking';

/** Offers farther than this from the departure (or docks from the arrival) are not used. */
export const SHARE_RADIUS_METRES = 800;
const CANDIDATES = 5;

/** What can be picked up or where a vehicle can be left. */
interface Offer {
  name: string;
  lng: number;
  lat: number;
  station?: GbfsStation | undefined;
  vehicle?: GbfsVehicle | undefined;
}

/** The offer nearest on foot (Valhalla matrix over the nearest ones in a straight line). */
async function nearestOnFoot(
  ctx: MultimodalContext,
  point: [number, number],
  offers: readonly Offer[],
): Promise<Offer | null> {
  const near = offers
    .map((o) => ({ o, metres: straightMetres(point, [o.lng, o.lat]) }))
    .filter((x) => x.metres <= SHARE_RADIUS_METRES)
    .sort((a, b) => a.metres - b.metres)
    .slice(0, CANDIDATES);
  if (near.length === 0) return null;
  const walk = matrixWalkTimes(ctx.deps.routing, walkSpeedKmh(ctx.request.query));
  const times = await walk(
    point,
    near.map((x, i) => ({ stop: i, lng: x.o.lng, lat: x.o.lat })),
  );
  let best: { o: Offer; seconds: number } | null = null;
  near.forEach((x, i) => {
    const seconds = times[i];
    if (seconds !== undefined && (!best || seconds < best.seconds)) best = { o: x.o, seconds };
  });
  return (best as { o: Offer } | null)?.o ?? null;
}

function pickUps(s: GbfsSnapshot, kind: ShareKind): Offer[] {
  const stations = s.stations
    .filter((st) => st.renting && st.available[kind] > 0)
    .map((st) => ({ name: st.name, lng: st.lng, lat: st.lat, station: st }));
  const vehicles = s.vehicles
    .filter((v) => v.kind === kind)
    .map((v) => ({ name: v.name ?? s.systemName, lng: v.lng, lat: v.lat, vehicle: v }));
  return [...stations, ...vehicles];
}

function dropOffs(s: GbfsSnapshot): Offer[] {
  return s.stations
    .filter((st) => st.returning && (st.docks === null || st.docks > 0))
    .map((st) => ({ name: st.name, lng: st.lng, lat: st.lat, station: st }));
}

function segmentsCost(segments: PricingPlan['per_min_pricing'], x: number): number {
  let cost = 0;
  for (const s of segments ?? []) {
    if (x <= s.start) continue;
    const span = Math.min(x, s.end ?? Infinity) - s.start;
    cost += s.rate * (s.interval > 0 ? Math.ceil(span / s.interval) : 1);
  }
  return cost;
}

/** The price in euros of a ride under a GBFS plan (base price, per-minute and per-km rates). */
export function planPrice(plan: PricingPlan, ride: { minutes: number; km: number }): number {
  const euros =
    plan.price +
    segmentsCost(plan.per_min_pricing, ride.minutes) +
    segmentsCost(plan.per_km_pricing, ride.km);
  return Math.round(euros * 100) / 100;
}

function planOf(s: GbfsSnapshot, kind: ShareKind, pick: Offer): PricingPlan | undefined {
  const id = pick.vehicle ? pick.vehicle.pricingPlanId : s.stationPlan[kind];
  const plan = id
    ? s.plans.find((p) => p.plan_id === id)
    : s.plans.length === 1
      ? s.plans[0]
      : undefined;
  return plan?.currency === 'EUR' ? plan : undefined;
}

function rideCostingOptions(ctx: MultimodalContext, kind: ShareKind, electric: boolean) {
  const q = ctx.request.query;
  const param = kind === 'bike_share' ? q.bike_speed : q.trottinette_speed;
  const table = SPEEDS_KMH[kind === 'bike_share' ? 'bike' : 'scooter'];
  const base = typeof param === 'number' ? param : table[param ?? DEFAULT_SPEED_TYPE];
  const speed = electric ? Math.max(base, table.fast) : base;
  return kind === 'bike_share'
    ? { bicycle_type: 'City', cycling_speed: speed }
    : { bicycle_type: 'City', cycling_speed: speed, use_roads: 0.3, use_hills: 0.2 };
}

/** The parts of a shared ride before they are timed. */
interface RideParts {
  kind: ShareKind;
  snapshot: GbfsSnapshot;
  pick: Offer;
  /** Null for a free-floating vehicle left at the arrival. */
  drop: Offer | null;
}

function co2Of(kind: ShareKind, electric: boolean, metres: number): number {
  const perKm =
    kind === 'scooter_share'
      ? SHARED_CO2_KG_PER_KM.scooter
      : electric
        ? SHARED_CO2_KG_PER_KM.electricBicycle
        : SHARED_CO2_KG_PER_KM.bicycle;
  return Math.round(perKm * metres);
}

type Part = { mode: PlannedLeg['mode']; from: LegPlace; to: LegPlace; path: RoutedPath };

function timedLegs(ctx: MultimodalContext, parts: Part[], o: { electric: boolean; r: RideParts }) {
  const total = parts.reduce((n, p) => n + p.path.seconds, 0);
  const departure = departureOf(ctx, total);
  let clock = 0;
  const legs = parts.map((p): PlannedLeg => {
    const from = { ...p.from, time: addSeconds(departure, clock) };
    clock += p.path.seconds;
    const riding = p.mode !== 'walk';
    return {
      mode: p.mode,
      from,
      to: { ...p.to, time: addSeconds(departure, clock) },
      seconds: p.path.seconds,
      metres: p.path.metres,
      geometry: p.path.geometry,
      maneuvers: p.path.maneuvers,
      co2Grams: riding ? co2Of(o.r.kind, o.electric, p.path.metres) : 0,
      ...(riding ? { operator: o.r.snapshot.systemName } : {}),
      step: 0,
    };
  });
  return { legs, departure, seconds: total };
}

/** The four places of a shared ride: departure, pick-up, drop-off, arrival. */
function ridePlaces(ctx: MultimodalContext, r: RideParts) {
  const names = stepNames(ctx);
  const points = ctx.request.points;
  const at = (i: number): LegPlace => ({
    name: names[i]!,
    lng: points[i]!.lng,
    lat: points[i]!.lat,
    time: '',
  });
  const origin = at(0);
  const destination = at(points.length - 1);
  const pick: LegPlace = { name: r.pick.name, lng: r.pick.lng, lat: r.pick.lat, time: '' };
  const drop: LegPlace = r.drop ? { ...r.drop, time: '' } : destination;
  return { origin, destination, pick, drop };
}

/** The walk to the vehicle, the ride, the walk from the dock (walks of a few metres dropped). */
async function rideParts(ctx: MultimodalContext, r: RideParts, electric: boolean) {
  const { request, deps } = ctx;
  const { origin, destination, pick, drop } = ridePlaces(ctx, r);
  const walk = {
    speedKmh: walkSpeedKmh(request.query),
    lang: request.lang,
    narrative: ctx.narrative,
  };
  const [walkIn, ride, walkOut] = await Promise.all([
    walkPath(deps.routing, { ...walk, from: origin, to: pick }),
    routedPath(deps.routing, {
      from: pick,
      to: drop,
      costing: 'bicycle',
      costingOptions: rideCostingOptions(ctx, r.kind, electric),
      lang: request.lang,
      narrative: ctx.narrative,
    }),
    r.drop ? walkPath(deps.routing, { ...walk, from: drop, to: destination }) : null,
  ]);
  if (!ride) return null;
  const all: Part[] = [
    { mode: 'walk', from: origin, to: pick, path: walkIn },
    { mode: r.kind === 'bike_share' ? 'bike' : 'scooter', from: pick, to: drop, path: ride },
    ...(walkOut ? [{ mode: 'walk' as const, from: drop, to: destination, path: walkOut }] : []),
  ];
  const parts = all.filter(
    (p) =>
      p.mode !== 'walk' ||
      straightMetres([p.from.lng, p.from.lat], [p.to.lng, p.to.lat]) >= MIN_ROUTED_METRES,
  );
  return { parts, ride };
}

/** Routes and times a shared ride; null when Valhalla cannot ride it. */
async function rideTrip(ctx: MultimodalContext, r: RideParts): Promise<PlannedTrip | null> {
  const electric = r.pick.vehicle?.electric ?? r.snapshot.stationElectric[r.kind] ?? false;
  const routed = await rideParts(ctx, r, electric);
  if (!routed) return null;
  const { ride } = routed;
  const timed = timedLegs(ctx, routed.parts, { electric, r });
  const plan = planOf(r.snapshot, r.kind, r.pick);
  const minutes = ride.seconds / 60;
  return {
    legs: timed.legs,
    departure: timed.departure,
    arrival: addSeconds(timed.departure, timed.seconds),
    seconds: timed.seconds,
    transfers: 0,
    price: plan
      ? { euros: planPrice(plan, { minutes, km: ride.metres / 1000 }), estimated: false }
      : null,
  };
}

/** The trip of one system, or the reason it has none. */
async function systemTrip(
  ctx: MultimodalContext,
  kind: ShareKind,
  snapshot: GbfsSnapshot,
): Promise<PlannedTrip | string> {
  const texts = MULTIMODAL_TEXTS[ctx.request.lang];
  const metres = String(SHARE_RADIUS_METRES);
  const a = ctx.request.points[0]!;
  const b = ctx.request.points[ctx.request.points.length - 1]!;
  const pick = await nearestOnFoot(ctx, [a.lng, a.lat], pickUps(snapshot, kind));
  if (!pick) return fill(texts.shareNoVehicle, { system: snapshot.systemName, metres });
  let drop: Offer | null = null;
  if (pick.station) {
    drop = await nearestOnFoot(ctx, [b.lng, b.lat], dropOffs(snapshot));
    if (!drop) return fill(texts.shareNoDock, { system: snapshot.systemName, metres });
  }
  const trip = await rideTrip(ctx, { kind, snapshot, pick, drop });
  return trip ?? fill(texts.shareNoVehicle, { system: snapshot.systemName, metres });
}

/** The shared-bike or shared-scooter route of a request (first system with a trip). */
export async function sharedTrips(
  ctx: MultimodalContext,
  kind: ShareKind,
): Promise<MultimodalOutcome> {
  const { request, provider } = ctx;
  const texts = MULTIMODAL_TEXTS[request.lang];
  if (request.stops > 0) return { ok: false, provider, availability: texts.withStops };
  const feeds = ctx.deps.gbfs.feedsFor(kind);
  if (feeds.length === 0) {
    const service = SHARE_SERVICE_NAMES[request.lang][kind];
    return { ok: false, provider, availability: fill(texts.shareNone, { service }) };
  }
  let reason = '';
  for (const feed of feeds) {
    const snapshot = await feed.snapshot().catch(() => null);
    if (!snapshot) {
      reason = fill(texts.shareUnreachable, { system: feed.config.label });
      continue;
    }
    const trip = await systemTrip(ctx, kind, snapshot);
    if (typeof trip !== 'string') return { ok: true, provider, trips: [trip] };
    reason = trip;
  }
  return { ok: false, provider, availability: reason };
}
