/**
 * The itinerary follows the kept travel preferences (issue 13): a change of the account's options
 * reaches the itinerary, recomputes results on screen (their prices follow at once), and an
 * option removed from the account is removed from the itinerary; the favourite mode is the mode
 * of a form not yet computed; an option set on the itinerary page is kept in turn.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { withFavoriteMode, type TravelPreferences } from '../../src/domain/account/preferences';
import type { ItineraryStep } from '../../src/domain/itinerary/steps';
import type { RoutesData } from '../../src/domain/itinerary/types';
import {
  itineraryMachine,
  type FetchRoutesInput,
  type ItineraryEvent,
  type ResolveStepsInput,
} from '../../src/machines/itinerary-machine';
import { sameOptions, syncItineraryPreferences } from '../../src/machines/itinerary-preferences';
import { preferencesMachine } from '../../src/machines/preferences-machine';
import { A, B, resolveFake, routesFor, TRANSPORTS } from './itinerary-fixtures';
import { flush } from './model-helpers';

function start(stored: TravelPreferences | null = null) {
  const routeCalls: FetchRoutesInput[] = [];
  const itinerary = createActor(
    itineraryMachine.provide({
      actors: {
        resolveSteps: fromPromise<ItineraryStep[], ResolveStepsInput>(async ({ input }) =>
          resolveFake(input.steps),
        ),
        fetchTransports: fromPromise(async () => TRANSPORTS),
        fetchRoutes: fromPromise<RoutesData, FetchRoutesInput>(async ({ input }) => {
          routeCalls.push(input);
          return routesFor(input.providers);
        }),
        computeOthers: fromCallback<ItineraryEvent, FetchRoutesInput>(({ sendBack }) => {
          sendBack({ type: 'others.done' });
        }),
      },
    }),
    { input: { lang: 'fr' } },
  ).start();
  const preferences = createActor(preferencesMachine, { input: { stored } }).start();
  const stop = syncItineraryPreferences({ actor: itinerary }, { preferences });
  return { itinerary, preferences, routeCalls, stop };
}

async function computed(sut: ReturnType<typeof start>): Promise<void> {
  sut.itinerary.send({ type: 'steps.set', steps: [A, B] });
  sut.itinerary.send({ type: 'compute' });
  await waitFor(sut.itinerary, (s) => s.matches('ready'), { timeout: 2000 });
}

describe('itinerary and kept travel preferences', () => {
  it('starts with the options the browser kept', () => {
    const sut = start({
      preferredOptions: { car: { fuel: 'B7', consumption: 5.2 } },
      transportModes: ['car'],
      critAir: null,
    });
    expect(sut.itinerary.getSnapshot().context.preferredOptions.car).toEqual({
      fuel: 'B7',
      consumption: 5.2,
    });
    sut.stop();
  });

  it('recomputes the results on screen when the kept options change', async () => {
    const sut = start();
    await computed(sut);
    const calls = sut.routeCalls.length;
    sut.preferences.send({ type: 'options.set', mode: 'car', options: { consumption: 12 } });
    expect(sut.itinerary.getSnapshot().context.preferredOptions.car?.consumption).toBe(12);
    expect(sut.itinerary.getSnapshot().matches('computing')).toBe(true);
    await waitFor(sut.itinerary, (s) => s.matches('ready'), { timeout: 2000 });
    expect(sut.routeCalls.length).toBeGreaterThan(calls);
    expect(sut.routeCalls.at(-1)?.request.preferred.car?.consumption).toBe(12);
    expect(sut.itinerary.getSnapshot().matches('ready')).toBe(true);
    sut.stop();
  });

  it('removes from the itinerary an option removed from the account', () => {
    const sut = start();
    sut.preferences.send({ type: 'options.set', mode: 'car', options: { consumption: 12 } });
    sut.preferences.send({ type: 'options.set', mode: 'car', options: { consumption: undefined } });
    expect(sut.itinerary.getSnapshot().context.preferredOptions.car?.consumption).toBeUndefined();
    expect(sut.preferences.getSnapshot().context.preferences.preferredOptions.car).toEqual({
      consumption: undefined,
    });
    sut.stop();
  });

  it('opens the form on the favourite mode, without recomputing for it', async () => {
    const sut = start();
    const base = sut.preferences.getSnapshot().context.preferences;
    const favorite = (mode: 'bike' | 'pedestrian') =>
      sut.preferences.send({
        type: 'save',
        preferences: { ...base, preferredOptions: withFavoriteMode({}, mode) },
      });
    favorite('bike');
    expect(sut.itinerary.getSnapshot().context.currentMode).toBe('bike');
    await computed(sut);
    const calls = sut.routeCalls.length;
    favorite('pedestrian');
    expect(sut.itinerary.getSnapshot().matches('ready')).toBe(true);
    await flush();
    expect(sut.routeCalls.length).toBe(calls);
    expect(sut.itinerary.getSnapshot().context.preferredOptions.bike?.favoriteMode).toBeUndefined();
    sut.stop();
  });

  it('keeps an option set on the itinerary page', () => {
    const sut = start();
    sut.itinerary.send({ type: 'options.set', mode: 'bike', options: { speedType: 'fast' } });
    expect(sut.preferences.getSnapshot().context.preferences.preferredOptions.bike).toEqual({
      speedType: 'fast',
    });
    sut.stop();
  });

  it('compares options regardless of key order and unset keys', () => {
    expect(
      sameOptions({ car: { fuel: 'B7', consumption: 5 } }, { car: { consumption: 5, fuel: 'B7' } }),
    ).toBe(true);
    expect(sameOptions({ car: { consumption: undefined } }, {})).toBe(true);
    expect(sameOptions({ car: { favoriteMode: true } }, {}, 'favoriteMode')).toBe(true);
    expect(sameOptions({ car: { consumption: 5 } }, { car: { consumption: 6 } })).toBe(false);
  });
});
