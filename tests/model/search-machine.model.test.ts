import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SearchResponse } from '../../src/domain/search';
import { outcomeOf, UNNAMED_ROAD_ZOOM } from '../../src/machines/search-logic';
import {
  NO_RESULT_ERROR,
  SearchCancelled,
  searchMachine,
  type RunSearchInput,
  type SearchEvent,
} from '../../src/machines/search-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { CAFE, GRENOBLE, MOULINS, RESPONSES, UNNAMED_ROAD } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof searchMachine>;

const done = (output: SearchResponse) =>
  ({ type: 'xstate.done.actor.runSearch', output }) as unknown as SearchEvent;
const failure = (error: unknown) =>
  ({ type: 'xstate.error.actor.runSearch', error }) as unknown as SearchEvent;

const SERVER_ERROR = toApiError({ status: 503 });
const CANCELLED = new SearchCancelled('cancelled');

/** The invoke's own events, by the response or error the SUT settles its promise with. */
const SETTLE = new Map<SearchEvent, { output?: SearchResponse; error?: unknown }>([
  ...Object.values(RESPONSES).map((r) => [done(r), { output: r }] as const),
  [failure(SERVER_ERROR), { error: SERVER_ERROR }],
  [failure(CANCELLED), { error: CANCELLED }],
]);

const EVENTS: SearchEvent[] = [
  { type: 'search', query: 'grenoble', bbox: null },
  { type: 'search', query: 'pharmacie', bbox: [7.4, 43.72, 7.44, 43.76] },
  { type: 'results.entered', query: 'grenoble', bbox: null },
  { type: 'results.entered', query: 'pharmacie', bbox: null },
  { type: 'listing.entered', rubric: 'pharmacie', query: 'Pharmacie', bbox: null },
  { type: 'cancel' },
  { type: 'select', address: MOULINS },
  { type: 'select', address: UNNAMED_ROAD },
  { type: 'selectPoi', poi: CAFE },
  { type: 'dialog.open' },
  { type: 'dialog.close' },
  { type: 'clear' },
  ...SETTLE.keys(),
];

// The query and the dialog flag are left out of the abstraction: they change no transition.
const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.loading,
    s.context.error?.kind ?? '-',
    s.context.response ? outcomeOf(s.context.response) : '-',
    s.context.selected?.geocode_level ?? '-',
    s.context.poi ? 'poi' : '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(searchMachine));

interface Pending {
  input: RunSearchInput;
  signal: AbortSignal;
  resolve: (r: SearchResponse) => void;
  reject: (e: unknown) => void;
}

function startSut() {
  const calls: Pending[] = [];
  const navigate = vi.fn();
  const machine = searchMachine.provide({
    actors: {
      runSearch: fromPromise<SearchResponse, RunSearchInput>(
        ({ input, signal }) =>
          new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
      ),
    },
    actions: { navigate: ({ context }) => navigate(context.destination, context.replace) },
  });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, calls, navigate };
}

async function execute(sut: ReturnType<typeof startSut>, event: SearchEvent): Promise<void> {
  const settle = SETTLE.get(event);
  if (!settle) sut.actor.send(event);
  else if (sut.actor.getSnapshot().value === 'loading') {
    const last = sut.calls.at(-1);
    if (settle.output) last?.resolve(settle.output);
    else last?.reject(settle.error);
  }
  await flush();
}

const NAVIGATING = new Set(['listing', 'poi', 'address']);

function checkInvariants(sut: ReturnType<typeof startSut>, before: Snapshot, event: SearchEvent) {
  const live = sut.actor.getSnapshot();
  const state = String(live.value);
  // The loading flag is set exactly while the request runs.
  expect(live.context.loading).toBe(state === 'loading');
  if (state === 'loading') expect(sut.calls.at(-1)?.input.query).toBe(live.context.query);
  if (state === 'noResult') expect(live.context.error).toEqual(NO_RESULT_ERROR);
  if (state === 'failed') expect(live.context.error?.message).toBe('Erreur Serveur');
  // A cancelled request stores no error.
  if (SETTLE.get(event)?.error === CANCELLED && before.value === 'loading') {
    expect(state).toBe('idle');
    expect(live.context.error).toBeNull();
  }
  const entered =
    NAVIGATING.has(state) && (before.value !== live.value || event.type !== 'dialog.open');
  if (entered && NAVIGATING.has(state) && live.context !== before.context) {
    expect(sut.navigate).toHaveBeenLastCalledWith(live.context.destination, live.context.replace);
  }
  if (state === 'address' && live.context.selected?.geocode_level === 'unnamed_road') {
    expect(live.context.view?.zoom).toBe(UNNAMED_ROAD_ZOOM);
  }
}

