/**
 * One ad slot's lifecycle (issue 16; spec 001 §3 Ad state: none, requested, loading, loaded;
 * plus empty and error): displayed, the slot is created with its targeting (requested), its
 * creative asked (loading), then shown (loaded), or nothing fits (empty), or the library failed
 * (error). A shown ad counts one impression when it has been viewable (half of it on screen) for
 * a whole second, and each click. Deleted when its page goes: the library forgets it.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AdCreative, AdSlotConfig } from '../domain/ads/ads';

/** §3/IAB: how long an ad stays viewable before its impression counts. */
export const VIEWABLE_MS = 1_000;

/** Input: the slot, its page and the page's targeting tags. */
export interface AdSlotInput {
  slot: AdSlotConfig;
  pageId: string;
  tags: readonly string[];
}

/** Context of the machine. */
export interface AdSlotContext extends AdSlotInput {
  creative: AdCreative | null;
  /** Whether the page says the slot is viewable now (told before it is filled too). */
  inView: boolean;
  impressions: number;
  clicks: number;
}

/** Events of the machine. */
export type AdSlotEvent =
  | { type: 'display' }
  | { type: 'visible' }
  | { type: 'hidden' }
  | { type: 'click' }
  | { type: 'delete' };

/** The machine; provide `create`, `display`, `countImpression`, `countClick` and `remove`. */
export const adSlotMachine = setup({
  types: {
    context: {} as AdSlotContext,
    events: {} as AdSlotEvent,
    input: {} as AdSlotInput,
  },
  actors: {
    create: fromPromise<void, AdSlotInput>(async () => {
      throw new Error('no ad library provided');
    }),
    display: fromPromise<AdCreative | null, AdSlotInput>(async () => {
      throw new Error('no ad library provided');
    }),
  },
  actions: {
    countImpression: () => undefined,
    countClick: () => undefined,
    remove: () => undefined,
    addImpression: assign({ impressions: ({ context }) => context.impressions + 1 }),
    seen: assign({ inView: true }),
    unseen: assign({ inView: false }),
    addClick: assign({ clicks: ({ context }) => context.clicks + 1 }),
  },
  guards: {
    inView: ({ context }) => context.inView,
    filled: ({ event }) =>
      'output' in event && typeof event.output === 'object' && event.output !== null,
  },
  delays: { viewable: VIEWABLE_MS },
}).createMachine({
  id: 'adSlot',
  context: ({ input }) => ({ ...input, creative: null, inView: false, impressions: 0, clicks: 0 }),
  initial: 'none',
  on: {
    delete: { target: '.deleted' },
    visible: { actions: 'seen' },
    hidden: { actions: 'unseen' },
  },
  states: {
    none: { on: { display: 'requested' } },
    requested: {
      invoke: {
        src: 'create',
        input: ({ context }) => context,
        onDone: 'loading',
        onError: 'error',
      },
    },
    loading: {
      invoke: {
        src: 'display',
        input: ({ context }) => context,
        onDone: [
          {
            guard: 'filled',
            target: 'loaded',
            actions: assign({ creative: ({ event }) => event.output }),
          },
          { target: 'empty' },
        ],
        onError: 'error',
      },
    },
    loaded: {
      initial: 'unseen',
      on: { click: { actions: ['addClick', 'countClick'] } },
      states: {
        unseen: {
          always: { guard: 'inView', target: 'viewable' },
          on: { visible: { target: 'viewable', actions: 'seen' } },
        },
        viewable: {
          on: { hidden: { target: 'unseen', actions: 'unseen' } },
          after: { viewable: { target: 'counted', actions: ['addImpression', 'countImpression'] } },
        },
        counted: {},
      },
    },
    empty: {},
    error: {},
    deleted: { type: 'final', entry: 'remove' },
  },
});
