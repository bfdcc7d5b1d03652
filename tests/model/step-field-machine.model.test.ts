import type { FavoritePlace } from '../../src/domain/itinerary/step-choice';
import { expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { Bbox } from '../../src/domain/geo';
import type { StepChoice } from '../../src/domain/itinerary/step-choice';
import type { Suggestion } from '../../src/domain/search';
import type { HistoryEntry } from '../../src/machines/search-history';
import {
  nothingFound,
  stepFieldItems,
  stepFieldMachine,
  type LocatedPosition,
  type StepFieldEvent,
  type StepFieldInput,
} from '../../src/machines/step-field-machine';
import { SUGGEST_DEBOUNCE_MS } from '../../src/machines/suggest-machine';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, errorEvent } from './poi-fixtures';
import { SUGGESTIONS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof stepFieldMachine>;

const VIEW: Bbox = [7.4, 43.72, 7.44, 43.76];
const POSITION: LocatedPosition = { point: { lng: 7.4197, lat: 43.7311 }, label: 'Ma position' };
/** A recent search of a place and one of a category (never listed in a step). */
const HISTORY: HistoryEntry[] = [
  { ...SUGGESTIONS[1]!, date: '2026-11-20T08:00:00.000Z' },
  { ...SUGGESTIONS[2]!, date: '2026-11-19T08:00:00.000Z' },
];
/** An answer without a place (a category only). */
const NO_PLACE = [SUGGESTIONS[2]!];
const FAILURE = new Error('500');
const DENIED = new Error('denied');

/** The event XState raises when the debounce delay ends (the model sends it; the SUT waits). */
const DEBOUNCE = {
  type: stepFieldMachine.root.states.open?.states.debouncing?.after[0]?.eventType ?? '',
} as StepFieldEvent;
const FETCHED = doneEvent<StepFieldEvent>('fetchSuggestions', SUGGESTIONS);
const FETCH_FAILED = errorEvent<StepFieldEvent>('fetchSuggestions', FAILURE);
const PICKED = doneEvent<StepFieldEvent>('pickFirst', SUGGESTIONS);
const PICKED_NONE = doneEvent<StepFieldEvent>('pickFirst', NO_PLACE);
const PICK_FAILED = errorEvent<StepFieldEvent>('pickFirst', FAILURE);
const LOCATED = doneEvent<StepFieldEvent>('locate', POSITION);
const LOCATE_FAILED = errorEvent<StepFieldEvent>('locate', DENIED);

/** Home and work of a signed-in user (issue 13). */
const FAVORITES: FavoritePlace[] = [
  {
    type: 'home',
    label: 'Maison',
    address: '7 rue Grimaldi, 98000 Monaco',
    lng: 7.4197,
    lat: 43.7322,
  },
  { type: 'work', label: 'Travail', address: 'Stade Louis-II, Monaco', lng: 7.4163, lat: 43.7284 },
];

const EVENTS: StepFieldEvent[] = [
  { type: 'focus', label: '', history: HISTORY, bbox: VIEW },
  { type: 'focus', label: '', history: [], bbox: VIEW, favorites: FAVORITES },
  { type: 'blur' },
  { type: 'input', value: 'bd des moul' },
  { type: 'input', value: '43.7311, 7.4197' },
  { type: 'input', value: '' },
  { type: 'key.down' },
  { type: 'key.up' },
  { type: 'choose', index: 0 },
  { type: 'choose', index: 40 },
  { type: 'submit' },
  { type: 'escape' },
  DEBOUNCE,
  FETCHED,
  FETCH_FAILED,
  PICKED,
  PICKED_NONE,
  PICK_FAILED,
  LOCATED,
  LOCATE_FAILED,
];

/**
 * What Enter, a click and leaving the field do: the text (empty, words or coordinates), whether
 * it was edited, whether the suggestions are those of the text and hold a place, and which kind
 * of line is highlighted. The notice changes no transition.
 */
const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.text,
    s.context.edited ? 'edited' : 'untouched',
    s.context.suggestionsFor === s.context.text ? 'current' : 'stale',
    s.context.suggestions.length > 0 ? 'places' : 'no place',
    s.context.favorites.length > 0 ? 'favorites' : 'no favorite',
    stepFieldItems(s.context)[s.context.highlighted]?.source ?? '-',
  ].join('|');

function startSut(inspect: (event: InspectionEvent) => void, input: StepFieldInput) {
  const clock = new SimulatedClock();
  const fetches = deferred<{ q: string; bbox: Bbox | null }, Suggestion[]>();
  const locates = deferred<void, LocatedPosition>();
  const picked = vi.fn<(choice: StepChoice) => void>();
  const typed = vi.fn<(text: string) => void>();
  const cleared = vi.fn<() => void>();
  const machine = stepFieldMachine.provide({
    actors: { fetchSuggestions: fetches.logic, locate: locates.logic },
    actions: {
      picked: (_, params) => picked(params.choice),
      typed: (_, params) => typed(params.text),
      cleared: () => cleared(),
    },
  });
  const actor = createActor(machine, { input, clock, inspect });
  actor.start();
  return { actor, clock, fetches, locates, picked, typed, cleared, emittedBefore: 0 };
}

