/**
 * The hash sub-routes of the itinerary page (§2): `#/vers/{to}`, `#/recherche/{from}/{to}`,
 * `#/recherche/{mode}/{from}/{to}`, results `#/{mode}/{from}/{to}/{provider}[/{routeId}]`, the
 * roadbook `…/{provider}/feuille_de_route/{routeId}`, the expense report `…/note_de_frais`, and
 * the overlays `#/option_de_deplacement` and `#/date_et_heure`. A step is `[label@]lng,lat`
 * (label URL-encoded); stops and the time options follow after `?` (`etapes=lng,lat;lng,lat`,
 * `quand`, `date`, `heure`), so the URL restores the state.
 */
import type { LngLat } from '../geo';
import { TIME_MODES, type TimeMode } from '../itinerary/datetime';
import { MODE_SLUGS, modeFromSlug, type RoadMode } from '../itinerary/modes';
import { formatLngLat, isValidStepCoordinate, parseLngLat } from '../itinerary/steps';
import { onRouteSuffix, parseOnRoute, type OnRouteTarget } from './poi-paths';

/** A step as the URL carries it. */
export interface HashStep {
  point: LngLat;
  label?: string | undefined;
}

/** What the hash query carries. */
export interface HashExtras {
  stops: HashStep[];
  when?: TimeMode | undefined;
  date?: string | undefined;
  time?: string | undefined;
}

/** A trip of the URL: departure, arrival and the extras. */
export interface HashTrip extends HashExtras {
  from: HashStep;
  to: HashStep;
}

/** The screen a hash names. */
export type ItineraryView =
  | { screen: 'home' }
  /** #/vers/{to}: a step token, or the text of a place (resolved like typed text). */
  | { screen: 'to'; to: HashStep | { query: string } }
  /** #/depuis/{from}: the departure alone (« Itinéraire depuis ici » of the map). */
  | { screen: 'from'; from: HashStep | { query: string } }
  | { screen: 'computing'; mode: RoadMode | undefined; trip: HashTrip }
  | {
      screen: 'results';
      mode: RoadMode;
      trip: HashTrip;
      provider: string;
      routeId?: string | undefined;
      /** POIs on the route (…/{routeId}/application/{app}[/poi/{id}]). */
      onRoute?: OnRouteTarget | undefined;
    }
  | { screen: 'roadbook'; mode: RoadMode; trip: HashTrip; provider: string; routeId: string }
  | { screen: 'expense'; mode: RoadMode; trip: HashTrip; provider: string; routeId: string }
  | { screen: 'options' }
  | { screen: 'datetime' }
  | { screen: 'unknown' };

/** Hash segment of the roadbook and of the expense report. */
export const ROADBOOK_SEGMENT = 'feuille_de_route';
export const EXPENSE_SEGMENT = 'note_de_frais';
/** Hashes of the overlays. */
export const OPTIONS_HASH = '/option_de_deplacement';
export const DATETIME_HASH = '/date_et_heure';

/** `[label@]lng,lat` of a step. */
export function stepToken(step: HashStep): string {
  const point = formatLngLat(step.point);
  return step.label ? `${encodeURIComponent(step.label)}@${point}` : point;
}

/** Parses `[label@]lng,lat`; undefined when the coordinates are not valid step coordinates. */
export function parseStepToken(token: string | undefined): HashStep | undefined {
  if (!token) return undefined;
  const at = token.lastIndexOf('@');
  const point = parseLngLat(at === -1 ? token : token.slice(at + 1));
  if (!point || !isValidStepCoordinate(point)) return undefined;
  if (at === -1) return { point };
  try {
    return { point, label: decodeURIComponent(token.slice(0, at)) };
  } catch {
    return { point };
  }
}

function parseExtras(query: string): HashExtras {
  const params = new URLSearchParams(query);
  const stops = (params.get('etapes') ?? '')
    .split(';')
    .map((t) => parseStepToken(t))
    .filter((s): s is HashStep => !!s);
  const when = params.get('quand');
  return {
    stops,
    when: (TIME_MODES as readonly string[]).includes(when ?? '') ? (when as TimeMode) : undefined,
    date: params.get('date') ?? undefined,
    time: params.get('heure') ?? undefined,
  };
}

