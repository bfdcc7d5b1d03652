import { expect, it } from 'vitest';
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
import { describeModel } from './model-harness';
import { CAFE, GRENOBLE, UNNAMED_ROAD } from './search-fixtures';

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

const serializeState = (s: SnapshotFrom<typeof placePageMachine>): string =>
  [
    JSON.stringify(s.value),
    s.context.request?.kind ?? '-',
    s.context.address?.geocode_level ?? '-',
    s.context.poi ? 'poi' : '-',
    s.context.error ? 'error' : '-',
    s.context.page ?? '-',
  ].join('|');

interface Call {
  request: PlaceRequest;
  resolve: (f: PlaceFound) => void;
  reject: (e: unknown) => void;
}

describeModel(
  {
    name: 'place page machine',
    machine: placePageMachine,
    input: undefined,
    events: EVENTS,
    serializeState,
    start: (inspect) => {
      const calls: Call[] = [];
      const machine = placePageMachine.provide({
        actors: {
          loadPlace: fromPromise<PlaceFound, PlaceRequest>(
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
      const settle = SETTLE.get(event);
      const call = sut.actor.getSnapshot().value === 'loading' ? sut.calls.at(-1) : undefined;
      if (!settle) sut.actor.send(event);
      else if (settle.error) call?.reject(settle.error);
      else call?.resolve(settle.output ?? null);
    },
    invariants: {
      'loading asks for the page of the last request': ({ sut, live }) => {
        if (live.value !== 'loading') return false;
        expect(sut.calls.at(-1)?.request).toEqual(live.context.request);
        return true;
      },
      'only a page read back from its URL moves the map; a POI read from it is located once': ({
        event,
        before,
        live,
      }) => {
        const moved = live.context.view?.seq !== before.context.view?.seq;
        const located =
          event.type === 'show.poi' &&
          event.locate === true &&
          before.context.poi?.id !== event.poi.id;
        const loaded = before.value === 'loading' && SETTLE.has(event) && live.value === 'shown';
        expect(moved).toBe(loaded || located);
        if (located)
          expect(live.context.view).toMatchObject({ center: CAFE.coordinates, zoom: POI_ZOOM });
        return moved;
      },
      'a point without a name is shown closer': ({ event, before, live }) => {
        const moved = live.context.view?.seq !== before.context.view?.seq;
        if (!moved || live.context.address?.geocode_level !== 'unnamed_road' || !SETTLE.has(event))
          return false;
        expect(live.context.view?.zoom).toBe(UNNAMED_ROAD_ZOOM);
        return true;
      },
    },
  },
  (start) => {
    it('a page entered again (its hash moved) is not loaded again; a chosen address shows at once', async () => {
      const sut = start();
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
  },
);
