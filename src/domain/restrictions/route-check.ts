/**
 * Does a route enter a low-emission zone that bans the traveller's vignette (issue 17)? Pure:
 * the server passes the stages and how to read their hours. Date-aware: a stage that starts
 * later gives an « upcoming » notice, never a ban; a rule outside its hours at the departure
 * gives an « outside-hours » notice.
 */
import type { Bbox } from '../geo';
import { isBanned, type VehicleClass, type Vignette } from './critair';
import type { HoursLanguage } from './hours-text';
import { noticeSentence, zoneNameIn } from './zfe-notice-words';
import { statusesOn, type EventStatus, type ZfeStage } from './zfe';

/** What a route meets in one zone. */
export interface ZfeRouteNotice {
  /**
   * banned: the vignette may not enter at the departure; upcoming: a later stage will ban it;
   * outside-hours: banned, but not at the departure's time; vignette-unknown: the route crosses
   * a zone in force and the traveller has not said their vignette.
   */
  kind: 'banned' | 'upcoming' | 'outside-hours' | 'vignette-unknown';
  stageKey: string;
  zone: string;
  authority: string;
  vehicle: VehicleClass;
  vignette: Vignette;
  firstBanned: Vignette;
  hours: string;
  start: string;
  end: string | null;
  originInside: boolean;
  destinationInside: boolean;
  orderUrl: string | null;
  infoUrl: string | null;
  /** The notice in the request's language, ready to show. */
  message: string;
}

/** A stage with its area as rings of [lng, lat]. */
export interface CheckedStage extends ZfeStage {
  /** Polygons (outer ring first, then holes). */
  polygons: readonly (readonly (readonly [number, number])[])[][];
}

/** What the check needs. */
export interface RouteCheckInput {
  shape: readonly (readonly [number, number])[];
  stages: readonly CheckedStage[];
  vignette: Vignette;
  vehicle: VehicleClass;
  /** French calendar day of the departure (YYYY-MM-DD). */
  day: string;
  /** Whether a rule's hours apply at the departure. */
  appliesAt: (hours: string) => boolean;
  /** How far ahead an upcoming stage is worth telling, in days (default 366). */
  horizonDays?: number;
  /** The language of the notices (French by default). */
  lang?: HoursLanguage;
}

