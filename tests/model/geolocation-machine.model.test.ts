import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { bboxAround } from '../../src/domain/geo';
import {
  geolocationMachine,
  geolocationStatusOf,
  type GeolocationEvent,
  type GeolocationStatus,
} from '../../src/machines/geolocation-machine';
import { createWatcherLogic, GEOLOCATION_OPTIONS } from '../../src/machines/geolocation-watcher';
import { FakeGeolocation } from './fake-geolocation';
import {
  edgeCoveringPaths,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof geolocationMachine>;

const POSITION_A = { lng: 7.4246, lat: 43.7384, accuracy: 12, timestamp: 1_700_000_000_000 };
const POSITION_B = { lng: 7.43, lat: 43.74, accuracy: 12, timestamp: 1_700_000_000_000 };

const EVENTS: GeolocationEvent[] = [
  { type: 'toggle' },
  { type: 'locate' },
  { type: 'map.dragged' },
  { type: 'position.updated', position: POSITION_A },
  { type: 'position.updated', position: POSITION_B },
  { type: 'position.failed', code: 1, message: 'User denied Geolocation' },
  { type: 'position.failed', code: 2, message: 'Position unavailable' },
  { type: 'position.failed', code: 3, message: 'Timeout expired' },
];

const WATCHING: GeolocationStatus[] = ['fetch-follow', 'fetch-active', 'follow', 'active'];

/** The spec's toggle table (§4 Geolocation status). */
const TOGGLE: Record<GeolocationStatus, GeolocationStatus> = {
  blocked: 'fetch-follow',
  disabled: 'fetch-follow',
  'fetch-active': 'disabled',
  'fetch-follow': 'disabled',
  active: 'follow',
  follow: 'active',
};

const serializeState = (s: Snapshot): string =>
  `${geolocationStatusOf(s.value)}|${s.context.requestStatus}|${s.context.position?.lng ?? '-'}`;

const all = listTransitions(geolocationMachine);
const recorder = new TransitionRecorder(all);
let warn = vi.spyOn(console, 'warn');
let error = vi.spyOn(console, 'error');

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function startSut(supported: boolean) {
  const fake = new FakeGeolocation();
  const machine = geolocationMachine.provide({
    actors: { watcher: createWatcherLogic(() => fake) },
  });
  const actor = createActor(machine, { input: { supported }, inspect: recorder.inspect });
  actor.start();
  return { fake, actor };
}

function execute(sut: ReturnType<typeof startSut>, event: GeolocationEvent): void {
  if (event.type === 'position.updated')
    sut.fake.emitPosition(event.position.lng, event.position.lat);
  else if (event.type === 'position.failed') sut.fake.emitError(event.code, event.message);
  else sut.actor.send(event);
}

function assertState(sut: ReturnType<typeof startSut>, expected: Snapshot): void {
  const live = sut.actor.getSnapshot();
  const status = geolocationStatusOf(live.value);
  expect(live.value).toEqual(expected.value);
  expect(live.context).toEqual(expected.context);
  // The position is watched exactly in the fetch, follow and active statuses.
  expect(sut.fake.watches.size).toBe(WATCHING.includes(status) ? 1 : 0);
  for (const options of sut.fake.options) expect(options).toEqual(GEOLOCATION_OPTIONS);
  if (status === 'blocked') expect(live.context.requestStatus).toBe('denied');
  if (status === 'fetch-follow' || status === 'fetch-active') {
    expect(live.context.requestStatus).toBe('pending');
  }
  if (status === 'follow' || status === 'active') {
    const position = live.context.position;
    expect(position).not.toBeNull();
    if (position) expect(live.context.bbox).toEqual(bboxAround(position, 1000));
  }
}

async function runPath(path: ModelPath<typeof geolocationMachine>, supported: boolean) {
  const sut = startSut(supported);
  for (const step of path.steps) {
    const before = geolocationStatusOf(sut.actor.getSnapshot().value);
    const errorsBefore = error.mock.calls.length;
    execute(sut, step.event);
    assertState(sut, step.state);
    const after = geolocationStatusOf(sut.actor.getSnapshot().value);
    if (step.event.type === 'toggle' && supported) expect(after).toBe(TOGGLE[before]);
    if (step.event.type === 'toggle' && !supported) expect(warn).toHaveBeenCalled();
    const failedFetch =
      step.event.type === 'position.failed' && step.event.code !== 1 && before.startsWith('fetch');
    if (failedFetch) {
      expect(after).toBe('disabled');
      expect(sut.actor.getSnapshot().context.requestStatus).toBe('failed');
      expect(error.mock.calls.length).toBe(errorsBefore + 1);
    }
  }
  sut.actor.stop();
}

describe('geolocation machine (model)', () => {
  for (const supported of [true, false]) {
    const paths = edgeCoveringPaths(geolocationMachine, {
      events: EVENTS,
      serializeState,
      input: { supported },
    });
    describe(supported ? 'with a geolocation API' : 'without a geolocation API', () => {
      it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
        await runPath(path, supported);
      });
    });
  }

  it('reaches every status of the spec', () => {
    const paths = edgeCoveringPaths(geolocationMachine, {
      events: EVENTS,
      serializeState,
      input: { supported: true },
    });
    const reached = new Set(
      paths.flatMap((p) => p.steps.map((s) => geolocationStatusOf(s.state.value))),
    );
    expect([...reached].sort()).toEqual(Object.keys(TOGGLE).sort());
  });

  it('stays disabled and only warns without a geolocation API', () => {
    const sut = startSut(false);
    sut.actor.send({ type: 'toggle' });
    sut.actor.send({ type: 'locate' });
    expect(sut.actor.getSnapshot().value).toBe('disabled');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`geolocation machine transition coverage: ${recorder.summary()}`);
  });
});
