/**
 * Client of the quiz service (`/api/quiz`, spec 001 §7) with the normal time-out. Answers are
 * checked structurally (zod stays out of the SPA); failures are rethrown as ApiError (§8).
 */
import type { $Fetch } from 'ofetch';
import {
  isGameCode,
  type QuizArea,
  type QuizAreas,
  type QuizCity,
  type QuizList,
  type QuizRequest,
} from '../domain/quiz/quiz';
import { isQuizLevel, QUIZ_MODES, type QuizConfig } from '../domain/quiz/rules';
import { isRecord } from './account-checks';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';

/** The calls. */
export interface QuizApi {
  areas(signal?: AbortSignal): Promise<QuizAreas>;
  list(request: QuizRequest, signal?: AbortSignal): Promise<QuizList>;
}

type Json = Record<string, unknown>;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';

function isCity(v: unknown): v is QuizCity {
  if (!isRecord(v)) return false;
  const { insee, name, departmentCode, departmentName, population, lng, lat, homonym } = v;
  return (
    [insee, name, departmentCode, departmentName].every(isText) &&
    [population, lng, lat].every(isNumber) &&
    typeof homonym === 'boolean'
  );
}

function isConfig(v: unknown): v is QuizConfig {
  if (!isRecord(v)) return false;
  const { mode, level, bounds } = v;
  const numbers = [
    'maxDistance',
    'maxPoints',
    'bonusDistance',
    'bonusPoints',
    'rounds',
    'poolSize',
  ];
  return (
    QUIZ_MODES.some((m) => m === mode) &&
    isNumber(level) &&
    isQuizLevel(level) &&
    Array.isArray(bounds) &&
    bounds.length === 4 &&
    bounds.every(isNumber) &&
    numbers.every((key) => isNumber(v[key])) &&
    isNumber(v.maxDistance) &&
    v.maxDistance > 0
  );
}

function isArea(v: unknown): v is QuizArea {
  if (!isRecord(v)) return false;
  return (
    (v.kind === 'region' || v.kind === 'department') &&
    [v.code, v.name, v.slug].every(isText) &&
    (v.regionCode === null || isText(v.regionCode)) &&
    isNumber(v.cities)
  );
}

function checked<T>(value: T | undefined): T {
  if (value === undefined) throw toApiError(new Error('unexpected quiz answer'));
  return value;
}

/** The list of a France answer (`data` the towns, `config` beside) or an area's (`data`). */
function listOf(body: unknown): QuizList | undefined {
  if (!isRecord(body)) return undefined;
  const { data } = body;
  const [config, list] = Array.isArray(data)
    ? [body.config, data]
    : isRecord(data)
      ? [data.config, data.list]
      : [undefined, undefined];
  if (!isConfig(config) || !Array.isArray(list) || list.length === 0) return undefined;
  if (!list.every(isCity)) return undefined;
  const game = isRecord(data) && !Array.isArray(data) ? data.game : body.game;
  return typeof game === 'string' && isGameCode(game) ? { config, list, game } : { config, list };
}

function areasOf(body: unknown): QuizAreas | undefined {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data) || !Array.isArray(data.regions) || !Array.isArray(data.departments))
    return undefined;
  const { regions, departments } = data;
  return regions.every(isArea) && departments.every(isArea) ? { regions, departments } : undefined;
}

const PATHS = {
  france: '/api/quiz/cities',
  region: '/api/quiz/cities/region',
  department: '/api/quiz/cities/department',
} as const;

/** The client. */
export function createQuizApi(options: { baseURL?: string; fetch?: typeof fetch } = {}): QuizApi {
  const http: $Fetch = createHttp({ ...options, timeout: REQUEST_TIMEOUTS.normal });
  const get = async (path: string, query: Json, signal?: AbortSignal): Promise<unknown> => {
    try {
      return await http<unknown>(path, { query, signal: signal ?? null });
    } catch (error) {
      throw toApiError(error);
    }
  };
  return {
    areas: async (signal) => checked(areasOf(await get('/api/quiz/areas', {}, signal))),
    list: async (request, signal) => {
      const query: Json = { level: request.level };
      if (request.code) query.code = request.code;
      if (request.challenge) query.defi = request.challenge;
      else if (request.game) query.partie = request.game;
      return checked(listOf(await get(PATHS[request.kind], query, signal)));
    },
  };
}
