/**
 * Step-field machine: one itinerary step's combobox (departure, a stop or the arrival), on the
 * header's suggest service. Focused and untouched, it lists « Ma position » and the recent
 * searches; typed text is debounced into suggestions of places (addresses, streets, places,
 * POIs, towns, stations), after the matching recent searches. Arrows, Enter and Escape work as
 * in the header; Enter picks the highlighted item, else typed coordinates, else the first
 * suggestion (waiting for it when it is still on its way). Leaving the field with text that was
 * not picked hands the text over to the computation, which resolves it the same way.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Bbox, LngLat } from '../domain/geo';
import {
  coordinatesChoice,
  firstPlace,
  isPlaceResult,
  placeSuggestions,
  type PlaceResult,
  type FavoritePlace,
  type StepChoice,
} from '../domain/itinerary/step-choice';
import type { Suggestion } from '../domain/search';
import { foldText } from '../domain/search-text/normalise';
import { listedHistory, type HistoryEntry } from './search-history';
import { moveHighlight, SUGGEST_DEBOUNCE_MS, wantsSuggestions } from './suggest-machine';

/** One line of a step field's list. */
export type StepFieldItem =
  | { source: 'position' }
  | { source: 'favorite'; favorite: FavoritePlace }
  | {
      source: 'history' | 'suggestion';
      label: string;
      split_label: [string, string];
      type: Suggestion['type'];
      result: PlaceResult;
    };

/** What the field tells under itself. */
export type StepFieldNotice = 'notFound' | 'failed' | 'positionUnavailable';

/** Context of the machine. */
export interface StepFieldContext {
  /** The text of the input while the field is open. */
  text: string;
  /** True once the text was changed since the field was focused. */
  edited: boolean;
  /** Place suggestions of `suggestionsFor`. */
  suggestions: Suggestion[];
  suggestionsFor: string;
  /** The recent searches (given at focus). */
  history: HistoryEntry[];
  /** The user's favourite places, home and work first (given at focus; none when signed out). */
  favorites: FavoritePlace[];
  /** Index of the highlighted item, -1 for none. */
  highlighted: number;
  /** The map view, sent with the requests. */
  bbox: Bbox | null;
  notice: StepFieldNotice | null;
  /** True when the device can give its position (« Ma position » is listed). */
  geolocation: boolean;
}

/** Events of the machine. */
export type StepFieldEvent =
  | {
      type: 'focus';
      label: string;
      history: HistoryEntry[];
      bbox: Bbox | null;
      favorites?: FavoritePlace[] | undefined;
    }
  | { type: 'blur' }
  | { type: 'input'; value: string }
  | { type: 'key.down' }
  | { type: 'key.up' }
  | { type: 'choose'; index: number }
  | { type: 'submit' }
  | { type: 'escape' };

/** Input of the machine. */
export interface StepFieldInput {
  geolocation: boolean;
}

/** The device's position with its label (the label the step shows until it is named). */
export interface LocatedPosition {
  point: LngLat;
  label: string;
}

const missing = (name: string) => async (): Promise<never> => {
  throw new Error(`no ${name} provided`);
};

/** Placeholders of the calls: the itinerary system provides real ones. */
export const stepFieldActors = {
  fetchSuggestions: fromPromise<Suggestion[], { q: string; bbox: Bbox | null }>(
    missing('suggestions'),
  ),
  locate: fromPromise<LocatedPosition, void>(missing('position')),
};

function historyItems(history: readonly HistoryEntry[], typed: string): StepFieldItem[] {
  return listedHistory(
    history.filter((h) => isPlaceResult(h.result)),
    typed,
  ).flatMap((h) =>
    isPlaceResult(h.result) ? [{ source: 'history' as const, ...h, result: h.result }] : [],
  );
}

/** The favourites whose label or address holds the typed words (all of them before typing). */
function favoriteItems(favorites: readonly FavoritePlace[], typed: string): StepFieldItem[] {
  const words = foldText(typed).split(/\s+/).filter(Boolean);
  return favorites
    .filter((f) => {
      const text = foldText(`${f.label} ${f.address}`);
      return words.every((w) => text.includes(w));
    })
    .map((favorite) => ({ source: 'favorite', favorite }));
}

/**
 * The items listed: « Ma position », the favourites (home and work first) and the recent
 * searches, or the matches of the typed text: favourites, recent searches, then suggestions.
 */
