/**
 * The city quiz service (issue 14; spec 001 §7): GET /api/quiz/areas (the régions and
 * départements that can be played, with their slugs), GET /api/quiz/cities?level (France's list),
 * GET /api/quiz/cities/region?code&level and /api/quiz/cities/department?code&level
 * ({config, list, game}). `defi=YYYY-MM-DD` gives everyone the same list that day; otherwise the
 * answer names its game's code, and `partie={code}` gives that game's list again.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { quizListQuerySchema } from '../../../src/domain/quiz/quiz-schema';
import { DEFAULT_QUIZ_LEVEL, isQuizLevel, type QuizLevel } from '../../../src/domain/quiz/rules';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { quizServiceOf, type ListRequest } from '../../quiz/quiz-service';

function levelOf(text: string | undefined): QuizLevel {
  if (text === undefined || text === '') return DEFAULT_QUIZ_LEVEL;
  const level = Number(text);
  if (!isQuizLevel(level)) throw new AppError('QUIZ_LEVEL', { level: text.slice(0, 8) });
  return level;
}

function requestOf(query: unknown): ListRequest & { code: string | undefined } {
  const q = parseWith(quizListQuerySchema, query);
  return { level: levelOf(q.level), challenge: q.defi, game: q.partie, code: q.code };
}

/** A new game's list is never cached; a challenge day's, or a shared game's, is always the same. */
function cacheFor(reply: FastifyReply, request: ListRequest): void {
  const same = request.challenge !== undefined || request.game !== undefined;
  reply.header('cache-control', same ? 'public, max-age=3600' : 'no-store');
}

/** The plugin. */
export async function quizPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const service = quizServiceOf(options.deps.places);
  app.get('/api/quiz/areas', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { data: service.areas() };
  });
  app.get('/api/quiz/cities', async (request, reply) => {
    const q = requestOf(request.query);
    cacheFor(reply, q);
    const { list, config, game } = service.france(q);
    return { data: list, config, ...(game === undefined ? {} : { game }) };
  });
  for (const kind of ['region', 'department'] as const) {
    app.get(`/api/quiz/cities/${kind}`, async (request, reply) => {
      const q = requestOf(request.query);
      const list = q.code ? service.area(kind, q.code, q) : undefined;
      if (!list) throw new AppError('QUIZ_AREA_NOT_FOUND');
      cacheFor(reply, q);
      return { data: list };
    });
  }
}
