import { expect, it } from 'vitest';
import { createActor, SimulatedClock, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { SEARCH_AREA_DEBOUNCE_MS, type ApplicationsResponse } from '../../src/domain/geoentity';
import {
  poiListMachine,
  listStatus,
  type PoiListEvent,
  type PoiListInput,
} from '../../src/machines/poi-list-machine';
import { sameListArea } from '../../src/domain/poi-list-area';
import { isApiError, toApiError } from '../../src/services/api-errors';
import type { PoiListRequest } from '../../src/services/poi-api';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, EMPTY_LIST, errorEvent, FUEL_LIST, STATION } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof poiListMachine>;

const BOX = [7.385, 43.715, 7.445, 43.76] as const;
const MOVED = [7.4, 43.72, 7.46, 43.77] as const;
/** Rouen's centre: a list of the same source there is another list. */
const ROUEN = [1.07, 49.43, 1.12, 49.45] as const;
const SERVER = toApiError({ status: 500 });

const LOADED = doneEvent<PoiListEvent>('fetchList', FUEL_LIST);
const EMPTY = doneEvent<PoiListEvent>('fetchList', EMPTY_LIST);
const FAILED = errorEvent<PoiListEvent>('fetchList', SERVER);
/** The end of the debounce (the delayed event of the waiting state). */
const DEBOUNCE = {
  type: poiListMachine.root.states.active?.states.waiting?.after[0]?.eventType ?? '',
} as PoiListEvent;
const OUTPUTS = new Map<PoiListEvent, ApplicationsResponse>([
  [LOADED, FUEL_LIST],
  [EMPTY, EMPTY_LIST],
]);

const EVENTS: PoiListEvent[] = [
  { type: 'open', source: { kind: 'app', id: 'carburants' }, bbox: BOX, fit: true },
  { type: 'open', source: { kind: 'rubric', id: 'pharmacie' }, bbox: null, fit: false },
  { type: 'list.entered', source: { kind: 'app', id: 'carburants' }, bbox: BOX, fit: true },
  // The same list asked in another town: another list.
  { type: 'list.entered', source: { kind: 'app', id: 'carburants' }, bbox: ROUEN, fit: true },
  // A list's URL with its filters (a reload, Forward).
  {
    type: 'list.entered',
    source: { kind: 'rubric', id: 'pharmacie' },
    bbox: BOX,
    fit: true,
    chosen: { open: 'now' },
  },
  // Back to a list left with a result's card open: the card again once the list is in.
  {
    type: 'list.entered',
    source: { kind: 'rubric', id: 'pharmacie' },
    bbox: ROUEN,
    fit: true,
    focus: STATION.id,
  },
  // 50 px: a refetch on mobile (30 px) only; 150 px: on both (desktop 100 px).
  { type: 'map.moved', bbox: MOVED, movedPx: 50 },
  { type: 'map.moved', bbox: MOVED, movedPx: 150 },
  { type: 'filter.set', currentFuel: 'E10' },
  { type: 'filter.choose', parameter: 'open', value: 'now' },
  { type: 'filter.choose', parameter: 'open', value: '' },
  { type: 'filters.clear' },
  { type: 'retry' },
  { type: 'poi.focus', id: STATION.id },
  { type: 'poi.focus', id: STATION.id, from: 'list' },
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

/**
 * Abstraction of a state: what the guards read (the source of a list entered again, the device
 * of the move threshold, POIs to focus, whether the last call failed, filters to clear).
 */
const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.device,
    s.context.source?.kind ?? '-',
    s.context.pois.length > 0 ? 'pois' : '-',
    isApiError(s.context.error) ? 'failed' : '-',
    s.context.focusFromList ? 'fromList' : '-',
    Object.keys(s.context.chosen).length > 0 ? 'filtered' : '-',
  ].join('|');

const INPUT: PoiListInput = { device: 'desktop', locale: 'fr-FR' };