function inRing(x: number, y: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the point lies inside one of the polygons (holes excluded). */
export function pointInArea(
  point: readonly [number, number],
  polygons: CheckedStage['polygons'],
): boolean {
  const [x, y] = point;
  return polygons.some(
    (rings) =>
      rings.length > 0 && inRing(x, y, rings[0]!) && !rings.slice(1).some((h) => inRing(x, y, h)),
  );
}

function inBox(p: readonly [number, number], b: Bbox): boolean {
  return p[0] >= b[0] && p[0] <= b[2] && p[1] >= b[1] && p[1] <= b[3];
}

/** True when some vertex of the shape lies in the stage's area. */
function enters(shape: RouteCheckInput['shape'], stage: CheckedStage): boolean {
  return shape.some((p) => inBox(p, stage.bbox) && pointInArea(p, stage.polygons));
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function message(
  n: Omit<ZfeRouteNotice, 'message'>,
  hoursText: string,
  lang: HoursLanguage,
): string {
  return noticeSentence(n.kind, { ...n, hours: hoursText }, lang);
}

/**
 * True when the stage bans the vignette of this vehicle class at the departure; `status` is the
 * stage's among its zone's (statusesOn).
 */
export function bansAt(
  stage: ZfeStage,
  status: EventStatus | undefined,
  input: Pick<RouteCheckInput, 'vignette' | 'vehicle' | 'appliesAt'>,
): boolean {
  const rule = stage.rules[input.vehicle];
  return (
    rule !== undefined &&
    isBanned(input.vignette, rule.firstBanned) &&
    status === 'ongoing' &&
    input.appliesAt(rule.hours)
  );
}

/** The zones a route meets and what each means for the vignette, bans first. */
export function checkRoute(
  input: RouteCheckInput,
  hoursText: (hours: string) => string,
): ZfeRouteNotice[] {
  const first = input.shape[0];
  const last = input.shape.at(-1);
  if (!first || !last) return [];
  const horizon = addDays(input.day, input.horizonDays ?? 366);
  const statuses = statusesOn(input.stages, input.day);
  const notices: ZfeRouteNotice[] = [];
  for (const stage of input.stages) {
    const rule = stage.rules[input.vehicle];
    if (!rule || !isBanned(input.vignette, rule.firstBanned)) continue;
    const status = statuses.get(stage.key) ?? 'expired';
    if (status === 'expired' || (status === 'planned' && stage.start > horizon)) continue;
    if (!enters(input.shape, stage)) continue;
    const kind =
      status === 'planned' ? 'upcoming' : input.appliesAt(rule.hours) ? 'banned' : 'outside-hours';
    const base = {
      kind,
      stageKey: stage.key,
      zone: zoneNameIn(stage.name, input.lang ?? 'fr'),
      authority: stage.authority,
      vehicle: input.vehicle,
      vignette: input.vignette,
      firstBanned: rule.firstBanned,
      hours: rule.hours,
      start: stage.start,
      end: stage.end,
      originInside: pointInArea(first, stage.polygons),
      destinationInside: pointInArea(last, stage.polygons),
      orderUrl: stage.orderUrl,
      infoUrl: stage.infoUrl,
    } as const;
    notices.push({ ...base, message: message(base, hoursText(rule.hours), input.lang ?? 'fr') });
  }
  const banned = new Set(notices.filter((n) => n.kind === 'banned').map((n) => n.authority));
  const order = { banned: 0, 'outside-hours': 1, upcoming: 2, 'vignette-unknown': 3 } as const;
  return notices
    .filter((n) => n.kind === 'banned' || !banned.has(n.authority))
    .sort((a, b) => order[a.kind] - order[b.kind] || a.start.localeCompare(b.start));
}

/** A car park outside the zone, then the last kilometres on foot or by public transport. */
export interface ParkAndRide {
  zone: string;
  parking: { name: string; lng: number; lat: number };
  /** Walking from the car park to the destination. */
  walk: { metres: number; seconds: number; label: string };
  /** SPA path of the public-transport itinerary from the car park to the destination. */
  transitLink: string;
  /** SPA path of the car itinerary to the car park. */
  driveLink: string;
}

/** What an itinerary route knows of the low-emission zones on its way. */
export interface RouteZfe {
  /** The vignette checked; null when the traveller has not given one. */
  vignette: Vignette | null;
  notices: ZfeRouteNotice[];
  /** On the route computed around the zones: the zones it avoids. */
  avoids?: string[] | undefined;
  /** When no route can avoid a zone that bans the vehicle: why, in French. */
  noAlternative?: string | undefined;
  parkAndRide?: ParkAndRide | undefined;
}

/** The vehicle class of an itinerary mode, for the zones' rules (none for the others). */
export function vehicleOfMode(mode: string): VehicleClass | undefined {
  if (mode === 'car' || mode === 'carpool' || mode === 'taxi') return 'vp';
  if (mode === 'motorbike') return 'deux_rm';
  return undefined;
}

/**
 * The notices of a route for a traveller who has not given their vignette: one per zone in force
 * on the way (checked as the most restrictive vignette), asking for it.
 */
export function unknownVignetteNotices(
  notices: readonly ZfeRouteNotice[],
  hoursText: (hours: string) => string,
  lang: HoursLanguage = 'fr',
): ZfeRouteNotice[] {
  const seen = new Set<string>();
  return notices.flatMap((n) => {
    if (n.kind === 'upcoming' || seen.has(n.zone)) return [];
    seen.add(n.zone);
    const kind = 'vignette-unknown' as const;
    return [
      { ...n, kind, message: noticeSentence(kind, { ...n, hours: hoursText(n.hours) }, lang) },
    ];
  });
}

/**
 * The routes whose card asks for the vehicle's Crit'Air vignette: the first shown of each mode
 * whose zones need it. The three car routes of a trip share one car, so the question is asked
 * once; a motorbike has its own vignette and its own question.
 */
export function vignetteAskers(
  routes: readonly { routeId: string; mode: string; zfe?: RouteZfe | undefined }[],
): ReadonlySet<string> {
  const asked = new Map<string, string>();
  for (const route of routes) {
    if (route.zfe?.vignette === null && !asked.has(route.mode))
      asked.set(route.mode, route.routeId);
  }
  return new Set(asked.values());
}

/** The key of a notice among a route's: its stage and kind. */
export function noticeKey(notice: Pick<ZfeRouteNotice, 'stageKey' | 'kind'>): string {
  return `${notice.stageKey}-${notice.kind}`;
}

/**
 * For each route, in the order the cards show them, the notices an earlier card of the same mode
 * already says in full: its card only recalls them, instead of repeating the same long sentence
 * under every alternative.
 */
export function noticesSaidAbove(
  routes: readonly {
    routeId: string;
    mode: string;
    zfe?: { notices: readonly Pick<ZfeRouteNotice, 'stageKey' | 'kind'>[] } | undefined;
  }[],
): ReadonlyMap<string, ReadonlySet<string>> {
  const said = new Map<string, Set<string>>();
  const above = new Map<string, ReadonlySet<string>>();
  for (const route of routes) {
    const mode = said.get(route.mode) ?? new Set<string>();
    said.set(route.mode, mode);
    const keys = (route.zfe?.notices ?? []).map(noticeKey);
    above.set(route.routeId, new Set(keys.filter((key) => mode.has(key))));
    for (const key of keys) mode.add(key);
  }
  return above;
}
