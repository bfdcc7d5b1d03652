import { describe, expect, it } from 'vitest';
import { TILE_LAYERS } from '../../../src/domain/tile-schema';
import type { Progress } from '../../core/progress';
import { vectorLayers } from './mbtiles';
import { tilemakerLineParser } from './tilemaker';
import { tilemakerConfig } from './tilemaker-config';

describe('tilemakerConfig', () => {
  it('declares every schema layer, in schema order, with gzip, z0-14', () => {
    const config = tilemakerConfig({ name: 'test', description: 'test' });
    expect(Object.keys(config.layers)).toEqual(Object.keys(TILE_LAYERS));
    expect(config.settings).toMatchObject({
      minzoom: 0,
      maxzoom: 14,
      basezoom: 14,
      compress: 'gzip',
    });
    expect(config.layers.transportation).toMatchObject({ minzoom: 4, maxzoom: 14 });
    expect(config.layers.housenumber).toMatchObject({ minzoom: 14, maxzoom: 14 });
  });

  it('appends shapefile layers after the layers they write to', () => {
    const config = tilemakerConfig({
      layers: ['water', 'place'],
      maxzoom: 7,
      name: 'world',
      description: 'world',
      shapeLayers: [
        {
          id: 'ocean',
          writeTo: 'water',
          source: '/tmp/ocean.shp',
          minzoom: 0,
          maxzoom: 7,
          columns: ['class'],
        },
      ],
    });
    expect(Object.keys(config.layers)).toEqual(['water', 'place', 'ocean']);
    expect(config.layers.ocean).toEqual({
      minzoom: 0,
      maxzoom: 7,
      write_to: 'water',
      source: '/tmp/ocean.shp',
      source_columns: ['class'],
    });
    expect(config.settings.basezoom).toBe(7);
    expect(() =>
      tilemakerConfig({
        layers: ['water'],
        name: 'x',
        description: 'x',
        shapeLayers: [
          { id: 'p', writeTo: 'place', source: 'p.shp', minzoom: 0, maxzoom: 7, columns: [] },
        ],
      }),
    ).toThrow(/undeclared/);
  });

  it('describes the schema layers in the MBTiles vector_layers', () => {
    const layers = vectorLayers();
    expect(layers.map((l) => l.id)).toEqual(Object.keys(TILE_LAYERS));
    const place = layers.find((l) => l.id === 'place')!;
    expect(place.fields).toMatchObject({ class: 'String', rank: 'Number', 'name:en': 'String' });
    expect(layers.find((l) => l.id === 'housenumber')!.minzoom).toBe(14);
  });
});

describe('tilemakerLineParser', () => {
  it('turns tilemaker output into progress phases and sums profile counters', () => {
    const events: string[] = [];
    const progress: Progress = {
      phase: (label, total) => events.push(`phase ${label} ${total}`),
      set: (done) => events.push(`set ${done}`),
      tick: () => events.push('tick'),
      log: () => undefined,
      done: () => undefined,
    };
    const { onLine, result } = tilemakerLineParser({ progress, label: 'region' });
    for (const line of [
      'Layer water (z0-14)',
      'Block 0/2 ways 0 relations 0        ',
      'periple-count pois 3',
      'Block 1/2 ways 10 relations 0        ',
      'periple-count pois 4',
      'periple-count lowEmissionZones 1',
      'Shapefile entity #8 type 5 is invalid. Parts:11.',
      'Zoom level 0, writing tile 1 of 3               ',
      'Zoom level 14, writing tile 3 of 3               ',
    ]) {
      onLine(line);
    }
    expect(result).toEqual({
      counts: { pois: 7, lowEmissionZones: 1 },
      invalidShapes: 1,
      tilesWritten: 3,
    });
    expect(events).toEqual([
      'phase region: reading OSM 2',
      'tick',
      'tick',
      'phase region: writing tiles 3',
      'set 1',
      'set 3',
    ]);
  });
});
