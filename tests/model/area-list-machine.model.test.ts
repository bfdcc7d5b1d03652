import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import {
  areaListMachine,
  type AreaList,
  type AreaListEvent,
  type AreaListRequest,
} from '../../src/machines/area-list-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { GRENOBLE } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof areaListMachine>;

const LIST: AreaList = { parent: null, areas: [GRENOBLE] };
const FAILURE = toApiError({ status: 500 });
const DONE = { type: 'xstate.done.actor.loadAreas', output: LIST } as unknown as AreaListEvent;
const UNKNOWN = { type: 'xstate.done.actor.loadAreas', output: null } as unknown as AreaListEvent;
const ERROR = { type: 'xstate.error.actor.loadAreas', error: FAILURE } as unknown as AreaListEvent;

const EVENTS: AreaListEvent[] = [
  { type: 'load', request: { kind: 'regions' } },
  { type: 'load', request: { kind: 'townsOf', department: 'isere-38' } },
  { type: 'retry' },
  DONE,
  UNKNOWN,
  ERROR,
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.request?.kind ?? '-'}|${s.context.list ? 'list' : '-'}|${s.context.error ? 'error' : '-'}`;

const recorder = new TransitionRecorder(listTransitions(areaListMachine));

function startSut() {
  const calls: {
    request: AreaListRequest;
    resolve: (l: AreaList | null) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = areaListMachine.provide({
    actors: {
      loadAreas: fromPromise<AreaList | null, AreaListRequest>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, calls };
}

async function runPath(path: ModelPath<typeof areaListMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const loading = sut.actor.getSnapshot().value === 'loading';
    const last = sut.calls.at(-1);
    if (step.event === DONE) {
      if (loading) last?.resolve(LIST);
    } else if (step.event === UNKNOWN) {
      if (loading) last?.resolve(null);
    } else if (step.event === ERROR) {
      if (loading) last?.reject(FAILURE);
    } else sut.actor.send(step.event);
    await flush();
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (live.value === 'loading') expect(sut.calls.at(-1)?.request).toEqual(live.context.request);
    if (live.value === 'failed') expect(live.context.error?.message).toBe('Erreur Serveur');
  }
  sut.actor.stop();
}

describe('area list machine (model)', () => {
  const paths = edgeCoveringPaths(areaListMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`area list machine transition coverage: ${recorder.summary()}`);
  });
});
