import { expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { QuizCity, QuizList } from '../../src/domain/quiz/quiz';
import { NEXT_CITY_DELAY_MS, quizConfig, scoreGuess } from '../../src/domain/quiz/rules';
import {
  quizMachine,
  totalOf,
  type QuizEvent,
  type QuizRequest,
} from '../../src/machines/quiz-machine';
import { ApiError } from '../../src/services/api-errors';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';

const town = (insee: string, name: string, lng: number, lat: number): QuizCity => ({
  insee,
  name,
  departmentCode: '76',
  departmentName: 'Seine-Maritime',
  population: 1000,
  lng,
  lat,
  homonym: false,
});
const ROUEN = town('76540', 'Rouen', 1.09932, 49.44313);
const DIEPPE = town('76217', 'Dieppe', 1.07772, 49.9216);
const BOUNDS = [0.0, 49.2, 1.8, 50.1] as const;
/** A two-round game (the model stays small; the e2e plays ten). */
const LIST: QuizList = {
  config: { ...quizConfig({ mode: 'departmentCities', level: 2, bounds: BOUNDS, available: 2 }) },
  list: [ROUEN, DIEPPE],
  game: 'k3v9x0qa',
};
const REQUEST: QuizRequest = { kind: 'department', code: '76', level: 2, challenge: null };
const SERVER = new ApiError('server', 500);

const DELAY_TYPE = quizMachine.root.states.playing?.states.answered?.after[0]?.eventType ?? '';
const DELAY = { type: DELAY_TYPE } as unknown as QuizEvent;

describeModel(
  {
    name: 'quiz machine',
    machine: quizMachine,
    input: { request: REQUEST, best: null },
    variants: [
      { name: 'a best score kept', input: { request: REQUEST, best: 1500 } },
      { name: 'a shared game', input: { request: { ...REQUEST, game: 'k3v9x0qa' }, best: null } },
    ],
    events: [
      doneOf<QuizEvent>('quiz.loading', LIST),
      errorOf<QuizEvent>('quiz.loading', SERVER),
      { type: 'guess', lng: ROUEN.lng, lat: ROUEN.lat },
      { type: 'guess', lng: 1.7, lat: 50.0 },
      { type: 'guess', lng: 2.35, lat: 48.85 },
      DELAY,
      { type: 'retry' },
      { type: 'replay' },
      { type: 'start', request: { ...REQUEST, level: 4 }, best: null },
    ],
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.index,
        s.context.rounds.filter((r) => r.answer).length,
        s.context.best ?? '-',
        s.context.request.level,
      ].join('|'),
    start: (inspect, input) => {
      const calls: PendingCall[] = [];
      const clock = new SimulatedClock();
      const keepBest = vi.fn();
      const machine = quizMachine.provide({
        actors: { load: fakeCall(calls, 'load') },
        actions: {
          keepBest: (_, params) => {
            keepBest(params);
          },
        },
      });
      const actor = createActor(machine, { input, clock, inspect });
      const emitted: boolean[] = [];
      actor.on('answered', (e) => emitted.push(e.success));
      actor.start();
      return { actor, calls, clock, keepBest, emitted, newBests: 0 };
    },
    execute: (sut, event) => {
      if (event.type !== DELAY_TYPE) {
        settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
        return;
      }
      const before = sut.actor.getSnapshot().context.index;
      sut.clock.increment(NEXT_CITY_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().context.index).toBe(before);
      expect(sut.actor.getSnapshot().matches({ playing: 'answered' })).toBe(true);
      sut.clock.increment(1);
    },
    invariants: {
      'a guess is scored by the formula, at the town of the round (§4, §9)': ({
        before,
        event,
        live,
      }) => {
        if (event.type !== 'guess' || !live.matches({ playing: 'answered' })) return false;
        if (!before.matches({ playing: 'guessing' }) || !live.context.config) return false;
        const round = live.context.rounds[live.context.index];
        const expected = scoreGuess(live.context.config, event, round?.city ?? ROUEN);
        expect(round?.answer).toEqual({ guess: { lng: event.lng, lat: event.lat }, ...expected });
        return true;
      },
      'a game drawn keeps its code, for its share link': ({ before, live }) => {
        if (!before.matches('loading') || !live.matches('playing')) return false;
        expect(live.context.game).toBe(LIST.game);
        return true;
      },
      '« Rejouer » draws a new game, never the shared one again': ({ event, live }) => {
        if (event.type !== 'replay' || !live.matches('loading')) return false;
        expect(live.context.request.game).toBeNull();
        expect(live.context.game).toBeNull();
        return true;
      },
      'the next town comes after 2000 ms, the game ends after the last': ({
        before,
        event,
        live,
      }) => {
        if (event.type !== DELAY_TYPE) return false;
        if (live.matches('over'))
          expect(before.context.index).toBe(before.context.rounds.length - 1);
        else expect(live.context.index).toBe(before.context.index + 1);
        return true;
      },
      'a success (the bonus) is told for the confetti': ({ sut, before, live }) => {
        if (!live.matches({ playing: 'answered' }) || before.matches({ playing: 'answered' }))
          return false;
        expect(sut.emitted.at(-1)).toBe(live.context.rounds[live.context.index]?.answer?.bonus);
        return true;
      },
      'a new best total is kept, and only a new best': ({ sut, before, live }) => {
        if (!live.matches('over') || before.matches('over')) return false;
        const total = totalOf(live.context.rounds);
        const best = live.context.best;
        if (best === null || total > best) {
          sut.newBests += 1;
          expect(sut.keepBest).toHaveBeenLastCalledWith({ request: live.context.request, total });
        }
        expect(sut.keepBest).toHaveBeenCalledTimes(sut.newBests);
        return true;
      },
      'a failed load tells the spec’s message': ({ live }) => {
        if (!live.matches('failed')) return false;
        expect(live.context.error).toBe('errors.server');
        return true;
      },
    },
  },
  (start) => {
    it('scores a guess outside the area (none past its diagonal): a click is never lost', async () => {
      const sut = start();
      sut.calls.at(-1)?.resolve(LIST);
      await Promise.resolve();
      await Promise.resolve();
      // In the sea off Brittany, far from the round's town and outside the area played.
      sut.actor.send({ type: 'guess', lng: -9.0, lat: 47.0 });
      const snapshot = sut.actor.getSnapshot();
      expect(snapshot.matches({ playing: 'answered' })).toBe(true);
      expect(snapshot.context.rounds[0]?.answer).toMatchObject({ points: 0, bonus: false });
      sut.actor.stop();
    });

    it('ignores a guess during the pause and after the game', async () => {
      const sut = start();
      sut.calls.at(-1)?.resolve(LIST);
      await Promise.resolve();
      await Promise.resolve();
      sut.actor.send({ type: 'guess', lng: 1.0, lat: 49.5 });
      const answered = sut.actor.getSnapshot().context.rounds;
      sut.actor.send({ type: 'guess', lng: 1.1, lat: 49.6 });
      expect(sut.actor.getSnapshot().context.rounds).toEqual(answered);
      sut.clock.increment(NEXT_CITY_DELAY_MS);
      sut.actor.send({ type: 'guess', lng: 1.0, lat: 49.9 });
      sut.clock.increment(NEXT_CITY_DELAY_MS);
      const over = sut.actor.getSnapshot();
      expect(over.matches('over')).toBe(true);
      sut.actor.send({ type: 'guess', lng: 1.0, lat: 49.9 });
      expect(sut.actor.getSnapshot().context.rounds).toEqual(over.context.rounds);
      sut.actor.stop();
    });

    it('plays a whole game: two guesses, two pauses, the total', async () => {
      const sut = start();
      sut.calls.at(-1)?.resolve(LIST);
      await Promise.resolve();
      await Promise.resolve();
      sut.actor.send({ type: 'guess', lng: ROUEN.lng, lat: ROUEN.lat });
      sut.actor.send({ type: 'guess', lng: ROUEN.lng, lat: ROUEN.lat });
      sut.clock.increment(NEXT_CITY_DELAY_MS);
      sut.actor.send({ type: 'guess', lng: ROUEN.lng, lat: ROUEN.lat });
      sut.clock.increment(NEXT_CITY_DELAY_MS);
      const { context } = sut.actor.getSnapshot();
      expect(sut.actor.getSnapshot().matches('over')).toBe(true);
      const [first, second] = context.rounds;
      expect(first?.answer?.points).toBe(LIST.config.maxPoints + LIST.config.bonusPoints);
      expect(second?.answer?.bonus).toBe(false);
      expect(totalOf(context.rounds)).toBe(
        (first?.answer?.points ?? 0) + (second?.answer?.points ?? 0),
      );
      expect(sut.emitted).toEqual([true, false]);
      sut.actor.stop();
    });
  },
);
