import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Address } from '../../src/domain/address';
import type { LngLat } from '../../src/domain/geo';
import {
  addressPopupMachine,
  NOT_FOUND_MS,
  type AddressPopupEvent,
} from '../../src/machines/address-popup-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { GRENOBLE, MOULINS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof addressPopupMachine>;

const delayOf = (state: 'notFound' | 'failed') =>
  ({
    type: addressPopupMachine.root.states[state]?.after[0]?.eventType ?? '',
  }) as unknown as AddressPopupEvent;
const NOT_FOUND_DELAY = delayOf('notFound');
const FAILED_DELAY = delayOf('failed');
const done = (output: Address[]) =>
  ({ type: 'xstate.done.actor.reverseGeocode', output }) as unknown as AddressPopupEvent;
const failure = (error: unknown) =>
  ({ type: 'xstate.error.actor.reverseGeocode', error }) as unknown as AddressPopupEvent;
const NO_ADDRESS = toApiError({ status: 404 });
const SERVER = toApiError({ status: 500 });
const SETTLE = new Map<AddressPopupEvent, { output?: Address[]; error?: unknown }>([
  [done([MOULINS, GRENOBLE]), { output: [MOULINS, GRENOBLE] }],
  [done([]), { output: [] }],
  [failure(NO_ADDRESS), { error: NO_ADDRESS }],
  [failure(SERVER), { error: SERVER }],
]);

const EVENTS: AddressPopupEvent[] = [
  { type: 'map.click', point: { lng: 7.42839, lat: 43.74331 } },
  { type: 'close' },
  { type: 'shortcut', rubric: 'hotel' },
  { type: 'shortcut', rubric: 'parking' },
  { type: 'directions', end: 'from' },
  { type: 'directions', end: 'to' },
  NOT_FOUND_DELAY,
  FAILED_DELAY,
  ...SETTLE.keys(),
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.address ? 'address' : '-'}|${s.context.error ? 'error' : '-'}`;

const recorder = new TransitionRecorder(listTransitions(addressPopupMachine));

function startSut() {
  const clock = new SimulatedClock();
  const calls: { point: LngLat; resolve: (a: Address[]) => void; reject: (e: unknown) => void }[] =
    [];
  const searchNearby = vi.fn();
  const openDirections = vi.fn();
  const machine = addressPopupMachine.provide({
    actors: {
      reverseGeocode: fromPromise<Address[], LngLat>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ point: input, resolve, reject })),
      ),
    },
    actions: {
      searchNearby: (_, params) => searchNearby(params),
      openDirections: (_, params) => openDirections(params),
    },
  });
  const actor = createActor(machine, { clock, inspect: recorder.inspect });
  actor.start();
  return { actor, clock, calls, searchNearby, openDirections };
}

async function execute(sut: ReturnType<typeof startSut>, event: AddressPopupEvent) {
  const settle = SETTLE.get(event);
  const state = sut.actor.getSnapshot().value;
  // A delay event of a state is the time passing in that state only.
  const waits =
    (event === NOT_FOUND_DELAY && state === 'notFound') ||
    (event === FAILED_DELAY && state === 'failed');
  if (event === NOT_FOUND_DELAY || event === FAILED_DELAY) {
    if (waits) sut.clock.increment(NOT_FOUND_MS);
  } else if (!settle) sut.actor.send(event);
  else if (state === 'locating') {
    if (settle.output) sut.calls.at(-1)?.resolve(settle.output);
    else sut.calls.at(-1)?.reject(settle.error);
  }
  await flush();
}

async function runPath(path: ModelPath<typeof addressPopupMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (live.value === 'locating') expect(sut.calls.at(-1)?.point).toEqual(live.context.point);
    // The first address is the one shown.
    if (live.value === 'shown') expect(live.context.address).toEqual(MOULINS);
    if (step.event.type === 'shortcut' && before.value === 'shown') {
      expect(sut.searchNearby).toHaveBeenLastCalledWith({
        rubric: step.event.rubric,
        point: MOULINS.coordinates,
      });
      expect(live.value).toBe('idle');
    }
    // « Itinéraire depuis / vers ici »: the clicked point, named once its address is known.
    if (step.event.type === 'directions' && ['shown', 'locating'].includes(String(before.value))) {
      expect(sut.openDirections).toHaveBeenLastCalledWith({
        end: step.event.end,
        point: before.context.point,
        address: before.value === 'shown' ? MOULINS : null,
      });
      expect(live.value).toBe('idle');
    }
  }
  sut.actor.stop();
}

describe('address popup machine (model)', () => {
  const paths = edgeCoveringPaths(addressPopupMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('says no address was found, then closes after the delay', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'map.click', point: { lng: -30, lat: 40 } });
    sut.calls.at(-1)?.reject(NO_ADDRESS);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('notFound');
    sut.clock.increment(NOT_FOUND_MS - 1);
    expect(sut.actor.getSnapshot().value).toBe('notFound');
    sut.clock.increment(1);
    expect(sut.actor.getSnapshot().value).toBe('idle');
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`address popup machine transition coverage: ${recorder.summary()}`);
  });
});
