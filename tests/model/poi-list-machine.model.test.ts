import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { SEARCH_AREA_DEBOUNCE_MS, type ApplicationsResponse } from '../../src/domain/geoentity';
import { poiListMachine, listStatus, type PoiListEvent } from '../../src/machines/poi-list-machine';
import { toApiError } from '../../src/services/api-errors';
import type { PoiListRequest } from '../../src/services/poi-api';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { deferred, doneEvent, EMPTY_LIST, errorEvent, FUEL_LIST, STATION } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof poiListMachine>;

const BOX = [7.385, 43.715, 7.445, 43.76] as const;
const MOVED = [7.4, 43.72, 7.46, 43.77] as const;
const SERVER = toApiError({ status: 500 });

const LOADED = doneEvent<PoiListEvent>('fetchList', FUEL_LIST);
const EMPTY = doneEvent<PoiListEvent>('fetchList', EMPTY_LIST);
const FAILED = errorEvent<PoiListEvent>('fetchList', SERVER);
const DEBOUNCE = {
  type: poiListMachine.root.states.active!.states.waiting!.after[0]!.eventType,
} as unknown as PoiListEvent;
const OUTPUTS = new Map<PoiListEvent, ApplicationsResponse>([
  [LOADED, FUEL_LIST],
  [EMPTY, EMPTY_LIST],
]);

const EVENTS: PoiListEvent[] = [
  { type: 'open', source: { kind: 'app', id: 'carburants' }, bbox: BOX, fit: true },
  { type: 'open', source: { kind: 'rubric', id: 'pharmacie' }, bbox: null, fit: false },
  { type: 'list.entered', source: { kind: 'app', id: 'carburants' }, bbox: BOX, fit: true },
  // 50 px: a refetch on mobile (30 px) only; 150 px: on both (desktop 100 px).
  { type: 'map.moved', bbox: MOVED, movedPx: 50 },
  { type: 'map.moved', bbox: MOVED, movedPx: 150 },
  { type: 'filter.set', currentFuel: 'E10' },
  { type: 'retry' },
  { type: 'poi.focus', id: STATION.id },
  { type: 'poi.focus', id: 'osm-n0' },
  { type: 'poi.unfocus' },
  { type: 'device.set', device: 'mobile' },
  { type: 'device.set', device: 'desktop' },
  { type: 'locale.set', locale: 'en-GB' },
  { type: 'close' },
  LOADED,
  EMPTY,
  FAILED,
  DEBOUNCE,
];

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.device,
    s.context.source?.kind ?? '-',
    s.context.pois.length > 0 ? 'pois' : '-',
    s.context.focusedPoiId ? 'focus' : '-',
    s.context.error?.kind ?? '-',
    s.context.currentFuel ?? '-',
    s.context.pendingBbox ? 'pending' : '-',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(poiListMachine));

function startSut() {
  const clock = new SimulatedClock();
  const fetch = deferred<PoiListRequest, ApplicationsResponse>();
  const actor = createActor(poiListMachine.provide({ actors: { fetchList: fetch.logic } }), {
    clock,
    inspect: recorder.inspect,
    input: { device: 'desktop', locale: 'fr-FR' },
  });
  actor.start();
  return { actor, clock, fetch };
}

async function execute(sut: ReturnType<typeof startSut>, event: PoiListEvent): Promise<void> {
  const live = sut.actor.getSnapshot();
  const call = sut.fetch.calls.at(-1);
  const requested = live.matches({ active: 'requested' });
  if (event === DEBOUNCE) {
    if (live.matches({ active: 'waiting' })) sut.clock.increment(SEARCH_AREA_DEBOUNCE_MS);
  } else if (OUTPUTS.has(event)) {
    if (requested) call?.resolve(OUTPUTS.get(event)!);
  } else if (event === FAILED) {
    if (requested) call?.reject(SERVER);
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof poiListMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const calls = sut.fetch.calls.length;
    const before = sut.actor.getSnapshot();
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (live.matches({ active: 'requested' }) && !before.matches({ active: 'requested' })) {
      // Entering the requested state calls the API with the box, source and fuel of the context.
      expect(sut.fetch.calls.length).toBe(calls + 1);
      expect(sut.fetch.calls.at(-1)?.input).toEqual({
        source: live.context.source,
        bbox: live.context.bbox,
        locale: live.context.locale,
        currentFuel: live.context.currentFuel ?? undefined,
      });
    }
    expect(['requested', 'loaded', 'failed', null]).toContain(listStatus(live));
  }
  sut.actor.stop();
}

describe('map POI search list machine (model)', () => {
  const paths = edgeCoveringPaths(poiListMachine, {
    events: EVENTS,
    serializeState,
    input: { device: 'desktop', locale: 'fr-FR' },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('refetches a moved map after 500 ms, past 100 px on desktop and 30 px on mobile', async () => {
    for (const [device, movedPx, refetch] of [
      ['desktop', 100, false],
      ['desktop', 101, true],
      ['mobile', 30, false],
      ['mobile', 31, true],
    ] as const) {
      const sut = startSut();
      sut.actor.send({ type: 'device.set', device });
      sut.actor.send({
        type: 'open',
        source: { kind: 'app', id: 'carburants' },
        bbox: BOX,
        fit: false,
      });
      sut.fetch.calls[0]?.resolve(FUEL_LIST);
      await flush();
      sut.actor.send({ type: 'map.moved', bbox: MOVED, movedPx });
      sut.clock.increment(SEARCH_AREA_DEBOUNCE_MS - 1);
      expect(sut.fetch.calls).toHaveLength(1);
      sut.clock.increment(1);
      expect(sut.fetch.calls, `${device} ${movedPx}`).toHaveLength(refetch ? 2 : 1);
      if (refetch) expect(sut.fetch.calls[1]?.input.bbox).toEqual(MOVED);
      sut.actor.stop();
    }
  });

  it('restarts the debounce on each move and cancels it when the map comes back', async () => {
    const sut = startSut();
    sut.actor.send({
      type: 'open',
      source: { kind: 'app', id: 'carburants' },
      bbox: BOX,
      fit: false,
    });
    sut.fetch.calls[0]?.resolve(FUEL_LIST);
    await flush();
    sut.actor.send({ type: 'map.moved', bbox: MOVED, movedPx: 150 });
    sut.clock.increment(400);
    sut.actor.send({ type: 'map.moved', bbox: MOVED, movedPx: 200 });
    sut.clock.increment(400);
    expect(sut.fetch.calls).toHaveLength(1);
    sut.actor.send({ type: 'map.moved', bbox: BOX, movedPx: 10 });
    sut.clock.increment(1000);
    expect(sut.fetch.calls).toHaveLength(1);
    expect(listStatus(sut.actor.getSnapshot())).toBe('loaded');
    sut.actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`POI list machine transition coverage: ${recorder.summary()}`);
  });
});
