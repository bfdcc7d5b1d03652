/**
 * A map-layer page (issue 17; spec 001 §2): traffic, cycle paths, low-emission zones or
 * restrictions, for France's home of the family or an area (commune, département, région). The
 * area the URL names is resolved first — an unknown one shows the closest names — then the
 * family's data is loaded for the area at a time (`at`, a French wall-clock time; null is now:
 * the ZFE page's date picker asks for another day, the stages' statuses come from the server for
 * it). A failed call tells the spec's message (§8) and can be retried; « voir sur la carte »
 * focuses an item of the list.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { unionBbox, type Bbox } from '../domain/geo';
import type { LayerPageRequest } from '../domain/paths/layer-paths';
import type {
  AreaRef,
  CyclingAnswer,
  RestrictionsAnswer,
  TrafficAnswer,
  ZfeAnswer,
} from '../domain/restrictions/api';
import type { CoveredAreas } from '../domain/restrictions/covered';
import type { MessageKey } from '../i18n/fr-fr';
import { ApiError } from '../services/api-errors';
import { AreaNotFoundError } from '../services/restrictions-api';

export type { LayerPageRequest };

/** What a page shows once loaded: a family's home, or an area's data. */
export type LayerPageData =
  | { kind: 'home'; covered: CoveredAreas }
  | { kind: 'zfe'; answer: ZfeAnswer }
  | { kind: 'cycling'; answer: CyclingAnswer }
  | { kind: 'restrictions'; answer: RestrictionsAnswer }
  | { kind: 'traffic'; answer: TrafficAnswer };

/** What the load is given. */
export interface LayerLoadInput {
  request: LayerPageRequest;
  area: AreaRef | null;
  at: string | null;
}

/** Context of the machine. */
export interface LayerPageContext {
  request: LayerPageRequest | null;
  /** The time looked at (French wall clock, `YYYY-MM-DDTHH:MM`); null is now. */
  at: string | null;
  area: AreaRef | null;
  data: LayerPageData | null;
  /** The closest areas of the kind asked, when the URL names none. */
  closest: AreaRef[];
  error: MessageKey | null;
  /**
   * The restriction or traffic event « voir sur la carte » focused last; `seq` grows with every
   * click, so the map goes back to an item focused again.
   */
  focused: { id: string; seq: number } | null;
}

/** Events of the machine. */
export type LayerPageEvent =
  /** The page a URL shows (sent on every visit; the same page goes on). */
  | { type: 'open'; request: LayerPageRequest }
  /** The page was left. */
  | { type: 'close' }
  | { type: 'retry' }
  /** Another day (YYYY-MM-DD), or back to now (null). */
  | { type: 'at.set'; day: string | null }
  /** « Voir sur la carte » on a restriction or an event. */
  | { type: 'focus'; id: string };

const missing = async (): Promise<never> => {
  throw new Error('no restrictions API provided');
};

/** Placeholders of the calls: the layer page system provides the real ones. */
export const layerPageActors = {
  resolveArea: fromPromise<AreaRef, LayerPageRequest>(missing),
  load: fromPromise<LayerPageData, LayerLoadInput>(missing),
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The time a day is looked at: its French noon (the stages change at midnight). */
export function atOfDay(day: string | null): string | null {
  return day !== null && DAY.test(day) ? `${day}T12:00` : null;
}

/** The day of a looked-at time, else of the answer's instant (`YYYY-MM-DD`, French). */
export function dayOf(at: string | null, answeredAt?: string): string {
  if (at) return at.slice(0, 10);
  if (!answeredAt) return '';
  const instant = new Date(answeredAt);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);
}

const sameRequest = (a: LayerPageRequest | null, b: LayerPageRequest): boolean =>
  a !== null && a.family === b.family && a.kind === b.kind && a.slug === b.slug;

function itemIds(data: LayerPageData | null): string[] {
  if (data?.kind === 'restrictions') return data.answer.items.map((i) => i.id);
  if (data?.kind === 'traffic') return data.answer.events.map((e) => e.id);
  return [];
}

