import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  placePageMachine,
  POI_ZOOM,
  type PlaceFound,
  type PlacePageEvent,
  type PlaceRequest,
} from '../../src/machines/place-page-machine';
import { UNNAMED_ROAD_ZOOM } from '../../src/machines/search-logic';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { CAFE, GRENOBLE, UNNAMED_ROAD } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof placePageMachine>;

const done = (output: PlaceFound) =>
  ({ type: 'xstate.done.actor.loadPlace', output }) as unknown as PlacePageEvent;
const failure = (error: unknown) =>
  ({ type: 'xstate.error.actor.loadPlace', error }) as unknown as PlacePageEvent;
const NOT_FOUND = toApiError({ status: 404 });
const SERVER = toApiError({ status: 502 });
const SETTLE = new Map<PlacePageEvent, { output?: PlaceFound; error?: unknown }>([
  [done({ address: GRENOBLE }), { output: { address: GRENOBLE } }],
  [done({ address: UNNAMED_ROAD }), { output: { address: UNNAMED_ROAD } }],
  [done({ poi: CAFE }), { output: { poi: CAFE } }],
  [done(null), { output: null }],
  [failure(NOT_FOUND), { error: NOT_FOUND }],
  [failure(SERVER), { error: SERVER }],
]);

const EVENTS: PlacePageEvent[] = [
  { type: 'open', request: { kind: 'address', text: 'grenoble 38000', subtypes: 'town' } },
  { type: 'open', request: { kind: 'poi', id: 'osm-n1' } },
  { type: 'show.address', address: GRENOBLE },
  { type: 'show.poi', poi: CAFE },
  { type: 'show.poi', poi: CAFE, locate: true },
  { type: 'close' },
  {
    type: 'page.entered',
    page: 'town:grenoble-38000',
    request: { kind: 'address', text: 'grenoble 38000', subtypes: 'town' },
    address: null,
  },
  {
    type: 'page.entered',
    page: 'address:grenoble-38000',
    request: { kind: 'address', text: 'grenoble 38000', subtypes: undefined },
    address: GRENOBLE,
  },
  ...SETTLE.keys(),
];

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.request?.kind ?? '-',
    s.context.address?.geocode_level ?? '-',
    s.context.poi ? 'poi' : '-',
    s.context.error ? 'error' : '-',
    s.context.page ?? '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(placePageMachine));

function startSut() {
  const calls: {
    request: PlaceRequest;
    resolve: (f: PlaceFound) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = placePageMachine.provide({
    actors: {
      loadPlace: fromPromise<PlaceFound, PlaceRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, calls };
}

async function runPath(path: ModelPath<typeof placePageMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const settle = SETTLE.get(step.event);
    const loading = sut.actor.getSnapshot().value === 'loading';
    const viewBefore = sut.actor.getSnapshot().context.view;
    const poiBefore = sut.actor.getSnapshot().context.poi;
    if (!settle) sut.actor.send(step.event);
    else if (loading && settle.error) sut.calls.at(-1)?.reject(settle.error);
    else if (loading) sut.calls.at(-1)?.resolve(settle.output ?? null);
    await flush();
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (live.value === 'loading') expect(sut.calls.at(-1)?.request).toEqual(live.context.request);
    // Only a page read back from its URL moves the map; a shown result was already centred. A
    // POI sheet that read its POI from the URL locates it once.
    const moved = live.context.view?.seq !== viewBefore?.seq;
    const located =
      step.event.type === 'show.poi' &&
      step.event.locate === true &&
      poiBefore?.id !== step.event.poi.id;
    expect(moved).toBe((loading && settle !== undefined && live.value === 'shown') || located);
    if (located)
      expect(live.context.view).toMatchObject({ center: CAFE.coordinates, zoom: POI_ZOOM });
    if (moved && live.context.address?.geocode_level === 'unnamed_road')
      expect(live.context.view?.zoom).toBe(UNNAMED_ROAD_ZOOM);
  }
  sut.actor.stop();
}

describe('place page machine (model)', () => {
  const paths = edgeCoveringPaths(placePageMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('a page entered again (its hash moved) is not loaded again; a chosen address shows at once', async () => {
    const sut = startSut();
    const request: PlaceRequest = { kind: 'address', text: 'grenoble 38000', subtypes: 'town' };
    sut.actor.send({ type: 'page.entered', page: 'town:grenoble-38000', request, address: null });
    expect(sut.calls).toHaveLength(1);
    sut.actor.send({ type: 'page.entered', page: 'town:grenoble-38000', request, address: null });
    expect(sut.calls).toHaveLength(1);
    sut.actor.send({ type: 'close' });
    sut.actor.send({
      type: 'page.entered',
      page: 'address:grenoble-38000',
      request: { ...request, subtypes: undefined },
      address: GRENOBLE,
    });
    expect(sut.calls).toHaveLength(1);
    expect(sut.actor.getSnapshot().value).toBe('shown');
    expect(sut.actor.getSnapshot().context.address).toEqual(GRENOBLE);
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`place page machine transition coverage: ${recorder.summary()}`);
  });
});
