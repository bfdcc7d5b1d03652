import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { QuizBestScores } from '../../src/domain/quiz/best-scores';
import { quizBestMachine, type QuizBestEvent } from '../../src/machines/quiz-best-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  doneOf,
  errorOf,
  EXPIRED,
  fakeCall,
  settleOrSend,
  type PendingCall,
} from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

type E = QuizBestEvent;
const BROWSER: QuizBestScores = { 'region:28:2': 5000, 'france:france:2': 300 };
const ACCOUNT: QuizBestScores = { 'region:28:2': 4000, 'france:france:2': 900 };
const SERVER = toApiError({ status: 500 });

const EVENTS: E[] = [
  { type: 'connected', token: 't' },
  { type: 'disconnected' },
  { type: 'record', key: 'department:76:2', total: 6100 },
  { type: 'record', key: 'france:france:2', total: 100 },
  doneOf<E>('quizBest.loading', ACCOUNT),
  errorOf<E>('quizBest.loading', SERVER),
  errorOf<E>('quizBest.loading', EXPIRED),
  doneOf<E>('quizBest.saving', { ...ACCOUNT, 'region:28:2': 5000 }),
  errorOf<E>('quizBest.saving', SERVER),
  errorOf<E>('quizBest.saving', EXPIRED),
];

describeModel(
  {
    name: 'quiz best totals machine',
    machine: quizBestMachine,
    input: { stored: BROWSER },
    variants: [{ name: 'nothing played in this browser', input: { stored: {} } }],
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.token ?? '-',
        JSON.stringify(s.context.best),
        JSON.stringify(s.context.local),
        JSON.stringify(s.context.unsent),
        s.context.failed,
      ].join('|'),
    start: (inspect, input) => {
      const calls: PendingCall[] = [];
      const persistLocal = vi.fn<(s: QuizBestScores) => void>();
      const sessionExpired = vi.fn();
      const machine = quizBestMachine.provide({
        actors: { load: fakeCall(calls, 'load'), keep: fakeCall(calls, 'keep') },
        actions: { persistLocal: (_, { scores }) => persistLocal(scores), sessionExpired },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, calls, persistLocal, sessionExpired, callsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.callsBefore = sut.calls.length;
      settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
    },
    invariants: {
      'every total played is kept in the browser, the higher of two winning': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'record') return false;
        const kept = Math.max(before.context.local[event.key] ?? 0, event.total);
        expect(live.context.local[event.key]).toBe(kept);
        expect(sut.persistLocal).toHaveBeenLastCalledWith(live.context.local);
        return true;
      },
      'anonymous: nothing is sent': ({ sut, before, live }) => {
        if (!before.matches('anonymous') || !live.matches('anonymous')) return false;
        expect(sut.calls.length).toBe(sut.callsBefore);
        return true;
      },
      'what the screens show is never below the browser’s totals': ({ live }) => {
        for (const [key, total] of Object.entries(live.context.local)) {
          expect(live.context.best[key]).toBeGreaterThanOrEqual(total);
        }
        return true;
      },
      'signed in: the account’s totals are merged, the higher winning': ({
        event,
        before,
        live,
      }) => {
        if (!('output' in event) || !before.matches('loading')) return false;
        expect(live.context.best['france:france:2']).toBe(900);
        expect(live.context.best['region:28:2']).toBe(before.context.best['region:28:2'] ?? 4000);
        return true;
      },
      'what is sent to the account is a total played in this browser': ({ live }) => {
        for (const [key, total] of Object.entries(live.context.unsent)) {
          expect(total).toBe(live.context.local[key]);
        }
        return Object.keys(live.context.unsent).length > 0;
      },
      'nothing the account already beats is sent again': ({ event, live }) => {
        if (!('output' in event)) return false;
        const account = event.output as QuizBestScores;
        for (const [key, total] of Object.entries(live.context.unsent)) {
          expect(total).toBeGreaterThan(account[key] ?? -1);
        }
        return true;
      },
      'signing out shows the browser’s totals again': ({ event, live }) => {
        if (event.type !== 'disconnected') return false;
        expect(live.matches('anonymous')).toBe(true);
        expect(live.context.best).toEqual(live.context.local);
        return true;
      },
    },
  },
  (start) => {
    it('sends the browser’s better totals at sign-in, then each new best', async () => {
      const sut = start();
      sut.actor.send({ type: 'connected', token: 't' });
      sut.calls.at(-1)?.resolve(ACCOUNT);
      await flush();
      expect(sut.calls.at(-1)?.input).toEqual({ token: 't', scores: { 'region:28:2': 5000 } });
      sut.calls.at(-1)?.resolve({ ...ACCOUNT, 'region:28:2': 5000 });
      await flush();
      expect(sut.actor.getSnapshot().matches('ready')).toBe(true);
      sut.actor.send({ type: 'record', key: 'france:france:2', total: 800 });
      expect(sut.actor.getSnapshot().matches('ready')).toBe(true);
      sut.actor.send({ type: 'record', key: 'france:france:2', total: 950 });
      expect(sut.calls.at(-1)?.input).toEqual({ token: 't', scores: { 'france:france:2': 950 } });
    });

    it('tries a failed send again with the next total; a 401 signs out', async () => {
      const sut = start();
      sut.actor.send({ type: 'connected', token: 't' });
      sut.calls.at(-1)?.resolve({});
      await flush();
      sut.calls.at(-1)?.reject(SERVER);
      await flush();
      expect(sut.actor.getSnapshot().context.failed).toBe(true);
      const before = sut.calls.length;
      sut.actor.send({ type: 'record', key: 'region:28:4', total: 10 });
      expect(sut.calls.length).toBe(before + 1);
      expect(sut.calls.at(-1)?.input).toEqual({
        token: 't',
        scores: { ...BROWSER, 'region:28:4': 10 },
      });
      sut.calls.at(-1)?.reject(EXPIRED);
      await flush();
      expect(sut.sessionExpired).toHaveBeenCalled();
    });
  },
);
