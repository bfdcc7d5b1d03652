import { expect, vi } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_MEMORY, shownAt, type IncentiveMemory } from '../../src/domain/incentives';
import {
  incentiveMachine,
  type IncentiveEvent,
  type IncentiveInput,
} from '../../src/machines/incentive-machine';
import { describeModel } from './model-harness';

const NOW = Date.UTC(2026, 10, 25, 9);
const WEEK = 7 * 86_400_000;

const EVENTS: IncentiveEvent[] = [
  { type: 'consent', answered: true, push: true, storage: true },
  { type: 'consent', answered: true, push: false, storage: true },
  { type: 'consent', answered: true, push: false, storage: false },
  { type: 'consent', answered: false, push: false, storage: false },
  { type: 'account', connected: true },
  { type: 'account', connected: false },
  { type: 'page.viewed', now: NOW, permission: 'default' },
  { type: 'page.viewed', now: NOW + WEEK, permission: 'denied' },
  { type: 'results.shown', now: NOW },
  { type: 'accept' },
  { type: 'dismiss' },
  { type: 'push.answered', permission: 'granted' },
  { type: 'push.answered', permission: 'denied' },
];

const INPUT: IncentiveInput = { memory: EMPTY_MEMORY, visits: 3, permission: 'default' };

describeModel({
  name: 'incentive machine',
  machine: incentiveMachine,
  input: INPUT,
  variants: [
    {
      name: 'a second visit, the account pop-in seen this week',
      input: { ...INPUT, visits: 2, memory: shownAt(EMPTY_MEMORY, 'account', NOW - 1000) },
    },
  ],
  events: EVENTS,
  serializeState: (s) =>
    [
      JSON.stringify(s.value),
      s.context.shown ?? '-',
      s.context.usedThisPage,
      s.context.connected,
      s.context.pushConsent,
      s.context.remembered,
      s.context.permission,
      JSON.stringify(s.context.memory),
    ].join('|'),
  start: (inspect, input) => {
    const persist = vi.fn<(m: IncentiveMemory) => void>();
    const askPermission = vi.fn();
    const openAccount = vi.fn();
    const openPoisOnRoute = vi.fn();
    const machine = incentiveMachine.provide({
      actions: {
        persist: (_, { memory }) => persist(memory),
        askPermission,
        openAccount,
        openPoisOnRoute,
      },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    return { actor, persist, askPermission, openAccount, openPoisOnRoute };
  },
  invariants: {
    'nothing shows before the consent banner is answered': ({ before, live }) => {
      if (!before.matches('waiting')) return false;
      expect(live.context.shown).toBeNull();
      return true;
    },
    'one pop-in per page view': ({ event, before, live }) => {
      if (before.context.shown !== null || live.context.shown === null) return false;
      // A pop-in shows on a new page view, or on the first results of this one.
      expect(event.type === 'page.viewed' || !before.context.usedThisPage).toBe(true);
      expect(live.context.usedThisPage).toBe(true);
      return true;
    },
    'a pop-in shown is remembered by the browser': ({ sut, before, live }) => {
      if (before.context.shown !== null || live.context.shown === null) return false;
      expect(sut.persist).toHaveBeenLastCalledWith(live.context.memory);
      return true;
    },
    'push only after more than 2 visits, consented, while the browser can ask': ({
      before,
      live,
    }) => {
      if (before.context.shown === 'push' || live.context.shown !== 'push') return false;
      expect(live.context.visits).toBeGreaterThan(2);
      expect(live.context.pushConsent).toBe(true);
      expect(live.context.permission).toBe('default');
      return true;
    },
    'no pop-in to a visitor who refused storage: none could be kept from coming back': ({
      before,
      live,
    }) => {
      if (before.context.shown !== null || live.context.shown === null) return false;
      expect(live.context.remembered).toBe(true);
      return true;
    },
    'the account pop-in only to a visitor not signed in': ({ before, live }) => {
      if (before.context.shown === 'account' || live.context.shown !== 'account') return false;
      expect(live.context.connected).toBe(false);
      return true;
    },
    'accepting push asks the browser, and only an answer « granted » counts as accepted': ({
      sut,
      event,
      before,
      live,
    }) => {
      if (event.type === 'accept' && before.context.shown === 'push') {
        expect(sut.askPermission).toHaveBeenCalled();
        expect(live.matches('asking')).toBe(true);
        return true;
      }
      if (event.type !== 'push.answered' || !before.matches('asking')) return false;
      expect(live.context.memory.push.accepted).toBe(event.permission === 'granted');
      return true;
    },
    'a new page closes the pop-in': ({ event, before, live }) => {
      if (event.type !== 'page.viewed' || !before.matches('showing')) return false;
      expect(live.context.shown).toBeNull();
      return true;
    },
  },
});
