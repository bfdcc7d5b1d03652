import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  collectionOf,
  rumMachine,
  type RumCollection,
  type RumEvent,
} from '../../src/machines/rum-machine';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';

type E = RumEvent;

const EVENTS: E[] = [
  { type: 'consent', tracking: true, errors: true },
  { type: 'consent', tracking: true, errors: false },
  { type: 'consent', tracking: false, errors: true },
  { type: 'consent', tracking: false, errors: false },
  doneOf<E>('rum.loading', { sampleRate: 1, replaySampleRate: 0 }),
  doneOf<E>('rum.loading', { sampleRate: 0, replaySampleRate: 0 }),
  doneOf<E>('rum.loading', { sampleRate: 1, replaySampleRate: 0.5 }),
  errorOf<E>('rum.loading', new Error('503')),
];

describeModel({
  name: 'monitoring (RUM) machine',
  machine: rumMachine,
  input: { draw: 0.0005, replayDraw: 0.5 },
  variants: [
    { name: 'a session not sampled at 0.001', input: { draw: 0.5, replayDraw: 0.5 } },
    { name: 'a session drawn for the replay', input: { draw: 0.0005, replayDraw: 0.1 } },
  ],
  events: EVENTS,
  serializeState: (s) =>
    [
      JSON.stringify(s.value),
      s.context.tracking,
      s.context.errors,
      s.context.config.sampleRate,
    ].join('|'),
  start: (inspect, input) => {
    const calls: PendingCall[] = [];
    const apply = vi.fn<(c: RumCollection) => void>();
    const machine = rumMachine.provide({
      actors: { loadConfig: fakeCall(calls, 'config') },
      actions: { apply: (_, collection) => apply(collection) },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    return { actor, calls, apply };
  },
  execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
  invariants: {
    'nothing is measured nor loaded before a consent': ({ sut, live }) => {
      if (!live.matches('off')) return false;
      expect(sut.calls).toHaveLength(0);
      expect(sut.apply).not.toHaveBeenCalled();
      return true;
    },
    'once on, what runs follows the consent and the sample at once': ({ sut, live }) => {
      if (!live.matches('on')) return false;
      expect(sut.apply).toHaveBeenLastCalledWith(collectionOf(live.context));
      return true;
    },
    'vitals only with tracking, in a sampled session; errors only with error monitoring': ({
      live,
    }) => {
      const { vitals, errors } = collectionOf(live.context);
      if (vitals) {
        expect(live.context.tracking).toBe(true);
        expect(live.context.draw).toBeLessThan(live.context.config.sampleRate);
      }
      expect(errors).toBe(live.context.errors);
      return vitals || errors;
    },
    'a session is recorded only when measured and drawn under the replay rate (§4)': ({ live }) => {
      const { vitals, replay } = collectionOf(live.context);
      if (!replay) return false;
      expect(vitals).toBe(true);
      expect(live.context.replayDraw).toBeLessThan(live.context.config.replaySampleRate);
      return true;
    },
    'a failed configuration keeps the spec’s sample rate': ({ event, before, live }) => {
      if (!event.type.startsWith('xstate.error') || !before.matches('loading')) return false;
      expect(live.context.config.sampleRate).toBe(0.001);
      return true;
    },
  },
});