/** The machine on a simulated clock with a fake list call the test settles. */
function startList(inspect: (event: InspectionEvent) => void, input: PoiListInput) {
  const clock = new SimulatedClock();
  const fetch = deferred<PoiListRequest, ApplicationsResponse>();
  const machine = poiListMachine.provide({ actors: { fetchList: fetch.logic } });
  const actor = createActor(machine, { clock, inspect, input });
  actor.start();
  return { actor, clock, fetch, callsBefore: 0 };
}

type Sut = ReturnType<typeof startList>;

/** Opens the fuel list and loads it. */
async function loadedList(sut: Sut): Promise<void> {
  sut.actor.send({
    type: 'open',
    source: { kind: 'app', id: 'carburants' },
    bbox: BOX,
    fit: false,
  });
  sut.fetch.calls[0]?.resolve(FUEL_LIST);
  await flush();
}

/** Checks of the locale (the list's texts come in it). */
function localeChecks(start: () => Sut): void {
  it('asks an open list again in a new locale, and a closed one not', async () => {
    const sut = start();
    await loadedList(sut);
    sut.actor.send({ type: 'locale.set', locale: 'en-GB' });
    expect(sut.fetch.calls).toHaveLength(2);
    expect(sut.fetch.calls[1]?.input.locale).toBe('en-GB');
    sut.actor.send({ type: 'close' });
    sut.actor.send({ type: 'locale.set', locale: 'nl-BE' });
    expect(sut.fetch.calls).toHaveLength(2);
    expect(sut.actor.getSnapshot().context.locale).toBe('nl-BE');
    sut.actor.stop();
  });

  it('keeps the map where it is when the list comes back in the new locale', async () => {
    const sut = start();
    // A list opened without a box (a shared link): its first answer is fitted.
    sut.actor.send({
      type: 'open',
      source: { kind: 'app', id: 'carburants' },
      bbox: null,
      fit: true,
    });
    sut.fetch.calls[0]?.resolve(FUEL_LIST);
    await flush();
    const view = sut.actor.getSnapshot().context.view;
    expect(view).not.toBeNull();
    sut.actor.send({ type: 'locale.set', locale: 'en-GB' });
    sut.fetch.calls[1]?.resolve(FUEL_LIST);
    await flush();
    expect(sut.actor.getSnapshot().context.view).toBe(view);
    expect(sut.actor.getSnapshot().context.relocalising).toBe(false);
    sut.actor.stop();
  });

  it('shows again the card a list was left with, once the list has loaded (Back)', async () => {
    const sut = start();
    sut.actor.send({
      type: 'list.entered',
      source: { kind: 'app', id: 'carburants' },
      bbox: BOX,
      fit: true,
      focus: STATION.id,
    });
    expect(sut.actor.getSnapshot().context.pois).toEqual([]);
    sut.fetch.calls[0]?.resolve(FUEL_LIST);
    await flush();
    expect(sut.actor.getSnapshot().context.focusedPoiId).toBe(STATION.id);
    // Shown close on the map, as when it was chosen in the list.
    expect(sut.actor.getSnapshot().context.focusFromList).toBe(true);
    sut.actor.stop();
  });

  it('still shows a first answer asked again in a new locale before it came', async () => {
    const sut = start();
    sut.actor.send({
      type: 'open',
      source: { kind: 'app', id: 'carburants' },
      bbox: null,
      fit: true,
    });
    sut.actor.send({ type: 'locale.set', locale: 'en-GB' });
    sut.fetch.calls[1]?.resolve(FUEL_LIST);
    await flush();
    expect(sut.actor.getSnapshot().context.view?.bbox).toEqual(FUEL_LIST.viewport);
    sut.actor.stop();
  });
}

