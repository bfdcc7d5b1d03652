import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { PoisOnRouteResponse } from '../../src/domain/geoentity';
import { NO_POLYLINE_DATA } from '../../src/domain/pois-on-route';
import {
  poisOnRouteMachine,
  type FetchOnRouteInput,
  type PoisOnRouteEvent,
} from '../../src/machines/pois-on-route-machine';
import { toApiError } from '../../src/services/api-errors';
import { NoPolylineError } from '../../src/services/poi-api';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { deferred, doneEvent, errorEvent, ON_ROUTE, STATION } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof poisOnRouteMachine>;

const ROUTE: [number, number][] = [
  [7.4167, 43.7303],
  [7.4246, 43.7384],
  [7.435, 43.75],
];
const NO_POLYLINE = new NoPolylineError(NO_POLYLINE_DATA);
const SERVER = toApiError({ status: 500 });
const EMPTY: PoisOnRouteResponse = { pois: [], zone: 1, buffer: 0.01 };

const LOADED = doneEvent<PoisOnRouteEvent>('fetchOnRoute', ON_ROUTE);
const NOTHING = doneEvent<PoisOnRouteEvent>('fetchOnRoute', EMPTY);
const MISSING_LINE = errorEvent<PoisOnRouteEvent>('fetchOnRoute', NO_POLYLINE);
const FAILED = errorEvent<PoisOnRouteEvent>('fetchOnRoute', SERVER);

const EVENTS: PoisOnRouteEvent[] = [
  { type: 'fetch', source: { kind: 'app', id: 'carburants' }, paths: [ROUTE] },
  { type: 'fetch', source: { kind: 'category', id: 'sante' }, paths: [] },
  {
    type: 'route.entered',
    key: 'voiture-0|app|carburants',
    source: { kind: 'app', id: 'carburants' },
    paths: [ROUTE],
  },
  { type: 'retry' },
  { type: 'poi.focus', id: STATION.id },
  { type: 'poi.focus', id: 'osm-n0' },
  { type: 'poi.unfocus' },
  { type: 'clear' },
  LOADED,
  NOTHING,
  MISSING_LINE,
  FAILED,
];

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.source?.kind ?? '-',
    s.context.pois.length,
    s.context.focusedPoiId ? 'focus' : '-',
    s.context.error ? 'error' : '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(poisOnRouteMachine));

function startSut() {
  const fetch = deferred<FetchOnRouteInput, PoisOnRouteResponse>();
  const machine = poisOnRouteMachine.provide({ actors: { fetchOnRoute: fetch.logic } });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, fetch };
}

async function execute(sut: ReturnType<typeof startSut>, event: PoisOnRouteEvent): Promise<void> {
  const fetching = sut.actor.getSnapshot().matches('fetching');
  const call = sut.fetch.calls.at(-1);
  if (event === LOADED || event === NOTHING) {
    if (fetching) call?.resolve(event === LOADED ? ON_ROUTE : EMPTY);
  } else if (event === MISSING_LINE || event === FAILED) {
    if (fetching) call?.reject(event === FAILED ? SERVER : NO_POLYLINE);
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof poisOnRouteMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // The previous list is cleared, then fetched (§4).
    if (live.matches('fetching')) {
      expect(live.context.pois).toEqual([]);
      expect(sut.fetch.calls.at(-1)?.input).toEqual({
        source: live.context.source,
        paths: live.context.paths,
      });
    }
    // Empty data or an error: none is marked; a missing polyline: nothing happens, no error.
    if (live.matches('empty') || live.matches('failed')) expect(live.context.pois).toEqual([]);
    if (step.event === MISSING_LINE && live.matches('idle')) expect(live.context.error).toBeNull();
  }
  sut.actor.stop();
}

describe('POIs on my route machine (model)', () => {
  const paths = edgeCoveringPaths(poisOnRouteMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('the POIs of a route are fetched once per route and target, however often it is shown', async () => {
    const sut = startSut();
    const entered: PoisOnRouteEvent = {
      type: 'route.entered',
      key: 'voiture-0|app|carburants',
      source: { kind: 'app', id: 'carburants' },
      paths: [ROUTE],
    };
    sut.actor.send(entered);
    sut.actor.send({ ...entered, paths: [ROUTE] });
    expect(sut.fetch.calls).toHaveLength(1);
    sut.actor.send({ ...entered, key: 'voiture-1|app|carburants' });
    expect(sut.fetch.calls).toHaveLength(2);
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`POIs on route machine transition coverage: ${recorder.summary()}`);
  });
});
