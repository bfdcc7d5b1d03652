import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { bboxAround } from '../../src/domain/geo';
import {
  geolocationMachine,
  geolocationStatusOf,
  type GeolocationEvent,
  type GeolocationStatus,
} from '../../src/machines/geolocation-machine';
import { createWatcherLogic, GEOLOCATION_OPTIONS } from '../../src/machines/geolocation-watcher';
import { FakeGeolocation } from './fake-geolocation';
import { describeModel } from './model-harness';
import { edgeCoveringPaths } from './model-helpers';

type Snapshot = SnapshotFrom<typeof geolocationMachine>;

const POSITION_A = { lng: 7.4246, lat: 43.7384, accuracy: 12, timestamp: 1_700_000_000_000 };
const POSITION_B = { lng: 7.43, lat: 43.74, accuracy: 12, timestamp: 1_700_000_000_000 };

const EVENTS: GeolocationEvent[] = [
  { type: 'toggle' },
  { type: 'locate' },
  { type: 'map.dragged' },
  { type: 'resume' },
  { type: 'position.updated', position: POSITION_A },
  { type: 'position.updated', position: POSITION_B },
  { type: 'position.failed', code: 1, message: 'User denied Geolocation' },
  { type: 'position.failed', code: 2, message: 'Position unavailable' },
  { type: 'position.failed', code: 3, message: 'Timeout expired' },
];

const WATCHING: GeolocationStatus[] = ['fetch-follow', 'fetch-active', 'follow', 'active'];

/** The spec's toggle table (§4 Geolocation status). */
const TOGGLE: Record<GeolocationStatus, GeolocationStatus> = {
  blocked: 'fetch-follow',
  disabled: 'fetch-follow',
  'fetch-active': 'disabled',
  'fetch-follow': 'disabled',
  active: 'follow',
  follow: 'active',
};

const serializeState = (s: Snapshot): string =>
  `${geolocationStatusOf(s.value)}|${s.context.requestStatus}|${s.context.position?.lng ?? '-'}|${s.context.quiet}`;

let warn = vi.spyOn(console, 'warn');
let error = vi.spyOn(console, 'error');

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describeModel(
  {
    name: 'geolocation machine',
    machine: geolocationMachine,
    input: { supported: true },
    variants: [{ name: 'without a geolocation API', input: { supported: false } }],
    events: EVENTS,
    serializeState,
    start: (inspect, input) => {
      const fake = new FakeGeolocation();
      const machine = geolocationMachine.provide({
        actors: { watcher: createWatcherLogic(() => fake) },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, fake, supported: input.supported, errorsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.errorsBefore = error.mock.calls.length;
      if (event.type === 'position.updated')
        sut.fake.emitPosition(event.position.lng, event.position.lat);
      else if (event.type === 'position.failed') sut.fake.emitError(event.code, event.message);
      else sut.actor.send(event);
    },
    invariants: {
      'the position is watched exactly in the fetch, follow and active statuses': ({
        sut,
        live,
      }) => {
        const status = geolocationStatusOf(live.value);
        expect(sut.fake.watches.size).toBe(WATCHING.includes(status) ? 1 : 0);
        for (const options of sut.fake.options) expect(options).toEqual(GEOLOCATION_OPTIONS);
        return WATCHING.includes(status);
      },
      'blocked means denied; fetching means pending': ({ live }) => {
        const status = geolocationStatusOf(live.value);
        if (status === 'blocked') expect(live.context.requestStatus).toBe('denied');
        if (status === 'fetch-follow' || status === 'fetch-active')
          expect(live.context.requestStatus).toBe('pending');
        return status === 'blocked' || status.startsWith('fetch');
      },
      'follow and active have a position and its 1 km box': ({ live }) => {
        const status = geolocationStatusOf(live.value);
        if (status !== 'follow' && status !== 'active') return false;
        const position = live.context.position;
        expect(position).not.toBeNull();
        if (position) expect(live.context.bbox).toEqual(bboxAround(position, 1000));
        return true;
      },
      "toggle follows the spec's table; without the API it only warns": ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'toggle') return false;
        // The table is for what the person started; an unasked fetch pressed is asked (below).
        if (before.context.quiet && geolocationStatusOf(before.value) === 'fetch-active') {
          expect(geolocationStatusOf(live.value)).toBe('fetch-follow');
          expect(live.context.quiet).toBe(false);
          return true;
        }
        if (sut.supported)
          expect(geolocationStatusOf(live.value)).toBe(TOGGLE[geolocationStatusOf(before.value)]);
        else expect(warn).toHaveBeenCalled();
        return true;
      },
      'a fetch that fails (not denied) disables, says failed and logs once': ({
        sut,
        event,
        before,
        live,
      }) => {
        const from = geolocationStatusOf(before.value);
        if (event.type !== 'position.failed' || event.code === 1 || !from.startsWith('fetch'))
          return false;
        if (before.context.quiet && from === 'fetch-active') return false;
        expect(geolocationStatusOf(live.value)).toBe('disabled');
        expect(live.context.requestStatus).toBe('failed');
        expect(error.mock.calls.length).toBe(sut.errorsBefore + 1);
        return true;
      },
      'resume shows a position granted before without being asked: quietly, from disabled only': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'resume') return false;
        const from = geolocationStatusOf(before.value);
        const to = geolocationStatusOf(live.value);
        if (from === 'disabled' && sut.supported) {
          expect(to).toBe('fetch-active');
          expect(live.context.quiet).toBe(true);
        } else expect(to).toBe(from);
        return true;
      },
      'a quiet fetch that fails or is refused is no failure to tell: disabled, idle, nothing logged':
        ({ sut, event, before, live }) => {
          const quietFetch =
            before.context.quiet && geolocationStatusOf(before.value) === 'fetch-active';
          // Refused too: a browser whose system location is off refuses though the site may.
          if (!quietFetch || event.type !== 'position.failed') return false;
          expect(geolocationStatusOf(live.value)).toBe('disabled');
          expect(live.context.requestStatus).toBe('idle');
          expect(error.mock.calls.length).toBe(sut.errorsBefore);
          return true;
        },
      'locate asks: the position it finds is no longer quiet': ({ event, before, live }) => {
        const from = geolocationStatusOf(before.value);
        const quietFetch = before.context.quiet && from === 'fetch-active';
        if (event.type !== 'locate' || (from !== 'disabled' && from !== 'blocked' && !quietFetch))
          return false;
        expect(live.context.quiet).toBe(false);
        return true;
      },
    },
  },
  () => {
    it('reaches every status of the spec', () => {
      const paths = edgeCoveringPaths(geolocationMachine, {
        events: EVENTS,
        serializeState,
        input: { supported: true },
      });
      const reached = new Set(
        paths.flatMap((p) => p.steps.map((s) => geolocationStatusOf(s.state.value))),
      );
      expect([...reached].sort()).toEqual(Object.keys(TOGGLE).sort());
    });

    it('stays disabled and only warns without a geolocation API', () => {
      const fake = new FakeGeolocation();
      const actor = createActor(
        geolocationMachine.provide({ actors: { watcher: createWatcherLogic(() => fake) } }),
        { input: { supported: false } },
      );
      actor.start();
      actor.send({ type: 'toggle' });
      actor.send({ type: 'locate' });
      expect(actor.getSnapshot().value).toBe('disabled');
      expect(warn).toHaveBeenCalledTimes(2);
      expect(error).not.toHaveBeenCalled();
      actor.stop();
    });
  },
);
