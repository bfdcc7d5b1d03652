import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Bbox } from '../../src/domain/geo';
import type { Suggestion } from '../../src/domain/search';
import type { HistoryEntry } from '../../src/machines/search-history';
import {
  itemsOf,
  SUGGEST_DEBOUNCE_MS,
  suggestMachine,
  type SuggestContext,
  type SuggestEvent,
} from '../../src/machines/suggest-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { SUGGESTIONS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof suggestMachine>;

const DEBOUNCE_EVENT = {
  type: suggestMachine.root.states.open?.states.debouncing?.after[0]?.eventType ?? '',
} as unknown as SuggestEvent;
const DONE = {
  type: 'xstate.done.actor.fetchSuggestions',
  output: SUGGESTIONS,
} as unknown as SuggestEvent;
const FAILURE = toApiError({ status: 500 });
const ERROR = {
  type: 'xstate.error.actor.fetchSuggestions',
  error: FAILURE,
} as unknown as SuggestEvent;

/** A place chosen in an itinerary step. */
const STEP_ENTRY: HistoryEntry = {
  label: SUGGESTIONS[0]!.label,
  split_label: SUGGESTIONS[0]!.split_label,
  type: SUGGESTIONS[0]!.type,
  date: '2026-11-24T08:00:00.000Z',
  result: SUGGESTIONS[0]!.result,
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
  DEBOUNCE_EVENT,
  DONE,
  ERROR,
];

/** The clock-dependent fields (request time, history dates) are compared by presence. */
function comparable(context: SuggestContext) {
  return {
    ...context,
    lastRequestTime: context.lastRequestTime !== null,
    history: context.history.map((h) => ({ ...h, date: typeof h.date })),
  };
}

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.inputValue,
    s.context.suggestionsFor === s.context.inputValue,
    Math.min(2, s.context.history.length),
    s.context.history[0]?.type ?? '-',
    s.context.highlighted,
    s.context.error ? 'error' : '-',
    s.context.bbox ? 'view' : '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(suggestMachine));

interface Pending {
  q: string;
  resolve: (s: Suggestion[]) => void;
  reject: (e: unknown) => void;
}

function startSut(history: HistoryEntry[] = []) {
  const clock = new SimulatedClock();
  const calls: Pending[] = [];
  const chose = vi.fn();
  const submitted = vi.fn();
  const persistHistory = vi.fn();
  const machine = suggestMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<Suggestion[], { q: string; bbox: Bbox | null }>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ q: input.q, resolve, reject })),
      ),
    },
    actions: {
      chose: (_, params) => chose(params.result),
      submitted: (_, params) => submitted(params.query),
      persistHistory: (_, params) => persistHistory(params.history),
    },
  });
  const actor = createActor(machine, { input: { history }, clock, inspect: recorder.inspect });
  actor.start();
  return { actor, clock, calls, chose, submitted, persistHistory };
}

type Sut = ReturnType<typeof startSut>;

async function execute(sut: Sut, event: SuggestEvent): Promise<void> {
  const fetching = sut.actor.getSnapshot().matches({ open: 'fetching' });
  if (event === DEBOUNCE_EVENT) sut.clock.increment(SUGGEST_DEBOUNCE_MS);
  else if (event === DONE) {
    if (fetching) sut.calls.at(-1)?.resolve(SUGGESTIONS);
  } else if (event === ERROR) {
    if (fetching) sut.calls.at(-1)?.reject(FAILURE);
  } else sut.actor.send(event);
  await flush();
}

function checkStep(sut: Sut, before: Snapshot, event: SuggestEvent): void {
  const live = sut.actor.getSnapshot();
  const items = itemsOf(before.context);
  // A request is asked for the current text, with the current view.
  if (live.matches({ open: 'fetching' })) expect(sut.calls.at(-1)?.q).toBe(live.context.inputValue);
  // Shown suggestions are always those of the text in the box.
  if (itemsOf(live.context).some((i) => i.source === 'suggestion'))
    expect(live.context.suggestionsFor).toBe(live.context.inputValue);
  expect(live.context.highlighted).toBeLessThan(Math.max(1, itemsOf(live.context).length));
  const chosen = event.type === 'choose' ? items[event.index] : undefined;
  if (event.type === 'history.add') {
    expect(live.context.history[0]).toEqual(event.entry);
    expect(sut.persistHistory).toHaveBeenLastCalledWith(live.context.history);
  }
  if (chosen && before.matches('open')) {
    expect(sut.chose).toHaveBeenLastCalledWith(chosen.result);
    expect(sut.persistHistory).toHaveBeenLastCalledWith(live.context.history);
    expect(live.context.history[0]?.label).toBe(chosen.label);
    expect(new Set(live.context.history.map((h) => h.label)).size).toBe(
      live.context.history.length,
    );
  }
}

async function runPath(path: ModelPath<typeof suggestMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(comparable(live.context)).toEqual(comparable(step.state.context));
    checkStep(sut, before, step.event);
  }
  sut.actor.stop();
}

describe('suggest machine (model)', () => {
  const paths = edgeCoveringPaths(suggestMachine, {
    events: EVENTS,
    serializeState,
    input: { history: [] },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('asks nothing before the debounce delay, and one request for a burst of keystrokes', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'focus' });
    for (const value of ['bd', 'bd ', 'bd d', 'bd de', 'bd des moul']) {
      sut.actor.send({ type: 'input', value });
      sut.clock.increment(SUGGEST_DEBOUNCE_MS - 50);
    }
    expect(sut.calls).toHaveLength(0);
    sut.clock.increment(50);
    expect(sut.calls.map((c) => c.q)).toEqual(['bd des moul']);
    sut.actor.stop();
  });

  it('never shows the answer of a request a newer keystroke cancelled', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'input', value: 'grenob' });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    const stale = sut.calls.at(-1);
    sut.actor.send({ type: 'input', value: 'grenoble' });
    stale?.resolve(SUGGESTIONS);
    await flush();
    expect(itemsOf(sut.actor.getSnapshot().context)).toEqual([]);
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.calls.at(-1)?.resolve(SUGGESTIONS.slice(0, 1));
    await flush();
    expect(itemsOf(sut.actor.getSnapshot().context).map((i) => i.label)).toEqual([
      SUGGESTIONS[0]?.label,
    ]);
    sut.actor.stop();
  });

  it('submits the typed text as a search, and the highlighted item with Enter', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'input', value: 'Grenoble' });
    sut.actor.send({ type: 'submit' });
    expect(sut.submitted).toHaveBeenCalledWith('Grenoble');
    sut.actor.send({ type: 'input', value: 'bd des moul' });
    sut.clock.increment(SUGGEST_DEBOUNCE_MS);
    sut.calls.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'key.down' });
    sut.actor.send({ type: 'submit' });
    expect(sut.chose).toHaveBeenCalledWith(SUGGESTIONS[1]?.result);
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`suggest machine transition coverage: ${recorder.summary()}`);
  });
});
