import { describe, expect, it } from 'vitest';
import { RUBRICS } from '../../src/domain/poi-catalogue/rubrics';
import { poiWordsOf, townNames } from './poi-language';
import { EN_NL_WORDED_RUBRIC_IDS } from './rubric-words-en-nl';

describe('the POI pages’ words in English and Dutch', () => {
  it('has a singular and a plural of every rubric in both languages', () => {
    expect([...EN_NL_WORDED_RUBRIC_IDS].sort()).toEqual(RUBRICS.map((r) => r.id).sort());
  });

  it('counts one and many, in each language’s numbers', () => {
    const en = poiWordsOf('en');
    const nl = poiWordsOf('nl');
    expect(en.countOf(1, 'pharmacie')).toBe('1 pharmacy');
    expect(en.countOf(1200, 'pharmacie')).toBe('1,200 pharmacies');
    expect(nl.countOf(1, 'pharmacie')).toBe('1 apotheek');
    expect(nl.countOf(1200, 'pharmacie')).toBe('1.200 apotheken');
    expect(en.places(1)).toBe('1 place');
    expect(nl.places(3)).toBe('3 plaatsen');
  });

  it('lists, names sources and towns in each language', () => {
    const ids = ['osm-n1', 'carburant-2', 'sncf-3'];
    expect(poiWordsOf('en').list(poiWordsOf('en').sources(ids))).toBe(
      'OpenStreetMap, the SNCF list of passenger stations and the national fuel price file',
    );
    expect(poiWordsOf('nl').list(['a', 'b'])).toBe('a en b');
    expect(townNames(poiWordsOf('fr'), 'Le Havre')).toEqual({
      in: 'au Havre',
      of: 'du Havre',
      name: 'Le Havre',
    });
    expect(townNames(poiWordsOf('nl'), 'Le Havre')).toEqual({
      in: 'in Le Havre',
      of: 'van Le Havre',
      name: 'Le Havre',
    });
  });
});
