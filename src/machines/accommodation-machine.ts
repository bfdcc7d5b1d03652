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
  /** The stay accepted in this visit: the hotel sheets' room search starts from its dates. */
  stay: Pick<AccommodationOffer, 'checkIn' | 'checkOut'> | null;
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
    /** The trip changed under the offer: the offer follows it (the week's interval aside). */
    follow: assign(({ event }) => {
      assertEvent(event, 'results.shown');
      return { offer: accommodationOffer({ ...event.situation, lastShown: null }) };
    }),
    keepStay: assign(({ context }) => ({
      stay: context.offer
        ? { checkIn: context.offer.checkIn, checkOut: context.offer.checkOut }
        : context.stay,
    })),
  },
  guards: {
    offers: ({ context, event }) => {
      assertEvent(event, 'results.shown');
      return context.shownAt === null && accommodationOffer(event.situation) !== null;
    },
    stillOffers: ({ event }) => {
      assertEvent(event, 'results.shown');
      return accommodationOffer({ ...event.situation, lastShown: null }) !== null;
    },
  },
}).createMachine({
  id: 'accommodation',
  context: { offer: null, stay: null, shownAt: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'results.shown': { guard: 'offers', target: 'offered', actions: ['offer', 'remember'] },
      },
    },
    offered: {
      on: {
        accept: { target: 'idle', actions: ['keepStay', 'close'] },
        dismiss: { target: 'idle', actions: 'close' },
        // Another computation: the offer follows the trip, or goes when it no longer holds.
        'results.shown': [
          { guard: 'stillOffers', actions: 'follow' },
          { target: 'idle', actions: 'close' },
        ],
      },
    },
  },
});
