/**
 * The user-account service (`/api/user`, spec 001 §7), bearer authorization on every route:
 * GET /favorite → {data: list}; PUT /favorite (a favourite) → {data}; POST /favorite/{uuid}
 * (edit) → {data}; DELETE /favorite/{uuid}; GET /preferences → {data: options}; POST
 * /preferences (the travel options) → {data}; GET /quiz → {data: best totals by area and level};
 * PUT /quiz ({scores}) keeps each total that beats the best → {data: all the best}. A uuid of another user's favourite answers 404,
 * exactly as an unknown one.
 */
import type { FastifyInstance } from 'fastify';
import {
  favoriteBodySchema,
  favoriteParamsSchema,
  preferencesBodySchema,
} from '../../../src/domain/account/account-schema';
import { FAVORITES_LIMIT } from '../../../src/domain/account/favorites';
import { defaultPreferences, withModes } from '../../../src/domain/account/preferences';
import { quizBestBodySchema } from '../../../src/domain/quiz/quiz-schema';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import type { FavoriteWrite, UserStore } from '../../store/user-store';
import { identityServiceOf } from '../identity';
import { accountOf, requireAccount } from './bearer';

/** The favourite of a write, or the catalogue's error for its refusal. */
function written(result: FavoriteWrite) {
  if (result.ok) return { data: result.favorite };
  if (result.reason === 'duplicate') throw new AppError('FAVORITE_DUPLICATE');
  if (result.reason === 'limit')
    throw new AppError('FAVORITES_FULL', { max: String(FAVORITES_LIMIT) });
  throw new AppError('NO_FAVORITE');
}

/** The plugin. */
export async function userPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const store = (): UserStore => {
    if (!options.deps.users) throw new AppError('ACCOUNTS_UNAVAILABLE');
    return options.deps.users;
  };
  requireAccount(app, identityServiceOf(app, options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/api/user/favorite', async (request) => ({
    data: await store().listFavorites(accountOf(request).id),
  }));
  app.put('/api/user/favorite', async (request, reply) => {
    const input = parseWith(favoriteBodySchema, request.body);
    const result = written(await store().addFavorite(accountOf(request).id, input));
    return reply.status(201).send(result);
  });
  app.post('/api/user/favorite/:uuid', async (request) => {
    const { uuid } = parseWith(favoriteParamsSchema, request.params);
    const input = parseWith(favoriteBodySchema, request.body);
    return written(await store().updateFavorite(accountOf(request).id, uuid, input));
  });
  app.delete('/api/user/favorite/:uuid', async (request, reply) => {
    const { uuid } = parseWith(favoriteParamsSchema, request.params);
    if (!(await store().deleteFavorite(accountOf(request).id, uuid))) {
      throw new AppError('NO_FAVORITE');
    }
    return reply.status(204).send();
  });
  app.get('/api/user/preferences', async (request) => ({
    data: (await store().preferences(accountOf(request).id)) ?? defaultPreferences(),
  }));
  app.post('/api/user/preferences', async (request) => {
    const preferences = withModes(parseWith(preferencesBodySchema, request.body));
    await store().setPreferences(accountOf(request).id, preferences);
    return { data: preferences };
  });
  app.get('/api/user/quiz', async (request) => ({
    data: await store().quizBest(accountOf(request).id),
  }));
  app.put('/api/user/quiz', async (request) => {
    const { scores } = parseWith(quizBestBodySchema, request.body);
    return { data: await store().keepQuizBest(accountOf(request).id, scores) };
  });
}
