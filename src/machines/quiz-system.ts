/**
 * The quiz actors of an app system (issue 14), created by the lazily loaded quiz screens: the
 * game (quiz-machine), the list of areas (a keyed loader) and the best totals (quiz-best-machine:
 * kept in the browser, `periple.quiz.best`, and in the account when signed in). The map layer
 * reads the game from here while a game screen is shown (src/map/quiz-layer.ts).
 */
import { createActor, fromPromise, type ActorRefFrom, type InputFrom } from 'xstate';
import { bestKey, type QuizBestScores } from '../domain/quiz/best-scores';
import type { QuizAreas } from '../domain/quiz/quiz';
import { isQuizBestScores } from '../services/account-checks';
import { createQuizApi, type QuizApi } from '../services/quiz-api';
import { withAccountSystem, type AccountSystem } from './account-system';
import type { AppSystem } from './app-system';
import { loaderMachine } from './loader-machine';
import { quizBestMachine } from './quiz-best-machine';
import { quizMachine, type QuizRequest } from './quiz-machine';

/** Where the browser keeps the best totals. */
export const QUIZ_BEST_KEY = 'periple.quiz.best';

/** The running quiz actors. */
export interface QuizSystem {
  app: AppSystem;
  api: QuizApi;
  /** The game (not started until a game screen plays one: the quiz home loads no list). */
  readonly game: ActorRefFrom<typeof quizMachine>;
  areas: ActorRefFrom<ReturnType<typeof loaderMachine<string, QuizAreas>>>;
  best: ActorRefFrom<typeof quizBestMachine>;
  /** True while a game screen is shown. */
  readonly visible: boolean;
  /** A game screen shows (true) or leaves (false). */
  show(visible: boolean): void;
  /** True while the quiz home is shown (the map frames metropolitan France beside its panel). */
  readonly home: boolean;
  /** The quiz home shows (true) or leaves (false). */
  showHome(shown: boolean): void;
  /** Subscribes to `visible` and `home`; returns the unsubscribe. */
  onVisible(listener: () => void): () => void;
  /** Subscribes to the game's changes, whichever game `game` is; returns the unsubscribe. */
  onGame(listener: () => void): () => void;
  /** Before the first game: makes `game` the game of `request` (not started yet). */
  prepare(request: QuizRequest): void;
  /** Starts a game of an area and level. */
  play(request: QuizRequest): void;
}

type KeyStore = AppSystem['storage'];

/** The best totals the browser kept (an unreadable store reads as none). */
export function readBest(storage: KeyStore): QuizBestScores {
  try {
    const value: unknown = JSON.parse(storage?.getItem(QUIZ_BEST_KEY) ?? '{}');
    return isQuizBestScores(value) ? value : {};
  } catch {
    return {};
  }
}

function writeBest(storage: KeyStore, scores: QuizBestScores): void {
  try {
    storage?.setItem(QUIZ_BEST_KEY, JSON.stringify(scores));
  } catch {
    // Storage refused: the best totals last as long as the page.
  }
}

function createBest(app: AppSystem) {
  // Calls run only once signed in, so the account system exists by then.
  let account: AccountSystem | undefined;
  const accountOf = (): AccountSystem => {
    if (!account) throw new Error('no account system');
    return account;
  };
  const best = createActor(
    quizBestMachine.provide({
      actors: {
        load: fromPromise(({ input }) => accountOf().api.quizBest(input.token)),
        keep: fromPromise(({ input }) => accountOf().api.keepQuizBest(input.token, input.scores)),
      },
      actions: {
        persistLocal: (_, { scores }) => writeBest(app.storage, scores),
        sessionExpired: () => accountOf().account.send({ type: 'session.expired' }),
      },
    }),
    { input: { stored: readBest(app.storage) } },
  );
  best.start();
  withAccountSystem(app, (system) => {
    account = system;
    follow(system, best);
  });
  return best;
}

