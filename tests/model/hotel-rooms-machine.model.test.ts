import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { HotelRoomsResponse } from '../../src/domain/geoentity';
import {
  hotelRoomsMachine,
  type HotelRoomsEvent,
  type HotelRoomsQuery,
} from '../../src/machines/hotel-rooms-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

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
const ANSWER = {
  type: 'xstate.done.actor.0.hotelRooms.loading',
  output: NO_PARTNER,
} as unknown as HotelRoomsEvent;
const FAILURE = {
  type: 'xstate.error.actor.0.hotelRooms.loading',
  error: SERVER,
} as unknown as HotelRoomsEvent;

interface Call {
  query: HotelRoomsQuery;
  signal: AbortSignal;
  resolve: (r: HotelRoomsResponse) => void;
  reject: (e: unknown) => void;
}

describeModel(
  {
    name: 'hotel rooms machine',
    machine: hotelRoomsMachine,
    input: undefined,
    events: [
      { type: 'search', query: HERMITAGE },
      { type: 'search', query: METROPOLE },
      { type: 'reset' },
      ANSWER,
      FAILURE,
    ],
    serializeState: (s) => `${JSON.stringify(s.value)}|${s.context.query?.id ?? '-'}`,
    start: (inspect) => {
      const calls: Call[] = [];
      const machine = hotelRoomsMachine.provide({
        actors: {
          hotelRooms: fromPromise<HotelRoomsResponse, HotelRoomsQuery>(
            ({ input, signal }) =>
              new Promise((resolve, reject) =>
                calls.push({ query: input, signal, resolve, reject }),
              ),
          ),
        },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, calls };
    },
    execute: (sut, event) => {
      const call = sut.actor.getSnapshot().value === 'loading' ? sut.calls.at(-1) : undefined;
      if (event === ANSWER) call?.resolve(NO_PARTNER);
      else if (event === FAILURE) call?.reject(SERVER);
      else sut.actor.send(event);
    },
    invariants: {
      'loading asks for the last search': ({ sut, live }) => {
        if (live.value !== 'loading') return false;
        expect(sut.calls.at(-1)?.query).toEqual(live.context.query);
        return true;
      },
      'a search or a reset cancels the call under way': ({ sut, event, before }) => {
        if (before.value !== 'loading' || !['search', 'reset'].includes(event.type)) return false;
        // A search starts a new call after the cancelled one; a reset starts none.
        const cancelled = sut.calls.at(event.type === 'search' ? -2 : -1);
        expect(cancelled?.signal.aborted).toBe(true);
        return true;
      },
      'a failure is named by its message key': ({ live }) => {
        if (live.value !== 'failed') return false;
        expect(live.context.error).toBe('errors.server');
        return true;
      },
    },
  },
  (start) => {
    it('a stale answer never replaces a newer one', async () => {
      const sut = start();
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
      expect(sut.actor.getSnapshot().context).toMatchObject({
        query: METROPOLE,
        rooms: NO_PARTNER,
      });
      sut.actor.stop();
    });

    it('a failure keeps the query and names the error by its message key', async () => {
      const sut = start();
      sut.actor.send({ type: 'search', query: HERMITAGE });
      sut.calls[0]?.reject(new TypeError('Failed to fetch'));
      await flush();
      const { value, context } = sut.actor.getSnapshot();
      expect(value).toBe('failed');
      expect(context.query).toEqual(HERMITAGE);
      expect(context.error).toMatch(/^errors\./);
      sut.actor.stop();
    });
  },
);
