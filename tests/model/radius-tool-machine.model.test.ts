import type { FeatureCollection } from 'geojson';
import { expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { LngLat } from '../../src/domain/geo';
import { DEFAULT_COMPUTE_RADIUS_M } from '../../src/domain/geoentity';
import {
  ISOCHRONE_MINUTES,
  radiusToolMachine,
  type FoundCenter,
  type RadiusToolEvent,
} from '../../src/machines/radius-tool-machine';
import { toApiError } from '../../src/services/api-errors';
import type { IsochroneMode } from '../../src/services/poi-api';
import { describeModel } from './model-harness';
import { AREAS, deferred, doneEvent, errorEvent } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof radiusToolMachine>;

const CASINO: FoundCenter = {
  point: { lng: 7.4277, lat: 43.7394 },
  label: 'Place du Casino, 98000 Monaco',
};
const SERVER = toApiError({ status: 500 });

const FOUND = doneEvent<RadiusToolEvent>('geocode', CASINO);
const NOT_FOUND = doneEvent<RadiusToolEvent>('geocode', null);
const GEOCODE_FAILED = errorEvent<RadiusToolEvent>('geocode', SERVER);
const AREAS_LOADED = doneEvent<RadiusToolEvent>('isochrone', AREAS);
const AREAS_FAILED = errorEvent<RadiusToolEvent>('isochrone', SERVER);

const EVENTS: RadiusToolEvent[] = [
  { type: 'center.set', point: { lng: 7.42, lat: 43.73 } },
  { type: 'search', query: 'Place du Casino' },
  { type: 'search', query: '   ' },
  { type: 'radius.set', metres: 5000 },
  { type: 'radius.set', metres: 50 },
  { type: 'mode.set', mode: 'velo' },
  { type: 'areas.show' },
  { type: 'areas.hide' },
  { type: 'retry' },
  { type: 'clear' },
  FOUND,
  NOT_FOUND,
  GEOCODE_FAILED,
  AREAS_LOADED,
  AREAS_FAILED,
];

const serializeState = (s: Snapshot): string =>
  [
    JSON.stringify(s.value),
    s.context.center ? 'center' : '-',
    s.context.radius,
    s.context.mode,
    s.context.showAreas,
    s.context.areas ? 'areas' : '-',
    s.context.error ? 'error' : '-',
  ].join('|');

type IsochroneInput = { point: LngLat; mode: IsochroneMode; minutes: readonly number[] };

describeModel(
  {
    name: 'radius tool machine',
    machine: radiusToolMachine,
    input: undefined,
    events: EVENTS,
    serializeState,
    start: (inspect) => {
      const geocode = deferred<string, FoundCenter | null>();
      const isochrone = deferred<IsochroneInput, FeatureCollection>();
      const machine = radiusToolMachine.provide({
        actors: { geocode: geocode.logic, isochrone: isochrone.logic },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, geocode, isochrone };
    },
    execute: (sut, event) => {
      const live = sut.actor.getSnapshot();
      const locating = live.matches('locating');
      const loading = live.matches({ centred: 'loadingAreas' });
      if (event === FOUND || event === NOT_FOUND) {
        if (locating) sut.geocode.calls.at(-1)?.resolve(event === FOUND ? CASINO : null);
      } else if (event === GEOCODE_FAILED) {
        if (locating) sut.geocode.calls.at(-1)?.reject(SERVER);
      } else if (event === AREAS_LOADED) {
        if (loading) sut.isochrone.calls.at(-1)?.resolve(AREAS);
      } else if (event === AREAS_FAILED) {
        if (loading) sut.isochrone.calls.at(-1)?.reject(SERVER);
      } else sut.actor.send(event);
    },
    invariants: {
      'a search looks up its text': ({ sut, live }) => {
        if (!live.matches('locating')) return false;
        expect(sut.geocode.calls.at(-1)?.input).toBe(live.context.query);
        return true;
      },
      'the areas are asked for the centre, the mode and the spec minutes': ({ sut, live }) => {
        if (!live.matches({ centred: 'loadingAreas' })) return false;
        expect(sut.isochrone.calls.at(-1)?.input).toEqual({
          point: live.context.center,
          mode: live.context.mode,
          minutes: ISOCHRONE_MINUTES,
        });
        return true;
      },
    },
  },
  (start) => {
    it('starts with the spec radius of 10 km and keeps radii between 100 m and 100 km', () => {
      const sut = start();
      expect(sut.actor.getSnapshot().context.radius).toBe(DEFAULT_COMPUTE_RADIUS_M);
      sut.actor.send({ type: 'radius.set', metres: 100_001 });
      sut.actor.send({ type: 'radius.set', metres: Number.NaN });
      expect(sut.actor.getSnapshot().context.radius).toBe(10_000);
      sut.actor.stop();
    });
  },
);