/** Tells the best totals when the account connects or disconnects (and where it stands now). */
function follow(account: AccountSystem, best: ActorRefFrom<typeof quizBestMachine>): void {
  let token: string | null = null;
  const tell = (s: ReturnType<AccountSystem['account']['getSnapshot']>): void => {
    const now = s.matches('connected') ? s.context.token : null;
    if (now === token) return;
    token = now;
    best.send(now ? { type: 'connected', token: now } : { type: 'disconnected' });
  };
  account.account.subscribe(tell);
  tell(account.account.getSnapshot());
}

const systems = new WeakMap<AppSystem, QuizSystem>();

const FRANCE: QuizRequest = { kind: 'france', code: null, level: 2, challenge: null };

const sameRequest = (a: QuizRequest, b: QuizRequest): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** A game actor (not started): its list from the service, its best total kept. */
function gameActor(
  api: QuizApi,
  best: ActorRefFrom<typeof quizBestMachine>,
  input: InputFrom<typeof quizMachine>,
) {
  return createActor(
    quizMachine.provide({
      actors: { load: fromPromise(({ input: request, signal }) => api.list(request, signal)) },
      actions: {
        keepBest: (_, { request, total }) =>
          best.send({ type: 'record', key: bestKey(request), total }),
      },
    }),
    { input },
  );
}

type GameSlot = Pick<QuizSystem, 'game' | 'onGame' | 'prepare' | 'play'>;

/** The game actor: made for the first game asked for, replaced until it starts. */
function gameSlot(
  api: QuizApi,
  best: ActorRefFrom<typeof quizBestMachine>,
  first: QuizRequest | null,
): GameSlot {
  const bestOf = (request: QuizRequest): number | null =>
    best.getSnapshot().context.best[bestKey(request)] ?? null;
  const newGame = (request: QuizRequest) =>
    gameActor(api, best, { request, best: bestOf(request) });
  let game = newGame(first ?? FRANCE);
  let started = false;
  const listeners = new Set<() => void>();
  const tell = (): void => {
    for (const l of listeners) l();
  };
  let subscription = game.subscribe(tell);
  const prepare = (request: QuizRequest): void => {
    if (started || sameRequest(game.getSnapshot().context.request, request)) return;
    subscription.unsubscribe();
    game = newGame(request);
    subscription = game.subscribe(tell);
    tell();
  };
  const begin = (request: QuizRequest): void => {
    prepare(request);
    started = true;
    game.start();
  };
  if (first) begin(first);
  return {
    get game() {
      return game;
    },
    onGame(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    prepare,
    play(request) {
      if (!started) return begin(request);
      const snapshot = game.getSnapshot();
      // The same game goes on (back to its screen); a failed one waits for « Réessayer ».
      if (sameRequest(snapshot.context.request, request) && !snapshot.matches('failed')) return;
      game.send({ type: 'start', request, best: bestOf(request) });
    },
  };
}

function create(app: AppSystem, first: QuizRequest | null): QuizSystem {
  const api = createQuizApi();
  const best = createBest(app);
  const slot = gameSlot(api, best, first);
  const areas = createActor(
    loaderMachine('quizAreas', (_key: string, signal) => api.areas(signal)),
  );
  const listeners = new Set<() => void>();
  let visible = false;
  let home = false;
  const changed = (): void => {
    for (const l of listeners) l();
  };
  areas.start();
  return {
    app,
    api,
    get game() {
      return slot.game;
    },
    onGame: slot.onGame,
    prepare: slot.prepare,
    play: slot.play,
    areas,
    best,
    get visible() {
      return visible;
    },
    show(next) {
      if (next === visible) return;
      visible = next;
      changed();
    },
    get home() {
      return home;
    },
    showHome(next) {
      if (next === home) return;
      home = next;
      changed();
    },
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The quiz system of an app (created once). A game screen passes its game (`first`), so that
 * `game` is that game before it starts; the quiz home passes null and loads no list.
 */
export function quizSystemOf(app: AppSystem, first: QuizRequest | null): QuizSystem {
  const existing = systems.get(app);
  if (existing) {
    if (first) existing.prepare(first);
    return existing;
  }
  const system = create(app, first);
  systems.set(app, system);
  return system;
}

/** The quiz system when a quiz screen created it. */
export function existingQuizSystem(app: AppSystem): QuizSystem | undefined {
  return systems.get(app);
}
