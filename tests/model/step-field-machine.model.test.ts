import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Bbox } from '../../src/domain/geo';
import type { StepChoice } from '../../src/domain/itinerary/step-choice';
import type { Suggestion } from '../../src/domain/search';
import type { HistoryEntry } from '../../src/machines/search-history';
import {
  stepFieldItems,
  stepFieldMachine,
  type LocatedPosition,
  type StepFieldEvent,
} from '../../src/machines/step-field-machine';
import { SUGGEST_DEBOUNCE_MS } from '../../src/machines/suggest-machine';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { SUGGESTIONS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof stepFieldMachine>;

const VIEW: Bbox = [7.4, 43.72, 7.44, 43.76];
const POSITION: LocatedPosition = { point: { lng: 7.4197, lat: 43.7311 }, label: 'Ma position' };
/** A recent search of a place and one of a category (never listed in a step). */
const HISTORY: HistoryEntry[] = [
  { ...SUGGESTIONS[1]!, date: '2026-11-20T08:00:00.000Z' },
  { ...SUGGESTIONS[2]!, date: '2026-11-19T08:00:00.000Z' },
];

const event = (type: string, extra: object) => ({ type, ...extra }) as unknown as StepFieldEvent;
const DEBOUNCE = event(
  stepFieldMachine.root.states.open?.states.debouncing?.after[0]?.eventType ?? '',
  {},
);
const FETCHED = event('xstate.done.actor.fetchSuggestions', { output: SUGGESTIONS });
const FETCH_FAILED = event('xstate.error.actor.fetchSuggestions', { error: new Error('500') });
const PICKED = event('xstate.done.actor.pickFirst', { output: SUGGESTIONS });
const PICKED_NONE = event('xstate.done.actor.pickFirst', { output: [SUGGESTIONS[2]] });
const PICK_FAILED = event('xstate.error.actor.pickFirst', { error: new Error('500') });
const LOCATED = event('xstate.done.actor.locate', { output: POSITION });
const LOCATE_FAILED = event('xstate.error.actor.locate', { error: new Error('denied') });

const EVENTS: StepFieldEvent[] = [
  { type: 'focus', label: '', history: HISTORY, bbox: VIEW },
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

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.text,
    s.context.edited,
    s.context.suggestionsFor === s.context.text,
    s.context.suggestions.length > 0,
    Math.min(s.context.highlighted, 1),
    s.context.notice ?? '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(stepFieldMachine));

interface Pending<T> {
  input: unknown;
  resolve: (value: T) => void;
  reject: (e: unknown) => void;
}

function startSut(geolocation = true) {
  const clock = new SimulatedClock();
  const fetches: Pending<Suggestion[]>[] = [];
  const locates: Pending<LocatedPosition>[] = [];
  const picked = vi.fn<(choice: StepChoice) => void>();
  const typed = vi.fn<(text: string) => void>();
  const cleared = vi.fn();
  const machine = stepFieldMachine.provide({
    actors: {
      fetchSuggestions: fromPromise<Suggestion[], { q: string; bbox: Bbox | null }>(
        ({ input }) => new Promise((resolve, reject) => fetches.push({ input, resolve, reject })),
      ),
      locate: fromPromise<LocatedPosition, void>(
        () => new Promise((resolve, reject) => locates.push({ input: null, resolve, reject })),
      ),
    },
    actions: {
      picked: (_, params) => picked(params.choice),
      typed: (_, params) => typed(params.text),
      cleared: () => cleared(),
    },
  });
  const actor = createActor(machine, {
    input: { geolocation },
    clock,
    inspect: recorder.inspect,
  });
  actor.start();
  return { actor, clock, fetches, locates, picked, typed, cleared };
}

type Sut = ReturnType<typeof startSut>;

async function execute(sut: Sut, e: StepFieldEvent): Promise<void> {
  const live = sut.actor.getSnapshot();
  const fetching = live.matches({ open: 'fetching' });
  const picking = live.matches({ open: 'picking' });
  const locating = live.matches('locating');
  if (e === DEBOUNCE) sut.clock.increment(SUGGEST_DEBOUNCE_MS);
  else if (e === FETCHED) {
    if (fetching) sut.fetches.at(-1)?.resolve(SUGGESTIONS);
  } else if (e === FETCH_FAILED) {
    if (fetching) sut.fetches.at(-1)?.reject(new Error('500'));
  } else if (e === PICKED) {
    if (picking) sut.fetches.at(-1)?.resolve(SUGGESTIONS);
  } else if (e === PICKED_NONE) {
    if (picking) sut.fetches.at(-1)?.resolve([SUGGESTIONS[2]!]);
  } else if (e === PICK_FAILED) {
    if (picking) sut.fetches.at(-1)?.reject(new Error('500'));
  } else if (e === LOCATED) {
    if (locating) sut.locates.at(-1)?.resolve(POSITION);
  } else if (e === LOCATE_FAILED) {
    if (locating) sut.locates.at(-1)?.reject(new Error('denied'));
  } else sut.actor.send(e);
  await flush();
}

/** Checks written from the issue: what a step field may list and pick. */
function checkStep(sut: Sut, before: Snapshot, e: StepFieldEvent, callsBefore: number): void {
  const live = sut.actor.getSnapshot();
  const items = stepFieldItems(live.context);
  // A category or a chain names no place: never listed.
  const kinds: string[] = items.flatMap((i) => (i.source === 'position' ? [] : [i.result.kind]));
  expect(kinds.every((kind) => kind === 'address' || kind === 'poi')).toBe(true);
  // « Ma position » comes first, and only before anything is typed.
  const position = items.findIndex((i) => i.source === 'position');
  if (position !== -1) expect(position).toBe(0);
  if (live.context.edited && live.context.text.trim() !== '') expect(position).toBe(-1);
  if (live.matches({ open: 'fetching' }) || live.matches({ open: 'picking' }))
    expect(sut.fetches.at(-1)?.input).toEqual({ q: live.context.text, bbox: live.context.bbox });
  // Escape and blur keep what was typed; on an untouched field they change nothing.
  if ((e.type === 'escape' || e.type === 'blur') && !before.context.edited)
    expect(emitted(sut)).toBe(callsBefore);
  if (e === LOCATED && before.matches('locating'))
    expect(sut.picked).toHaveBeenLastCalledWith({ kind: 'position', ...POSITION });
  if (e === PICKED && before.matches({ open: 'picking' }))
    expect(sut.picked).toHaveBeenLastCalledWith({ kind: 'result', result: SUGGESTIONS[0]!.result });
}

/** How many times the field told the itinerary something. */
function emitted(sut: Sut): number {
  return sut.picked.mock.calls.length + sut.typed.mock.calls.length + sut.cleared.mock.calls.length;
}

async function runPath(path: ModelPath<typeof stepFieldMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    const callsBefore = emitted(sut);
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    checkStep(sut, before, step.event, callsBefore);
  }
  sut.actor.stop();
}

async function typeAndWait(sut: Sut, text: string): Promise<void> {
  sut.actor.send({ type: 'focus', label: '', history: HISTORY, bbox: VIEW });
  sut.actor.send({ type: 'input', value: text });
  sut.clock.increment(SUGGEST_DEBOUNCE_MS);
  sut.fetches.at(-1)?.resolve(SUGGESTIONS);
  await flush();
}

describe('step-field machine (model)', () => {
  const paths = edgeCoveringPaths(stepFieldMachine, {
    events: EVENTS,
    serializeState,
    input: { geolocation: true },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('lists « Ma position » and the recent places before anything is typed', () => {
    const sut = startSut();
    sut.actor.send({ type: 'focus', label: '', history: HISTORY, bbox: VIEW });
    const items = stepFieldItems(sut.actor.getSnapshot().context);
    expect(items.map((i) => (i.source === 'position' ? 'position' : i.label))).toEqual([
      'position',
      SUGGESTIONS[1]!.label,
    ]);
    sut.actor.stop();
    const without = startSut(false);
    without.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    expect(stepFieldItems(without.actor.getSnapshot().context)).toEqual([]);
    without.actor.stop();
  });

  it('Enter picks the first place suggestion; arrows then Enter pick the highlighted one', async () => {
    const sut = startSut();
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

  it('Enter typed before the suggestions came waits for them, then picks the first', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: 'bd des moul' });
    sut.actor.send({ type: 'submit' });
    expect(sut.actor.getSnapshot().matches({ open: 'picking' })).toBe(true);
    sut.fetches.at(-1)?.resolve(SUGGESTIONS);
    await flush();
    expect(sut.actor.getSnapshot().matches('closed')).toBe(true);
    expect(sut.picked).toHaveBeenCalledWith({ kind: 'result', result: SUGGESTIONS[0]!.result });
    sut.actor.stop();
  });

  it('typed coordinates still work; text left unpicked goes to the computation', async () => {
    const sut = startSut();
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

  it('says so when nothing matches, and when the position is not available', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    sut.actor.send({ type: 'input', value: 'qzxwv' });
    sut.actor.send({ type: 'submit' });
    sut.fetches.at(-1)?.resolve([]);
    await flush();
    expect(sut.actor.getSnapshot().context.notice).toBe('notFound');
    sut.actor.send({ type: 'escape' });
    sut.actor.send({ type: 'focus', label: '', history: [], bbox: VIEW });
    expect(sut.actor.getSnapshot().context.notice).toBeNull();
    sut.actor.send({ type: 'choose', index: 0 });
    sut.locates.at(-1)?.reject(new Error('denied'));
    await flush();
    expect(sut.actor.getSnapshot().context.notice).toBe('positionUnavailable');
    expect(sut.picked).not.toHaveBeenCalled();
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`step-field machine transition coverage: ${recorder.summary()}`);
  });
});
