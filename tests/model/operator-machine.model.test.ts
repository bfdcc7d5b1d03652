import { expect } from 'vitest';
import { createActor } from 'xstate';
import { operatorMachine, type OperatorEvent } from '../../src/machines/operator-machine';
import { OperatorDenied, type OperatorOverview } from '../../src/services/operator-api';
import { ApiError } from '../../src/services/api-errors';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';

type E = OperatorEvent;

const OVERVIEW: OperatorOverview = {
  vitals: [{ day: '2026-11-26', page: '/plan', name: 'LCP', count: 3, p50: 1, p75: 2, p95: 3 }],
  errors: [],
  sessions: [{ sessionId: 'session-1', startedAt: 1, chunks: 1, events: 2 }],
};

describeModel({
  name: 'operator page machine',
  machine: operatorMachine,
  input: undefined,
  events: [
    { type: 'unlock', token: 'operator-token-0001' },
    { type: 'replay', sessionId: 'session-1' },
    { type: 'reload' },
    doneOf<E>('operator.loading', OVERVIEW),
    errorOf<E>('operator.loading', new OperatorDenied()),
    errorOf<E>('operator.loading', new ApiError('server', 503)),
    doneOf<E>('operator.ready.loadingSession', [{ type: 4, timestamp: 1 }]),
    errorOf<E>('operator.ready.loadingSession', new ApiError('server', 503)),
  ],
  serializeState: (s) =>
    [JSON.stringify(s.value), s.context.token ?? '-', s.context.events?.length ?? '-'].join('|'),
  start: (inspect) => {
    const calls: PendingCall[] = [];
    const machine = operatorMachine.provide({
      actors: {
        loadOverview: fakeCall(calls, 'overview'),
        loadSession: fakeCall(calls, 'session'),
      },
    });
    const actor = createActor(machine, { inspect });
    actor.start();
    return { actor, calls };
  },
  execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
  invariants: {
    'nothing is asked without a token': ({ sut, live }) => {
      if (!live.matches('locked')) return false;
      expect(live.context.token).toBeNull();
      return sut.calls.every((c) => c.kind === 'overview');
    },
    'every call carries the token given': ({ sut, live }) => {
      const last = sut.calls.at(-1);
      if (!last || !live.context.token) return false;
      expect(last.input).toMatchObject({ token: live.context.token });
      return true;
    },
    'a refused token is forgotten and asked again': ({ before, event, live }) => {
      if (!before.matches('loading') || !event.type.startsWith('xstate.error')) return false;
      if (live.matches('locked')) expect(live.context.token).toBeNull();
      return true;
    },
    'a replay shows the events of the session asked': ({ live }) => {
      if (!live.matches({ ready: 'shown' })) return false;
      expect(live.context.sessionId).toBe('session-1');
      expect(live.context.events).toHaveLength(1);
      return true;
    },
  },
});
