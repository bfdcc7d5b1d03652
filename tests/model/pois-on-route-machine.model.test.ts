import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PoisOnRouteResponse } from '../../src/domain/geoentity';
import { NO_POLYLINE_DATA } from '../../src/domain/pois-on-route';
import {
  poisOnRouteMachine,
  type FetchOnRouteInput,
  type PoisOnRouteEvent,
} from '../../src/machines/pois-on-route-machine';
import { toApiError } from '../../src/services/api-errors';
import { NoPolylineError } from '../../src/services/poi-api';
import { describeModel } from './model-harness';
import { deferred, doneEvent, errorEvent, ON_ROUTE, STATION } from './poi-fixtures';

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

describeModel(
  {
    name: 'POIs on my route machine',
    machine: poisOnRouteMachine,
    input: undefined,
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.source?.kind ?? '-',
        s.context.pois.length,
        s.context.focusedPoiId ? 'focus' : '-',
        s.context.error ? 'error' : '-',
      ].join('|'),
    start: (inspect) => {
      const fetch = deferred<FetchOnRouteInput, PoisOnRouteResponse>();
      const machine = poisOnRouteMachine.provide({ actors: { fetchOnRoute: fetch.logic } });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, fetch };
    },
    execute: (sut, event) => {
      const call = sut.actor.getSnapshot().matches('fetching') ? sut.fetch.calls.at(-1) : undefined;
      if (event === LOADED || event === NOTHING) call?.resolve(event === LOADED ? ON_ROUTE : EMPTY);
      else if (event === MISSING_LINE || event === FAILED)
        call?.reject(event === FAILED ? SERVER : NO_POLYLINE);
      else sut.actor.send(event);
    },
    invariants: {
      'the previous list is cleared, then fetched (§4)': ({ sut, live }) => {
        if (!live.matches('fetching')) return false;
        expect(live.context.pois).toEqual([]);
        expect(sut.fetch.calls.at(-1)?.input).toEqual({
          source: live.context.source,
          paths: live.context.paths,
        });
        return true;
      },
      'empty data or an error marks none': ({ live }) => {
        if (!live.matches('empty') && !live.matches('failed')) return false;
        expect(live.context.pois).toEqual([]);
        return true;
      },
      'a missing polyline does nothing and says no error': ({ event, live }) => {
        if (event !== MISSING_LINE || !live.matches('idle')) return false;
        expect(live.context.error).toBeNull();
        return true;
      },
    },
  },
  (start) => {
    it('the POIs of a route are fetched once per route and target, however often it is shown', () => {
      const sut = start();
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
  },
);
