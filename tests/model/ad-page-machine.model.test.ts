import { expect, it } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import type { AdPageConfig } from '../../src/domain/ads/ads';
import {
  adPageMachine,
  adsEnded,
  configFor,
  type AdPageEvent,
} from '../../src/machines/ad-page-machine';
import { AdLibraryBlocked, AdLibraryFailed } from '../../src/services/ad-library';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

type E = AdPageEvent;

const config = (pageId: string): AdPageConfig => ({
  pageId,
  locale: 'fr-FR',
  slots: [{ id: 'map_hp_vde_desktop', placement: 'hp_vde_desktop', size: '728x90' }],
});

const EVENTS: E[] = [
  { type: 'consent', allowed: true },
  { type: 'consent', allowed: false },
  { type: 'page', pageId: 'home' },
  { type: 'page', pageId: 'address-1' },
  { type: 'page', pageId: null },
  { type: 'locale' },
  doneOf<E>('adPage.on.pending', config('home')),
  errorOf<E>('adPage.on.pending', new AdLibraryFailed('500')),
  errorOf<E>('adPage.on.pending', new AdLibraryBlocked('blocked')),
];

function start(inspect?: (event: InspectionEvent) => void) {
  const calls: PendingCall[] = [];
  const machine = adPageMachine.provide({ actors: { loadConfig: fakeCall(calls, 'config') } });
  const actor = createActor(machine, inspect ? { inspect } : {});
  actor.start();
  return { actor, calls };
}

describeModel(
  {
    name: 'ad page configuration machine',
    machine: adPageMachine,
    input: undefined,
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.allowed,
        s.context.pageId,
        s.context.library,
        s.context.config?.pageId ?? '-',
      ].join('|'),
    start: (inspect) => start(inspect),
    execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
    invariants: {
      'without the ads consent nothing shows': ({ live }) => {
        if (!live.matches('off')) return false;
        expect(live.context.config).toBeNull();
        expect(adsEnded(live)).toBe(true);
        expect(live.context.allowed).toBe(false);
        return true;
      },
      'ads show only for the page whose configuration is loaded (§4)': ({ live }) => {
        if (!live.matches({ on: 'loaded' }) || !live.context.pageId) return false;
        const shown = configFor(live, live.context.pageId);
        expect(shown === null || shown.pageId === live.context.pageId).toBe(true);
        expect(configFor(live, 'another-page')).toBeNull();
        return true;
      },
      'a blocked library stays blocked and asks nothing again': ({ sut, before, live }) => {
        if (before.context.library !== 'blocked') return false;
        expect(live.context.library).toBe('blocked');
        expect(live.matches({ on: 'pending' })).toBe(false);
        expect(sut.calls.length).toBeGreaterThan(0);
        return true;
      },
      'a new language asks the page’s configuration again (its slots are the language’s)': ({
        before,
        event,
        live,
      }) => {
        if (event.type !== 'locale' || !before.matches('on')) return false;
        expect(live.context.config).toBeNull();
        expect(live.context.pageId).toBe(before.context.pageId);
        if (before.context.pageId && before.context.library !== 'blocked')
          expect(live.matches({ on: 'pending' })).toBe(true);
        return true;
      },
      'the library is pending until loaded or blocked': ({ live }) => {
        if (live.context.library !== 'pending') return false;
        expect(live.matches({ on: 'loaded' })).toBe(false);
        return true;
      },
    },
  },
  () => {
    it('asks the configuration of each new page, and again for a page seen before', async () => {
      const { actor, calls } = start();
      actor.send({ type: 'page', pageId: 'home' });
      expect(calls).toHaveLength(0);
      actor.send({ type: 'consent', allowed: true });
      expect(calls.map((c) => c.input)).toEqual([{ pageId: 'home' }]);
      calls[0]?.resolve(config('home'));
      await flush();
      expect(configFor(actor.getSnapshot(), 'home')?.pageId).toBe('home');
      actor.send({ type: 'page', pageId: 'address-1' });
      expect(configFor(actor.getSnapshot(), 'home')).toBeNull();
      expect(calls.map((c) => c.input)).toEqual([{ pageId: 'home' }, { pageId: 'address-1' }]);
    });
  },
);
