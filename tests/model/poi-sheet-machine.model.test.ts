import { expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { GeoentityPoi, TabBlock } from '../../src/domain/geoentity';
import {
  currentBlocks,
  poiSheetMachine,
  type PoiSheetEvent,
} from '../../src/machines/poi-sheet-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { deferred, doneEvent, errorEvent, SHOP, STATION, STATION_INFOS } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof poiSheetMachine>;

const NOT_FOUND = toApiError({ status: 404 });
const BAD_ID = toApiError({ status: 400 });
const SERVER = toApiError({ status: 500 });

const POI_LOADED = doneEvent<PoiSheetEvent>('loadPoi', SHOP);
const POI_MISSING = errorEvent<PoiSheetEvent>('loadPoi', NOT_FOUND);
const POI_BAD = errorEvent<PoiSheetEvent>('loadPoi', BAD_ID);
const POI_FAILED = errorEvent<PoiSheetEvent>('loadPoi', SERVER);
const TAB_LOADED = doneEvent<PoiSheetEvent>('loadTab', STATION_INFOS);
const TAB_FAILED = errorEvent<PoiSheetEvent>('loadTab', SERVER);

const EVENTS: PoiSheetEvent[] = [
  { type: 'open', id: STATION.id, known: STATION },
  { type: 'open', id: SHOP.id },
  { type: 'sheet.entered', id: STATION.id, known: STATION },
  { type: 'sheet.entered', id: SHOP.id },
  { type: 'tab.select', tabId: 'infos' },
  { type: 'tab.select', tabId: 'horaires' },
  { type: 'tab.select', tabId: 'contact' },
  { type: 'block.select', index: 1 },
  { type: 'retry' },
  { type: 'locale.set' },
  { type: 'close' },
  POI_LOADED,
  POI_MISSING,
  POI_BAD,
  POI_FAILED,
  TAB_LOADED,
  TAB_FAILED,
];

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.poi?.id ?? '-',
    s.context.error?.kind ?? '-',
    currentBlocks(s.context) ? 'content' : '-',
    s.context.poi ? (s.context.currentTab[s.context.poi.id] ?? '-') : '-',
  ].join('|');

describeModel(
  {
    name: 'POI sheet machine',
    machine: poiSheetMachine,
    input: undefined,
    events: EVENTS,
    serializeState,
    start: (inspect) => {
      const poi = deferred<string, GeoentityPoi>();
      const tab = deferred<string, TabBlock[]>();
      const machine = poiSheetMachine.provide({
        actors: { loadPoi: poi.logic, loadTab: tab.logic },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, poi, tab };
    },
    execute: (sut, event) => {
      const live = sut.actor.getSnapshot();
      const reading = live.matches('loading') || live.matches({ shown: 'refreshing' });
      const poiCall = reading ? sut.poi.calls.at(-1) : undefined;
      const tabCall = live.matches({ shown: 'fetchingTab' }) ? sut.tab.calls.at(-1) : undefined;
      if (event === POI_LOADED) poiCall?.resolve(SHOP);
      else if (event === POI_MISSING || event === POI_BAD || event === POI_FAILED)
        poiCall?.reject(event === POI_MISSING ? NOT_FOUND : event === POI_BAD ? BAD_ID : SERVER);
      else if (event === TAB_LOADED) tabCall?.resolve(STATION_INFOS);
      else if (event === TAB_FAILED) tabCall?.reject(SERVER);
      else sut.actor.send(event);
    },
    invariants: {
      'loading reads the POI of the sheet': ({ sut, live }) => {
        if (!live.matches('loading')) return false;
        expect(sut.poi.calls.at(-1)?.input).toBe(live.context.id);
        return true;
      },
      'a new language reads the shown POI again, keeping it on screen': ({ sut, live }) => {
        if (!live.matches({ shown: 'refreshing' })) return false;
        expect(sut.poi.calls.at(-1)?.input).toBe(live.context.id);
        expect(live.context.poi).not.toBeNull();
        return true;
      },
      "a list's POI reads its tab's content from the tab's relative path": ({ sut, live }) => {
        if (!live.matches({ shown: 'fetchingTab' })) return false;
        expect(sut.tab.calls.at(-1)?.input).toBe(STATION.tabs[0]?.url);
        return true;
      },
      'a ready sheet has the content of its tab': ({ live }) => {
        if (!live.matches({ shown: 'ready' })) return false;
        expect(currentBlocks(live.context)).toBeDefined();
        return true;
      },
      'a POI answered 404 or 400 is « not found » (§8)': ({ live }) => {
        if (!live.matches('notFound')) return false;
        expect(live.context.error).toEqual({ kind: 'notfound' });
        return true;
      },
    },
  },
  (start) => {
    it('keeps the current tab and block of each POI and the visited list', async () => {
      const sut = start();
      sut.actor.send({ type: 'open', id: SHOP.id, known: SHOP });
      sut.actor.send({ type: 'tab.select', tabId: 'horaires' });
      sut.actor.send({ type: 'block.select', index: 0 });
      sut.actor.send({ type: 'open', id: STATION.id, known: STATION });
      sut.actor.send({ type: 'open', id: SHOP.id, known: SHOP });
      await flush();
      const { context } = sut.actor.getSnapshot();
      expect(context.currentTab).toEqual({ [SHOP.id]: 'horaires' });
      expect(context.visited).toEqual([SHOP.id, STATION.id]);
      sut.actor.stop();
    });
  },
);
