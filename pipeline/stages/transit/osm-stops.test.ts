import { describe, expect, it } from 'vitest';
import { properStopNames } from './osm-stops';

describe('GTFS stop names corrected from the OSM stops', () => {
  it('names each stop from the OSM stops around it, counting what came from OSM', () => {
    const result = properStopNames(
      {
        names: ['PLACE DU CASINO', 'PLACE DU CASINO', 'STADE LOUIS II', 'Gare de Monaco'],
        lng: [7.4277, 2.35, 7.4156, 7.4197],
        lat: [43.7394, 48.85, 43.7276, 43.7389],
      },
      [
        { name: 'Place du Casino', position: { lng: 7.4279, lat: 43.7395 } },
        { name: 'Stade Louis 2', position: { lng: 7.4157, lat: 43.7276 } },
      ],
    );
    // Paris is far from the Monaco stop of that name: recased, not taken from OSM.
    expect(result.names).toEqual([
      'Place du Casino',
      'Place du Casino',
      'Stade Louis II',
      'Gare de Monaco',
    ]);
    expect(result).toMatchObject({ fromOsm: 1, recased: 2 });
  });
});
