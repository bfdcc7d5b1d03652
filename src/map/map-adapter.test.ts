import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { geolocationMachine } from '../machines/geolocation-machine';
import { createWatcherLogic } from '../machines/geolocation-watcher';
import { mapMachine } from '../machines/map-machine';
import { attachMapAdapter, type MapLike } from './map-adapter';
import { MAX_FLIGHT_MS } from '../domain/ui-constants';

type Listener = (event?: unknown) => void;

class FakeMap {
  listeners = new Map<string, Listener[]>();
  layers: { id: string; metadata?: unknown }[] = [
    { id: 'labels', metadata: { 'periple:label': true } },
    { id: 'bike', metadata: { 'periple:mode': 'bicycle' } },
    { id: 'zfe', metadata: { 'periple:mode': 'zfe' } },
    { id: 'tc', metadata: { 'periple:mode': 'tc' } },
  ];
  visibility = new Map<string, string>();
  setStyle = vi.fn();
  flyTo = vi.fn();
  jumpTo = vi.fn();
  fitBounds = vi.fn();
  easeTo = vi.fn();
  rendered: unknown[] = [];
  /** An 800 × 600 map without a panel beside it. */
  container = {
    getBoundingClientRect: () => ({ left: 0, top: 0, right: 800, bottom: 600 }),
    closest: () => null,
    ownerDocument: { querySelectorAll: () => [], querySelector: () => null },
    querySelectorAll: () => [],
  };
  getContainer() {
    return this.container as unknown as HTMLElement;
  }
  styleLoaded = true;
  on(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    return this;
  }
  fire(type: string, event?: unknown) {
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
  getStyle() {
    return { layers: this.layers };
  }
  /** False while a new style's JSON loads: MapLibre then refuses layout changes. */
  parsed = true;
  setLayoutProperty(id: string, _name: string, value: string) {
    if (!this.parsed) throw new Error('Style is not done loading');
    this.visibility.set(id, value);
  }
  queryRenderedFeatures(options: { layers: string[] }) {
    return options.layers.includes('labels') ? this.rendered : [];
  }
  isStyleLoaded() {
    return this.styleLoaded;
  }
  getCenter() {
    return { lng: 7.42, lat: 43.73 };
  }
  getZoom() {
    return 13;
  }
  getBounds() {
    return {
      toArray: () => [
        [7.4, 43.7],
        [7.45, 43.76],
      ],
    };
  }
}

function setup() {
  const fake = new FakeMap();
  const mapActor = createActor(mapMachine, {
    input: { locale: 'fr-FR', center: { lng: 7.42, lat: 43.73 }, zoom: 13 },
  }).start();
  const watches: PositionCallback[] = [];
  const geolocationActor = createActor(
    geolocationMachine.provide({
      actors: {
        watcher: createWatcherLogic(() => ({
          watchPosition: (success) => watches.push(success),
          clearWatch: () => undefined,
        })),
      },
    }),
    { input: { supported: true } },
  ).start();
  const marker = { show: vi.fn(), hide: vi.fn() };
  const adapter = attachMapAdapter({
    map: fake as unknown as MapLike,
    mapActor,
    geolocationActor,
    marker,
    origin: 'http://localhost',
  });
  const emit = (lng: number, lat: number) =>
    watches.at(-1)?.({
      coords: { longitude: lng, latitude: lat, accuracy: 5 },
      timestamp: 1,
    } as GeolocationPosition);
  return { fake, mapActor, geolocationActor, marker, adapter, emit };
}

describe('map adapter', () => {
  it('reports the style load and re-applies the mode', () => {
    const { fake, mapActor } = setup();
    mapActor.send({ type: 'mode.set', mode: 'zfe' });
    fake.fire('style.load');
    expect(mapActor.getSnapshot().value).toBe('styled');
    expect(fake.visibility.get('zfe')).toBe('visible');
    expect(fake.visibility.get('bike')).toBe('none');
  });

  it('sets the new style on a theme change and reapplies the mode once loaded', () => {
    const { fake, mapActor } = setup();
    fake.fire('style.load');
    mapActor.send({ type: 'mode.set', mode: 'bicycle' });
    expect(fake.visibility.get('bike')).toBe('visible');
    mapActor.send({ type: 'theme.set', theme: 'dark' });
    expect(fake.setStyle).toHaveBeenCalledWith('http://localhost/styles/dark.json?locale=fr-FR', {
      diff: false,
    });
    expect(mapActor.getSnapshot().value).toBe('reloading');
    fake.visibility.clear();
    fake.fire('style.load');
    expect(mapActor.getSnapshot().value).toBe('styled');
    expect(fake.visibility.get('bike')).toBe('visible');
  });

  it('applies a mode chosen while the tiles load, and after a style still loading', () => {
    const { fake, mapActor } = setup();
    fake.fire('style.load');
    // The style is there, its tiles are not: MapLibre's isStyleLoaded() is false.
    fake.styleLoaded = false;
    mapActor.send({ type: 'mode.set', mode: 'tc' });
    expect(fake.visibility.get('tc')).toBe('visible');
    // A new style whose JSON is loading refuses the change; its load applies it.
    fake.parsed = false;
    mapActor.send({ type: 'mode.set', mode: 'zfe' });
    expect(fake.visibility.get('zfe')).not.toBe('visible');
    fake.parsed = true;
    fake.fire('style.load');
    expect(fake.visibility.get('zfe')).toBe('visible');
  });

  it('changes the style URL with the locale', () => {
    const { fake, mapActor } = setup();
    fake.fire('style.load');
    mapActor.send({ type: 'locale.set', locale: 'en-GB' });
    expect(fake.setStyle).toHaveBeenLastCalledWith(
      'http://localhost/styles/normal.json?locale=en-GB',
      { diff: false },
    );
  });

  it('turns moveend into moved', () => {
    const { fake, mapActor } = setup();
    fake.fire('moveend');
    expect(mapActor.getSnapshot().context).toMatchObject({
      center: { lng: 7.42, lat: 43.73 },
      zoom: 13,
      bbox: [7.4, 43.7, 7.45, 43.76],
    });
  });

  it('marks labels rendered after an idle with label features, pending again on reload', () => {
    const { fake, mapActor } = setup();
    fake.fire('style.load');
    fake.fire('idle');
    expect(mapActor.getSnapshot().context.labels).toBe('pending');
    fake.rendered = [{ id: 1 }];
    fake.fire('idle');
    expect(mapActor.getSnapshot().context.labels).toBe('rendered');
    mapActor.send({ type: 'theme.set', theme: 'nature' });
    expect(mapActor.getSnapshot().context.labels).toBe('pending');
  });

  it('reports a style failure but ignores tile errors', () => {
    const { fake, mapActor } = setup();
    fake.fire('error', { error: { url: 'http://localhost/tiles/1/2/3.pbf', message: 'tile' } });
    expect(mapActor.getSnapshot().context.styleError).toBeNull();
    fake.fire('error', { error: { url: 'http://localhost/styles/normal.json', message: '500' } });
    expect(mapActor.getSnapshot().context.styleError).toBe('500');
    mapActor.send({ type: 'style.retry' });
    expect(fake.setStyle).toHaveBeenCalledTimes(1);
  });

  it('flies (at most MAX_FLIGHT_MS, else jumps) or jumps on a fly request', () => {
    const { fake, mapActor } = setup();
    mapActor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 12 });
    expect(fake.flyTo).toHaveBeenCalledWith({
      center: [1, 2],
      zoom: 12,
      // Centred in the map's free part (clear of its buttons in this bare container).
      offset: [0, expect.any(Number)],
      maxDuration: MAX_FLIGHT_MS,
    });
    mapActor.send({ type: 'fly.to', center: { lng: 3, lat: 4 }, zoom: 5, animate: false });
    expect(fake.jumpTo).toHaveBeenCalledWith({ center: [3, 4], zoom: 5 });
    mapActor.send({ type: 'view.restore', bbox: [7.41, 43.72, 7.44, 43.76] });
    expect(fake.fitBounds).toHaveBeenCalledWith(
      [
        [7.41, 43.72],
        [7.44, 43.76],
      ],
      { animate: false, maxDuration: MAX_FLIGHT_MS },
    );
  });

