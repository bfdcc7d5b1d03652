import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  deviceClassOf,
  deviceMachine,
  RESIZE_DELAY_MS,
  type DeviceEvent,
} from '../../src/machines/device-machine';
import {
  edgeCoveringPaths,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof deviceMachine>;

/** The event XState raises when the settling delay ends (the model sends it; the SUT waits). */
const DELAY_EVENT_TYPE = deviceMachine.root.states.settling?.after[0]?.eventType ?? '';
const DELAY_EVENT = { type: DELAY_EVENT_TYPE } as unknown as DeviceEvent;

const EVENTS: DeviceEvent[] = [
  { type: 'resized', width: 1280 },
  { type: 'resized', width: 600 },
  { type: 'reload.confirm' },
  { type: 'reload.dismiss' },
  DELAY_EVENT,
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${deviceClassOf(s.context.width)}`;

const recorder = new TransitionRecorder(listTransitions(deviceMachine));

function startSut(width: number) {
  const clock = new SimulatedClock();
  const reloadPage = vi.fn();
  const machine = deviceMachine.provide({ actions: { reloadPage } });
  const actor = createActor(machine, { input: { width }, clock, inspect: recorder.inspect });
  actor.start();
  return { actor, clock, reloadPage };
}

function runPath(path: ModelPath<typeof deviceMachine>, width: number): void {
  const sut = startSut(width);
  const loadClass = sut.actor.getSnapshot().context.deviceClass;
  for (const step of path.steps) {
    if (step.event.type === DELAY_EVENT_TYPE) {
      // Just before the delay nothing happens; at 1000 ms the class is compared.
      const before = sut.actor.getSnapshot().value;
      sut.clock.increment(RESIZE_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().value).toBe(before);
      sut.clock.increment(1);
    } else {
      sut.actor.send(step.event);
    }
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // The class is fixed at load.
    expect(live.context.deviceClass).toBe(loadClass);
    if (live.value === 'prompting') expect(deviceClassOf(live.context.width)).not.toBe(loadClass);
    expect(sut.reloadPage).toHaveBeenCalledTimes(live.value === 'reloading' ? 1 : 0);
  }
  sut.actor.stop();
}

describe('device machine (model)', () => {
  for (const width of [1280, 600]) {
    const paths = edgeCoveringPaths(deviceMachine, {
      events: EVENTS,
      serializeState,
      input: { width },
    });
    describe(`loaded ${width} px wide (${deviceClassOf(width)})`, () => {
      it.each(paths.map((p) => [p.description, p] as const))('%s', (_name, path) => {
        runPath(path, width);
      });
    });
  }

  it('classes widths at the 999 px breakpoint', () => {
    expect(deviceClassOf(999)).toBe('ge');
    expect(deviceClassOf(998)).toBe('pe');
  });

  it('waits one second after the last resize', () => {
    const sut = startSut(1280);
    sut.actor.send({ type: 'resized', width: 700 });
    sut.clock.increment(600);
    sut.actor.send({ type: 'resized', width: 650 });
    sut.clock.increment(600);
    expect(sut.actor.getSnapshot().value).toBe('settling');
    sut.clock.increment(400);
    expect(sut.actor.getSnapshot().value).toBe('prompting');
  });

  it('prompts nothing when the class comes back before the delay', () => {
    const sut = startSut(1280);
    sut.actor.send({ type: 'resized', width: 700 });
    sut.actor.send({ type: 'resized', width: 1200 });
    sut.clock.increment(RESIZE_DELAY_MS);
    expect(sut.actor.getSnapshot().value).toBe('idle');
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`device machine transition coverage: ${recorder.summary()}`);
  });
});
