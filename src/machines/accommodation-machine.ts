/**
 * The accommodation offer after itinerary results (spec §4 accommodation redirect popup; the
 * rules in src/domain/accommodation.ts): results shown in a situation that meets them offer a
 * stay at the other end, once in a page and once a week (`remember` writes when); the visitor
 * accepts (the places to stay open) or dismisses it.
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  accommodationOffer,
  type AccommodationOffer,
  type AccommodationSituation,
} from '../domain/accommodation';

/** Context of the machine. */
export interface AccommodationContext {
  offer: AccommodationOffer | null;
  /** When this page showed the offer (it shows once in a page). */
  shownAt: number | null;
}

/** Events of the machine. */
export type AccommodationEvent =
  | { type: 'results.shown'; situation: AccommodationSituation }
  | { type: 'accept' }
  | { type: 'dismiss' };

/** The machine; provide `remember` (writes `shownAt` to the browser). */
export const accommodationMachine = setup({
  types: { context: {} as AccommodationContext, events: {} as AccommodationEvent },
  actions: {
    offer: assign(({ event }) => {
      assertEvent(event, 'results.shown');
      return { offer: accommodationOffer(event.situation), shownAt: event.situation.now };
    }),
    remember: () => undefined,
    close: assign({ offer: null }),
  },
  guards: {
    offers: ({ context, event }) => {
      assertEvent(event, 'results.shown');
      return context.shownAt === null && accommodationOffer(event.situation) !== null;
    },
  },
}).createMachine({
  id: 'accommodation',
  context: { offer: null, shownAt: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'results.shown': { guard: 'offers', target: 'offered', actions: ['offer', 'remember'] },
      },
    },
    offered: {
      on: {
        accept: { target: 'idle', actions: 'close' },
        dismiss: { target: 'idle', actions: 'close' },
      },
    },
  },
});
