/**
 * Map-placed itinerary steps resolved by the real reverse geocoder (Fastify inject on the Monaco
 * artefacts): two points get two different, real names, never « Voie sans nom », and keep them
 * through a swap; a point with no name is « Point sur la carte » where it was put (issue 10,
 * point 4).
 */
import { describe, expect, it } from 'vitest';
import {
  stepAtPoint,
  stepFromQuery,
  swapWithNext,
  type ItineraryStep,
} from '../../src/domain/itinerary/steps';
import { resolveSteps } from '../../src/machines/itinerary-services';
import { createItineraryApi } from '../../src/services/itinerary-api';
import { monacoAppFixture } from '../../server/test-support/monaco-app';

const t = monacoAppFixture();

/** A fetch that answers through app.inject. */
const injectFetch: typeof globalThis.fetch = async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return new Response(res.body, {
    status: res.statusCode,
    headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
  });
};

function mapSteps(...points: [number, number][]): ItineraryStep[] {
  return points.map(([lng, lat], i) => ({
    id: i === 0 ? 'departure' : 'arrival',
    ...stepAtPoint({ lng, lat }),
  }));
}

describe('resolveSteps on the real reverse geocoder', () => {
  const api = createItineraryApi({ baseURL: 'http://periple.test', fetch: injectFetch });

  it('names two points placed on the map differently, and swaps the names with the points', async () => {
    const steps = await resolveSteps(api, {
      steps: mapSteps([7.4197, 43.7311], [7.4277, 43.7394]),
      lang: 'fr',
    });
    expect(steps.map((s) => s.label)).toEqual([
      'Place du Palais, 98000 Monaco',
      'Place du Casino, 98000 Monaco',
    ]);
    for (const step of steps) {
      expect(step).toMatchObject({ type: 'address', countryCode: '492', from: 'map' });
      expect(step.label).not.toMatch(/Voie sans nom/);
      expect(step.unresolved).toBeUndefined();
    }
    const swapped = swapWithNext(steps, 0);
    expect(swapped.map((s) => s.label)).toEqual([
      'Place du Casino, 98000 Monaco',
      'Place du Palais, 98000 Monaco',
    ]);
    // Located steps are not resolved again.
    expect(await resolveSteps(api, { steps: swapped, lang: 'fr' })).toEqual(swapped);
  });

  it('keeps a point with no name where it was put, as « Point sur la carte »', async () => {
    const [sea] = await resolveSteps(api, { steps: mapSteps([7.433, 43.729]), lang: 'fr' });
    expect(sea).toMatchObject({
      label: 'Point sur la carte (43,72900, 7,43300), 98000 Monaco',
      coordinates: { lng: 7.433, lat: 43.729 },
      geocode_level: 'unnamed_road',
      countryCode: '492',
    });
    const [english] = await resolveSteps(api, { steps: mapSteps([7.433, 43.729]), lang: 'en' });
    expect(english?.label).toBe('Point on the map (43.72900, 7.43300), 98000 Monaco');
  });

  it('keeps the label and the point of a shared link’s step: the same link gives the same route', async () => {
    // A departure picked as « Place du Casino » at its suggestion's point, shared by a link:
    // the address point of the square is 20 m away, and the link must not move to it.
    const shared: ItineraryStep = {
      id: 'departure',
      ...stepAtPoint({ lng: 7.42765, lat: 43.73936 }),
      label: 'Place du Casino, 98000 Monaco',
      from: 'url',
    };
    const [step] = await resolveSteps(api, { steps: [shared], lang: 'fr' });
    expect(step).toMatchObject({
      label: 'Place du Casino, 98000 Monaco',
      coordinates: { lng: 7.42765, lat: 43.73936 },
      from: 'url',
    });
  });

  it('finds typed text near the map view, as its field listed it', async () => {
    const typed: ItineraryStep[] = [{ id: 'arrival', ...stepFromQuery('villa') }];
    // The map at street level by the Casino: a villa of Monaco, not « Villars, Loire ».
    const [near] = await resolveSteps(api, {
      steps: typed,
      lang: 'fr',
      bbox: [7.4265, 43.7385, 7.4285, 43.74],
    });
    expect(near?.label).toMatch(/^(Accès )?Villa .*(Monaco|Beausoleil)$/);
    expect(near?.from).toBe('typed');
    const [anywhere] = await resolveSteps(api, { steps: typed, lang: 'fr' });
    expect(anywhere?.label).not.toMatch(/Monaco|Beausoleil/);
  });
});
