import { expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { LayerPageRequest } from '../../src/domain/paths/layer-paths';
import type { AreaRef, ZfeAnswer } from '../../src/domain/restrictions/api';
import {
  atOfDay,
  dayOf,
  layerPageMachine,
  pageBbox,
  type LayerLoadInput,
  type LayerPageData,
  type LayerPageEvent,
} from '../../src/machines/layer-page-machine';
import { ApiError } from '../../src/services/api-errors';
import { AreaNotFoundError } from '../../src/services/restrictions-api';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';

const PARIS: AreaRef = {
  kind: 'commune',
  code: '75056',
  name: 'Paris',
  slug: 'paris',
  bbox: [2.3, 48.82, 2.39, 48.88],
  department: { code: '75', name: 'Paris', slug: 'paris' },
};
const ZFE_PARIS: LayerPageRequest = { family: 'ZFE', kind: 'CITY', slug: 'paris' };
const ZFE_PARSI: LayerPageRequest = { family: 'ZFE', kind: 'CITY', slug: 'parsi' };
const ZFE_HOME: LayerPageRequest = { family: 'ZFE', kind: 'HOME', slug: null };
const RESTRICTIONS_PARIS: LayerPageRequest = { family: 'RESTRICTION', kind: 'CITY', slug: 'paris' };

const ZFE: ZfeAnswer = {
  at: '2026-11-26T11:00:00.000Z',
  area: PARIS,
  stages: [
    {
      key: 'z@2021-06-01',
      id: 'z',
      authority: 'Paris',
      name: 'ZFE de Paris',
      start: '2021-06-01',
      end: null,
      rules: { vp: { firstBanned: 'V4', hours: 'Mo-Fr 08:00-20:00; PH off' } },
      orderUrl: null,
      infoUrl: null,
      bbox: [2.22, 48.81, 2.47, 48.9],
      communes: ['75056'],
      status: 'ongoing',
    },
  ],
  geometry: { type: 'FeatureCollection', features: [] },
};
const ITEM = {
  id: 'w1',
  kind: 'maxweight' as const,
  value: '3.5',
  conditional: null,
  label: 'Interdit aux plus de 3,5 t',
  road: 'Rue de Rivoli',
  lng: 2.35,
  lat: 48.86,
  commune: '75056',
};

/** The answer the server gives for a page. */
function dataFor(request: LayerPageRequest | null): LayerPageData {
  if (request?.kind === 'HOME')
    return {
      kind: 'home',
      covered: {
        family: 'zfe',
        communes: [{ name: 'ZFE de Paris', area: PARIS, status: 'ongoing' }],
        departments: [],
        regions: [],
      },
    };
  if (request?.family === 'RESTRICTION')
    return {
      kind: 'restrictions',
      answer: { area: PARIS, at: ZFE.at, items: [ITEM], total: 1, zfe: ZFE.stages, covered: true },
    };
  return { kind: 'zfe', answer: ZFE };
}

const SERVER = new ApiError('server', 500);
const UNKNOWN = new AreaNotFoundError([PARIS]);

type Sut = {
  actor: ReturnType<typeof createActor<typeof layerPageMachine>>;
  calls: PendingCall[];
  callsBefore: number;
};

describeModel(
  {
    name: 'layer page machine',
    machine: layerPageMachine,
    input: undefined,
    events: (state): LayerPageEvent[] => [
      { type: 'open', request: ZFE_PARIS },
      { type: 'open', request: ZFE_PARSI },
      { type: 'open', request: ZFE_HOME },
      { type: 'open', request: RESTRICTIONS_PARIS },
      { type: 'close' },
      { type: 'retry' },
      { type: 'at.set', day: '2027-06-01' },
      { type: 'at.set', day: null },
      { type: 'at.set', day: 'demain' },
      { type: 'focus', id: 'w1' },
      { type: 'focus', id: 'ailleurs' },
      doneOf<LayerPageEvent>('layerPage.resolving', PARIS),
      errorOf<LayerPageEvent>('layerPage.resolving', UNKNOWN),
      errorOf<LayerPageEvent>('layerPage.resolving', SERVER),
      doneOf<LayerPageEvent>('layerPage.loading', dataFor(state.context.request)),
      errorOf<LayerPageEvent>('layerPage.loading', SERVER),
    ],
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.request ? `${s.context.request.family}:${s.context.request.slug ?? '-'}` : '-',
        s.context.at ?? 'now',
        s.context.area?.slug ?? '-',
        s.context.data?.kind ?? '-',
        s.context.closest.length,
        s.context.error ?? '-',
        // The focus counter grows with every click: capped, it keeps the graph finite.
        s.context.focused ? `${s.context.focused.id}:${Math.min(s.context.focused.seq, 2)}` : '-',
      ].join('|'),
    start: (inspect): Sut => {
      const calls: PendingCall[] = [];
      const machine = layerPageMachine.provide({
        actors: {
          resolveArea: fakeCall<AreaRef, LayerPageRequest>(calls, 'resolveArea'),
          load: fakeCall<LayerPageData, LayerLoadInput>(calls, 'load'),
        },
      });
      // The machine has no delay: a simulated clock makes sure no timer could run for real.
      const actor = createActor(machine, { inspect, clock: new SimulatedClock() });
      actor.start();
      return { actor, calls, callsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.callsBefore = sut.calls.length;
      settleOrSend(sut.calls, (e) => sut.actor.send(e), event);
    },
    invariants: {
      'an unknown area shows the closest names and no data': ({ live }) => {
        if (!live.matches('notFound')) return false;
        expect(live.context.closest).toEqual([PARIS]);
        expect(live.context.data).toBeNull();
        return true;
      },
      'a failed call tells the spec’s message (§8)': ({ live }) => {
        if (!live.matches('failed')) return false;
        expect(live.context.error).toBe('errors.server');
        return true;
      },
      'a load asks for the area resolved and the time looked at': ({ sut, live }) => {
        const call = sut.calls.at(-1);
        if (!live.matches('loading') || sut.calls.length === sut.callsBefore || !call) return false;
        expect(call.kind).toBe('load');
        expect(call.input).toEqual({
          request: live.context.request,
          area: live.context.area,
          at: live.context.at,
        });
        return true;
      },
      'a home loads at once, an area page resolves its area first': ({ sut, event, live }) => {
        if (event.type !== 'open' || sut.calls.length === sut.callsBefore) return false;
        expect(sut.calls.at(-1)?.kind).toBe(event.request.kind === 'HOME' ? 'load' : 'resolveArea');
        expect(live.context.request).toEqual(event.request);
        return true;
      },
      'the same page goes on: no reload, nothing forgotten': ({ sut, event, before, live }) => {
        if (event.type !== 'open' || before.context.request?.slug !== event.request.slug)
          return false;
        if (before.context.request.family !== event.request.family) return false;
        expect(live.context).toEqual(before.context);
        expect(sut.calls.length).toBe(sut.callsBefore);
        return true;
      },
      'another day reloads with that day’s noon (the server gives the statuses)': ({
        event,
        before,
        live,
      }) => {
        if (event.type !== 'at.set' || live.context.at === before.context.at) return false;
        expect(live.context.at).toBe(atOfDay(event.day));
        expect(live.matches('loading')).toBe(true);
        return true;
      },
      'only a listed item is focused, each click counted': ({ event, before, live }) => {
        if (event.type !== 'focus') return false;
        if (live.context.focused === before.context.focused) {
          expect(event.id === 'w1' && live.matches('ready')).toBe(false);
          return true;
        }
        expect(live.context.focused).toEqual({
          id: 'w1',
          seq: (before.context.focused?.seq ?? 0) + 1,
        });
        return true;
      },
    },
  },
  () => {
    it('reads a day as its noon, and the day of a time or of an answer', () => {
      expect(atOfDay('2027-06-01')).toBe('2027-06-01T12:00');
      expect(atOfDay('demain')).toBeNull();
      expect(atOfDay(null)).toBeNull();
      expect(dayOf('2027-06-01T12:00')).toBe('2027-06-01');
      expect(dayOf(null, '2026-11-26T23:30:00.000Z')).toBe('2026-11-27');
      expect(dayOf(null)).toBe('');
    });

    it('fits a ZFE page to its zones, another page to its area, a home to its areas', () => {
      expect(pageBbox({ area: PARIS, data: { kind: 'zfe', answer: ZFE } })).toEqual([
        2.22, 48.81, 2.47, 48.9,
      ]);
      expect(pageBbox({ area: PARIS, data: dataFor(RESTRICTIONS_PARIS) })).toEqual(PARIS.bbox);
      expect(pageBbox({ area: null, data: dataFor(ZFE_HOME) })).toEqual(PARIS.bbox);
      expect(pageBbox({ area: null, data: null })).toBeNull();
    });
  },
);
