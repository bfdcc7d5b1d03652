/**
 * Room prices of an accommodation sheet (core spec §4: the partner's rooms for dates and guests).
 * One request per search; a new search or a new place cancels the one under way, so a stale
 * answer never replaces a newer one. A failure keeps the form and says why (a message key).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { HotelRoomsResponse } from '../domain/geoentity';
import type { MessageKey } from '../i18n/translate';
import { isApiError, toApiError } from '../services/api-errors';

/** What the traveller asks: the place, the dates (YYYY-MM-DD) and the number of guests. */
export interface HotelRoomsQuery {
  id: string;
  checkIn: string;
  checkOut: string;
  capacity: number;
}

/** Context of the machine. */
export interface HotelRoomsContext {
  query: HotelRoomsQuery | null;
  rooms: HotelRoomsResponse | null;
  error: MessageKey | null;
}

/** Events of the machine. */
export type HotelRoomsEvent = { type: 'search'; query: HotelRoomsQuery } | { type: 'reset' };

/** The rooms call: provide one built on the POI API client. */
export const hotelRoomsLogic = fromPromise<HotelRoomsResponse, HotelRoomsQuery>(async () => {
  throw new Error('no hotel rooms logic provided');
});

/** The room prices of one accommodation sheet. */
export const hotelRoomsMachine = setup({
  types: { context: {} as HotelRoomsContext, events: {} as HotelRoomsEvent },
  actors: { hotelRooms: hotelRoomsLogic },
}).createMachine({
  id: 'hotelRooms',
  context: { query: null, rooms: null, error: null },
  initial: 'idle',
  on: {
    search: {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({ query: event.query, rooms: null, error: null })),
    },
    reset: { target: '.idle', actions: assign({ query: null, rooms: null, error: null }) },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        src: 'hotelRooms',
        input: ({ context }) => context.query ?? { id: '', checkIn: '', checkOut: '', capacity: 1 },
        onDone: { target: 'shown', actions: assign({ rooms: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              (isApiError(event.error) ? event.error : toApiError(event.error)).messageKey,
          }),
        },
      },
    },
    shown: {},
    failed: {},
  },
});