function extrasQuery(trip: HashExtras): string {
  const params = new URLSearchParams();
  if (trip.stops.length > 0) params.set('etapes', trip.stops.map(stepToken).join(';'));
  if (trip.when && trip.when !== 'NOW') {
    params.set('quand', trip.when);
    if (trip.date) params.set('date', trip.date);
    if (trip.time) params.set('heure', trip.time);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function tripOf(from: string | undefined, to: string | undefined, extras: HashExtras) {
  const a = parseStepToken(from);
  const b = parseStepToken(to);
  return a && b ? { ...extras, from: a, to: b } : undefined;
}

function parseResult(parts: string[], extras: HashExtras): ItineraryView {
  const [slug, from, to, provider, ...rest] = parts;
  const mode = modeFromSlug(slug);
  const trip = tripOf(from, to, extras);
  if (!mode || !trip || !provider) return { screen: 'unknown' };
  if (rest.length === 0) return { screen: 'results', mode, trip, provider };
  if (rest.length === 1) return { screen: 'results', mode, trip, provider, routeId: rest[0] };
  const onRoute = rest[0] !== ROADBOOK_SEGMENT ? parseOnRoute(rest.slice(1)) : undefined;
  if (onRoute) return { screen: 'results', mode, trip, provider, routeId: rest[0], onRoute };
  if (rest[0] !== ROADBOOK_SEGMENT || !rest[1]) return { screen: 'unknown' };
  if (rest.length === 2) return { screen: 'roadbook', mode, trip, provider, routeId: rest[1] };
  if (rest.length === 3 && rest[2] === EXPENSE_SEGMENT)
    return { screen: 'expense', mode, trip, provider, routeId: rest[1] };
  return { screen: 'unknown' };
}

function parseSearch(parts: string[], extras: HashExtras): ItineraryView {
  const withMode = parts.length === 4;
  const mode = withMode ? modeFromSlug(parts[1]) : undefined;
  const trip = withMode ? tripOf(parts[2], parts[3], extras) : tripOf(parts[1], parts[2], extras);
  if (!trip || (withMode && !mode) || (parts.length !== 3 && !withMode))
    return { screen: 'unknown' };
  return { screen: 'computing', mode, trip };
}

/** Segment of the departure alone. */
export const FROM_SEGMENT = 'depuis';

function targetToken(target: HashStep | { query: string }): string {
  return 'query' in target ? encodeURIComponent(target.query) : stepToken(target);
}

/** The text of a place in #/vers/{to}: URL-decoded, a slug's dashes read as spaces. */
function placeText(segment: string | undefined): { query: string } | undefined {
  if (!segment) return undefined;
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  const query = (/\s/.test(text) ? text : text.replace(/-/g, ' ')).trim();
  return /\p{L}/u.test(query) ? { query } : undefined;
}

/** Parses the hash of the itinerary page (with or without '#'). */
export function parseItineraryHash(hash: string): ItineraryView {
  const body = hash.replace(/^#/, '');
  const [path = '', query = ''] = body.split('?');
  const parts = path.split('/').filter(Boolean);
  const extras = parseExtras(query);
  if (parts.length === 0) return { screen: 'home' };
  if (`/${parts.join('/')}` === OPTIONS_HASH) return { screen: 'options' };
  if (`/${parts.join('/')}` === DATETIME_HASH) return { screen: 'datetime' };
  if (parts[0] === 'vers' && parts.length === 2) {
    const to = parseStepToken(parts[1]) ?? placeText(parts[1]);
    return to ? { screen: 'to', to } : { screen: 'unknown' };
  }
  if (parts[0] === FROM_SEGMENT && parts.length === 2) {
    const from = parseStepToken(parts[1]) ?? placeText(parts[1]);
    return from ? { screen: 'from', from } : { screen: 'unknown' };
  }
  if (parts[0] === 'recherche') return parseSearch(parts, extras);
  return parseResult(parts, extras);
}

/** The hash (without '#') of a view. */
export function itineraryHash(view: ItineraryView): string {
  switch (view.screen) {
    case 'to':
      return `/vers/${targetToken(view.to)}`;
    case 'from':
      return `/${FROM_SEGMENT}/${targetToken(view.from)}`;
    case 'computing': {
      const mode = view.mode ? `/${MODE_SLUGS[view.mode]}` : '';
      const { from, to } = view.trip;
      return `/recherche${mode}/${stepToken(from)}/${stepToken(to)}${extrasQuery(view.trip)}`;
    }
    case 'results':
    case 'roadbook':
    case 'expense': {
      const { from, to } = view.trip;
      const base = `/${MODE_SLUGS[view.mode]}/${stepToken(from)}/${stepToken(to)}/${view.provider}`;
      const tail =
        view.screen === 'results'
          ? view.routeId
            ? `/${view.routeId}${onRouteSuffix(view.onRoute)}`
            : ''
          : `/${ROADBOOK_SEGMENT}/${view.routeId}${view.screen === 'expense' ? `/${EXPENSE_SEGMENT}` : ''}`;
      return `${base}${tail}${extrasQuery(view.trip)}`;
    }
    case 'options':
      return OPTIONS_HASH;
    case 'datetime':
      return DATETIME_HASH;
    default:
      return '';
  }
}
