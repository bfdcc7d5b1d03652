import { expect, it, vi } from 'vitest';
import { createActor, fromCallback, type InspectionEvent } from 'xstate';
import { sessionTracking } from '../../src/domain/monitoring/replay';
import { replayMachine, type ReplayEvent } from '../../src/machines/replay-machine';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

type E = ReplayEvent;

const EVENTS: E[] = [
  { type: 'tracking', tracking: 1 },
  { type: 'tracking', tracking: 2 },
  { type: 'tracking', tracking: 0 },
  { type: 'visibility', visible: false },
  { type: 'visibility', visible: true },
  doneOf<E>('replay.starting', undefined),
  errorOf<E>('replay.starting', new Error('chunk failed to load')),
];

function start(inspect?: (event: InspectionEvent) => void) {
  const calls: PendingCall[] = [];
  const spies = { send: vi.fn(), discard: vi.fn(), recording: 0 };
  const machine = replayMachine.provide({
    actors: {
      loadRecorder: fakeCall(calls, 'recorder'),
      record: fromCallback(() => {
        spies.recording += 1;
        return () => {
          spies.recording -= 1;
        };
      }),
    },
    actions: {
      send: () => {
        spies.send();
      },
      discard: () => {
        spies.discard();
      },
    },
  });
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return { actor, calls, spies };
}

describeModel(
  {
    name: 'session replay machine',
    machine: replayMachine,
    input: undefined,
    events: EVENTS,
    serializeState: (s) =>
      [JSON.stringify(s.value), s.context.tracking, s.context.visible].join('|'),
    start: (inspect) => start(inspect),
    execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
    invariants: {
      'only a replay session (tracking 1) on a visible page records': ({ sut, live }) => {
        if (!live.matches('recording')) {
          expect(sut.spies.recording).toBe(0);
          return false;
        }
        expect(live.context.tracking).toBe(1);
        expect(live.context.visible).toBe(true);
        expect(sut.spies.recording).toBe(1);
        return true;
      },
      'a withdrawn consent discards the recording under way, a hidden page sends it': ({
        sut,
        before,
        event,
        live,
      }) => {
        if (!before.matches('recording') || !live.matches('stopped')) return false;
        if (event.type === 'tracking') expect(sut.spies.discard).toHaveBeenCalled();
        else expect(sut.spies.send).toHaveBeenCalled();
        return true;
      },
      'nothing loads for a session without replay': ({ live }) => {
        if (live.context.tracking === 1) return false;
        expect(live.matches('starting') || live.matches('recording')).toBe(false);
        return true;
      },
    },
  },
  () => {
    it('decides the session tracking of §4 from consent and the two samples', () => {
      const base = { tracking: true, draw: 0.0005, sampleRate: 0.001, replayDraw: 0.5 };
      expect(sessionTracking({ ...base, replaySampleRate: 0 })).toBe(2);
      expect(sessionTracking({ ...base, replaySampleRate: 1 })).toBe(1);
      expect(sessionTracking({ ...base, tracking: false, replaySampleRate: 1 })).toBe(0);
      expect(sessionTracking({ ...base, draw: 0.5, replaySampleRate: 1 })).toBe(0);
    });

    it('waits for a visible page before loading the recorder', async () => {
      const { actor, calls } = start();
      actor.send({ type: 'visibility', visible: false });
      actor.send({ type: 'tracking', tracking: 1 });
      expect(actor.getSnapshot().value).toBe('waiting');
      expect(calls).toHaveLength(0);
      actor.send({ type: 'visibility', visible: true });
      expect(actor.getSnapshot().value).toBe('starting');
      calls[0]?.resolve(undefined);
      await flush();
      expect(actor.getSnapshot().value).toBe('recording');
    });
  },
);
