/**
 * Normalises a validated routes query: the points (departure, stops, arrival), at most 10
 * stops, known providers (else 'no mode'), the date and time, the query id, the labels of the
 * departure and arrival, and the raw parameters the roadbook link repeats.
 */
import { hash } from 'node:crypto';
import type { LngLat } from '../../src/domain/geo';
import type { RoutesQuery } from '../../src/domain/itinerary/api-schema';
import { parseDatetimeParam } from '../../src/domain/itinerary/datetime';
import {
  labelLanguage,
  PROVIDERS,
  providerByName,
  type LabelLanguage,
  type ProviderSpec,
} from '../../src/domain/itinerary/providers';
import { formatLngLat, MAX_STOPS } from '../../src/domain/itinerary/steps';
import { AppError } from '../core/errors';
import type { RequestTime } from './valhalla-request';

/** Raw query parameters as Fastify parsed them. */
export type RawQuery = Readonly<Record<string, string | string[] | undefined>>;

/** A routes request ready for computation. */
export interface NormalisedRequest {
  query: RoutesQuery;
  raw: RawQuery;
  points: LngLat[];
  stops: number;
  providers: ProviderSpec[];
  lang: LabelLanguage;
  time: RequestTime | null;
  qid: string;
  labels: { from: string; to: string; stops: string[] };
}

/** Refuses more than MAX_STOPS intermediate stops. */
export function checkStops(stops: readonly LngLat[]): void {
  if (stops.length > MAX_STOPS)
    throw new AppError('TOO_MANY_STOPS', { count: String(stops.length), max: String(MAX_STOPS) });
}

/** The providers of a request: the named ones (unknown → 'no mode'), else every non-optional one. */
export function requestedProviders(names: readonly string[]): ProviderSpec[] {
  if (names.length === 0) return PROVIDERS.filter((p) => !p.optional);
  return names.map((name) => {
    const provider = providerByName(name);
    if (!provider) throw new AppError('NO_MODE', {}, { provider: name });
    return provider;
  });
}

/** The query id: a short hash of the points. */
export function queryId(points: readonly LngLat[]): string {
  return hash('sha1', points.map(formatLngLat).join(';'), 'hex').slice(0, 16);
}

/** The request's date and time (none when absent; 400 when malformed). */
export function requestTime(query: RoutesQuery): RequestTime | null {
  if (!query.date) return null;
  const parsed = parseDatetimeParam(query.date, query.time);
  if (!parsed)
    throw new AppError('VALIDATION', {
      details: `date : « ${query.date} » n'est pas de la forme AAAAMMJJTHHMM`,
    });
  return {
    value: `${parsed.date}T${parsed.time}`,
    departure: query.departure !== '0' && query.departure !== 'false',
  };
}

/** Normalises a validated routes query. */
export function normaliseRequest(query: RoutesQuery, raw: RawQuery): NormalisedRequest {
  checkStops(query.stop);
  const points = [query.from, ...query.stop, query.to];
  return {
    query,
    raw,
    points,
    stops: query.stop.length,
    providers: requestedProviders(query.providers),
    lang: labelLanguage(query.lang ?? query.locale),
    time: requestTime(query),
    qid: query.qid ?? queryId(points),
    labels: {
      from: query.address_from ?? '',
      to: query.address_to ?? '',
      stops: query.stop.map((_, i) => query.address_stop[i] ?? ''),
    },
  };
}

/** The query string of a roadbook link: the request's parameters for one provider and route. */
export function roadbookQueryString(raw: RawQuery, provider: string, routeId: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'providers' || key === 'route' || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  }
  params.set('providers', provider);
  params.set('route', routeId);
  return params.toString();
}