type Sut = ReturnType<typeof startSut>;

/** How many times the field told the itinerary something. */
function emitted(sut: Sut): number {
  return sut.picked.mock.calls.length + sut.typed.mock.calls.length + sut.cleared.mock.calls.length;
}

describeModel(
  {
    name: 'step-field machine',
    machine: stepFieldMachine,
    input: { geolocation: true },
    events: EVENTS,
    serializeState,
    start: startSut,
    execute: (sut, e) => {
      sut.emittedBefore = emitted(sut);
      const live = sut.actor.getSnapshot();
      const fetch = live.matches({ open: 'fetching' }) ? sut.fetches.calls.at(-1) : undefined;
      const pick = live.matches({ open: 'picking' }) ? sut.fetches.calls.at(-1) : undefined;
      const locate = live.matches('locating') ? sut.locates.calls.at(-1) : undefined;
      if (e === DEBOUNCE) sut.clock.increment(SUGGEST_DEBOUNCE_MS);
      else if (e === FETCHED) fetch?.resolve(SUGGESTIONS);
      else if (e === FETCH_FAILED) fetch?.reject(FAILURE);
      else if (e === PICKED) pick?.resolve(SUGGESTIONS);
      else if (e === PICKED_NONE) pick?.resolve(NO_PLACE);
      else if (e === PICK_FAILED) pick?.reject(FAILURE);
      else if (e === LOCATED) locate?.resolve(POSITION);
      else if (e === LOCATE_FAILED) locate?.reject(DENIED);
      else sut.actor.send(e);
    },
    invariants: {
      'a category or a chain names no place: never listed': ({ live }) => {
        const items = stepFieldItems(live.context);
        const kinds = items.flatMap((i) =>
          i.source === 'position' || i.source === 'favorite' ? [] : [i.result.kind],
        );
        expect(kinds.every((kind) => kind === 'address' || kind === 'poi')).toBe(true);
        return kinds.length > 0;
      },
      '« Ma position » comes first, and only before anything is typed': ({ live }) => {
        const position = stepFieldItems(live.context).findIndex((i) => i.source === 'position');
        const typed = live.context.edited && live.context.text.trim() !== '';
        if (position !== -1) expect(position).toBe(0);
        if (typed) expect(position).toBe(-1);
        return position !== -1 || typed;
      },
      'favourites come next, home and work first, and only those matching the typed words': ({
        live,
      }) => {
        if (live.context.favorites.length === 0 || !live.matches('open')) return false;
        const items = stepFieldItems(live.context).filter((i) => i.source !== 'position');
        const typed = live.context.edited ? live.context.text.trim() : '';
        const favorites = items.filter((i) => i.source === 'favorite');
        // « bd des moul » and coordinates match neither favourite; nothing typed lists both.
        expect(favorites.length).toBe(typed === '' ? 2 : 0);
        if (favorites.length > 0) expect(items[0]?.source).toBe('favorite');
        return true;
      },
      'a favourite chosen is picked as itself': ({ sut, event, before }) => {
        const item = stepFieldItems(before.context)[
          event.type === 'choose' ? event.index : before.context.highlighted
        ];
        if (item?.source !== 'favorite' || (event.type !== 'choose' && event.type !== 'submit'))
          return false;
        expect(sut.picked).toHaveBeenLastCalledWith({ kind: 'favorite', favorite: item.favorite });
        return true;
      },
      'suggestions are asked for the text in the map view': ({ sut, live }) => {
        if (!live.matches({ open: 'fetching' }) && !live.matches({ open: 'picking' })) return false;
        expect(sut.fetches.calls.at(-1)?.input).toEqual({
          q: live.context.text,
          bbox: live.context.bbox,
        });
        return true;
      },
      'Escape and blur on an untouched field tell the itinerary nothing': ({
        sut,
        event,
        before,
      }) => {
        if ((event.type !== 'escape' && event.type !== 'blur') || before.context.edited)
          return false;
        expect(emitted(sut)).toBe(sut.emittedBefore);
        return true;
      },
      'the position found is picked': ({ sut, event, before }) => {
        if (event !== LOCATED || !before.matches('locating')) return false;
        expect(sut.picked).toHaveBeenLastCalledWith({ kind: 'position', ...POSITION });
        return true;
      },
      'Enter before the suggestions came picks the first place once they come': ({
        sut,
        event,
        before,
      }) => {
        if (event !== PICKED || !before.matches({ open: 'picking' })) return false;
        expect(sut.picked).toHaveBeenLastCalledWith({
          kind: 'result',
          result: SUGGESTIONS[0]!.result,
        });
        return true;
      },
    },
  },
  (start) => {
    listChecks(start);
    pickChecks(start);
  },
);

async function typeAndWait(sut: Sut, text: string): Promise<void> {
  sut.actor.send({ type: 'focus', label: '', history: HISTORY, bbox: VIEW });
  sut.actor.send({ type: 'input', value: text });
  sut.clock.increment(SUGGEST_DEBOUNCE_MS);
  sut.fetches.calls.at(-1)?.resolve(SUGGESTIONS);
  await flush();
}