/** Checks of the debounce of a moved map (§9). */
function debounceChecks(start: () => Sut): void {
  it('refetches a moved map after 500 ms, past 100 px on desktop and 30 px on mobile', async () => {
    for (const [device, movedPx, refetch] of [
      ['desktop', 100, false],
      ['desktop', 101, true],
      ['mobile', 30, false],
      ['mobile', 31, true],
    ] as const) {
      const sut = start();
      sut.actor.send({ type: 'device.set', device });
      await loadedList(sut);
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
    const sut = start();
    await loadedList(sut);
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
}

describeModel(
  {
    name: 'map POI search list machine',
    machine: poiListMachine,
    input: INPUT,
    events: EVENTS,
    serializeState,
    start: startList,
    execute: (sut, event) => {
      const live = sut.actor.getSnapshot();
      const call = live.matches({ active: 'requested' }) ? sut.fetch.calls.at(-1) : undefined;
      const output = OUTPUTS.get(event);
      sut.callsBefore = sut.fetch.calls.length;
      if (event === DEBOUNCE) {
        if (live.matches({ active: 'waiting' })) sut.clock.increment(SEARCH_AREA_DEBOUNCE_MS);
      } else if (output) call?.resolve(output);
      else if (event === FAILED) call?.reject(SERVER);
      else sut.actor.send(event);
    },
    invariants: {
      'the list is requested, loaded or failed (§4), or closed': ({ live }) => {
        expect(['requested', 'loaded', 'failed', null]).toContain(listStatus(live));
        return true;
      },
      'a place chosen in the list is told so to the map; a marker tapped is not': ({
        event,
        before,
        live,
      }) => {
        if (event.type !== 'poi.focus' || live.context.focusedPoiId !== event.id) return false;
        // A focus on a place the list does not hold yet is refused (a card brought back keeps
        // its own way of being shown, as chosen in the list).
        if (!before.context.pois.some((p) => p.id === event.id)) return false;
        expect(live.context.focusFromList).toBe(event.from === 'list');
        return true;
      },
      '« Retirer les filtres » asks the list again without any; with none chosen, nothing': ({
        event,
        before,
        live,
      }) => {
        if (event.type !== 'filters.clear' || !before.matches('active')) return false;
        expect(live.context.chosen).toEqual({});
        const had = Object.keys(before.context.chosen).length > 0;
        expect(live.matches({ active: 'requested' })).toBe(
          had || before.matches({ active: 'requested' }),
        );
        return true;
      },
      'a list opened from its URL takes the URL’s filters; a list on already keeps its own': ({
        event,
        before,
        live,
      }) => {
        if (event.type !== 'list.entered') return false;
        const on =
          before.matches('active') &&
          before.context.source?.kind === event.source.kind &&
          before.context.source.id === event.source.id &&
          sameListArea(before.context.bbox, event.bbox);
        // Another town's box opens the list there, whatever list was on, with the entry's card.
        if (!on) expect(live.context.bbox).toEqual(event.bbox);
        if (!on) expect(live.context.focusedPoiId).toBe(event.focus ?? null);
        expect(live.context.chosen).toEqual(on ? before.context.chosen : (event.chosen ?? {}));
        return true;
      },
      'a focus kept while the list loads stays only if the list holds it': ({
        event,
        before,
        live,
      }) => {
        if (event !== LOADED && event !== EMPTY) return false;
        if (!before.matches({ active: 'requested' }) || before.context.focusedPoiId === null)
          return false;
        const held = live.context.pois.some((p) => p.id === before.context.focusedPoiId);
        expect(live.context.focusedPoiId).toBe(held ? before.context.focusedPoiId : null);
        return true;
      },
      'a request asks once for the box, source, locale, fuel and filters of the list': ({
        sut,
        before,
        live,
      }) => {
        if (!live.matches({ active: 'requested' }) || before.matches({ active: 'requested' }))
          return false;
        expect(sut.fetch.calls.length).toBe(sut.callsBefore + 1);
        expect(sut.fetch.calls.at(-1)?.input).toEqual({
          source: live.context.source,
          bbox: live.context.bbox,
          locale: live.context.locale,
          currentFuel: live.context.currentFuel ?? undefined,
          filters: live.context.chosen,
        });
        return true;
      },
    },
  },
  (start) => {
    debounceChecks(start);
    localeChecks(start);
  },
);
