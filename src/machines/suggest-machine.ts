/**
 * Suggest machine (spec §3 Suggest state: inputValue, serviceSuggestions, error,
 * lastRequestTime; §5 search history): the search box's text, debounced requests of
 * suggestions, keyboard navigation over history and suggestions, and the choice. A newer
 * keystroke cancels the request in flight: its answer never shows.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Bbox } from '../domain/geo';
import type { Suggestion, SuggestionResult } from '../domain/search';
import { hasSearchableText } from '../domain/search-text/query';
import { foldText } from '../domain/search-text/normalise';
import { isApiError, toApiError, type ApiError } from '../services/api-errors';
import type { FavoriteType } from '../domain/account/favorites';
import { addToHistory, listedHistory, type HistoryEntry } from './search-history';

/** Delay after the last keystroke before suggestions are asked, ms. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Characters typed before suggestions are asked. */
export const SUGGEST_MIN_CHARS = 2;

/** What a line of the list opens: a suggestion's result, or the page of a favourite. */
export type SuggestChoice = SuggestionResult | { kind: 'href'; href: string };

/** A signed-in user's favourite, as the box lists it (its page, `favoriteHref`). */
export interface FavoriteSuggestion {
  type: FavoriteType;
  label: string;
  address: string;
  href: string;
}

/** One line of the list: a favourite, a history entry or a suggestion. */
export interface SuggestItem {
  source: 'favorite' | 'history' | 'suggestion';
  label: string;
  split_label: [string, string];
  type: Suggestion['type'];
  result: SuggestChoice;
  /** A favourite's kind: home and work are named by the list. */
  favorite?: FavoriteType;
}

/** Context of the suggest machine. */
export interface SuggestContext {
  inputValue: string;
  /** True once the person typed in the box since it last closed (a page's name then waits). */
  typed: boolean;
  serviceSuggestions: Suggestion[];
  /** The text the suggestions were asked for. */
  suggestionsFor: string;
  error: ApiError | null;
  lastRequestTime: number | null;
  history: HistoryEntry[];
  /** Index of the highlighted item, -1 for none. */
  highlighted: number;
  /** The map view, sent with the requests. */
  bbox: Bbox | null;
  /** The signed-in user's favourites, home and work first (given by the account's code). */
  favorites: FavoriteSuggestion[];
}

/** Events of the suggest machine. */
export type SuggestEvent =
  | { type: 'focus' }
  | { type: 'blur' }
  | { type: 'input'; value: string }
  | { type: 'key.down' }
  | { type: 'key.up' }
  | { type: 'choose'; index: number }
  | { type: 'submit' }
  | { type: 'escape' }
  | { type: 'view'; bbox: Bbox | null }
  /**
   * The page now shows a place or a search (Back, Forward, a link): the box says which, as
   * Google Maps' does, unless the traveller is typing in it.
   */
  | {
      type: 'shown';
      value: string;
      /**
       * The value heads a search typed with more words (a category and its place: the list of
       * « Boulangerie » for « boulangerie rouen »): the box keeps what was typed then.
       */
      head?: boolean | undefined;
    }
  /** A place chosen elsewhere (an itinerary step) joins the recent searches. */
  | { type: 'history.add'; entry: HistoryEntry }
  /** The favourites of the user signed in (none once signed out). */
  | { type: 'favorites'; favorites: FavoriteSuggestion[] };

/** What the box says for a page shown: its name, or the words typed that it heads. */
export function shownText(
  context: { inputValue: string },
  event: { value: string; head?: boolean | undefined },
): string {
  if (!event.head) return event.value;
  const typed = foldText(context.inputValue).trim();
  const head = foldText(event.value).trim();
  return head !== '' && typed.startsWith(`${head} `) ? context.inputValue : event.value;
}

/** Input of the machine: the stored history. */
export interface SuggestInput {
  history: HistoryEntry[];
}

/** The suggestion call: provide one built on the API client. */
export const fetchSuggestionsLogic = fromPromise<Suggestion[], { q: string; bbox: Bbox | null }>(
  async () => {
    throw new Error('no suggestion logic provided');
  },
);

/**
 * True when the service answered the text in the box with nothing and no recent search matches
 * it: the box then says so and offers the full search (Enter does the same).
 */
export function nothingSuggested(context: SuggestContext): boolean {
  return (
    context.inputValue.trim() !== '' &&
    context.suggestionsFor === context.inputValue &&
    context.error === null &&
    itemsOf(context).length === 0
  );
}

/** The favourites whose name or address holds the typed words (all of them before typing). */
function favoriteItems(context: SuggestContext): SuggestItem[] {
  const words = foldText(context.inputValue).split(/\s+/).filter(Boolean);
  return context.favorites
    .filter((f) => words.every((w) => foldText(`${f.label} ${f.address}`).includes(w)))
    .map((f) => ({
      source: 'favorite',
      label: f.address,
      split_label: [f.label, f.address],
      type: 'address',
      result: { kind: 'href', href: f.href },
      favorite: f.type,
    }));
}

/**
 * The items listed: the matching favourites, the matching history (10, or 3 once text is
 * typed), then suggestions; a place listed once.
 */
export function itemsOf(context: SuggestContext): SuggestItem[] {
  const favorites = favoriteItems(context);
  // A favourite is listed once, as the favourite: not again as a recent search or a suggestion.
  const kept = new Set(favorites.flatMap((f) => f.split_label));
  const history = listedHistory(context.history, context.inputValue)
    .filter((h) => !kept.has(h.label))
    .map((h): SuggestItem => ({ ...h, source: 'history' }));
  const current = context.suggestionsFor === context.inputValue ? context.serviceSuggestions : [];
  const seen = new Set([...kept, ...history.map((h) => h.label)]);
  const suggestions = current
    .filter((s) => !seen.has(s.label))
    .map((s): SuggestItem => ({ ...s, source: 'suggestion' }));
  return [...favorites, ...history, ...suggestions];
}

