import { describe, expect, it } from 'vitest';
import type { ValhallaTrip } from '../routing/valhalla-types';
import { mainStreet, viaStreets } from './via-streets';

const SUMMARY = { time: 0, length: 0, min_lat: 0, min_lon: 0, max_lat: 0, max_lon: 0 };

/** A trip through streets of the given lengths (km), in order. */
function trip(streets: readonly (readonly [string, number])[]): ValhallaTrip {
  const maneuvers = streets.map(([name, length]) => ({
    type: 1,
    instruction: '',
    street_names: [name],
    time: 0,
    length,
    begin_shape_index: 0,
    end_shape_index: 0,
  }));
  return { legs: [{ maneuvers, summary: SUMMARY, shape: '' }], summary: SUMMARY, locations: [] };
}

describe('viaStreets', () => {
  it('names a lone route by its longest street', () => {
    const only = trip([
      ['Rue Jeanne-d’Arc', 0.8],
      ['Rue Verte', 0.3],
    ]);
    expect(mainStreet(only)).toBe('Rue Jeanne-d’Arc');
    expect(viaStreets([only])).toEqual(['Rue Jeanne-d’Arc']);
  });

  it('names each of several routes by the street that sets it apart', () => {
    const routes = [
      trip([
        ['Rue Jeanne-d’Arc', 0.8],
        ['Rue Verte', 0.3],
      ]),
      trip([
        ['Rue Jeanne-d’Arc', 0.8],
        ['Boulevard de la Marne', 0.6],
        ['Rue Verte', 0.1],
      ]),
    ];
    expect(viaStreets(routes)).toEqual(['Rue Verte', 'Boulevard de la Marne']);
  });

  it('falls back to the longest street when a route has none of its own', () => {
    const same = trip([['Rue Jeanne-d’Arc', 0.8]]);
    expect(viaStreets([same, same])).toEqual(['Rue Jeanne-d’Arc', 'Rue Jeanne-d’Arc']);
    expect(viaStreets([trip([]), same])).toEqual([undefined, 'Rue Jeanne-d’Arc']);
  });
});
