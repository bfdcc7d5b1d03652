/**
 * The accommodation offer after results (spec §4 accommodation redirect popup): every
 * transition, and the rules checked after each step.
 */
import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AccommodationSituation } from '../../src/domain/accommodation';
import {
  accommodationMachine,
  type AccommodationEvent,
} from '../../src/machines/accommodation-machine';
import { describeModel } from './model-harness';

const NOW = new Date(2026, 10, 27, 9, 0).getTime();
const HERE = {
  coordinates: { lng: 7.42, lat: 43.73 },
  label: 'Ma position',
  from: 'geolocation' as const,
};
const LYON = { coordinates: { lng: 4.835, lat: 45.764 }, label: 'Lyon', from: 'search' as const };
const NICE = { coordinates: { lng: 7.26, lat: 43.7 }, label: 'Nice', from: 'search' as const };

const base: AccommodationSituation = {
  steps: [HERE, LYON],
  departNow: true,
  bookingAllowed: true,
  lastShown: null,
  now: NOW,
};
const shown = (situation: AccommodationSituation): AccommodationEvent => ({
  type: 'results.shown',
  situation,
});
const OFFERED = shown(base);
const NO_CONSENT = shown({ ...base, bookingAllowed: false });
const LATER = shown({ ...base, departNow: false });
const NEAR = shown({ ...base, steps: [HERE, NICE] });
const THIS_WEEK = shown({ ...base, lastShown: NOW - 86_400_000 });

describeModel({
  name: 'accommodation machine',
  machine: accommodationMachine,
  input: undefined,
  events: [OFFERED, NO_CONSENT, LATER, NEAR, THIS_WEEK, { type: 'accept' }, { type: 'dismiss' }],
  serializeState: (s) =>
    `${JSON.stringify(s.value)}|${s.context.shownAt === null ? '-' : 'shown'}|${s.context.stay ? 'stay' : '-'}`,
  start: (inspect) => {
    const remember = vi.fn();
    const actor = createActor(accommodationMachine.provide({ actions: { remember } }), {
      inspect,
    });
    actor.start();
    return { actor, remember };
  },
  invariants: {
    'offered only with booking consent, leaving now, from my position, 50 km or more, not this week':
      ({ event, live, before }) => {
        if (live.value !== 'offered' || before.value === 'offered') return false;
        expect(event).toBe(OFFERED);
        return true;
      },
    'a trip that no longer meets the rules closes the offer; one that does keeps it': ({
      event,
      live,
      before,
    }) => {
      if (before.value !== 'offered' || event.type !== 'results.shown') return false;
      const holds = event === OFFERED || event === THIS_WEEK;
      expect(live.value).toBe(holds ? 'offered' : 'idle');
      return true;
    },
    'an accepted offer keeps its stay for the hotel sheets': ({ event, before, live }) => {
      if (event.type !== 'accept' || before.value !== 'offered') return false;
      expect(live.context.stay).toEqual({ checkIn: '2026-12-04', checkOut: '2026-12-06' });
      return true;
    },
    'once in a page, remembered once': ({ sut, live }) => {
      expect(sut.remember).toHaveBeenCalledTimes(live.context.shownAt === null ? 0 : 1);
      return live.context.shownAt !== null;
    },
    'the offer is a stay at the other end, check-out 2 days after check-in, in euros': ({
      live,
    }) => {
      if (!live.context.offer) return false;
      expect(live.context.offer).toMatchObject({
        place: 'Lyon',
        checkIn: '2026-12-04',
        checkOut: '2026-12-06',
        currency: 'EUR',
      });
      return true;
    },
  },
});
