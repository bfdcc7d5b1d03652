import { describe, expect, it } from 'vitest';
import type { ValhallaManeuver, ValhallaTrip } from '../routing/valhalla-types';
import { roughNote } from './roadbook-builder';

const SUMMARY = { time: 0, length: 0, min_lat: 0, min_lon: 0, max_lat: 0, max_lon: 0 };

/** A trip of manoeuvres on the given streets, rough where marked. */
function trip(streets: readonly (readonly [string | null, boolean])[]): ValhallaTrip {
  const maneuvers: ValhallaManeuver[] = streets.map(([name, rough]) => ({
    type: 1,
    instruction: '',
    ...(name ? { street_names: [name] } : {}),
    time: 0,
    length: 0.1,
    begin_shape_index: 0,
    end_shape_index: 0,
    rough,
  }));
  return { legs: [{ maneuvers, summary: SUMMARY, shape: '' }], summary: SUMMARY, locations: [] };
}

describe('the rough-surface note of a roadbook', () => {
  it('names the rough streets in route order, each once, at most three', () => {
    const cobbled = trip([
      ['Rue Jeanne-d’Arc', false],
      ['Rue du Gros-Horloge', true],
      ['Rue aux Ours', true],
      ['Rue du Gros-Horloge', true],
    ]);
    expect(roughNote(cobbled, 'fr')).toBe(
      'Revêtements irréguliers (pavés, chemins) : Rue du Gros-Horloge, Rue aux Ours',
    );
    expect(roughNote(cobbled, 'en')).toBe(
      'Rough surfaces (cobbles, tracks): Rue du Gros-Horloge, Rue aux Ours',
    );
    const many = trip([
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', true],
    ]);
    expect(roughNote(many, 'fr')).toMatch(/ : A, B, C…$/);
  });

  it('says only the note when no rough manoeuvre has a name, and nothing without one', () => {
    expect(roughNote(trip([[null, true]]), 'fr')).toBe('Revêtements irréguliers (pavés, chemins)');
    expect(roughNote(trip([['Rue Verte', false]]), 'fr')).toBeNull();
  });
});
