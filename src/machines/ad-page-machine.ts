/**
 * The ad page configuration (issue 16; spec 001 §4 Ad page config load): off without the ads
 * consent; with it, the current page's slots load (pending), then loaded or failed. A page
 * without ads is idle. The library loads once: it stays pending until its server answers
 * (loaded) or cannot be reached (blocked, an ad blocker: no ad request is tried again for the
 * page's life, and nothing else is affected). Ads show only when the configuration's page id is
 * the current page's (`configFor`). A new language asks the page's configuration again: its
 * slots are the language's (`men_…` in English, `map_…` in French).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AdPageConfig } from '../domain/ads/ads';

/** The library's status. */
export type AdLibraryStatus = 'pending' | 'loaded' | 'blocked';

/** Context of the machine. */
export interface AdPageContext {
  allowed: boolean;
  pageId: string | null;
  config: AdPageConfig | null;
  library: AdLibraryStatus;
}

/** Events of the machine. */
export type AdPageEvent =
  | { type: 'consent'; allowed: boolean }
  | { type: 'page'; pageId: string | null }
  | { type: 'locale' };

/** The machine; provide `loadConfig` (it rejects with a `blocked` flag when unreachable). */
export const adPageMachine = setup({
  types: { context: {} as AdPageContext, events: {} as AdPageEvent },
  actors: {
    loadConfig: fromPromise<AdPageConfig, { pageId: string }>(async () => {
      throw new Error('no ad library provided');
    }),
  },
  actions: {
    takePage: assign(({ event }) => {
      assertEvent(event, 'page');
      return { pageId: event.pageId };
    }),
    takeConsent: assign(({ event }) => {
      assertEvent(event, 'consent');
      return { allowed: event.allowed };
    }),
    forget: assign({ config: null }),
  },
  guards: {
    allowed: ({ event }) => event.type === 'consent' && event.allowed,
    refused: ({ event }) => event.type === 'consent' && !event.allowed,
    isBlocked: ({ context }) => context.library === 'blocked',
    hasPage: ({ context }) => context.pageId !== null,
    newPage: ({ context, event }) =>
      event.type === 'page' && event.pageId !== null && event.pageId !== context.pageId,
    noPage: ({ event }) => event.type === 'page' && event.pageId === null,
    samePage: ({ context, event }) => event.type === 'page' && event.pageId === context.pageId,
  },
}).createMachine({
  id: 'adPage',
  context: { allowed: false, pageId: null, config: null, library: 'pending' },
  initial: 'off',
  on: {
    consent: [
      { guard: 'refused', target: '.off', actions: ['takeConsent', 'forget'] },
      { actions: 'takeConsent' },
    ],
  },
  states: {
    off: {
      on: {
        page: { actions: 'takePage' },
        consent: [
          { guard: 'refused', actions: 'takeConsent' },
          { target: 'on', actions: 'takeConsent' },
        ],
      },
    },
    on: {
      initial: 'choosing',
      on: {
        page: [
          { guard: 'samePage' },
          { guard: 'noPage', target: '.idle', actions: ['takePage', 'forget'] },
          { target: '.choosing', actions: 'takePage' },
        ],
        locale: { target: '.choosing', actions: 'forget' },
      },
      states: {
        choosing: {
          always: [
            { guard: 'isBlocked', target: 'blocked' },
            { guard: 'hasPage', target: 'pending' },
            { target: 'idle' },
          ],
        },
        idle: {},
        pending: {
          invoke: {
            src: 'loadConfig',
            input: ({ context }) => ({ pageId: context.pageId ?? '' }),
            onDone: {
              target: 'loaded',
              actions: assign({ config: ({ event }) => event.output, library: 'loaded' }),
            },
            onError: [
              {
                guard: ({ event }) =>
                  event.error instanceof Error && event.error.name === 'AdLibraryBlocked',
                target: 'blocked',
                actions: assign({ library: 'blocked', config: null }),
              },
              { target: 'failed', actions: 'forget' },
            ],
          },
        },
        loaded: {},
        failed: {},
        blocked: {},
      },
    },
  },
});

/** The configuration of `pageId` when it is the one loaded, else null. */
export function configFor(
  snapshot: SnapshotFrom<typeof adPageMachine>,
  pageId: string,
): AdPageConfig | null {
  const config = snapshot.context.config;
  return snapshot.matches({ on: 'loaded' }) && config?.pageId === pageId ? config : null;
}

/** Whether no slot will show on the current page (off, failed or blocked). */
export function adsEnded(snapshot: SnapshotFrom<typeof adPageMachine>): boolean {
  return (
    snapshot.matches('off') ||
    snapshot.matches({ on: 'failed' }) ||
    snapshot.matches({ on: 'blocked' })
  );
}
