/**
 * The itinerary's URL sync on the real API (Fastify inject on the Monaco artefacts, real
 * Valhalla): a shared link computes its trip and stays; a computing link gives way to its results;
 * a trip no mode can make keeps its address, the form saying why; a view is applied once.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { stepAtPoint, stepFromQuery } from '../../src/domain/itinerary/steps';
import type { HashTrip, ItineraryView } from '../../src/domain/paths/itinerary-hash';
import { createAppSystem, type AppSystemOptions } from '../../src/machines/app-system';
import { itinerarySystemOf } from '../../src/machines/itinerary-system';
import { createUrlSync, type GoOptions } from '../../src/machines/itinerary-url-sync';
import { createItineraryApi } from '../../src/services/itinerary-api';
import { monacoAppFixture } from '../../server/test-support/monaco-app';
import { testAppOptions } from '../support/app-system';
import { injectFetch } from './inject-fetch';

const fixture = monacoAppFixture();

const MONACO_VILLE = { point: { lng: 7.4197, lat: 43.7311 } };
const CASINO = { point: { lng: 7.4277, lat: 43.7394 } };
const AT_SEA = { point: { lng: 7.45, lat: 43.6 } };
const trip = (to = CASINO): HashTrip => ({ from: MONACO_VILLE, to, stops: [] });

/** An app system, its itinerary on the real API, and a sync that records where it goes. */
function start(options: Partial<AppSystemOptions> = {}) {
  const app = createAppSystem(testAppOptions(options));
  const api = createItineraryApi({
    baseURL: 'http://periple.test',
    fetch: injectFetch(() => fixture.app),
  });
  const it = itinerarySystemOf(app, api);
  const went: { view: ItineraryView; options: GoOptions | undefined }[] = [];
  const sync = createUrlSync(it, () => (view, options) => went.push({ view, options }));
  const settled = () =>
    waitFor(it.actor, (s) => s.matches({ ready: 'idle' }) || s.matches('failed'), {
      timeout: 20_000,
    });
  return { app, it, sync, went, settled };
}