export function stepFieldItems(context: StepFieldContext): StepFieldItem[] {
  const typed = context.edited ? context.text.trim() : '';
  const favorites = favoriteItems(context.favorites, typed);
  // A favourite listed is listed once, as the favourite: not again as a recent search or a
  // suggestion (a favourite not listed for the typed words hides nothing).
  const kept = new Set(
    favorites.flatMap((f) =>
      f.source === 'favorite' ? [f.favorite.label, f.favorite.address] : [],
    ),
  );
  const recent = historyItems(context.history, typed).filter(
    (h) => !('label' in h && kept.has(h.label)),
  );
  if (typed === '') {
    const position: StepFieldItem[] = context.geolocation ? [{ source: 'position' }] : [];
    return [...position, ...favorites, ...recent];
  }
  const history = [...favorites, ...recent];
  const seen = new Set([...kept, ...history.map((h) => ('label' in h ? h.label : ''))]);
  const current = context.suggestionsFor === context.text ? context.suggestions : [];
  const suggestions = current
    .filter((s) => !seen.has(s.label))
    .flatMap((s): StepFieldItem[] =>
      isPlaceResult(s.result) ? [{ source: 'suggestion', ...s, result: s.result }] : [],
    );
  return [...history, ...suggestions];
}

/**
 * True when the answer for the typed text came back with nothing to list: the field says so
 * (an empty list would look like a field that does not search). `items`: the list, when the
 * caller has it already.
 */
export function nothingFound(
  context: StepFieldContext,
  items: readonly StepFieldItem[] = stepFieldItems(context),
): boolean {
  return (
    context.edited &&
    context.text.trim() !== '' &&
    context.suggestionsFor === context.text &&
    context.notice === null &&
    items.length === 0
  );
}

function itemAt(context: StepFieldContext, event: StepFieldEvent): StepFieldItem | undefined {
  const index = event.type === 'choose' ? event.index : context.highlighted;
  return stepFieldItems(context)[index];
}

function move(context: StepFieldContext, step: 1 | -1): number {
  return moveHighlight(context.highlighted, stepFieldItems(context).length, step);
}

/** The choice Enter makes without a highlighted item, when it can make one at once. */
function immediateChoice(context: StepFieldContext): StepChoice | undefined {
  const typed = coordinatesChoice(context.text);
  if (typed) return typed;
  if (context.suggestionsFor !== context.text) return undefined;
  const first = firstPlace(context.suggestions);
  return first ? { kind: 'result', result: first } : undefined;
}

function choiceOfItem(item: StepFieldItem | undefined): StepChoice | undefined {
  if (!item || item.source === 'position') return undefined;
  if (item.source === 'favorite') return { kind: 'favorite', favorite: item.favorite };
  return { kind: 'result', result: item.result };
}

/**
 * Leaving the field (blur) or closing its list (Escape): typed coordinates are picked, other
 * text is handed over as typed, emptied text clears the step; untouched, nothing changes.
 */
const LEAVE = [
  {
    guard: 'typedCoordinates',
    target: 'closed',
    actions: {
      type: 'picked',
      params: ({ context }: { context: StepFieldContext }) => ({
        choice: coordinatesChoice(context.text)!,
      }),
    },
  },
  {
    guard: 'leftWithText',
    target: 'closed',
    actions: {
      type: 'typed',
      params: ({ context }: { context: StepFieldContext }) => ({ text: context.text.trim() }),
    },
  },
  { guard: 'leftEmpty', target: 'closed', actions: 'cleared' },
  { target: 'closed' },
] as const;

/** A click on an item, or Enter on the highlighted one: « Ma position » locates, a place is picked. */
const CHOOSE_ITEM = [
  { guard: 'choosesPosition', target: 'locating' },
  {
    guard: 'choosesPlace',
    target: 'closed',
    actions: {
      type: 'picked',
      params: ({ context, event }: { context: StepFieldContext; event: StepFieldEvent }) => ({
        choice: choiceOfItem(itemAt(context, event))!,
      }),
    },
  },
] as const;

