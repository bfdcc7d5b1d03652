import { expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type InspectionEvent } from 'xstate';
import type { AdCreative } from '../../src/domain/ads/ads';
import {
  adSlotMachine,
  VIEWABLE_MS,
  type AdSlotEvent,
  type AdSlotInput,
} from '../../src/machines/ad-slot-machine';
import { AdLibraryFailed } from '../../src/services/ad-library';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

type E = AdSlotEvent;

const INPUT: AdSlotInput = {
  slot: { id: 'map_address_vde_desktop', placement: 'address_vde_desktop', size: '300x250' },
  pageId: 'address-1',
  tags: ['restaurant'],
};
const CREATIVE: AdCreative = {
  adId: 'quiz-des-villes',
  kind: 'text-image',
  size: '300x250',
  imageUrl: '/api/ads/creatives/quiz.svg',
  alt: 'Quiz',
  title: 'Quiz des villes',
  text: 'Placez les villes',
  clickUrl: '/quiz',
  externalTrackingUrl: null,
};

const VIEWABLE_TYPE = adSlotMachine.root.states.loaded?.states.viewable?.after[0]?.eventType ?? '';
const ONE_SECOND = { type: VIEWABLE_TYPE } as unknown as E;

const EVENTS: E[] = [
  { type: 'display' },
  doneOf<E>('adSlot.requested', undefined),
  errorOf<E>('adSlot.requested', new AdLibraryFailed('no slot')),
  doneOf<E>('adSlot.loading', CREATIVE),
  doneOf<E>('adSlot.loading', null),
  errorOf<E>('adSlot.loading', new AdLibraryFailed('500')),
  { type: 'visible' },
  { type: 'hidden' },
  ONE_SECOND,
  { type: 'click' },
  { type: 'delete' },
];

function start(inspect?: (event: InspectionEvent) => void) {
  const calls: PendingCall[] = [];
  const clock = new SimulatedClock();
  const counted = { impression: vi.fn(), click: vi.fn(), remove: vi.fn() };
  const machine = adSlotMachine.provide({
    actors: { create: fakeCall(calls, 'create'), display: fakeCall(calls, 'display') },
    actions: {
      countImpression: () => {
        counted.impression();
      },
      countClick: () => {
        counted.click();
      },
      remove: () => {
        counted.remove();
      },
    },
  });
  const actor = createActor(machine, { input: INPUT, clock, ...(inspect ? { inspect } : {}) });
  actor.start();
  return { actor, calls, clock, counted };
}

describeModel(
  {
    name: 'ad slot machine',
    machine: adSlotMachine,
    input: INPUT,
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.inView,
        s.context.impressions,
        Math.min(s.context.clicks, 1),
      ].join('|'),
    start: (inspect) => start(inspect),
    execute: (sut, event) => {
      if (event.type !== VIEWABLE_TYPE) {
        settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
        return;
      }
      sut.clock.increment(VIEWABLE_MS - 1);
      expect(sut.actor.getSnapshot().matches({ loaded: 'counted' })).toBe(false);
      sut.clock.increment(1);
    },
    invariants: {
      'an impression counts once, after a whole second viewable': ({ sut, before, live }) => {
        if (!live.matches({ loaded: 'counted' })) return false;
        expect(live.context.impressions).toBe(1);
        expect(sut.counted.impression).toHaveBeenCalledTimes(1);
        if (!before.matches({ loaded: 'counted' }))
          expect(before.matches({ loaded: 'viewable' })).toBe(true);
        return true;
      },
      'nothing is counted before the ad is shown': ({ sut, live }) => {
        if (live.matches('loaded') || live.matches('deleted')) return false;
        expect(sut.counted.impression).not.toHaveBeenCalled();
        expect(sut.counted.click).not.toHaveBeenCalled();
        return true;
      },
      'each click on a shown ad counts': ({ sut, live }) => {
        if (!live.matches('loaded')) return false;
        expect(sut.counted.click).toHaveBeenCalledTimes(live.context.clicks);
        return true;
      },
      'a deleted slot is forgotten by the library and stops': ({ sut, live }) => {
        if (!live.matches('deleted')) return false;
        expect(sut.counted.remove).toHaveBeenCalledTimes(1);
        expect(live.status).toBe('done');
        return true;
      },
      'a slot seen before it is filled counts from when it is shown': ({ before, live }) => {
        if (!live.matches('loaded') || before.matches('loaded') || !live.context.inView)
          return false;
        expect(live.matches({ loaded: 'viewable' })).toBe(true);
        return true;
      },
      'the creative shown is the one the library chose': ({ live }) => {
        if (!live.matches('loaded')) return false;
        expect(live.context.creative).toEqual(CREATIVE);
        return true;
      },
    },
  },
  () => {
    it('goes none → requested → loading → loaded, then counts one impression', async () => {
      const { actor, calls, clock, counted } = start();
      const seen: string[] = [];
      actor.subscribe((s) => seen.push(JSON.stringify(s.value)));
      actor.send({ type: 'display' });
      calls[0]?.resolve(undefined);
      await flush();
      calls[1]?.resolve(CREATIVE);
      await flush();
      actor.send({ type: 'visible' });
      clock.increment(600);
      actor.send({ type: 'hidden' });
      actor.send({ type: 'visible' });
      clock.increment(VIEWABLE_MS);
      expect(seen[0]).toBe('"requested"');
      expect(seen).toContain('"loading"');
      expect(actor.getSnapshot().matches({ loaded: 'counted' })).toBe(true);
      expect(counted.impression).toHaveBeenCalledTimes(1);
    });
  },
);
