import { afterAll, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { Bbox } from '../../src/domain/geo';
import type { Suggestion } from '../../src/domain/search';
import { hasSearchableText } from '../../src/domain/search-text/query';
import type { HistoryEntry } from '../../src/machines/search-history';
import {
  itemsOf,
  nothingSuggested,
  SUGGEST_DEBOUNCE_MS,
  suggestMachine,
  type FavoriteSuggestion,
  type SuggestContext,
  type SuggestEvent,
  type SuggestInput,
} from '../../src/machines/suggest-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, errorEvent } from './poi-fixtures';
import { SUGGESTIONS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof suggestMachine>;

// The request time and the history dates come from the clock: frozen, the model's states and
// the live ones have the same (the paths are generated while the file is collected).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T08:00:00.000Z') });
afterAll(() => {
  vi.useRealTimers();
});

/** The event XState raises when the debounce delay ends (the model sends it; the SUT waits). */
const DEBOUNCE = {
  type: suggestMachine.root.states.open?.states.debouncing?.after[0]?.eventType ?? '',
} as SuggestEvent;
const FAILURE = toApiError({ status: 500 });
const FETCHED = doneEvent<SuggestEvent>('fetchSuggestions', SUGGESTIONS);
const FETCH_FAILED = errorEvent<SuggestEvent>('fetchSuggestions', FAILURE);

/** A place chosen in an itinerary step. */
const STEP_ENTRY: HistoryEntry = { ...SUGGESTIONS[0]!, date: '2026-11-24T08:00:00.000Z' };

/** The home of the user signed in, as the account's code gives it. */
const HOME: FavoriteSuggestion = {
  type: 'home',
  label: 'Maison',
  address: 'Avenue de la Costa, 98000 Monaco',
  href: '/plan#/avenue-de-la-costa-98000-monaco?point=7.42500,43.74000',
};

const EVENTS: SuggestEvent[] = [
  { type: 'focus' },
  { type: 'blur' },
  { type: 'input', value: 'bd des moul' },
  { type: 'input', value: 'b' },
  { type: 'key.down' },
  { type: 'key.up' },
  { type: 'choose', index: 0 },
  { type: 'choose', index: 40 },
  { type: 'submit' },
  { type: 'escape' },
  { type: 'view', bbox: [7.4, 43.72, 7.44, 43.76] },
  { type: 'history.add', entry: STEP_ENTRY },
  { type: 'favorites', favorites: [HOME] },
  { type: 'favorites', favorites: [] },
  { type: 'shown', value: 'Casino de Monte-Carlo, Monaco' },
  { type: 'input', value: 'boulangerie rouen' },
  { type: 'shown', value: 'Boulangerie', head: true },
  DEBOUNCE,
  FETCHED,
  FETCH_FAILED,
];

/**
 * What Enter and a click can do: is there text to search, which kinds of lines are listed, is
 * one highlighted. The request time, the error and the view change no transition (the view a
 * request carries has its own check).
 */
const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    hasSearchableText(s.context.inputValue) ? 'text' : 'no text',
    [...new Set(itemsOf(s.context).map((i) => i.source))].join('+') || 'no lines',
    s.context.highlighted >= 0 ? 'highlighted' : '-',
    s.context.typed ? 'typed' : 'untyped',
  ].join('|');

function startSut(inspect: (event: InspectionEvent) => void, input: SuggestInput) {
  const clock = new SimulatedClock();
  const fetch = deferred<{ q: string; bbox: Bbox | null }, Suggestion[]>();
  const chose = vi.fn<(result: unknown) => void>();
  const submitted = vi.fn<(query: unknown) => void>();
  const persistHistory = vi.fn<(history: unknown) => void>();
  const machine = suggestMachine.provide({
    actors: { fetchSuggestions: fetch.logic },
    actions: {
      chose: (_, params) => chose(params.result),
      submitted: (_, params) => submitted(params.query),
      persistHistory: (_, params) => persistHistory(params.history),
    },
  });
  const actor = createActor(machine, { input, clock, inspect });
  actor.start();
  return { actor, clock, fetch, chose, submitted, persistHistory };
}

type Sut = ReturnType<typeof startSut>;

describeModel(
  {
    name: 'suggest machine',
    machine: suggestMachine,
    input: { history: [] },
    events: EVENTS,
    serializeState,
    start: startSut,
    execute: (sut, event) => {
      const fetching = sut.actor.getSnapshot().matches({ open: 'fetching' });
      const call = fetching ? sut.fetch.calls.at(-1) : undefined;
      if (event === DEBOUNCE) sut.clock.increment(SUGGEST_DEBOUNCE_MS);
      else if (event === FETCHED) call?.resolve(SUGGESTIONS);
      else if (event === FETCH_FAILED) call?.reject(FAILURE);
      else sut.actor.send(event);
    },
    invariants: {
      'suggestions are asked for the text in the box, in the map view of the time': ({
        sut,
        before,
        live,
      }) => {
        if (!live.matches({ open: 'fetching' })) return false;
        const { input } = sut.fetch.calls.at(-1) ?? {};
        expect(input?.q).toBe(live.context.inputValue);
        if (!before.matches({ open: 'fetching' })) expect(input?.bbox).toEqual(live.context.bbox);
        return true;
      },
      'the suggestions shown are those of the text in the box': ({ live }) => {
        if (!itemsOf(live.context).some((i) => i.source === 'suggestion')) return false;
        expect(live.context.suggestionsFor).toBe(live.context.inputValue);
        return true;
      },
      'the highlighted line is a listed one, or none': ({ live }) => {
        expect(live.context.highlighted).toBeGreaterThanOrEqual(-1);
        expect(live.context.highlighted).toBeLessThan(Math.max(1, itemsOf(live.context).length));
        return true;
      },
      'a place chosen elsewhere joins the history first, and the history is stored': ({
        sut,
        event,
        live,
      }) => {
        if (event.type !== 'history.add') return false;
        expect(live.context.history[0]).toEqual(event.entry);
        expect(sut.persistHistory).toHaveBeenLastCalledWith(live.context.history);
        return true;
      },
      'the box says what the page shows, unless the traveller is typing in it': ({
        event,
        before,
        live,
      }) => {
        if (event.type !== 'shown') return false;
        // Closed, or focused and untouched (the focus stays after a pick): the box follows.
        const follows = before.matches('closed') || !before.context.typed;
        const headed =
          event.head === true &&
          before.context.inputValue.toLowerCase().startsWith(`${event.value.toLowerCase()} `);
        expect(live.context.inputValue).toBe(
          follows && !headed ? event.value : before.context.inputValue,
        );
        return true;
      },
      'a chosen line is reported, stored and put first in the history, once (§5)': ({
        sut,
        event,
        before,
        live,
      }) => {
        const index =
          event.type === 'choose'
            ? event.index
            : event.type === 'submit'
              ? before.context.highlighted
              : -1;
        const chosen = itemsOf(before.context)[index];
        if (!chosen || !before.matches('open')) return false;
        expect(sut.chose).toHaveBeenLastCalledWith(chosen.result);
        // A favourite opens its page and stays a favourite: no recent search is added.
        if (chosen.source === 'favorite') {
          expect(chosen.result).toEqual({ kind: 'href', href: HOME.href });
          expect(live.context.history).toEqual(before.context.history);
          return true;
        }
        expect(sut.persistHistory).toHaveBeenLastCalledWith(live.context.history);
        expect(live.context.history[0]?.label).toBe(chosen.label);
        const labels = live.context.history.map((h) => h.label);
        expect(new Set(labels).size).toBe(labels.length);
        return true;
      },
    },
  },
  (start) => {
    requestChecks(start);
    choiceChecks(start);
  },
);

/** The requests: debounced, in the view of the time. */
function requestChecks(start: () => Sut): void {
  it('asks nothing before the debounce delay, and one request for a burst of keystrokes', () => {
    const sut = start();
    sut.actor.send({ type: 'focus' });
    for (const value of ['bd', 'bd ', 'bd d', 'bd de', 'bd des moul']) {
      sut.actor.send({ type: 'input', value });
      sut.clock.increment(SUGGEST_DEBOUNCE_MS - 50);
    }
    expect(sut.fetch.calls).toHaveLength(0);
    sut.clock.increment(50);
    expect(sut.fetch.calls.map((c) => c.input.q)).toEqual(['bd des moul']);
    sut.actor.stop();
  });

  it('asks in the map view of the time; a view moved meanwhile asks nothing again', () => {
    const sut = start();
    const view: Bbox = [7.4, 43.72, 7.44, 43.76];
    sut.actor.send({ type: 'view', bbox: view });
    sut.actor.send({ type: 'input', value: 'bd des moul' });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.actor.send({ type: 'view', bbox: null });
    expect(sut.fetch.calls.map((c) => c.input)).toEqual([{ q: 'bd des moul', bbox: view }]);
    sut.actor.stop();
  });
}

/** The answers and the choice. */
function choiceChecks(start: () => Sut): void {
  it('lists the favourites first, those the typed words name, each once', async () => {
    const sut = start();
    sut.actor.send({ type: 'history.add', entry: { ...STEP_ENTRY, label: HOME.address } });
    sut.actor.send({ type: 'favorites', favorites: [HOME] });
    sut.actor.send({ type: 'focus' });
    const listed = () => itemsOf(sut.actor.getSnapshot().context);
    // Focused with nothing typed: the home first, and not again as the recent search it was.
    expect(listed().map((i) => [i.source, i.split_label[0]])).toEqual([['favorite', 'Maison']]);
    sut.actor.send({ type: 'input', value: 'costa' });
    expect(listed().map((i) => i.source)).toEqual(['favorite']);
    sut.actor.send({ type: 'input', value: 'maison' });
    expect(listed().map((i) => i.source)).toEqual(['favorite']);
    sut.actor.send({ type: 'input', value: 'casino' });
    expect(listed()).toEqual([]);
    sut.actor.send({ type: 'input', value: '' });
    sut.actor.send({ type: 'choose', index: 0 });
    expect(sut.chose).toHaveBeenLastCalledWith({ kind: 'href', href: HOME.href });
    // Signed out: gone.
    sut.actor.send({ type: 'favorites', favorites: [] });
    sut.actor.send({ type: 'focus' });
    expect(listed().map((i) => i.source)).not.toContain('favorite');
    sut.actor.stop();
  });

  it('never shows the answer of a request a newer keystroke cancelled', async () => {
    const sut = start();
    sut.actor.send({ type: 'input', value: 'grenob' });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    const stale = sut.fetch.calls.at(-1);
    sut.actor.send({ type: 'input', value: 'grenoble' });
    stale?.resolve(SUGGESTIONS);
    await flush();
    expect(itemsOf(sut.actor.getSnapshot().context)).toEqual([]);
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.fetch.calls.at(-1)?.resolve(SUGGESTIONS.slice(0, 1));
    await flush();
    expect(itemsOf(sut.actor.getSnapshot().context).map((i) => i.label)).toEqual([
      SUGGESTIONS[0]?.label,
    ]);
    sut.actor.stop();
  });

  it('submits the typed text as a search, and the highlighted item with Enter', async () => {
    const sut = start();
    sut.actor.send({ type: 'input', value: 'Grenoble' });
    sut.actor.send({ type: 'submit' });
    expect(sut.submitted).toHaveBeenCalledWith('Grenoble');
    sut.actor.send({ type: 'input', value: 'bd des moul' });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.fetch.calls.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'submit' });
    expect(sut.chose).toHaveBeenCalledWith(SUGGESTIONS[1]?.result);
    sut.actor.stop();
  });
}

