import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { GeoentityPoi, TabBlock } from '../../src/domain/geoentity';
import {
  currentBlocks,
  poiSheetMachine,
  type PoiSheetEvent,
} from '../../src/machines/poi-sheet-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
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

const recorder = new TransitionRecorder(listTransitions(poiSheetMachine));

function startSut() {
  const poi = deferred<string, GeoentityPoi>();
  const tab = deferred<string, TabBlock[]>();
  const machine = poiSheetMachine.provide({ actors: { loadPoi: poi.logic, loadTab: tab.logic } });
  const actor = createActor(machine, { inspect: recorder.inspect });
  actor.start();
  return { actor, poi, tab };
}

async function execute(sut: ReturnType<typeof startSut>, event: PoiSheetEvent): Promise<void> {
  const live = sut.actor.getSnapshot();
  const loading = live.matches('loading');
  const fetching = live.matches({ shown: 'fetchingTab' });
  const poiCall = sut.poi.calls.at(-1);
  const tabCall = sut.tab.calls.at(-1);
  if (event === POI_LOADED) {
    if (loading) poiCall?.resolve(SHOP);
  } else if (event === POI_MISSING || event === POI_BAD || event === POI_FAILED) {
    const error = event === POI_MISSING ? NOT_FOUND : event === POI_BAD ? BAD_ID : SERVER;
    if (loading) poiCall?.reject(error);
  } else if (event === TAB_LOADED) {
    if (fetching) tabCall?.resolve(STATION_INFOS);
  } else if (event === TAB_FAILED) {
    if (fetching) tabCall?.reject(SERVER);
  } else sut.actor.send(event);
  await flush();
}

async function runPath(path: ModelPath<typeof poiSheetMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    await execute(sut, step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    if (live.matches('loading')) expect(sut.poi.calls.at(-1)?.input).toBe(live.context.id);
    // A list's POI reads its tab's content from the tab's relative path.
    if (live.matches({ shown: 'fetchingTab' }))
      expect(sut.tab.calls.at(-1)?.input).toBe(STATION.tabs[0]?.url);
    if (live.matches({ shown: 'ready' })) expect(currentBlocks(live.context)).toBeDefined();
    if (live.matches('notFound')) expect(live.context.error).toEqual({ kind: 'notfound' });
  }
  sut.actor.stop();
}

describe('POI sheet machine (model)', () => {
  const paths = edgeCoveringPaths(poiSheetMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('keeps the current tab and block of each POI and the visited list', async () => {
    const sut = startSut();
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

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`POI sheet machine transition coverage: ${recorder.summary()}`);
  });
});
