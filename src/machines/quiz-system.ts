/**
 * The quiz actors of an app system (issue 14), created by the lazily loaded quiz screens: the
 * game (quiz-machine) and the list of areas (a keyed loader). The best total of each area and
 * level is kept in the browser (`periple.quiz.best`). The map layer reads the game from here
 * while a game screen is shown (src/map/quiz-layer.ts).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { QuizAreas } from '../domain/quiz/quiz';
import { createQuizApi, type QuizApi } from '../services/quiz-api';
import type { AppSystem } from './app-system';
import { loaderMachine } from './loader-machine';
import { quizMachine, type QuizRequest } from './quiz-machine';

/** Where the browser keeps the best totals. */
export const QUIZ_BEST_KEY = 'periple.quiz.best';

/** The running quiz actors. */
export interface QuizSystem {
  app: AppSystem;
  api: QuizApi;
  game: ActorRefFrom<typeof quizMachine>;
  areas: ActorRefFrom<ReturnType<typeof loaderMachine<string, QuizAreas>>>;
  /** True while a game screen is shown. */
  readonly visible: boolean;
  /** A game screen shows (true) or leaves (false). */
  show(visible: boolean): void;
  /** Subscribes to `visible`; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
  /** Starts a game of an area and level. */
  play(request: QuizRequest): void;
}

type KeyStore = AppSystem['storage'];

/** The key of an area and level among the best totals. */
export function bestKey(request: QuizRequest): string {
  return [request.kind, request.code ?? 'france', request.level].join(':');
}

/** The best totals the browser kept. */
export function readBest(storage: KeyStore): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(QUIZ_BEST_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

function writeBest(storage: KeyStore, request: QuizRequest, total: number): void {
  try {
    const best = { ...readBest(storage), [bestKey(request)]: total };
    storage?.setItem(QUIZ_BEST_KEY, JSON.stringify(best));
  } catch {
    // Storage refused: the best total lasts as long as the page.
  }
}

const systems = new WeakMap<AppSystem, QuizSystem>();

function create(app: AppSystem, first: QuizRequest): QuizSystem {
  const api = createQuizApi();
  const bestOf = (request: QuizRequest): number | null =>
    readBest(app.storage)[bestKey(request)] ?? null;
  const game = createActor(
    quizMachine.provide({
      actors: { load: fromPromise(({ input, signal }) => api.list(input, signal)) },
      actions: { keepBest: (_, { request, total }) => writeBest(app.storage, request, total) },
    }),
    { input: { request: first, best: bestOf(first) } },
  );
  const areas = createActor(
    loaderMachine('quizAreas', (_key: string, signal) => api.areas(signal)),
  );
  const listeners = new Set<() => void>();
  let visible = false;
  game.start();
  areas.start();
  return {
    app,
    api,
    game,
    areas,
    get visible() {
      return visible;
    },
    show(next) {
      if (next === visible) return;
      visible = next;
      for (const l of listeners) l();
    },
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    play(request) {
      const snapshot = game.getSnapshot();
      const same = JSON.stringify(snapshot.context.request) === JSON.stringify(request);
      // The same game goes on (back to its screen); a failed one waits for « Réessayer ».
      if (same && !snapshot.matches('failed')) return;
      game.send({ type: 'start', request, best: bestOf(request) });
    },
  };
}

/** The quiz system of an app, created with the first game asked for. */
export function quizSystemOf(app: AppSystem, first: QuizRequest): QuizSystem {
  const existing = systems.get(app);
  if (existing) return existing;
  const system = create(app, first);
  systems.set(app, system);
  return system;
}

/** The quiz system when a quiz screen created it. */
export function existingQuizSystem(app: AppSystem): QuizSystem | undefined {
  return systems.get(app);
}
