import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FeatureCollection } from 'geojson';
import type * as MapLibre from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { modeVisibility } from './style-layers';
import {
  addNetworkLayers,
  GTFS_LAYERS,
  OSM_LINE_LAYERS,
  OSM_STOP_LAYERS,
  OSM_TRANSIT_LAYERS,
} from './transit-layer';

const network = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../data/monaco/transit/network.geojson'), 'utf8'),
) as FeatureCollection;

/** The part of a MapLibre map the layer uses, recording what it is asked. */
function fakeMap() {
  const layers: { id: string; type: string; metadata?: unknown; layout?: unknown }[] = [
    { id: 'background', type: 'background' },
    ...OSM_TRANSIT_LAYERS.map((id) => ({ id, type: 'line', metadata: { 'periple:mode': 'tc' } })),
    { id: 'place-label', type: 'symbol' },
  ];
  const filters = new Map<string, unknown>();
  const sources = new Map<string, unknown>();
  const map = {
    getSource: (id: string) => sources.get(id),
    addSource: (id: string, source: unknown) => void sources.set(id, source),
    getLayer: (id: string) => layers.find((l) => l.id === id),
    getStyle: () => ({ layers }),
    addLayer: (layer: (typeof layers)[number], before?: string) => {
      const at = before ? layers.findIndex((l) => l.id === before) : layers.length;
      layers.splice(at, 0, layer);
    },
    setFilter: (id: string, filter: unknown) => void filters.set(id, filter),
    getFilter: (id: string) => filters.get(id),
  };
  return { map: map as unknown as MapLibre.Map, layers, filters, sources };
}

describe("the 'tc' layer on the Monaco network", () => {
  it('adds the lines under the labels and the stops, tagged with the mode, once', () => {
    const fake = fakeMap();
    addNetworkLayers(fake.map, network, true);
    addNetworkLayers(fake.map, network, true);
    const ids = fake.layers.map((l) => l.id);
    expect(ids.filter((id) => id.startsWith('gtfs-'))).toHaveLength(4);
    expect(ids.indexOf(GTFS_LAYERS.lines)).toBeLessThan(ids.indexOf('place-label'));
    expect(ids.at(-1)).toBe(GTFS_LAYERS.labels);
    // The map adapter shows them with the 'tc' mode and hides them with the others.
    const visible = modeVisibility(fake.layers, 'neutral').filter((c) => c.id.startsWith('gtfs-'));
    expect(visible.every((c) => c.visibility === 'none')).toBe(true);
    expect(modeVisibility(fake.layers, 'tc').every((c) => c.visibility === 'visible')).toBe(true);
    // The OSM overlay leaves out its stops near the GTFS stops and its lines in the network's
    // box, once however often the network is drawn.
    expect([...fake.filters.keys()].sort()).toEqual([...OSM_TRANSIT_LAYERS].sort());
    for (const id of OSM_STOP_LAYERS)
      expect(fake.filters.get(id)).toEqual([
        '!',
        ['within', expect.objectContaining({ type: 'MultiPolygon' })],
      ]);
    for (const id of OSM_LINE_LAYERS)
      expect(fake.filters.get(id)).toEqual([
        '!',
        ['within', expect.objectContaining({ type: 'Polygon' })],
      ]);
    expect(fake.sources.size).toBe(1);
  });

  it('starts hidden when the map shows another mode', () => {
    const fake = fakeMap();
    addNetworkLayers(fake.map, network, false);
    const stops = fake.layers.find((l) => l.id === GTFS_LAYERS.stops);
    expect(stops?.layout).toMatchObject({ visibility: 'none' });
    expect(network.features.some((f) => f.properties?.kind === 'stop')).toBe(true);
  });
});
