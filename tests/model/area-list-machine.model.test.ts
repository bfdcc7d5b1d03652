import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  areaListMachine,
  type AreaList,
  type AreaListEvent,
  type AreaListRequest,
} from '../../src/machines/area-list-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { GRENOBLE } from './search-fixtures';

const LIST: AreaList = { parent: null, areas: [GRENOBLE] };
const FAILURE = toApiError({ status: 500 });
const DONE = { type: 'xstate.done.actor.loadAreas', output: LIST } as unknown as AreaListEvent;
const OF_GRENOBLE: AreaList = { parent: GRENOBLE, areas: [GRENOBLE] };
const DONE_PARENT = {
  type: 'xstate.done.actor.loadAreas',
  output: OF_GRENOBLE,
} as unknown as AreaListEvent;
const UNKNOWN = { type: 'xstate.done.actor.loadAreas', output: null } as unknown as AreaListEvent;
const ERROR = { type: 'xstate.error.actor.loadAreas', error: FAILURE } as unknown as AreaListEvent;

interface Call {
  request: AreaListRequest;
  resolve: (l: AreaList | null) => void;
  reject: (e: unknown) => void;
}

describeModel({
  name: 'area list machine',
  machine: areaListMachine,
  input: undefined,
  events: [
    { type: 'load', request: { kind: 'regions' } },
    { type: 'load', request: { kind: 'townsOf', department: 'isere-38' } },
    { type: 'retry' },
    DONE,
    DONE_PARENT,
    UNKNOWN,
    ERROR,
  ],
  serializeState: (s) =>
    `${JSON.stringify(s.value)}|${s.context.request?.kind ?? '-'}|${s.context.list ? 'list' : '-'}|${s.context.error ? 'error' : '-'}|${s.context.view ? 'view' : '-'}`,
  start: (inspect) => {
    const calls: Call[] = [];
    const machine = areaListMachine.provide({
      actors: {
        loadAreas: fromPromise<AreaList | null, AreaListRequest>(
          ({ input }) =>
            new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
        ),
      },
    });
    const actor = createActor(machine, { inspect });
    actor.start();
    return { actor, calls };
  },
  execute: (sut, event) => {
    const last = sut.actor.getSnapshot().value === 'loading' ? sut.calls.at(-1) : undefined;
    if (event === DONE) last?.resolve(LIST);
    else if (event === DONE_PARENT) last?.resolve(OF_GRENOBLE);
    else if (event === UNKNOWN) last?.resolve(null);
    else if (event === ERROR) last?.reject(FAILURE);
    else sut.actor.send(event);
  },
  invariants: {
    'loading asks for the page of the last request': ({ sut, live }) => {
      if (live.value !== 'loading') return false;
      expect(sut.calls.at(-1)?.request).toEqual(live.context.request);
      return true;
    },
    'a list of an area’s parts frames that area; a list without one leaves the map': ({ live }) => {
      if (live.value !== 'ready') return false;
      const parent = live.context.list?.parent;
      if (parent) expect(live.context.view?.bbox).toEqual(parent.bbox ?? parent.viewport);
      else if (live.context.view) expect(live.context.view.bbox).toEqual(GRENOBLE.bbox);
      return true;
    },
    'a failure says « Erreur Serveur »': ({ live }) => {
      if (live.value !== 'failed') return false;
      expect(live.context.error?.message).toBe('Erreur Serveur');
      return true;
    },
  },
});
