/**
 * The too-slow popup of the map (spec §8: a map load over 6 s without good map support; §3 UI
 * state: the too-slow tooltip with its timestamp). From the page's start, the map has 6 s to draw
 * its first labels; past that, on a browser that draws WebGL without graphics acceleration, a
 * notice says why and how to speed it up, once a week at most (the timestamp is remembered).
 */
import { assign, setup } from 'xstate';
import type { MapSupport } from '../domain/map-config';

/** The map's first drawing is slow past this, ms (§8). */
export const SLOW_MAP_MS = 6_000;
/** The notice shows again only after this long, ms (the incentives' week). */
export const SLOW_MAP_GAP_MS = 7 * 86_400_000;
/** Where the browser keeps the timestamp (gated storage). */
export const SLOW_MAP_STORAGE_KEY = 'periple.mapTooSlow';

export type { MapSupport };

/** Input of the machine. */
export interface MapSpeedInput {
  /** Asked once the map turns out slow (probing WebGL costs a context). */
  support: () => MapSupport;
  /** When the notice was last shown, ms since the epoch. */
  lastShown: number | null;
  /** The clock (ms since the epoch). */
  now: () => number;
}

/** Context of the machine. */
export interface MapSpeedContext extends MapSpeedInput {
  /** When this page showed the notice. */
  shownAt: number | null;
}

/** Events of the machine. */
export type MapSpeedEvent = { type: 'map.drawn' } | { type: 'dismiss' };

/** The machine; provide `remember` (writes `shownAt` to the browser). */
export const mapSpeedMachine = setup({
  types: {
    context: {} as MapSpeedContext,
    events: {} as MapSpeedEvent,
    input: {} as MapSpeedInput,
  },
  actions: {
    stamp: assign({ shownAt: ({ context }) => context.now() }),
    remember: () => undefined,
  },
  guards: {
    warns: ({ context }) => {
      if (context.support() !== 'software') return false;
      const last = context.lastShown;
      const now = context.now();
      return last === null || now - last >= SLOW_MAP_GAP_MS || now < last;
    },
  },
  delays: { slow: SLOW_MAP_MS },
}).createMachine({
  id: 'mapSpeed',
  context: ({ input }) => ({ ...input, shownAt: null }),
  initial: 'waiting',
  states: {
    waiting: {
      on: { 'map.drawn': { target: 'done' } },
      after: {
        slow: [
          { guard: 'warns', target: 'shown', actions: ['stamp', 'remember'] },
          { target: 'done' },
        ],
      },
    },
    shown: {
      on: { dismiss: { target: 'done' } },
    },
    done: { type: 'final' },
  },
});
