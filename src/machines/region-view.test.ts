import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { COUNTRY_BOUNDS, NO_GUESS, type GeoipGuess } from '../domain/geoip';
import type { Locale, MapConfig } from '../domain/map-config';
import { mapMachine } from './map-machine';
import { showRegionView } from './region-view';

/** A deployment of France and Belgium as a whole, whose own first view is Paris. */
const REGION: MapConfig['region'] = {
  name: 'fr-be',
  label: 'France et Belgique',
  bounds: [-5.2, 41.3, 9.6, 51.6],
  center: [2.35, 48.86],
  zoom: 10,
  places: [],
  countries: ['FR', 'BE'],
};

function firstView(options: {
  guess: GeoipGuess | Error;
  locale?: Locale;
  region?: MapConfig['region'];
  restored?: boolean;
}) {
  const map = createActor(mapMachine, {
    input: { locale: 'fr-FR', center: { lng: 0, lat: 0 }, zoom: 2 },
  }).start();
  if (options.restored) map.send({ type: 'view.restore', bbox: [7.41, 43.72, 7.44, 43.75] });
  const { guess } = options;
  const geoip = vi.fn(async () => (guess instanceof Error ? Promise.reject(guess) : guess));
  showRegionView({
    map,
    region: options.region ?? REGION,
    locale: options.locale ?? 'fr-FR',
    geoip,
  });
  return { map, geoip };
}

describe('the first view follows the geoip guess where the deployment covers it', () => {
  it('opens on Belgium for a visitor guessed in Belgium, and keeps the guess', async () => {
    const { map, geoip } = firstView({ guess: { country: 'BE', source: 'header' } });
    // At once, the locale's country; then the guessed one.
    expect(map.getSnapshot().context.flyRequest).toMatchObject({ bbox: COUNTRY_BOUNDS.FR });
    await vi.waitFor(() => expect(map.getSnapshot().context.geoip).toBe('BE'));
    expect(map.getSnapshot().context.flyRequest).toMatchObject({ bbox: COUNTRY_BOUNDS.BE });
    expect(map.getSnapshot().context.geoip).toBe('BE');
    expect(geoip).toHaveBeenCalledTimes(1);
  });

  it('opens on the locale’s country when the guess is a country without data', async () => {
    const { map } = firstView({ guess: { country: 'DE', source: 'language' }, locale: 'nl-BE' });
    await vi.waitFor(() => expect(map.getSnapshot().context.flyRequest).not.toBeNull());
    expect(map.getSnapshot().context.flyRequest).toMatchObject({ bbox: COUNTRY_BOUNDS.BE });
  });

  it('keeps the region’s view when neither is covered, or when the service fails', async () => {
    for (const guess of [NO_GUESS, new Error('503')]) {
      const { map } = firstView({ guess, locale: 'en-GB' });
      await vi.waitFor(() => expect(map.getSnapshot().context.flyRequest).not.toBeNull());
      expect(map.getSnapshot().context.flyRequest).toMatchObject({
        center: { lng: 2.35, lat: 48.86 },
        zoom: 10,
        bbox: null,
      });
    }
  });

  it('leaves alone a map moved before the guess came (a search, a place)', async () => {
    const { map } = firstView({ guess: { country: 'BE', source: 'header' } });
    map.send({ type: 'fly.to', center: { lng: 7.42, lat: 43.74 }, zoom: 15 });
    await vi.waitFor(() => expect(map.getSnapshot().context.geoip).toBe('BE'));
    expect(map.getSnapshot().context.flyRequest).toMatchObject({ zoom: 15, bbox: null });
  });

  it('asks nothing when the URL gave the view (the state condition of §7)', () => {
    const { map, geoip } = firstView({
      guess: { country: 'BE', source: 'header' },
      restored: true,
    });
    expect(geoip).not.toHaveBeenCalled();
    expect(map.getSnapshot().context.flyRequest).toMatchObject({
      bbox: [7.41, 43.72, 7.44, 43.75],
    });
  });

  it('asks nothing for a region that covers no such country', () => {
    const { map, geoip } = firstView({
      guess: { country: 'FR', source: 'header' },
      region: { ...REGION, countries: [] },
    });
    expect(geoip).not.toHaveBeenCalled();
    expect(map.getSnapshot().context.flyRequest).toMatchObject({ zoom: 10, bbox: null });
  });
});