describe('itinerary URL sync', () => {
  it('a shared link of bare points is replaced by the named trip; a named one stays', async () => {
    const first = start();
    const bare: ItineraryView = {
      screen: 'results',
      mode: 'car',
      trip: trip(),
      provider: 'voiture',
    };
    first.sync.enter(bare, 'car');
    expect(first.it.visible).toBe(true);
    await first.settled();
    // The steps were reverse-geocoded: the URL now carries their names.
    expect(first.went).toHaveLength(1);
    const named = first.went[0]!.view;
    expect(first.went[0]?.options).toEqual({ replace: true });
    expect(named).toMatchObject({ screen: 'results', provider: 'voiture' });
    const labels = named.screen === 'results' ? [named.trip.from.label, named.trip.to.label] : [];
    expect(labels).toEqual([expect.stringMatching(/Monaco/), expect.stringMatching(/Casino/)]);
    first.sync.stop();
    expect(first.it.visible).toBe(false);
    first.it.stop();
    first.app.stop();

    const second = start();
    second.sync.enter(named, 'car');
    const ready = await second.settled();
    second.sync.enter(structuredClone(named), 'car');
    expect(ready.context.currentProvider).toBe('voiture');
    expect(second.it.actor.getSnapshot().context.computedCount).toBe(1);
    expect(second.went).toEqual([]);
    second.sync.stop();
    second.it.stop();
    second.app.stop();
  });

  it('a computing link gives way to its results, replacing its entry', async () => {
    const { app, it, sync, went, settled } = start();
    sync.enter({ screen: 'computing', mode: 'car', trip: trip() }, 'car');
    await settled();
    expect(went).toHaveLength(1);
    expect(went[0]?.view).toMatchObject({ screen: 'results', mode: 'car', provider: 'voiture' });
    expect(went[0]?.options).toEqual({ replace: true });
    sync.stop();
    it.stop();
    app.stop();
  });

  it('a route chosen on the map becomes the address shown, a new history entry', async () => {
    const { app, it, sync, went, settled } = start();
    const stade = { point: { lng: 7.41647, lat: 43.7283 } };
    const shown: ItineraryView = {
      screen: 'results',
      mode: 'car',
      trip: { from: CASINO, to: stade, stops: [] },
      provider: 'voiture',
      routeId: 'voiture-0',
    };
    sync.enter(shown, 'car');
    const ready = await settled();
    const other = ready.context.routes.find((r) => r.routeId !== 'voiture-0');
    expect(other).toBeDefined();
    const before = went.length;
    it.actor.send({ type: 'route.change', routeId: other!.routeId });
    it.afterRouteChosen();
    expect(went.slice(before)).toEqual([
      { view: { ...shown, routeId: other!.routeId }, options: undefined },
    ]);
    // On the form, a route chosen moves nothing.
    sync.enter({ screen: 'home' }, undefined);
    it.afterRouteChosen();
    expect(went).toHaveLength(before + 1);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('Back from the results to the form keeps the steps and drops the routes; Forward computes', async () => {
    const { app, it, sync, settled } = start();
    const results: ItineraryView = {
      screen: 'results',
      mode: 'car',
      trip: trip(),
      provider: 'voiture',
    };
    sync.enter(results, 'car');
    expect((await settled()).context.routes.length).toBeGreaterThan(0);
    sync.enter({ screen: 'home' }, undefined);
    const form = it.actor.getSnapshot();
    expect(form.matches('editing')).toBe(true);
    expect(form.context.routes).toEqual([]);
    expect(form.context.steps.map((s) => s.coordinates)).toEqual([
      expect.objectContaining({ lng: MONACO_VILLE.point.lng }),
      expect.objectContaining({ lng: CASINO.point.lng }),
    ]);
    sync.enter(results, 'car');
    expect((await settled()).context.routes.length).toBeGreaterThan(0);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('Back from another day’s results leaves now again; the form drops a day gone by', async () => {
    const { app, it, sync, settled } = start();
    const now: ItineraryView = {
      screen: 'results',
      mode: 'car',
      trip: trip(),
      provider: 'voiture',
    };
    sync.enter(now, 'car');
    await settled();
    const later = {
      ...trip(),
      when: 'DEPARTURE_LATER' as const,
      date: '2099-02-13',
      time: '17:09',
    };
    sync.enter({ ...now, trip: later }, 'car');
    expect((await settled()).context.timeOptions).toMatchObject({ when: 'DEPARTURE_LATER' });
    const computed = it.actor.getSnapshot().context.computedCount;
    sync.enter(structuredClone(now), 'car');
    const back = await settled();
    expect(back.context.timeOptions.when).toBe('NOW');
    expect(back.context.computedCount).toBe(computed + 1);
    // A shared trip of a day gone by: Back to its form keeps its day; the form opened again
    // later (the page left, then « Itinéraire ») leaves now.
    const past = { ...trip(), when: 'DEPARTURE_LATER' as const, date: '2020-02-13', time: '08:00' };
    sync.enter({ screen: 'computing', mode: 'car', trip: past }, 'car');
    await settled();
    sync.enter({ screen: 'home' }, undefined);
    expect(it.actor.getSnapshot().context.timeOptions.date).toBe('2020-02-13');
    sync.stop();
    const again = createUrlSync(it, () => () => undefined);
    again.enter({ screen: 'home' }, undefined);
    expect(it.actor.getSnapshot().context.timeOptions.when).toBe('NOW');
    again.stop();
    it.stop();
    app.stop();
  });

  it('a trip no mode can make keeps its address: the form says why, a reload tries again', async () => {
    const { app, it, sync, went, settled } = start();
    const view: ItineraryView = { screen: 'computing', mode: 'car', trip: trip(AT_SEA) };
    sync.enter(view, 'car');
    const failed = await settled();
    expect(failed.matches('failed')).toBe(true);
    expect(failed.context.generalError ?? failed.context.itineraryError).toBeTruthy();
    expect(went).toEqual([]);
    // Back to the form, then Forward to the same address: the failure is shown, not computed
    // again (a computation would have left `failed` at once).
    sync.enter({ screen: 'home' }, undefined);
    sync.enter(structuredClone(view), 'car');
    expect(it.actor.getSnapshot().matches('failed')).toBe(true);
    expect(went).toEqual([]);
    // The same trip by bike is another search: it is computed.
    sync.enter({ ...view, mode: 'bike' }, 'bike');
    expect(it.actor.getSnapshot().matches('computing')).toBe(true);
    await settled();
    sync.stop();
    it.stop();
    app.stop();
  });

  it('a shared results link that fails shows the failure under its trip’s search address', async () => {
    const { app, it, sync, went, settled } = start();
    sync.enter({ screen: 'results', mode: 'car', trip: trip(AT_SEA), provider: 'voiture' }, 'car');
    await settled();
    expect(went).toHaveLength(1);
    expect(went[0]?.view).toMatchObject({ screen: 'computing', mode: 'car' });
    expect(went[0]?.options).toEqual({ replace: true });
    sync.enter(went[0]!.view, 'car');
    expect(it.actor.getSnapshot().matches('failed')).toBe(true);
    expect(went).toHaveLength(1);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('toward a place with the position shown: computed at once from « Ma position », once', async () => {
    const watches: PositionCallback[] = [];
    const geolocation = {
      watchPosition: (success: PositionCallback) => watches.push(success),
      clearWatch: () => undefined,
    };
    const { app, it, sync, went, settled } = start({ geolocation });
    // The visitor shows their position on the map.
    app.geolocation.send({ type: 'toggle' });
    watches.at(-1)?.({
      coords: { longitude: MONACO_VILLE.point.lng, latitude: MONACO_VILLE.point.lat, accuracy: 5 },
      timestamp: Date.now(),
    } as GeolocationPosition);
    const toward: ItineraryView = { screen: 'to', to: { ...CASINO, label: 'Place du Casino' } };
    sync.enter(toward, undefined);
    expect(it.actor.getSnapshot().context.steps[0]?.from).toBe('geolocation');
    expect(went[0]?.view).toMatchObject({ screen: 'computing', mode: 'car' });
    expect((await settled()).context.routes.length).toBeGreaterThan(0);
    const computed = it.actor.getSnapshot().context.computedCount;
    // The results shown; Back to the form, a later departure chosen in its overlay, the overlay
    // closed: the trip keeps its date and is not computed again.
    sync.enter(went.at(-1)!.view, 'car');
    sync.enter(structuredClone(toward), undefined);
    sync.enter({ screen: 'datetime' }, undefined);
    it.actor.send({ type: 'time.mode', when: 'DEPARTURE_LATER', now: new Date() });
    sync.enter(structuredClone(toward), undefined);
    const form = it.actor.getSnapshot();
    expect(form.context.timeOptions.when).toBe('DEPARTURE_LATER');
    expect(form.matches('computing')).toBe(false);
    expect(form.context.computedCount).toBe(computed);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('the empty form opened with the position shown starts from « Ma position »', () => {
    const watches: PositionCallback[] = [];
    const geolocation = {
      watchPosition: (success: PositionCallback) => watches.push(success),
      clearWatch: () => undefined,
    };
    const { app, it, sync, went } = start({ geolocation });
    // Shown at start, as a position the browser allows (resume), not asked for.
    app.geolocation.send({ type: 'resume' });
    watches.at(-1)?.({
      coords: { longitude: MONACO_VILLE.point.lng, latitude: MONACO_VILLE.point.lat, accuracy: 5 },
      timestamp: Date.now(),
    } as GeolocationPosition);
    sync.enter({ screen: 'home' }, undefined);
    const { steps } = it.actor.getSnapshot().context;
    expect(steps[0]?.from).toBe('geolocation');
    expect(steps[1]?.label).toBe('');
    expect(went).toEqual([]);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('without the position shown, a place is the end of a trip still to start', () => {
    const { app, it, sync, went } = start();
    sync.enter({ screen: 'to', to: { ...CASINO, label: 'Place du Casino' } }, undefined);
    const { steps } = it.actor.getSnapshot().context;
    expect(steps.map((s) => s.label)).toEqual(['', 'Place du Casino']);
    expect(went).toEqual([]);
    sync.stop();
    it.stop();
    app.stop();
  });

  it('a step picked waits for « Calculer » while another holds text typed and not picked', async () => {
    const { app, it, sync, settled } = start();
    sync.enter({ screen: 'home' }, undefined);
    it.actor.send({ type: 'step.set', index: 1, step: stepFromQuery('Sainte-Anne') });
    it.actor.send({ type: 'step.set', index: 0, step: stepAtPoint(MONACO_VILLE.point) });
    it.afterStepChosen();
    // Not computed toward whatever « Sainte-Anne » is found to be (it was Guadeloupe).
    expect(it.actor.getSnapshot().matches('editing')).toBe(true);
    // Picked in its turn, the arrival computes the trip.
    it.actor.send({ type: 'step.set', index: 1, step: stepAtPoint(CASINO.point) });
    it.afterStepChosen();
    expect((await settled()).context.routes.length).toBeGreaterThan(0);
    sync.stop();
    it.stop();
    app.stop();
  });
});
