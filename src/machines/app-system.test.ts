import { NO_GUESS } from '../domain/geoip';
import { describe, expect, it, vi } from 'vitest';
import type { MapConfig } from '../domain/map-config';
import { defaultMapConfig } from '../services/default-map-config';
import { toApiError } from '../services/api-errors';
import type { ItineraryApi } from '../services/itinerary-api';
import type { PoiApi } from '../services/poi-api';
import { testAppOptions } from '../../tests/support/app-system';
import { createAppSystem, type AppSystemOptions } from './app-system';
import { existingItinerarySystem, itinerarySystemOf } from './itinerary-system';
import { existingPoiSystem, poiSystemOf } from './poi-system';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const monaco: MapConfig = {
  ...defaultMapConfig('fr-FR'),
  region: {
    name: 'monaco',
    label: 'Monaco',
    bounds: [7.4, 43.72, 7.44, 43.76],
    center: [7.42, 43.74],
    zoom: 14,
    places: [{ id: 'monaco', label: 'Monaco', center: [7.4246, 43.7384], zoom: 15 }],
    countries: [],
  },
  themes: defaultMapConfig('fr-FR').themes.map((t) => ({ ...t, available: true })),
};

function options(overrides: Partial<AppSystemOptions> = {}): AppSystemOptions {
  return testAppOptions({
    api: { getMapConfig: vi.fn(async () => monaco), getGeoip: vi.fn(async () => NO_GUESS) },
    ...overrides,
  });
}

describe('app system', () => {
  it('sends the loaded config to the map: themes and the first view of the region', async () => {
    const system = createAppSystem(options());
    expect(
      system.map.getSnapshot().context.themes.find((t) => t.id === 'satellite')?.available,
    ).toBe(false);
    await flush();
    const { context } = system.map.getSnapshot();
    expect(context.themes.find((t) => t.id === 'satellite')?.available).toBe(true);
    expect(context.flyRequest).toMatchObject({
      center: { lng: 7.42, lat: 43.74 },
      zoom: 14,
      animate: false,
    });
    system.stop();
  });

  it('asks no geoip for a region that covers no country with default bounds', async () => {
    const o = options();
    const system = createAppSystem(o);
    await flush();
    expect(system.map.getSnapshot().context.flyRequest).not.toBeNull();
    expect(o.api.getGeoip).not.toHaveBeenCalled();
    system.stop();
  });

  it('forwards a locale change to the map style and the config, and persists it', async () => {
    const o = options();
    const system = createAppSystem(o);
    await flush();
    system.locale.send({ type: 'locale.set', locale: 'nl-BE' });
    // Its screens' messages load first (one chunk), then the locale switches.
    await vi.waitFor(() => expect(system.locale.getSnapshot().value).toBe('ready'));
    expect(system.map.getSnapshot().context.locale).toBe('nl-BE');
    expect(o.api.getMapConfig).toHaveBeenLastCalledWith('nl-BE');
    expect(o.persistLocale).toHaveBeenCalledWith('nl-BE');
    await flush();
    // The region view is not forced again for the same region.
    expect(system.map.getSnapshot().context.flyRequest?.seq).toBe(1);
    system.stop();
  });

  it('keeps the defaults and reports when the config fails', async () => {
    const o = options({
      api: {
        getMapConfig: vi.fn(async () => Promise.reject(toApiError({ status: 500 }))),
        getGeoip: vi.fn(async () => NO_GUESS),
      },
    });
    const system = createAppSystem(o);
    await flush();
    expect(system.config.getSnapshot().value).toBe('failed');
    expect(o.monitoring.report).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'service-error', status: 500, detail: 'Erreur Serveur' }),
    );
    expect(system.map.getSnapshot().context.flyRequest).toBeNull();
    system.stop();
  });

  it('marks geolocation unsupported without an API, and fixes the device class', () => {
    const system = createAppSystem(options({ width: 600 }));
    expect(system.geolocation.getSnapshot().context.supported).toBe(false);
    expect(system.device.getSnapshot().context.deviceClass).toBe('pe');
    system.stop();
  });
});

describe('app system: the systems loaded with their screens', () => {
  it('uses the clients of its options and stops them with itself', () => {
    const inventory = vi.fn(() => new Promise<never>(() => undefined));
    const configuration = vi.fn(() => new Promise<never>(() => undefined));
    const itineraryApi = { inventory } as unknown as ItineraryApi;
    const poiApi = { configuration } as unknown as PoiApi;
    const system = createAppSystem(options({ clients: { itinerary: itineraryApi, poi: poiApi } }));
    const it = itinerarySystemOf(system);
    const ps = poiSystemOf(system);
    expect(it.api).toBe(itineraryApi);
    expect(ps.api).toBe(poiApi);
    // The inventory of the interface language and the POI catalogue load through those clients.
    expect(inventory).toHaveBeenCalledWith('fr-FR', expect.any(AbortSignal));
    expect(configuration).toHaveBeenCalled();
    system.stop();
    for (const actor of [it.actor, it.inventory, ps.list, ps.sheet, ps.hotelRooms, ps.catalogue])
      expect(actor.getSnapshot().status).toBe('stopped');
    expect(existingItinerarySystem(system)).toBeUndefined();
    expect(existingPoiSystem(system)).toBeUndefined();
  });
});