function messageOf(error: unknown): MessageKey {
  return error instanceof ApiError ? error.messageKey : 'errors.default';
}

/** The box a page's map shows: the zones for a ZFE page, else the area, else the home's areas. */
export function pageBbox(context: Pick<LayerPageContext, 'area' | 'data'>): Bbox | null {
  const { area, data } = context;
  if (data?.kind === 'zfe' && data.answer.stages.length > 0)
    return unionBbox(data.answer.stages.map((s) => s.bbox)) ?? area?.bbox ?? null;
  if (area?.bbox) return area.bbox;
  if (data?.kind === 'home')
    return (
      unionBbox(data.covered.communes.flatMap((l) => (l.area.bbox ? [l.area.bbox] : []))) ?? null
    );
  return null;
}

/** The machine; provide `resolveArea` and `load`. */
export const layerPageMachine = setup({
  types: {
    context: {} as LayerPageContext,
    events: {} as LayerPageEvent,
  },
  actors: layerPageActors,
  actions: {
    assignRequest: assign(({ event }) => {
      assertEvent(event, 'open');
      return {
        request: event.request,
        at: null,
        area: null,
        data: null,
        closest: [],
        error: null,
        focused: null,
      };
    }),
    assignAt: assign({
      at: ({ event }) => {
        assertEvent(event, 'at.set');
        return atOfDay(event.day);
      },
      focused: null,
    }),
  },
  guards: {
    samePage: ({ context, event }) => {
      assertEvent(event, 'open');
      return sameRequest(context.request, event.request);
    },
    opensHome: ({ event }) => {
      assertEvent(event, 'open');
      return event.request.kind === 'HOME' || event.request.slug === null;
    },
    newAt: ({ context, event }) => {
      assertEvent(event, 'at.set');
      return (event.day === null || DAY.test(event.day)) && atOfDay(event.day) !== context.at;
    },
    areaKnown: ({ context }) =>
      context.area !== null || context.request?.kind === 'HOME' || context.request?.slug === null,
    knownItem: ({ context, event }) => {
      assertEvent(event, 'focus');
      return itemIds(context.data).includes(event.id);
    },
    areaNotFound: ({ event }) => 'error' in event && event.error instanceof AreaNotFoundError,
  },
}).createMachine({
  id: 'layerPage',
  context: {
    request: null,
    at: null,
    area: null,
    data: null,
    closest: [],
    error: null,
    focused: null,
  },
  initial: 'idle',
  on: {
    open: [
      { guard: 'samePage' },
      { guard: 'opensHome', target: '.loading', actions: 'assignRequest' },
      { target: '.resolving', actions: 'assignRequest' },
    ],
    close: {
      target: '.idle',
      actions: assign({
        request: null,
        area: null,
        data: null,
        closest: [],
        error: null,
        focused: null,
      }),
    },
  },
  states: {
    idle: {},
    resolving: {
      invoke: {
        src: 'resolveArea',
        input: ({ context }) => {
          if (!context.request) throw new Error('no page to resolve');
          return context.request;
        },
        onDone: { target: 'loading', actions: assign({ area: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'areaNotFound',
            target: 'notFound',
            actions: assign({
              closest: ({ event }) =>
                event.error instanceof AreaNotFoundError ? event.error.closest : [],
            }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => {
          if (!context.request) throw new Error('no page to load');
          return { request: context.request, area: context.area, at: context.at };
        },
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
      on: {
        'at.set': { guard: 'newAt', target: 'loading', reenter: true, actions: 'assignAt' },
      },
    },
    ready: {
      on: {
        'at.set': { guard: 'newAt', target: 'loading', actions: 'assignAt' },
        focus: {
          guard: 'knownItem',
          actions: assign({
            focused: ({ context, event }) => {
              assertEvent(event, 'focus');
              return { id: event.id, seq: (context.focused?.seq ?? 0) + 1 };
            },
          }),
        },
      },
    },
    notFound: {},
    failed: {
      on: {
        retry: [{ guard: 'areaKnown', target: 'loading' }, { target: 'resolving' }],
      },
    },
  },
});
