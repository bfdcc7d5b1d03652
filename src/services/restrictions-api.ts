/**
 * Client of the layer pages' service (issue 17): the area a page names
 * (/api/restrictions/area), the low-emission zones, cycle facilities and restrictions of an area
 * (/api/restrictions/zfe, cycling, list), its traffic events (/api/traffic/events) and what a
 * family's home lists (/api/restrictions/covered). Every answer is checked with its zod schema
 * (this client loads with the layer pages only); an unknown area is an AreaNotFoundError with the
 * closest names, any other failure an ApiError (§8).
 */
import type { $Fetch } from 'ofetch';
import type { z } from 'zod';
import type {
  AreaRef,
  CyclingAnswer,
  RestrictionsAnswer,
  TrafficAnswer,
  ZfeAnswer,
} from '../domain/restrictions/api';
import type { CoveredAreas, CoveredFamily } from '../domain/restrictions/covered';
import {
  areaNotFoundSchema,
  areaRefSchema,
  coveredAreasSchema,
  cyclingAnswerSchema,
  restrictionsAnswerSchema,
  trafficAnswerSchema,
  zfeAnswerSchema,
} from '../domain/restrictions/restrictions-api-schema';
import { AREA_QUERY_KEYS, type LayerAreaKind } from '../domain/paths/layer-paths';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { ApiError, toApiError } from './api-errors';

/** The area a page names does not exist: the closest names of its kind come with it. */
export class AreaNotFoundError extends ApiError {
  /** The closest areas of the kind asked, best first. */
  readonly closest: AreaRef[];

  constructor(closest: AreaRef[]) {
    super('default', 404);
    this.name = 'AreaNotFoundError';
    this.closest = closest;
  }
}

/** The calls (`at`: a French wall-clock time `YYYY-MM-DDTHH:MM`, null for now). */
export interface RestrictionsApi {
  area(kind: LayerAreaKind, slug: string, signal?: AbortSignal): Promise<AreaRef>;
  zfe(area: AreaRef | null, at: string | null, signal?: AbortSignal): Promise<ZfeAnswer>;
  cycling(area: AreaRef, signal?: AbortSignal): Promise<CyclingAnswer>;
  restrictions(
    area: AreaRef | null,
    at: string | null,
    signal?: AbortSignal,
  ): Promise<RestrictionsAnswer>;
  traffic(area: AreaRef | null, at: string | null, signal?: AbortSignal): Promise<TrafficAnswer>;
  covered(family: CoveredFamily, signal?: AbortSignal): Promise<CoveredAreas>;
}

type Query = Record<string, string | number>;

/** The query naming an area: its INSEE code (exact, even for a name many communes share). */
export function areaQuery(area: AreaRef | null): Query {
  if (!area) return {};
  if (area.kind === 'france' || area.code === null) return { region: 'france' };
  const key =
    area.kind === 'commune' ? 'commune' : area.kind === 'department' ? 'departement' : 'region';
  return { [key]: area.code.toLowerCase() };
}

function withAt(query: Query, at: string | null): Query {
  return at ? { ...query, at } : query;
}

/** The body of a refused call, when ofetch read one. */
function bodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, 'data') : undefined;
}

function failure(error: unknown): ApiError {
  const notFound = areaNotFoundSchema.safeParse(bodyOf(error));
  if (notFound.success) return new AreaNotFoundError(notFound.data.details.closest);
  return toApiError(error);
}

/** The client. */
export function createRestrictionsApi(
  options: { baseURL?: string; fetch?: typeof fetch } = {},
): RestrictionsApi {
  const http: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get = async <S extends z.ZodType>(
    path: string,
    query: Query,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.infer<S>> => {
    let body: unknown;
    try {
      body = await http<unknown>(path, { query, signal: signal ?? null });
    } catch (error) {
      throw failure(error);
    }
    const data: unknown =
      typeof body === 'object' && body !== null ? Reflect.get(body, 'data') : undefined;
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw toApiError(new Error(`unexpected answer of ${path}`));
    return parsed.data;
  };
  return {
    area: (kind, slug, signal) =>
      get('/api/restrictions/area', { [AREA_QUERY_KEYS[kind]]: slug }, areaRefSchema, signal),
    zfe: (area, at, signal) =>
      get('/api/restrictions/zfe', withAt(areaQuery(area), at), zfeAnswerSchema, signal),
    cycling: (area, signal) =>
      get('/api/restrictions/cycling', areaQuery(area), cyclingAnswerSchema, signal),
    restrictions: (area, at, signal) =>
      get('/api/restrictions/list', withAt(areaQuery(area), at), restrictionsAnswerSchema, signal),
    traffic: (area, at, signal) =>
      get('/api/traffic/events', withAt(areaQuery(area), at), trafficAnswerSchema, signal),
    covered: (family, signal) =>
      get('/api/restrictions/covered', { family }, coveredAreasSchema, signal),
  };
}
