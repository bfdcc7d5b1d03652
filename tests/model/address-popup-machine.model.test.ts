import { expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Address } from '../../src/domain/address';
import type { LngLat } from '../../src/domain/geo';
import type { Poi } from '../../src/domain/search';
import {
  addressPopupMachine,
  NOT_FOUND_MS,
  type AddressPopupEvent,
  type PoiIcon,
} from '../../src/machines/address-popup-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { CAFE, GRENOBLE, MOULINS } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof addressPopupMachine>;

const delayOf = (state: 'notFound' | 'failed') =>
  ({
    type: addressPopupMachine.root.states[state]?.after[0]?.eventType ?? '',
  }) as unknown as AddressPopupEvent;
const NOT_FOUND_DELAY = delayOf('notFound');
const FAILED_DELAY = delayOf('failed');
const done = (output: Address[]) =>
  ({ type: 'xstate.done.actor.reverseGeocode', output }) as unknown as AddressPopupEvent;
const failure = (error: unknown) =>
  ({ type: 'xstate.error.actor.reverseGeocode', error }) as unknown as AddressPopupEvent;
const ICON: PoiIcon = { name: 'Café de Paris', point: { lng: 7.42765, lat: 43.73925 } };
const poiFound = {
  type: 'xstate.done.actor.findPoi',
  output: CAFE,
} as unknown as AddressPopupEvent;
const poiMissing = (error: unknown) =>
  ({ type: 'xstate.error.actor.findPoi', error }) as unknown as AddressPopupEvent;
const NO_ADDRESS = toApiError({ status: 404 });
const SERVER = toApiError({ status: 500 });
const SETTLE = new Map<AddressPopupEvent, { output?: Address[]; error?: unknown }>([
  [done([MOULINS, GRENOBLE]), { output: [MOULINS, GRENOBLE] }],
  [done([]), { output: [] }],
  [failure(NO_ADDRESS), { error: NO_ADDRESS }],
  [failure(SERVER), { error: SERVER }],
]);

const POI_SETTLE = new Map<AddressPopupEvent, { output?: Poi; error?: unknown }>([
  [poiFound, { output: CAFE }],
  [poiMissing(NO_ADDRESS), { error: NO_ADDRESS }],
]);

