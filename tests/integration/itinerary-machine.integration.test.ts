/**
 * The itinerary machine with its real services against the real server (Fastify inject on the
 * Monaco artefacts, real Valhalla): Monaco-Ville → Place du Casino by car, the five modes
 * compared, then the optional provider of the car fetched when chosen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { stepAtPoint, stepFromQuery } from '../../src/domain/itinerary/steps';
import {
  NO_CONNECTION_MESSAGE,
  selectedRoute,
  sortedRoutes,
} from '../../src/machines/itinerary-logic';
import { itineraryMachine } from '../../src/machines/itinerary-machine';
import { itineraryServices, resolveSteps } from '../../src/machines/itinerary-services';
import { createItineraryApi } from '../../src/services/itinerary-api';
import { loadScreenMessages } from '../../src/i18n/translate';
import { monacoAppFixture } from '../../server/test-support/monaco-app';
import { injectFetch as injectInto } from './inject-fetch';

const t = monacoAppFixture();
const injectFetch = () => injectInto(() => t.app);

// The itinerary's French messages come with its screen (the route awaits them).
beforeAll(() => loadScreenMessages());

describe('itinerary machine on the real API', () => {
  it('compares the five road modes from Monaco-Ville to the Place du Casino', async () => {
    const api = createItineraryApi({ baseURL: 'http://periple.test', fetch: injectFetch() });
    const actor = createActor(itineraryMachine.provide({ actors: itineraryServices(api) }), {
      input: { lang: 'fr' },
    });
    const emitted: string[] = [];
    actor.on('*', (e) => emitted.push(e.type));
    actor.start();
    actor.send({ type: 'step.set', index: 0, step: stepAtPoint({ lng: 7.4197, lat: 43.7311 }) });
    actor.send({ type: 'step.set', index: 1, step: stepAtPoint({ lng: 7.4277, lat: 43.7394 }) });
    actor.send({ type: 'compute' });
    const ready = await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'), {
      timeout: 20_000,
    });
    expect(ready.value).toEqual({ ready: 'idle' });
    const c = ready.context;
    expect(emitted).toEqual(['navigate.results']);
    expect(c.computedCount).toBe(1);
    // The taxi of issue 5 is compared too (public transport has no timetable for today).
    expect(new Set(c.routes.map((r) => r.mode))).toEqual(
      new Set(['car', 'motorbike', 'bike', 'scooter', 'pedestrian', 'taxi']),
    );
    expect(c.placeholders).toEqual(['voiture-courte']);
    expect(selectedRoute(c)?.routeId).toBe('voiture-0');
    // The reverse geocoding of the search service may be absent: steps keep a label either way.
    for (const step of c.steps) expect(step.label.length).toBeGreaterThan(0);
    actor.send({ type: 'sort.set', sort: 'duration' });
    const sorted = sortedRoutes(actor.getSnapshot().context).map((r) => r.time.value);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    actor.send({ type: 'provider.change', provider: 'voiture-courte' });
    const optional = await waitFor(actor, (s) => s.matches({ ready: 'idle' }), { timeout: 10_000 });
    // On this short trip the shortest route is the fastest: listed once, and said.
    expect(optional.context.routes.some((r) => r.provider.name === 'voiture-courte')).toBe(false);
    expect(optional.context.sameRoutes).toEqual({ 'voiture-courte': 'voiture' });
    expect(selectedRoute(optional.context)?.routeId).toBe('voiture-0');
    expect(optional.context.providers.find((p) => p.name === 'voiture-courte')?.optional).toBe(
      false,
    );
    expect(optional.context.placeholders).toEqual([]);
    actor.stop();
  });

  it('says once that no mode reaches an arrival out at sea, keeps the per-mode errors, returns to the input', async () => {
    const api = createItineraryApi({ baseURL: 'http://periple.test', fetch: injectFetch() });
    const actor = createActor(itineraryMachine.provide({ actors: itineraryServices(api) }), {
      input: { lang: 'fr' },
    });
    const emitted: string[] = [];
    actor.on('*', (e) => emitted.push(e.type));
    actor.start();
    actor.send({ type: 'step.set', index: 0, step: stepAtPoint({ lng: 7.4197, lat: 43.7311 }) });
    actor.send({ type: 'step.set', index: 1, step: stepAtPoint({ lng: 7.45, lat: 43.6 }) });
    actor.send({ type: 'compute' });
    const failed = await waitFor(actor, (s) => s.matches('failed'), { timeout: 20_000 });
    // Every mode failed or is unavailable: the error is the whole trip's (issue 10, point 6).
    expect(failed.context.itineraryError).toMatchObject({
      message: NO_CONNECTION_MESSAGE,
      provider: 'voiture',
      code: 'no-connection',
    });
    expect(failed.context.routeErrors.car?.message).toBe(
      "Il n'y a aucun itinéraire pour ce mode de transport",
    );
    expect(failed.context.routeErrors.pedestrian?.provider).toBe('marche');
    expect(failed.context.routes).toEqual([]);
    expect(emitted).toEqual(['navigate.input']);
    actor.stop();
  });

  it('keeps a coordinate label with a notice when reverse geocoding fails', async () => {
    const steps = await resolveSteps(
      { reverseGeocode: () => Promise.reject(new Error('404')), suggest: async () => [] },
      { steps: [{ id: 'departure', ...stepAtPoint({ lng: 7.4197, lat: 43.7311 }) }], lang: 'fr' },
    );
    expect(steps[0]).toMatchObject({ label: '43,73110, 7,41970', unresolved: true });
    const [shared] = await resolveSteps(
      {
        suggest: async () => [],
        reverseGeocode: async () => ({
          type: 'address',
          label: 'Avenue de Monte-Carlo, 98000 Monaco',
          split_label: ['Avenue de Monte-Carlo', '98000 Monaco'],
          name: 'Avenue de Monte-Carlo',
          countryCode: '492',
          countryLabel: 'Monaco',
          geocode_level: 'way',
          coordinates: { lng: 7.4277, lat: 43.7394 },
        }),
      },
      {
        steps: [
          {
            id: 'arrival',
            ...stepAtPoint({ lng: 7.4277, lat: 43.7394 }, 'url'),
            label: 'Place du Casino',
          },
        ],
        lang: 'fr',
      },
    );
    expect(shared).toMatchObject({ label: 'Place du Casino', countryCode: '492', type: 'address' });
  });

  it('resolves typed text to its first place and computes between real names', async () => {
    const api = createItineraryApi({ baseURL: 'http://periple.test', fetch: injectFetch() });
    const actor = createActor(itineraryMachine.provide({ actors: itineraryServices(api) }), {
      input: { lang: 'fr-FR' },
    });
    actor.start();
    actor.send({ type: 'step.set', index: 0, step: stepFromQuery('Place du Casino, Monaco') });
    actor.send({ type: 'step.set', index: 1, step: stepFromQuery('18 boulevard des Moulins') });
    actor.send({ type: 'compute' });
    const ready = await waitFor(actor, (s) => s.matches('ready'), { timeout: 20_000 });
    const [from, to] = ready.context.steps;
    expect(from?.label).toMatch(/Place du Casino/);
    expect(from).toMatchObject({ countryCode: '492' });
    expect(to?.label).toMatch(/18 Boulevard des Moulins/);
    expect(from?.query).toBeUndefined();
    expect(selectedRoute(ready.context)?.provider.name).toBe('voiture');
    actor.stop();
  });

  it('stops with a clear message when typed text names no place', async () => {
    const api = createItineraryApi({ baseURL: 'http://periple.test', fetch: injectFetch() });
    const steps = [
      { id: 'departure', ...stepFromQuery('Place du Casino, Monaco') },
      { id: 'arrival', ...stepFromQuery('qzxwv kjhgf') },
    ];
    await expect(resolveSteps(api, { steps, lang: 'fr-FR' })).rejects.toMatchObject({
      code: 'UNKNOWN_PLACE',
      // French spacing: the guillemets keep their word (no-break spaces).
      message: 'Aucun lieu ne correspond à «\u00a0qzxwv kjhgf\u00a0» (Arrivée).',
    });
  });
});