/** What the list holds, and what Enter picks in it. */
function listChecks(start: () => Sut): void {
  it('lists « Ma position » and the recent places before anything is typed', () => {
    const sut = start();
    sut.actor.send({ type: 'focus', label: '', history: HISTORY, bbox: VIEW });
    const items = stepFieldItems(sut.actor.getSnapshot().context);
    expect(items.map((i) => ('label' in i ? i.label : i.source))).toEqual([
      'position',
      SUGGESTIONS[1]!.label,
    ]);
    sut.actor.stop();
    const without = startSut(() => undefined, { geolocation: false });
    without.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    expect(stepFieldItems(without.actor.getSnapshot().context)).toEqual([]);
    without.actor.stop();
  });

  it('lists a favourite once: not again as a recent search or a suggestion', async () => {
    const sut = start();
    const place = SUGGESTIONS[1]!;
    const favorites = [{ ...FAVORITES[1]!, label: 'Le stade', address: place.label }];
    sut.actor.send({ type: 'focus', label: '', history: HISTORY, bbox: VIEW, favorites });
    const listed = (): string[] =>
      stepFieldItems(sut.actor.getSnapshot().context).map((i) =>
        i.source === 'favorite' ? `♥ ${i.favorite.address}` : 'label' in i ? i.label : i.source,
      );
    expect(listed()).toEqual(['position', `♥ ${place.label}`]);
    sut.actor.send({ type: 'input', value: place.label.slice(0, 5) });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.fetches.calls.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    expect(listed().filter((l) => l.includes(place.label))).toEqual([`♥ ${place.label}`]);
    sut.actor.stop();
  });

  it('Enter picks the first place suggestion; arrows then Enter pick the highlighted one', async () => {
    const sut = start();
    await typeAndWait(sut, 'bd des moul');
    sut.actor.send({ type: 'submit' });
    expect(sut.picked).toHaveBeenLastCalledWith({
      kind: 'result',
      result: SUGGESTIONS[0]!.result,
    });
    await typeAndWait(sut, 'bd des moul');
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'submit' });
    expect(sut.picked).toHaveBeenLastCalledWith({
      kind: 'result',
      result: SUGGESTIONS[1]!.result,
    });
    sut.actor.stop();
  });
}

/** Enter before the answer, typed coordinates and text, and what the field says. */
function pickChecks(start: () => Sut): void {
  it('Enter typed before the suggestions came waits for them, then picks the first', async () => {
    const sut = start();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: 'bd des moul' });
    sut.actor.send({ type: 'submit' });
    expect(sut.actor.getSnapshot().matches({ open: 'picking' })).toBe(true);
    sut.fetches.calls.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    expect(sut.actor.getSnapshot().matches('closed')).toBe(true);
    expect(sut.picked).toHaveBeenCalledWith({ kind: 'result', result: SUGGESTIONS[0]!.result });
    sut.actor.stop();
  });

  it('typed coordinates still work; text left unpicked goes to the computation', () => {
    const sut = start();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: '43.7311, 7.4197' });
    sut.actor.send({ type: 'submit' });
    expect(sut.picked).toHaveBeenLastCalledWith({
      kind: 'coordinates',
      point: { lng: 7.4197, lat: 43.7311 },
    });
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: '  Place du Casino ' });
    sut.actor.send({ type: 'blur' });
    expect(sut.typed).toHaveBeenLastCalledWith('Place du Casino');
    sut.actor.send({ type: 'focus', label: 'Place du Casino', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: '' });
    sut.actor.send({ type: 'blur' });
    expect(sut.cleared).toHaveBeenCalledTimes(1);
    sut.actor.stop();
  });

  it('says the typed text found nothing once its answer came, not before', async () => {
    const sut = start();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: 'Gratte-Ciel' });
    expect(nothingFound(sut.actor.getSnapshot().context)).toBe(false);
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.fetches.calls.at(-1)?.resolve([]);
    await flush();
    expect(nothingFound(sut.actor.getSnapshot().context)).toBe(true);
    // Text typed on: the former answer no longer speaks for it.
    sut.actor.send({ type: 'input', value: 'Gratte-Ciel V' });
    expect(nothingFound(sut.actor.getSnapshot().context)).toBe(false);
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.fetches.calls.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    expect(nothingFound(sut.actor.getSnapshot().context)).toBe(false);
    sut.actor.stop();
  });

  it('says so when nothing matches, and when the position is not available', async () => {
    const sut = start();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: 'qzxwv' });
    sut.actor.send({ type: 'submit' });
    sut.fetches.calls.at(-1)?.resolve([]);
    await flush();
    expect(sut.actor.getSnapshot().context.notice).toBe('notFound');
    sut.actor.send({ type: 'escape' });
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    expect(sut.actor.getSnapshot().context.notice).toBeNull();
    sut.actor.send({ type: 'choose', index: 0 });
    sut.locates.calls.at(-1)?.reject(DENIED);
    await flush();
    expect(sut.actor.getSnapshot().context.notice).toBe('positionUnavailable');
    expect(sut.picked).not.toHaveBeenCalled();
    sut.actor.stop();
  });
}
