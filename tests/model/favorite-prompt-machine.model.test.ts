import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  favoritePromptMachine,
  type FavoritePromptEvent,
} from '../../src/machines/favorite-prompt-machine';
import { describeModel } from './model-harness';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 9);
/** Results shown now, then again a day later and eight days later. */
const SHOWN = [NOW, NOW + DAY, NOW + 8 * DAY].map((at) => ({ type: 'results.shown', at }) as const);

describeModel(
  {
    name: 'favourite prompt machine',
    machine: favoritePromptMachine,
    input: { visits: 2, lastShown: null },
    variants: [
      { name: 'first visit', input: { visits: 1, lastShown: null } },
      { name: 'shown yesterday', input: { visits: 5, lastShown: NOW - DAY } },
    ],
    events: [
      { type: 'connected' },
      { type: 'disconnected' },
      ...SHOWN,
      { type: 'accept' },
      { type: 'dismiss' },
    ] satisfies FavoritePromptEvent[],
    serializeState: (s) =>
      [JSON.stringify(s.value), s.context.connected, s.context.lastShown ?? '-'].join('|'),
    start: (inspect, input) => {
      const persist = vi.fn();
      const machine = favoritePromptMachine.provide({
        actions: {
          persist: (_, params) => {
            persist(params);
          },
        },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, persist };
    },
    invariants: {
      'shown only to a signed-in user, after the first visit, over 7 days after the last time': ({
        before,
        live,
      }) => {
        if (before.matches('shown') || !live.matches('shown')) return false;
        const { connected, visits } = before.context;
        expect(connected).toBe(true);
        expect(visits).toBeGreaterThan(1);
        const last = before.context.lastShown;
        expect(last === null || (live.context.lastShown ?? 0) - last > 7 * DAY).toBe(true);
        return true;
      },
      'the time it is shown is kept by the browser': ({ sut, before, live }) => {
        if (before.matches('shown') || !live.matches('shown')) return false;
        expect(sut.persist).toHaveBeenLastCalledWith({ lastShown: live.context.lastShown });
        return true;
      },
      'signing out hides it': ({ event, live }) => {
        if (event.type !== 'disconnected') return false;
        expect(live.matches('hidden')).toBe(true);
        expect(live.context.connected).toBe(false);
        return true;
      },
    },
  },
  (start) => {
    it('is not shown twice within 7 days, put off or not', () => {
      const { actor, persist } = start();
      actor.send({ type: 'connected' });
      actor.send({ type: 'results.shown', at: NOW });
      actor.send({ type: 'dismiss' });
      actor.send({ type: 'results.shown', at: NOW + 7 * DAY });
      expect(actor.getSnapshot().matches('hidden')).toBe(true);
      actor.send({ type: 'results.shown', at: NOW + 7 * DAY + 1 });
      expect(actor.getSnapshot().matches('shown')).toBe(true);
      expect(persist).toHaveBeenCalledTimes(2);
      actor.stop();
    });
  },
);