/** The machine; provide `fetchSuggestions`, `locate`, `picked`, `typed` and `cleared`. */
export const stepFieldMachine = setup({
  types: {
    context: {} as StepFieldContext,
    events: {} as StepFieldEvent,
    input: {} as StepFieldInput,
  },
  actors: stepFieldActors,
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
  actions: {
    /** A place, typed coordinates or the position was chosen. */
    picked: (_, _params: { choice: StepChoice }) => undefined,
    /** The field was left with text that was not picked. */
    typed: (_, _params: { text: string }) => undefined,
    /** The field was left empty. */
    cleared: () => undefined,
    openWith: assign(({ event }) => {
      assertEvent(event, 'focus');
      return {
        text: event.label,
        edited: false,
        history: event.history,
        favorites: event.favorites ?? [],
        bbox: event.bbox,
        highlighted: -1,
        notice: null,
      };
    }),
    assignText: assign(({ event }) => {
      assertEvent(event, 'input');
      return { text: event.value, edited: true, highlighted: -1, notice: null };
    }),
    assignSuggestions: assign(({ context }, params: { suggestions: Suggestion[] }) => ({
      suggestions: placeSuggestions(params.suggestions),
      suggestionsFor: context.text,
    })),
    notify: assign((_, params: { notice: StepFieldNotice }) => ({ notice: params.notice })),
    moveDown: assign({ highlighted: ({ context }) => move(context, 1) }),
    moveUp: assign({ highlighted: ({ context }) => move(context, -1) }),
  },
  guards: {
    wantsSuggestions: ({ event }) => {
      assertEvent(event, 'input');
      return wantsSuggestions(event.value);
    },
    choosesPosition: ({ context, event }) => itemAt(context, event)?.source === 'position',
    choosesPlace: ({ context, event }) => choiceOfItem(itemAt(context, event)) !== undefined,
    untouched: ({ context }) => !context.edited,
    hasImmediateChoice: ({ context }) => immediateChoice(context) !== undefined,
    typedCoordinates: ({ context }) =>
      context.edited && coordinatesChoice(context.text) !== undefined,
    canWaitForSuggestions: ({ context }) =>
      wantsSuggestions(context.text) && context.suggestionsFor !== context.text,
    leftWithText: ({ context }) => context.edited && context.text.trim() !== '',
    leftEmpty: ({ context }) => context.edited && context.text.trim() === '',
    foundPlace: (_, params: { suggestions: Suggestion[] }) =>
      firstPlace(params.suggestions) !== undefined,
  },
}).createMachine({
  id: 'stepField',
  context: ({ input }) => ({
    text: '',
    edited: false,
    suggestions: [],
    suggestionsFor: '',
    history: [],
    favorites: [],
    highlighted: -1,
    bbox: null,
    notice: null,
    geolocation: input.geolocation,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        focus: { target: 'open', actions: 'openWith' },
        // Typing again after Escape, or an arrow key, opens the list again.
        input: [
          { guard: 'wantsSuggestions', target: 'open.debouncing', actions: 'assignText' },
          { target: 'open.browsing', actions: 'assignText' },
        ],
        'key.down': { target: 'open.browsing' },
      },
    },
    open: {
      initial: 'browsing',
      on: {
        input: [
          { guard: 'wantsSuggestions', target: '.debouncing', actions: 'assignText' },
          { target: '.browsing', actions: 'assignText' },
        ],
        'key.down': { actions: 'moveDown' },
        'key.up': { actions: 'moveUp' },
        choose: CHOOSE_ITEM,
        submit: [
          ...CHOOSE_ITEM,
          { guard: 'untouched', target: 'closed' },
          {
            guard: 'hasImmediateChoice',
            target: 'closed',
            actions: {
              type: 'picked',
              params: ({ context }) => ({ choice: immediateChoice(context)! }),
            },
          },
          { guard: 'canWaitForSuggestions', target: '.picking' },
          { actions: { type: 'notify', params: { notice: 'notFound' } } },
        ],
        blur: LEAVE,
        escape: LEAVE,
      },
      states: {
        browsing: {},
        debouncing: {
          after: { debounce: { target: 'fetching' } },
        },
        fetching: {
          invoke: {
            id: 'fetchSuggestions',
            src: 'fetchSuggestions',
            input: ({ context }) => ({ q: context.text, bbox: context.bbox }),
            onDone: {
              target: 'browsing',
              actions: {
                type: 'assignSuggestions',
                params: ({ event }) => ({ suggestions: event.output }),
              },
            },
            onError: {
              target: 'browsing',
              actions: { type: 'notify', params: { notice: 'failed' } },
            },
          },
        },
        picking: {
          invoke: {
            id: 'pickFirst',
            src: 'fetchSuggestions',
            input: ({ context }) => ({ q: context.text, bbox: context.bbox }),
            onDone: [
              {
                guard: {
                  type: 'foundPlace',
                  params: ({ event }) => ({ suggestions: event.output }),
                },
                target: '#stepField.closed',
                actions: [
                  {
                    type: 'assignSuggestions',
                    params: ({ event }) => ({ suggestions: event.output }),
                  },
                  {
                    type: 'picked',
                    params: ({ event }) => ({
                      choice: { kind: 'result', result: firstPlace(event.output)! },
                    }),
                  },
                ],
              },
              {
                target: 'browsing',
                actions: [
                  {
                    type: 'assignSuggestions',
                    params: ({ event }) => ({ suggestions: event.output }),
                  },
                  { type: 'notify', params: { notice: 'notFound' } },
                ],
              },
            ],
            onError: {
              target: 'browsing',
              actions: { type: 'notify', params: { notice: 'failed' } },
            },
          },
        },
      },
    },
    locating: {
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          target: 'closed',
          actions: {
            type: 'picked',
            params: ({ event }) => ({
              choice: { kind: 'position', point: event.output.point, label: event.output.label },
            }),
          },
        },
        onError: {
          target: 'closed',
          actions: { type: 'notify', params: { notice: 'positionUnavailable' } },
        },
      },
    },
  },
});
