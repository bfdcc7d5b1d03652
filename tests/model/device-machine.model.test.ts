import { expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  deviceClassOf,
  deviceMachine,
  RESIZE_DELAY_MS,
  type DeviceEvent,
} from '../../src/machines/device-machine';
import { describeModel } from './model-harness';

/** The event XState raises when the settling delay ends (the model sends it; the SUT waits). */
const DELAY_EVENT_TYPE = deviceMachine.root.states.settling?.after[0]?.eventType ?? '';
const DELAY_EVENT = { type: DELAY_EVENT_TYPE } as unknown as DeviceEvent;

describeModel(
  {
    name: 'device machine',
    machine: deviceMachine,
    input: { width: 1280 },
    variants: [{ name: 'loaded 600 px wide (pe)', input: { width: 600 } }],
    events: [
      { type: 'resized', width: 1280 },
      { type: 'resized', width: 600 },
      { type: 'reload.confirm' },
      { type: 'reload.dismiss' },
      DELAY_EVENT,
    ],
    serializeState: (s) => `${JSON.stringify(s.value)}|${deviceClassOf(s.context.width)}`,
    start: (inspect, input) => {
      const clock = new SimulatedClock();
      const reloadPage = vi.fn();
      const machine = deviceMachine.provide({ actions: { reloadPage } });
      const actor = createActor(machine, { input, clock, inspect });
      actor.start();
      return { actor, clock, reloadPage, loadClass: actor.getSnapshot().context.deviceClass };
    },
    execute: (sut, event) => {
      if (event.type !== DELAY_EVENT_TYPE) {
        sut.actor.send(event);
        return;
      }
      // Just before the delay nothing happens; at 1000 ms the class is compared.
      const before = sut.actor.getSnapshot().value;
      sut.clock.increment(RESIZE_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().value).toBe(before);
      sut.clock.increment(1);
    },
    invariants: {
      'the class is fixed at load': ({ sut, live }) => {
        expect(live.context.deviceClass).toBe(sut.loadClass);
        return true;
      },
      'the prompt comes only for a window of the other class': ({ sut, live }) => {
        if (live.value !== 'prompting') return false;
        expect(deviceClassOf(live.context.width)).not.toBe(sut.loadClass);
        return true;
      },
      'the page reloads only when confirmed': ({ sut, live }) => {
        expect(sut.reloadPage).toHaveBeenCalledTimes(live.value === 'reloading' ? 1 : 0);
        return live.value === 'reloading';
      },
    },
  },
  (start) => {
    it('classes widths at the 999 px breakpoint', () => {
      expect(deviceClassOf(999)).toBe('ge');
      expect(deviceClassOf(998)).toBe('pe');
    });

    it('waits one second after the last resize', () => {
      const sut = start();
      sut.actor.send({ type: 'resized', width: 700 });
      sut.clock.increment(600);
      sut.actor.send({ type: 'resized', width: 650 });
      sut.clock.increment(600);
      expect(sut.actor.getSnapshot().value).toBe('settling');
      sut.clock.increment(400);
      expect(sut.actor.getSnapshot().value).toBe('prompting');
    });

    it('prompts nothing when the class comes back before the delay', () => {
      const sut = start();
      sut.actor.send({ type: 'resized', width: 700 });
      sut.actor.send({ type: 'resized', width: 1200 });
      sut.clock.increment(RESIZE_DELAY_MS);
      expect(sut.actor.getSnapshot().value).toBe('idle');
    });
  },
);
