import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { HotelRoomsResponse } from '../../src/domain/geoentity';
import {
  hotelRoomsMachine,
  type HotelRoomsEvent,
  type HotelRoomsQuery,
} from '../../src/machines/hotel-rooms-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof hotelRoomsMachine>;

const HERMITAGE: HotelRoomsQuery = {
  id: 'osm-n-1',
  checkIn: '2026-12-01',
  checkOut: '2026-12-02',
  capacity: 2,
};
const METROPOLE: HotelRoomsQuery = { ...HERMITAGE, id: 'osm-n-2', capacity: 3 };
const NO_PARTNER: HotelRoomsResponse = {
  partner: null,
  status: 'no-partner',
  checkIn: METROPOLE.checkIn,
  checkOut: METROPOLE.checkOut,
  capacity: METROPOLE.capacity,
  rooms: [],
};
const SERVER = toApiError({ status: 500 });

const done = (output: HotelRoomsResponse) =>
  ({ type: 'xstate.done.actor.0.hotelRooms.loading', output }) as unknown as HotelRoomsEvent;
const failure = {
  type: 'xstate.error.actor.0.hotelRooms.loading',
  error: SERVER,
} as unknown as HotelRoomsEvent;
const ANSWER = done(NO_PARTNER);

const EVENTS: HotelRoomsEvent[] = [
  { type: 'search', query: HERMITAGE },
  { type: 'search', query: METROPOLE },
  { type: 'reset' },
  ANSWER,
  failure,
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.query?.id ?? '-'}`;

const recorder = new TransitionRecorder(listTransitions(hotelRoomsMachine));

interface Call {
  query: HotelRoomsQuery;
  signal: AbortSignal;
  resolve: (r: HotelRoomsResponse) => void;
  reject: (e: unknown) => void;
}

function startSut() {
  const calls: Call[] = [];
  const machine = hotelRoomsMachine.provide({
    actors: {
      hotelRooms: fromPromise<HotelRoomsResponse, HotelRoomsQuery>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => calls.push({ query: input, signal, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, calls };
}

async function execute(sut: ReturnType<typeof startSut>, event: HotelRoomsEvent): Promise<void> {
  const loading = sut.actor.getSnapshot().value === 'loading';
  if (event === ANSWER) {
    if (loading) sut.calls.at(-1)?.resolve(NO_PARTNER);
  } else if (event === failure) {
    if (loading) sut.calls.at(-1)?.reject(SERVER);
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof hotelRoomsMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot().value;
    const live0 = sut.calls.at(-1);
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // Loading asks for the query of the last search; a search or a reset cancels the call under way.
    if (live.value === 'loading') expect(sut.calls.at(-1)?.query).toEqual(live.context.query);
    if (before === 'loading' && ['search', 'reset'].includes(step.event.type))
      expect(live0?.signal.aborted).toBe(true);
    if (live.value === 'failed') expect(live.context.error).toBe('errors.server');
  }
  sut.actor.stop();
}

describe('hotel rooms machine (model)', () => {
  const paths = edgeCoveringPaths(hotelRoomsMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('a stale answer never replaces a newer one', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'search', query: HERMITAGE });
    sut.actor.send({ type: 'search', query: METROPOLE });
    const [first, second] = sut.calls;
    expect(first?.signal.aborted).toBe(true);
    first?.resolve({
      ...NO_PARTNER,
      status: 'ok',
      rooms: [{ name: 'Double', price: 90, currency: 'EUR' }],
    });
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('loading');
    second?.resolve(NO_PARTNER);
    await flush();
    expect(sut.actor.getSnapshot().context).toMatchObject({ query: METROPOLE, rooms: NO_PARTNER });
    sut.actor.stop();
  });

  it('a failure keeps the query and names the error by its message key', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'search', query: HERMITAGE });
    sut.calls[0]?.reject(new TypeError('Failed to fetch'));
    await flush();
    const { value, context } = sut.actor.getSnapshot();
    expect(value).toBe('failed');
    expect(context.query).toEqual(HERMITAGE);
    expect(context.error).toMatch(/^errors\./);
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`hotel rooms machine transition coverage: ${recorder.summary()}`);
  });
});