  it('recentres while following and leaves follow on a user drag', () => {
    const { fake, geolocationActor, marker, emit } = setup();
    geolocationActor.send({ type: 'toggle' });
    emit(7.41, 43.72);
    expect(geolocationActor.getSnapshot().value).toEqual({ watching: 'follow' });
    expect(marker.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ lng: 7.41, lat: 43.72 }),
    );
    // Centred in what the chips above leave of the map (no panel beside it here).
    expect(fake.easeTo).toHaveBeenLastCalledWith({
      center: [7.41, 43.72],
      zoom: 15,
      offset: [0, expect.any(Number)],
    });
    emit(7.43, 43.74);
    expect(fake.easeTo).toHaveBeenCalledTimes(2);
    fake.fire('dragstart', { originalEvent: new Event('mousedown') });
    expect(geolocationActor.getSnapshot().value).toEqual({ watching: 'active' });
    emit(7.44, 43.75);
    expect(fake.easeTo).toHaveBeenCalledTimes(2);
    fake.fire('dragstart', {});
    geolocationActor.send({ type: 'toggle' });
    expect(geolocationActor.getSnapshot().value).toEqual({ watching: 'follow' });
  });

  it('shows a position granted before at start without moving the map; asked for, centres it', () => {
    const { fake, geolocationActor, marker, emit } = setup();
    geolocationActor.send({ type: 'resume' });
    emit(7.41, 43.72);
    expect(geolocationActor.getSnapshot().value).toEqual({ watching: 'active' });
    expect(marker.show).toHaveBeenLastCalledWith(
      expect.objectContaining({ lng: 7.41, lat: 43.72 }),
    );
    expect(fake.easeTo).not.toHaveBeenCalled();
    // The locate button pressed then: the map comes to the position.
    geolocationActor.send({ type: 'toggle' });
    expect(fake.easeTo).toHaveBeenCalledTimes(1);
  });

  it('stops applying after destroy', () => {
    const { fake, mapActor, adapter } = setup();
    adapter.destroy();
    mapActor.send({ type: 'theme.set', theme: 'dark' });
    fake.fire('style.load');
    expect(fake.setStyle).not.toHaveBeenCalled();
    expect(mapActor.getSnapshot().value).toBe('init');
  });
});
