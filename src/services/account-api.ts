/**
 * Client of accounts (`/api/identity`) and of the user-account service (`/api/user`, spec 001
 * §7): bearer authorization, the normal time-out, answers checked structurally (zod stays out of
 * the SPA). A refusal keeps the server's catalogue code and message (in the page's language).
 */
import { FetchError, type $Fetch } from 'ofetch';
import type { Favorite, FavoriteInput } from '../domain/account/favorites';
import type { Identity, SignedIn } from '../domain/account/identity';
import type { TravelPreferences } from '../domain/account/preferences';
import type { QuizBestScores } from '../domain/quiz/best-scores';
import { createHttp, REQUEST_TIMEOUTS } from './http';
import { toApiError } from './api-errors';
import {
  isFavorite,
  isIdentity,
  isPreferences,
  isQuizBestScores,
  isRecord,
} from './account-checks';

/**
 * A refusal of the account API: the catalogue's code and message, the HTTP status, and for a
 * refused body (VALIDATION) the first key of each refused field's path (`email`, `password`…).
 */
export class AccountError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | undefined,
    readonly fields: readonly string[] = [],
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

/** The calls; every one after sign-in takes the session's token. */
export interface AccountApi {
  signup(body: { email: string; password: string; name?: string }): Promise<SignedIn>;
  login(body: { email: string; password: string }): Promise<SignedIn>;
  logout(token: string): Promise<void>;
  me(token: string): Promise<Identity>;
  requestReset(email: string): Promise<void>;
  reset(resetToken: string, password: string): Promise<void>;
  exportData(token: string): Promise<unknown>;
  deleteAccount(token: string, password: string): Promise<void>;
  favorites(token: string): Promise<Favorite[]>;
  addFavorite(token: string, input: FavoriteInput): Promise<Favorite>;
  editFavorite(token: string, uuid: string, input: FavoriteInput): Promise<Favorite>;
  deleteFavorite(token: string, uuid: string): Promise<void>;
  preferences(token: string): Promise<TravelPreferences>;
  savePreferences(token: string, preferences: TravelPreferences): Promise<TravelPreferences>;
  /** The account's best quiz totals. */
  quizBest(token: string): Promise<QuizBestScores>;
  /** Sends totals to keep where they beat the account's; answers all the account's best. */
  keepQuizBest(token: string, scores: QuizBestScores): Promise<QuizBestScores>;
}

/** The body a favourite is sent as (§3: type upper-case, poiId as poiID). */
export function favoriteBody(input: FavoriteInput): Record<string, unknown> {
  return {
    type: input.type.toUpperCase(),
    label: input.label.slice(0, 200),
    address: input.address.slice(0, 300),
    poiID: input.poiId,
    lng: Math.round(input.lng * 1e5) / 1e5,
    lat: Math.round(input.lat * 1e5) / 1e5,
    pollutionClassId: input.pollutionClassId,
  };
}

/** The refusal of a failed call: the server's code and message, else the spec's kinds. */
export function accountError(error: unknown): Error {
  if (error instanceof FetchError && isRecord(error.data)) {
    const { code, message } = error.data;
    if (typeof code === 'string' && typeof message === 'string') {
      return new AccountError(code, message, error.status, refusedFields(error.data.details));
    }
  }
  return toApiError(error);
}

/** The fields a VALIDATION refusal names: the first key of each issue's path. */
function refusedFields(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((issue: unknown) => {
    const path: unknown = isRecord(issue) ? issue.path : undefined;
    const first: unknown = Array.isArray(path) ? path[0] : undefined;
    return typeof first === 'string' ? [first] : [];
  });
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw accountError(error);
  }
}

function checked<T>(value: unknown, is: (v: unknown) => v is T, what: string): T {
  if (!is(value)) throw new Error(`invalid ${what}`);
  return value;
}

function isSignedIn(value: unknown): value is SignedIn {
  return isRecord(value) && typeof value.token === 'string' && isIdentity(value.identity);
}