const EVENTS: AddressPopupEvent[] = [
  { type: 'map.click', point: { lng: 7.42839, lat: 43.74331 } },
  { type: 'map.click', point: { lng: 7.42766, lat: 43.73926 }, icon: ICON },
  { type: 'close' },
  { type: 'shortcut', rubric: 'hotel' },
  { type: 'shortcut', rubric: 'parking' },
  { type: 'directions', end: 'from' },
  { type: 'directions', end: 'to' },
  NOT_FOUND_DELAY,
  FAILED_DELAY,
  ...SETTLE.keys(),
  ...POI_SETTLE.keys(),
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.address ? 'address' : '-'}|${s.context.error ? 'error' : '-'}|${s.context.icon ? 'icon' : '-'}`;

describeModel(
  {
    name: 'address popup machine',
    machine: addressPopupMachine,
    input: undefined,
    events: EVENTS,
    serializeState,
    start: (inspect) => {
      const clock = new SimulatedClock();
      const calls: {
        point: LngLat;
        resolve: (a: Address[]) => void;
        reject: (e: unknown) => void;
      }[] = [];
      const lookups: {
        icon: PoiIcon;
        resolve: (p: Poi) => void;
        reject: (e: unknown) => void;
      }[] = [];
      const searchNearby = vi.fn<(params: unknown) => void>();
      const openDirections = vi.fn<(params: unknown) => void>();
      const openPoi = vi.fn<(params: unknown) => void>();
      const machine = addressPopupMachine.provide({
        actors: {
          reverseGeocode: fromPromise<Address[], LngLat>(
            ({ input }) =>
              new Promise((resolve, reject) => calls.push({ point: input, resolve, reject })),
          ),
          findPoi: fromPromise<Poi, PoiIcon>(
            ({ input }) =>
              new Promise((resolve, reject) => lookups.push({ icon: input, resolve, reject })),
          ),
        },
        actions: {
          searchNearby: (_, params) => searchNearby(params),
          openDirections: (_, params) => openDirections(params),
          openPoi: (_, params) => openPoi(params),
        },
      });
      const actor = createActor(machine, { clock, inspect });
      actor.start();
      return { actor, clock, calls, lookups, searchNearby, openDirections, openPoi };
    },
    execute: (sut, event) => {
      const settle = SETTLE.get(event);
      const found = POI_SETTLE.get(event);
      const state = sut.actor.getSnapshot().value;
      if (found) {
        if (state !== 'findingPoi') return;
        if (found.output) sut.lookups.at(-1)?.resolve(found.output);
        else sut.lookups.at(-1)?.reject(found.error);
        return;
      }
      // A delay event of a state is the time passing in that state only.
      if (event === NOT_FOUND_DELAY || event === FAILED_DELAY) {
        const waits =
          (event === NOT_FOUND_DELAY && state === 'notFound') ||
          (event === FAILED_DELAY && state === 'failed');
        if (waits) sut.clock.increment(NOT_FOUND_MS);
      } else if (!settle) sut.actor.send(event);
      else if (state === 'locating') {
        if (settle.output) sut.calls.at(-1)?.resolve(settle.output);
        else sut.calls.at(-1)?.reject(settle.error);
      }
    },
    invariants: {
      'locating looks up the clicked point': ({ sut, live }) => {
        if (live.value !== 'locating') return false;
        expect(sut.calls.at(-1)?.point).toEqual(live.context.point);
        return true;
      },
      'a click on an icon looks its place up by the icon, not the click': ({
        sut,
        event,
        live,
      }) => {
        if (live.value !== 'findingPoi' || event.type !== 'map.click') return false;
        expect(sut.lookups.at(-1)?.icon).toEqual(ICON);
        return true;
      },
      'an icon found opens its place and no popup': ({ sut, event, before, live }) => {
        if (event !== poiFound || before.value !== 'findingPoi') return false;
        expect(sut.openPoi).toHaveBeenLastCalledWith({ poi: CAFE });
        expect(live.value).toBe('idle');
        return true;
      },
      'an icon the index lacks shows the address of the clicked point': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (!POI_SETTLE.get(event)?.error || before.value !== 'findingPoi') return false;
        expect(live.value).toBe('locating');
        expect(sut.calls.at(-1)?.point).toEqual(before.context.point);
        expect(sut.openPoi).not.toHaveBeenCalled();
        return true;
      },
      'the first address is the one shown': ({ live }) => {
        if (live.value !== 'shown') return false;
        expect(live.context.address).toEqual(MOULINS);
        return true;
      },
      'a shortcut searches its rubric around the address and closes': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'shortcut' || before.value !== 'shown') return false;
        expect(sut.searchNearby).toHaveBeenLastCalledWith({
          rubric: event.rubric,
          point: MOULINS.coordinates,
        });
        expect(live.value).toBe('idle');
        return true;
      },
      '« Itinéraire depuis / vers ici » takes the point, named once its address is known': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'directions' || !['shown', 'locating'].includes(String(before.value)))
          return false;
        expect(sut.openDirections).toHaveBeenLastCalledWith({
          end: event.end,
          point: before.context.point,
          address: before.value === 'shown' ? MOULINS : null,
        });
        expect(live.value).toBe('idle');
        return true;
      },
    },
  },
  (start) => {
    it('says no address was found, then closes after the delay', async () => {
      const sut = start();
      sut.actor.send({ type: 'map.click', point: { lng: -30, lat: 40 } });
      sut.calls.at(-1)?.reject(NO_ADDRESS);
      await flush();
      expect(sut.actor.getSnapshot().value).toBe('notFound');
      sut.clock.increment(NOT_FOUND_MS - 1);
      expect(sut.actor.getSnapshot().value).toBe('notFound');
      sut.clock.increment(1);
      expect(sut.actor.getSnapshot().value).toBe('idle');
      sut.actor.stop();
    });
  },
);