it('says nothing was suggested only when the answer for the very text typed is empty', () => {
  const base: SuggestContext = {
    inputValue: 'boulangerie montpellier',
    typed: true,
    serviceSuggestions: [],
    suggestionsFor: 'boulangerie montpellier',
    error: null,
    lastRequestTime: null,
    history: [],
    highlighted: -1,
    bbox: null,
    favorites: [],
  };
  expect(nothingSuggested(base)).toBe(true);
  // Still waiting for the answer of the text typed, or a failure (said otherwise), or an empty box.
  expect(nothingSuggested({ ...base, suggestionsFor: 'boulangerie montp' })).toBe(false);
  expect(nothingSuggested({ ...base, error: FAILURE })).toBe(false);
  expect(nothingSuggested({ ...base, inputValue: '  ', suggestionsFor: '  ' })).toBe(false);
  // Something to list: the service's answer or a recent search matching the text.
  expect(nothingSuggested({ ...base, serviceSuggestions: [...SUGGESTIONS] })).toBe(false);
  const recent: HistoryEntry = { ...STEP_ENTRY, label: 'Boulangerie Montpellier Centre' };
  const withRecent = { ...base, history: [recent] };
  expect(itemsOf(withRecent)).toHaveLength(1);
  expect(nothingSuggested(withRecent)).toBe(false);
});