/** The `data` of a `{data}` answer. */
function dataOf(value: unknown): unknown {
  return isRecord(value) ? value.data : undefined;
}

const isFavoriteList = (v: unknown): v is Favorite[] => Array.isArray(v) && v.every(isFavorite);

/** Creates the client (`locale` gives the language of the server's messages). */
export function createAccountApi(
  options: { locale?: () => string; fetch?: typeof fetch } = {},
): AccountApi {
  const $fetch: $Fetch = createHttp({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: REQUEST_TIMEOUTS.normal,
  });
  const query = () => ({ locale: options.locale?.() ?? 'fr-FR' });
  const get = (url: string, token: string) =>
    $fetch<unknown>(url, { query: query(), headers: { authorization: `Bearer ${token}` } });
  const send = (method: string, url: string, token: string | null, body?: unknown) =>
    $fetch<unknown>(url, {
      method,
      query: query(),
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body === undefined ? {} : { body }),
    });
  return { ...identityCalls(get, send), ...userCalls(get, send) };
}

type Get = (url: string, token: string) => Promise<unknown>;
type Send = (method: string, url: string, token: string | null, body?: unknown) => Promise<unknown>;

type IdentityCalls = Pick<
  AccountApi,
  'signup' | 'login' | 'logout' | 'me' | 'requestReset' | 'reset' | 'exportData' | 'deleteAccount'
>;

function identityCalls(get: Get, send: Send): IdentityCalls {
  return {
    signup: (body) =>
      call(async () =>
        checked(await send('POST', '/api/identity/signup', null, body), isSignedIn, 'sign-up'),
      ),
    login: (body) =>
      call(async () =>
        checked(await send('POST', '/api/identity/login', null, body), isSignedIn, 'sign-in'),
      ),
    logout: (token) => call(async () => void (await send('POST', '/api/identity/logout', token))),
    me: (token) =>
      call(async () => checked(await get('/api/identity/me', token), isIdentity, 'identity')),
    requestReset: (email) =>
      call(async () => void (await send('POST', '/api/identity/reset-request', null, { email }))),
    reset: (token, password) =>
      call(async () => void (await send('POST', '/api/identity/reset', null, { token, password }))),
    exportData: (token) => call(() => get('/api/identity/export', token)),
    deleteAccount: (token, password) =>
      call(async () => void (await send('DELETE', '/api/identity/account', token, { password }))),
  };
}

function userCalls(get: Get, send: Send): Omit<AccountApi, keyof IdentityCalls> {
  const fav = (v: unknown) => checked(dataOf(v), isFavorite, 'favourite');
  const path = (uuid: string) => `/api/user/favorite/${encodeURIComponent(uuid)}`;
  return {
    favorites: (token) =>
      call(async () =>
        checked(dataOf(await get('/api/user/favorite', token)), isFavoriteList, 'favourites'),
      ),
    addFavorite: (token, input) =>
      call(async () => fav(await send('PUT', '/api/user/favorite', token, favoriteBody(input)))),
    editFavorite: (token, uuid, input) =>
      call(async () => fav(await send('POST', path(uuid), token, favoriteBody(input)))),
    deleteFavorite: (token, uuid) =>
      call(async () => void (await send('DELETE', path(uuid), token))),
    preferences: (token) =>
      call(async () =>
        checked(dataOf(await get('/api/user/preferences', token)), isPreferences, 'preferences'),
      ),
    savePreferences: (token, prefs) =>
      call(async () =>
        checked(
          dataOf(await send('POST', '/api/user/preferences', token, prefs)),
          isPreferences,
          'preferences',
        ),
      ),
    quizBest: (token) =>
      call(async () =>
        checked(dataOf(await get('/api/user/quiz', token)), isQuizBestScores, 'quiz totals'),
      ),
    keepQuizBest: (token, scores) =>
      call(async () =>
        checked(
          dataOf(await send('PUT', '/api/user/quiz', token, { scores })),
          isQuizBestScores,
          'quiz totals',
        ),
      ),
  };
}
