/**
 * The too-slow popup (spec §8: map load over 6 s without good map support; §3: the tooltip's
 * timestamp): every transition, and the rules checked after each step.
 */
import { expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  mapSpeedMachine,
  SLOW_MAP_GAP_MS,
  SLOW_MAP_MS,
  type MapSpeedEvent,
  type MapSpeedInput,
  type MapSupport,
} from '../../src/machines/map-speed-machine';
import { describeModel } from './model-harness';

const NOW = 1_800_000_000_000;
const SLOW_EVENT_TYPE = mapSpeedMachine.root.states.waiting?.after[0]?.eventType ?? '';
const SLOW_EVENT = { type: SLOW_EVENT_TYPE } as unknown as MapSpeedEvent;

function input(support: MapSupport, lastShown: number | null): MapSpeedInput {
  return { support: () => support, lastShown, now: () => NOW };
}

describeModel(
  {
    name: 'map speed machine',
    machine: mapSpeedMachine,
    input: input('software', null),
    variants: [
      { name: 'accelerated', input: input('good', null) },
      { name: 'shown two days ago', input: input('software', NOW - 2 * 86_400_000) },
      { name: 'shown a week ago', input: input('software', NOW - SLOW_MAP_GAP_MS) },
    ],
    events: [{ type: 'map.drawn' }, { type: 'dismiss' }, SLOW_EVENT],
    serializeState: (s) => JSON.stringify(s.value),
    start: (inspect, start) => {
      const clock = new SimulatedClock();
      const remember = vi.fn();
      const machine = mapSpeedMachine.provide({ actions: { remember } });
      const actor = createActor(machine, { input: start, clock, inspect });
      actor.start();
      return { actor, clock, remember, input: start };
    },
    execute: (sut, event) => {
      if (event.type !== SLOW_EVENT_TYPE) {
        sut.actor.send(event);
        return;
      }
      const before = sut.actor.getSnapshot().value;
      sut.clock.increment(SLOW_MAP_MS - 1);
      expect(sut.actor.getSnapshot().value).toBe(before);
      sut.clock.increment(1);
    },
    invariants: {
      'only a software-drawn map slower than 6 s shows it, once a week': ({ sut, live }) => {
        if (live.value !== 'shown') return false;
        expect(sut.input.support()).toBe('software');
        const last = sut.input.lastShown;
        expect(last === null || NOW - last >= SLOW_MAP_GAP_MS).toBe(true);
        return true;
      },
      'showing it remembers when, once': ({ sut, live }) => {
        const shown = live.context.shownAt !== null;
        expect(sut.remember).toHaveBeenCalledTimes(shown ? 1 : 0);
        if (shown) expect(live.context.shownAt).toBe(NOW);
        return shown;
      },
    },
  },
  (start) => {
    it('a map drawn before 6 s shows nothing, whatever its WebGL', () => {
      const sut = start();
      sut.clock.increment(SLOW_MAP_MS - 1);
      sut.actor.send({ type: 'map.drawn' });
      sut.clock.increment(10_000);
      expect(sut.actor.getSnapshot().value).toBe('done');
    });
  },
);
