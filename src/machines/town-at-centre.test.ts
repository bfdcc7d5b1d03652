import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Address } from '../domain/address';
import type { Bbox, LngLat } from '../domain/geo';
import { loaderMachine } from './loader-machine';
import { mapMachine } from './map-machine';
import { followCentre, townSlugAt, townViewKey, TOWN_VIEW_ZOOM } from './town-at-centre';

/** What the reverse geocoder answers at Rouen's Rue de la République (the demo region's). */
const ROUEN: Address = {
  type: 'address',
  label: 'Point sur la carte (49,44320, 1,09930), Rouen',
  split_label: ['Point sur la carte (49,44320, 1,09930)', 'Rouen'],
  name: 'Point sur la carte (49,44320, 1,09930)',
  town: 'Rouen',
  towncode: '76540',
  countryCode: '250',
  countryLabel: 'France',
  geocode_level: 'unnamed_road',
  coordinates: { lng: 1.0993, lat: 49.4432 },
};
/** Monaco's places have no town code: no French commune holds them. */
const MONACO: Address = { ...ROUEN, town: 'Monaco', towncode: undefined };

function around(p: LngLat): Bbox {
  return [p.lng - 0.01, p.lat - 0.01, p.lng + 0.01, p.lat + 0.01];
}

/** France's first view: no town under it. */
const FRANCE = { center: { lng: 2.4, lat: 46.6 }, zoom: 5 };

function wired(answer: (p: LngLat) => Address[], start = FRANCE) {
  const reverse = vi.fn(async (p: LngLat) => ({ addresses: answer(p) }));
  const map = createActor(mapMachine, { input: { locale: 'fr-FR', ...start } }).start();
  const loader = createActor(
    loaderMachine('townAtCentre', (p: LngLat, signal) => townSlugAt({ reverse }, p, signal)),
  ).start();
  followCentre({ map }, loader);
  const move = (center: LngLat, zoom: number): void =>
    map.send({ type: 'moved', center, zoom, bbox: around(center) });
  return { reverse, loader, move };
}

describe('the town under the map’s centre', () => {
  it('is asked only at a town’s scale, once per kilometre', () => {
    expect(townViewKey({ lng: 1.0993, lat: 49.4432 }, TOWN_VIEW_ZOOM - 0.1)).toBeNull();
    expect(townViewKey({ lng: 1.0993, lat: 49.4432 }, TOWN_VIEW_ZOOM)).toBe('1.10,49.44');
    expect(townViewKey({ lng: 1.0961, lat: 49.4418 }, 15)).toBe('1.10,49.44');
  });

  it('names Rouen’s page at Rouen, then nothing once the map shows the region', async () => {
    const { reverse, loader, move } = wired(() => [ROUEN]);
    // France's first view: no town, nothing asked.
    expect(reverse).not.toHaveBeenCalled();
    move({ lng: 1.0993, lat: 49.4432 }, 15);
    await waitFor(loader, (s) => s.matches('ready'));
    expect(loader.getSnapshot().context.value).toBe('rouen-76540');
    // A few streets further, the same town: not asked again.
    move({ lng: 1.0961, lat: 49.4418 }, 16);
    expect(reverse).toHaveBeenCalledTimes(1);
    move({ lng: 1.0993, lat: 49.4432 }, 9);
    expect(loader.getSnapshot().context.value).toBeNull();
  });

  it('names the town of the view shown when it is created', async () => {
    const { loader } = wired(() => [ROUEN], { center: ROUEN.coordinates, zoom: 15 });
    await waitFor(loader, (s) => s.matches('ready'));
    expect(loader.getSnapshot().context.value).toBe('rouen-76540');
  });

  it('names no town where no French commune is (Monaco)', async () => {
    const { loader, move } = wired(() => [MONACO]);
    move({ lng: 7.4197, lat: 43.7311 }, 15);
    await waitFor(loader, (s) => s.matches('ready'));
    expect(loader.getSnapshot().context.value).toBeNull();
  });
});
