/**
 * POI sheet machine (spec §3 Geoentity state: current POI, visited list, current tab id and
 * block index per POI; §8: 404 or 400 → geoentity.notfound). A sheet opened from a list shows
 * the list's POI at once and reads each tab's content from its relative path; a sheet opened from
 * its URL loads the POI with all its tabs. Selecting a tab the POI does not have raises the
 * not-found error.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type GeoentityPoi, type TabBlock, showsHotelPrices } from '../domain/geoentity';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import { errorOf } from './actor-events';

/** Visited POIs kept. */
export const VISITED_MAX = 20;

/** Context of the machine. */
export interface PoiSheetContext {
  id: string | null;
  poi: GeoentityPoi | null;
  /** Current tab id per POI. */
  currentTab: Record<string, string>;
  /** Current block index per POI. */
  currentBlock: Record<string, number>;
  /** Content of tabs read by their relative path, by URL. */
  tabBlocks: Record<string, TabBlock[]>;
  visited: string[];
  error: ApiError | { kind: 'notfound' } | null;
}

/** Events of the machine. */
export type PoiSheetEvent =
  | { type: 'open'; id: string; known?: GeoentityPoi | undefined }
  /** The sheet of a POI is shown by the URL: opened unless it is the sheet's POI already. */
  | { type: 'sheet.entered'; id: string; known?: GeoentityPoi | undefined }
  | { type: 'tab.select'; tabId: string }
  | { type: 'block.select'; index: number }
  | { type: 'retry' }
  /** The page's language changed: the sheet's words (and an English or Dutch name) are read again. */
  | { type: 'locale.set' }
  | { type: 'close' };

/** The calls: a POI by id, a tab by its relative path. */
export const loadPoiLogic = fromPromise<GeoentityPoi, string>(async () => {
  throw new Error('no POI loader provided');
});
export const loadTabLogic = fromPromise<TabBlock[], string>(async () => {
  throw new Error('no tab loader provided');
});

/** The current tab of the sheet's POI (its first by default). */
export function currentTabOf(context: PoiSheetContext) {
  const poi = context.poi;
  if (!poi) return undefined;
  const id = context.currentTab[poi.id];
  return poi.tabs.find((t) => t.id === id) ?? poi.tabs[0];
}

/** The blocks of the current tab: its own, else those read by its URL. */
/** True when the sheet's POI is an accommodation whose room prices can be asked for. */
export function sheetShowsHotelPrices(context: PoiSheetContext): boolean {
  return showsHotelPrices(context.poi?.rubric.id);
}

/** The blocks of the current tab, undefined until loaded. */
export function currentBlocks(context: PoiSheetContext): TabBlock[] | undefined {
  const tab = currentTabOf(context);
  return tab ? (tab.blocks ?? context.tabBlocks[tab.url]) : undefined;
}

const toError = (error: unknown) => (isApiError(error) ? error : toApiError(error));

/** The machine; provide `loadPoi` and `loadTab`. */
export const poiSheetMachine = setup({
  types: { context: {} as PoiSheetContext, events: {} as PoiSheetEvent },
  actors: { loadPoi: loadPoiLogic, loadTab: loadTabLogic },
  guards: {
    sameId: ({ context, event }) => event.type === 'sheet.entered' && event.id === context.id,
    known: ({ event }) => {
      assertEvent(event, ['open', 'sheet.entered']);
      return event.known?.id === event.id;
    },
    notFound: ({ event }) => {
      const status = toError(errorOf(event)).status;
      return status === 404 || status === 400;
    },
    needsContent: ({ context }) => currentBlocks(context) === undefined,
    hasTab: ({ context, event }) => {
      assertEvent(event, 'tab.select');
      return !!context.poi?.tabs.some((t) => t.id === event.tabId);
    },
  },
  actions: {
    showKnown: assign(({ event }) => {
      assertEvent(event, ['open', 'sheet.entered']);
      return { poi: event.known ?? null };
    }),
    visit: assign(({ context, event }) => {
      assertEvent(event, ['open', 'sheet.entered']);
      const { id } = event;
      return {
        id,
        poi: null,
        error: null,
        visited: [id, ...context.visited.filter((v) => v !== id)].slice(0, VISITED_MAX),
      };
    }),
  },
}).createMachine({
  id: 'poiSheet',
  context: {
    id: null,
    poi: null,
    currentTab: {},
    currentBlock: {},
    tabBlocks: {},
    visited: [],
    error: null,
  },
  initial: 'idle',
  on: {
    open: [
      { guard: 'known', target: '.shown', reenter: true, actions: ['visit', 'showKnown'] },
      { target: '.loading', reenter: true, actions: 'visit' },
    ],
    'sheet.entered': [
      { guard: 'sameId' },
      { guard: 'known', target: '.shown', reenter: true, actions: ['visit', 'showKnown'] },
      { target: '.loading', reenter: true, actions: 'visit' },
    ],
    close: { target: '.idle', actions: assign({ id: null, poi: null, error: null }) },
  },
  states: {
    idle: {},
    loading: {
      // The call under way asked in the former language: asked again.
      on: { 'locale.set': { target: 'loading', reenter: true } },
      invoke: {
        id: 'loadPoi',
        src: 'loadPoi',
        input: ({ context }) => context.id ?? '',
        onDone: { target: 'shown', actions: assign({ poi: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'notFound',
            target: 'notFound',
            actions: assign({ error: { kind: 'notfound' } }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => toError(event.error) }) },
        ],
      },
    },
    shown: {
      initial: 'checking',
      on: {
        // The sheet stays on screen while it is read again in the new language.
        'locale.set': { target: '.refreshing' },
        'tab.select': [
          {
            guard: 'hasTab',
            target: '.checking',
            actions: assign({
              currentTab: ({ context, event }) => ({
                ...context.currentTab,
                [context.poi!.id]: event.tabId,
              }),
              currentBlock: ({ context }) => ({ ...context.currentBlock, [context.poi!.id]: 0 }),
              error: null,
            }),
          },
          { actions: assign({ error: { kind: 'notfound' } }) },
        ],
        'block.select': {
          actions: assign({
            currentBlock: ({ context, event }) => ({
              ...context.currentBlock,
              [context.poi!.id]: event.index,
            }),
          }),
        },
      },
      states: {
        checking: {
          always: [{ guard: 'needsContent', target: 'fetchingTab' }, { target: 'ready' }],
        },
        fetchingTab: {
          invoke: {
            id: 'loadTab',
            src: 'loadTab',
            input: ({ context }) => currentTabOf(context)?.url ?? '',
            onDone: {
              target: 'ready',
              actions: assign({
                tabBlocks: ({ context, event }) => ({
                  ...context.tabBlocks,
                  [currentTabOf(context)?.url ?? '']: event.output,
                }),
              }),
            },
            onError: {
              target: 'tabFailed',
              actions: assign({ error: ({ event }) => toError(event.error) }),
            },
          },
        },
        ready: {},
        refreshing: {
          invoke: {
            id: 'loadPoi',
            src: 'loadPoi',
            input: ({ context }) => context.id ?? '',
            onDone: {
              target: 'checking',
              actions: assign({ poi: ({ event }) => event.output, tabBlocks: {} }),
            },
            // Kept as it was, in the former language, rather than lost.
            onError: { target: 'checking' },
          },
        },
        tabFailed: { on: { retry: { target: 'fetchingTab', actions: assign({ error: null }) } } },
      },
    },
    notFound: {},
    failed: { on: { retry: { target: 'loading', actions: assign({ error: null }) } } },
  },
});
