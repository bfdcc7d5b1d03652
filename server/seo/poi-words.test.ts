import { describe, expect, it } from 'vitest';
import { RUBRICS } from '../../src/domain/poi-catalogue/rubrics';
import {
  countOf,
  deNoun,
  listInFrench,
  placesCount,
  rubricPlural,
  sourcesOf,
  WORDED_RUBRIC_IDS,
} from './poi-words';

describe('the words of the POI pages', () => {
  it('has a singular and a plural for every rubric', () => {
    expect([...WORDED_RUBRIC_IDS].sort()).toEqual(RUBRICS.map((r) => r.id).sort());
  });

  it('counts in French, one and many', () => {
    expect(countOf(1, 'gare')).toBe('1 gare');
    expect(countOf(26, 'gare')).toBe('26 gares');
    expect(countOf(1200, 'restaurant')).toBe('1\u202f200 restaurants');
    expect(countOf(1, 'chambre-d-hotes')).toBe('1 chambre d’hôtes');
    expect(placesCount(1)).toBe('1 lieu');
    expect(placesCount(3)).toBe('3 lieux');
  });

  it('elides « de » before a vowel or a mute h', () => {
    expect(deNoun(rubricPlural('hotel'))).toBe('d’hôtels');
    expect(deNoun(rubricPlural('ecole'))).toBe('d’écoles');
    expect(deNoun(rubricPlural('gare'))).toBe('de gares');
  });

  it('names the sources of POIs by their ids, each once', () => {
    expect(sourcesOf(['sncf-1', 'osm-n2', 'osm-w3'])).toEqual([
      'OpenStreetMap',
      'la liste des gares de voyageurs de la SNCF',
    ]);
    expect(listInFrench(['a', 'b', 'c'])).toBe('a, b et c');
    expect(listInFrench(['a'])).toBe('a');
  });
});
