/**
 * The full-screen street view (§2 360_VIEW_FULLSCREEN, §7 Panorama): every transition, and the
 * rules checked after each step: a spherical picture opened for a place looks toward it, a flat
 * one never turns, an unknown picture says so, a failure can be retried, closing forgets.
 */
import { expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bearingDegrees, type PanoramicPicture } from '../../src/domain/panoramic';
import { panoramaMachine, type PanoramaEvent } from '../../src/machines/panorama-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

const CASINO = { lng: 7.42835, lat: 43.73925 };
const SPHERICAL: PanoramicPicture = {
  panoramicId: 'a',
  lng: 7.4287,
  lat: 43.7396,
  heading: 30,
  spherical: true,
  fieldOfView: 360,
  takenAt: '2025-06-14T09:12:31+00:00',
  author: 'Contributeur de test',
  licence: 'CC-BY-SA-4.0',
  sourceUrl: 'http://127.0.0.1/#focus=pic&pic=a',
};
const FLAT: PanoramicPicture = {
  ...SPHERICAL,
  panoramicId: 'b',
  spherical: false,
  fieldOfView: 70,
};

const doneWith = (output: PanoramicPicture) =>
  ({ type: 'xstate.done.actor.loadPicture', output }) as unknown as PanoramaEvent;
const failWith = (status: number) =>
  ({
    type: 'xstate.error.actor.loadPicture',
    error: toApiError({ status }),
  }) as unknown as PanoramaEvent;
const DONE_SPHERICAL = doneWith(SPHERICAL);
const DONE_FLAT = doneWith(FLAT);
const NOT_FOUND = failWith(404);
const FAILED = failWith(503);
const SETTLING = new Set([DONE_SPHERICAL, DONE_FLAT, NOT_FOUND, FAILED]);

interface Pending {
  id: string;
  resolve: (picture: PanoramicPicture) => void;
  reject: (error: unknown) => void;
}

describeModel(
  {
    name: 'panorama machine',
    machine: panoramaMachine,
    input: undefined,
    events: [
      { type: 'open', panoramicId: 'a', target: CASINO },
      { type: 'open', panoramicId: 'b', target: null },
      { type: 'close' },
      { type: 'retry' },
      { type: 'turn', degrees: 30 },
      { type: 'drag', dx: 100, viewWidth: 400, fov: 90 },
      { type: 'image.sharp' },
      { type: 'image.failed' },
      DONE_SPHERICAL,
      DONE_FLAT,
      NOT_FOUND,
      FAILED,
    ],
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.panoramicId ?? '-',
        s.context.picture?.panoramicId ?? '-',
        s.context.error ?? '-',
      ].join('|'),
    start: (inspect) => {
      const calls: Pending[] = [];
      const machine = panoramaMachine.provide({
        actors: {
          loadPicture: fromPromise<PanoramicPicture, { panoramicId: string }>(
            ({ input }) =>
              new Promise((resolve, reject) =>
                calls.push({ id: input.panoramicId, resolve, reject }),
              ),
          ),
        },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, calls };
    },
    execute: (sut, event) => {
      if (!SETTLING.has(event)) {
        sut.actor.send(event);
        return;
      }
      if (sut.actor.getSnapshot().value !== 'loading') return;
      const last = sut.calls.at(-1);
      if (event === DONE_SPHERICAL) last?.resolve(SPHERICAL);
      else if (event === DONE_FLAT) last?.resolve(FLAT);
      else
        last?.reject(
          event === NOT_FOUND ? toApiError({ status: 404 }) : toApiError({ status: 503 }),
        );
    },
    invariants: {
      'loading asks for the picture of the fragment': ({ sut, live }) => {
        if (live.value !== 'loading') return false;
        expect(sut.calls.at(-1)?.id).toBe(live.context.panoramicId);
        return true;
      },
      'a spherical picture opened for a place looks toward it first': ({ event, before, live }) => {
        if (before.value !== 'loading' || event !== DONE_SPHERICAL || !live.context.target)
          return false;
        expect(live.context.heading).toBeCloseTo(bearingDegrees(SPHERICAL, CASINO), 6);
        return true;
      },
      'a flat picture looks along itself, whatever is sent': ({ live }) => {
        if (live.context.picture?.spherical !== false) return false;
        expect(live.context.heading).toBe(FLAT.heading);
        return true;
      },
      'the heading stays in [0, 360)': ({ live }) => {
        expect(live.context.heading).toBeGreaterThanOrEqual(0);
        expect(live.context.heading).toBeLessThan(360);
        return true;
      },
      'a failure is named and can be retried; an unknown picture is not': ({ live }) => {
        if (live.value === 'failed') expect(live.context.error).not.toBeNull();
        else if (live.value === 'notFound') expect(live.context.error).toBeNull();
        else return false;
        return true;
      },
      'closed means nothing is kept': ({ live }) => {
        if (live.value !== 'closed') return false;
        expect(live.context).toEqual({
          panoramicId: null,
          target: null,
          picture: null,
          heading: 0,
          error: null,
        });
        return true;
      },
    },
  },
  (start) => {
    it('a drag to the right turns the view to the left; a full turn comes back', async () => {
      const sut = start();
      sut.actor.send({ type: 'open', panoramicId: 'a', target: null });
      sut.calls.at(-1)?.resolve(SPHERICAL);
      await flush();
      expect(sut.actor.getSnapshot().context.heading).toBe(30);
      sut.actor.send({ type: 'drag', dx: 200, viewWidth: 400, fov: 90 });
      expect(sut.actor.getSnapshot().context.heading).toBe(345);
      for (let i = 0; i < 12; i += 1) sut.actor.send({ type: 'turn', degrees: 30 });
      expect(sut.actor.getSnapshot().context.heading).toBe(345);
    });

    it('turns and drags leave a flat picture as it is', async () => {
      const sut = start();
      sut.actor.send({ type: 'open', panoramicId: 'b', target: CASINO });
      sut.calls.at(-1)?.resolve(FLAT);
      await flush();
      sut.actor.send({ type: 'turn', degrees: 30 });
      sut.actor.send({ type: 'drag', dx: 200, viewWidth: 400, fov: 90 });
      expect(sut.actor.getSnapshot().context.heading).toBe(FLAT.heading);
    });

    it('opening the picture shown already keeps the view where it looks', async () => {
      const sut = start();
      sut.actor.send({ type: 'open', panoramicId: 'a', target: CASINO });
      sut.calls.at(-1)?.resolve(SPHERICAL);
      await flush();
      sut.actor.send({ type: 'turn', degrees: 30 });
      const heading = sut.actor.getSnapshot().context.heading;
      sut.actor.send({ type: 'open', panoramicId: 'a', target: CASINO });
      expect(sut.calls).toHaveLength(1);
      expect(sut.actor.getSnapshot().context.heading).toBe(heading);
    });
  },
);