async function runPath(path: ModelPath<typeof searchMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    checkInvariants(sut, before, step.event);
  }
  sut.actor.stop();
}

describe('search machine (model)', () => {
  const paths = edgeCoveringPaths(searchMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('a results or listing page already shown is not searched again (issue 10, point 2)', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'results.entered', query: 'grenoble', bbox: null });
    expect(sut.calls).toHaveLength(1);
    sut.calls[0]?.resolve(RESPONSES.addresses);
    await flush();
    sut.actor.send({ type: 'results.entered', query: 'grenoble', bbox: [7.4, 43.72, 7.44, 43.76] });
    expect(sut.calls).toHaveLength(1);
    sut.actor.send({
      type: 'listing.entered',
      rubric: 'pharmacie',
      query: 'Pharmacie',
      bbox: null,
    });
    expect(sut.calls).toHaveLength(2);
    sut.calls[1]?.resolve(RESPONSES.rubric);
    await flush();
    sut.actor.send({
      type: 'listing.entered',
      rubric: 'pharmacie',
      query: 'Pharmacie',
      bbox: null,
    });
    expect(sut.calls).toHaveLength(2);
    // Another search from the header replaces the listing.
    sut.actor.send({ type: 'results.entered', query: '18 bd des moulins', bbox: null });
    expect(sut.calls).toHaveLength(3);
    sut.actor.stop();
  });

  it('dispatches each outcome of §4 to its screen and page', async () => {
    const cases = [
      [RESPONSES.rubric, 'listing', '/activite/pharmacie#?bbox=7.40000,43.72000,7.44000,43.76000'],
      [RESPONSES.chain, 'listing', '/activite/carrefour#?bbox=7.40000,43.72000,7.44000,43.76000'],
      [RESPONSES.onePoi, 'poi', '/poi/osm-n1'],
      [RESPONSES.pois, 'poiList', null],
      [RESPONSES.oneAddress, 'address', '/plan/grenoble-38000'],
      [RESPONSES.addresses, 'addressList', null],
      [RESPONSES.nothing, 'noResult', null],
    ] as const;
    for (const [response, state, href] of cases) {
      const sut = startSut();
      sut.actor.send({ type: 'search', query: 'q', bbox: [7.4, 43.72, 7.44, 43.76] });
      expect(sut.actor.getSnapshot().context.loading).toBe(true);
      sut.calls.at(-1)?.resolve(response);
      await flush();
      const live = sut.actor.getSnapshot();
      expect(live.value).toBe(state);
      expect(live.context.loading).toBe(false);
      if (href) expect(sut.navigate).toHaveBeenCalledWith(href, true);
      else expect(sut.navigate).not.toHaveBeenCalled();
      sut.actor.stop();
    }
  });

  it('recentres on the bbox of the single address, and routes a town to its page', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'search', query: 'grenoble' });
    sut.calls.at(-1)?.resolve(RESPONSES.oneAddress);
    await flush();
    expect(sut.actor.getSnapshot().context.view).toMatchObject({ bbox: GRENOBLE.bbox, zoom: null });
    sut.actor.send({ type: 'select', address: MOULINS });
    expect(sut.navigate).toHaveBeenLastCalledWith(
      '/plan#/boulevard-des-moulins-98000-monaco',
      false,
    );
    sut.actor.stop();
  });

  it('never shows the answer of a search a newer one cancelled', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'search', query: 'grenob', bbox: null });
    const first = sut.calls.at(-1);
    sut.actor.send({ type: 'search', query: 'grenoble', bbox: null });
    expect(first?.signal.aborted).toBe(true);
    first?.resolve(RESPONSES.pois);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('loading');
    sut.calls.at(-1)?.resolve(RESPONSES.oneAddress);
    await flush();
    expect(sut.actor.getSnapshot().context.selected).toEqual(GRENOBLE);
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`search machine transition coverage: ${recorder.summary()}`);
  });
});