/** True when typed text asks for suggestions (two characters, something searchable). */
export function wantsSuggestions(value: string): boolean {
  return value.trim().length >= SUGGEST_MIN_CHARS && hasSearchableText(value);
}

/** The highlighted index after an arrow key among `count` items (-1: none; it wraps around). */
export function moveHighlight(highlighted: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (highlighted < 0) return step > 0 ? 0 : count - 1;
  return (highlighted + step + count) % count;
}

function chosenItem(context: SuggestContext, event: SuggestEvent): SuggestItem | undefined {
  const index = event.type === 'choose' ? event.index : context.highlighted;
  return itemsOf(context)[index];
}

function move(context: SuggestContext, step: 1 | -1): number {
  return moveHighlight(context.highlighted, itemsOf(context).length, step);
}

/** The machine; provide `fetchSuggestions`, `chose`, `submitted`, `persistHistory`. */
export const suggestMachine = setup({
  types: {
    context: {} as SuggestContext,
    events: {} as SuggestEvent,
    input: {} as SuggestInput,
  },
  actors: { fetchSuggestions: fetchSuggestionsLogic },
  delays: { debounce: SUGGEST_DEBOUNCE_MS },
  actions: {
    /** A suggestion, history entry or favourite was chosen. */
    chose: (_, _params: { result: SuggestChoice }) => undefined,
    /** The text was submitted as a search. */
    submitted: (_, _params: { query: string }) => undefined,
    /** Stores the history. */
    persistHistory: (_, _params: { history: HistoryEntry[] }) => undefined,
    assignInput: assign(({ event }) => {
      assertEvent(event, 'input');
      return { inputValue: event.value, highlighted: -1, error: null, typed: true };
    }),
    remember: assign(({ context, event }) => {
      const item = chosenItem(context, event);
      if (!item) return {};
      // A favourite is listed as such: it does not join the recent searches.
      if (item.result.kind === 'href') return { inputValue: item.label, highlighted: -1 };
      const entry: HistoryEntry = {
        label: item.label,
        split_label: item.split_label,
        type: item.type,
        date: new Date().toISOString(),
        result: item.result,
      };
      return {
        history: addToHistory(context.history, entry),
        inputValue: item.label,
        highlighted: -1,
      };
    }),
  },
  guards: {
    wantsSuggestions: ({ event }) => {
      assertEvent(event, 'input');
      return wantsSuggestions(event.value);
    },
    hasChoice: ({ context, event }) => chosenItem(context, event) !== undefined,
    hasText: ({ context }) => hasSearchableText(context.inputValue),
    untyped: ({ context }) => !context.typed,
  },
}).createMachine({
  id: 'suggest',
  context: ({ input }) => ({
    inputValue: '',
    typed: false,
    serviceSuggestions: [],
    suggestionsFor: '',
    error: null,
    lastRequestTime: null,
    history: input.history,
    highlighted: -1,
    bbox: null,
    favorites: [],
  }),
  initial: 'closed',
  on: {
    view: { actions: assign({ bbox: ({ event }) => event.bbox }) },
    favorites: { actions: assign({ favorites: ({ event }) => event.favorites }) },
    'history.add': {
      actions: [
        assign({ history: ({ context, event }) => addToHistory(context.history, event.entry) }),
        { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
      ],
    },
    submit: [
      {
        guard: 'hasChoice',
        target: '.closed',
        actions: [
          {
            type: 'chose',
            params: ({ context, event }) => ({ result: chosenItem(context, event)!.result }),
          },
          'remember',
          { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
        ],
      },
      {
        guard: 'hasText',
        target: '.closed',
        actions: { type: 'submitted', params: ({ context }) => ({ query: context.inputValue }) },
      },
    ],
    input: [
      { guard: 'wantsSuggestions', target: '.open.debouncing', actions: 'assignInput' },
      { target: '.open.browsing', actions: 'assignInput' },
    ],
  },
  states: {
    closed: {
      entry: assign({ highlighted: -1, typed: false }),
      on: {
        focus: { target: 'open.browsing' },
        shown: {
          actions: assign({ inputValue: ({ context, event }) => shownText(context, event) }),
        },
      },
    },
    open: {
      initial: 'browsing',
      on: {
        blur: { target: 'closed' },
        // Focused but untouched (after a pick, the focus stays): the box follows the page too.
        shown: {
          guard: 'untyped',
          actions: assign({ inputValue: ({ context, event }) => shownText(context, event) }),
        },
        escape: { target: 'closed', actions: assign({ highlighted: -1 }) },
        'key.down': { actions: assign({ highlighted: ({ context }) => move(context, 1) }) },
        'key.up': { actions: assign({ highlighted: ({ context }) => move(context, -1) }) },
        choose: {
          guard: 'hasChoice',
          target: 'closed',
          actions: [
            {
              type: 'chose',
              params: ({ context, event }) => ({ result: chosenItem(context, event)!.result }),
            },
            'remember',
            { type: 'persistHistory', params: ({ context }) => ({ history: context.history }) },
          ],
        },
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
            input: ({ context }) => ({ q: context.inputValue, bbox: context.bbox }),
            onDone: {
              target: 'browsing',
              actions: assign({
                serviceSuggestions: ({ event }) => event.output,
                suggestionsFor: ({ context }) => context.inputValue,
                lastRequestTime: () => Date.now(),
                error: null,
              }),
            },
            onError: {
              target: 'browsing',
              actions: assign({
                error: ({ event }) =>
                  isApiError(event.error) ? event.error : toApiError(event.error),
              }),
            },
          },
        },
      },
    },
  },
});
