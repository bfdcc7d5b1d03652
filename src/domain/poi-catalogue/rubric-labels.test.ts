import { describe, expect, it } from 'vitest';
import {
  OTHER_RUBRIC_ID,
  poiRubricLabel,
  rubricLabel,
  TRANSLATED_RUBRIC_IDS,
} from './rubric-labels';
import { RUBRICS } from './rubrics';

describe('the rubrics in the interface languages', () => {
  it('translates every rubric into English and Dutch, and only known rubrics', () => {
    expect([...TRANSLATED_RUBRIC_IDS].sort()).toEqual(RUBRICS.map((r) => r.id).sort());
    for (const r of RUBRICS) {
      expect(rubricLabel(r.id, 'en-GB'), r.id).toMatch(/\S/);
      expect(rubricLabel(r.id, 'nl-BE'), r.id).toMatch(/\S/);
    }
  });

  it('keeps the French label for fr-FR and fr-BE, translates for en-GB and nl-BE', () => {
    expect(rubricLabel('pharmacie', 'fr-FR')).toBe('Pharmacie');
    expect(rubricLabel('pharmacie', 'fr-BE')).toBe('Pharmacie');
    expect(rubricLabel('pharmacie', 'en-GB')).toBe('Pharmacy');
    expect(rubricLabel('pharmacie', 'nl-BE')).toBe('Apotheek');
    expect(rubricLabel('station-service', 'en')).toBe('Petrol station');
    expect(rubricLabel('nope', 'en-GB')).toBeUndefined();
  });

  it('falls back to the label a POI came with for a rubric the catalogue does not know', () => {
    expect(poiRubricLabel({ id: 'gare', label: 'Gare' }, 'nl-BE')).toBe('Treinstation');
    expect(poiRubricLabel({ id: 'other', label: 'Autre' }, 'en-GB')).toBe('Autre');
  });

  it('writes « Lieu », a place the catalogue does not class, in every language', () => {
    const other = { id: OTHER_RUBRIC_ID, label: 'Lieu' };
    expect(poiRubricLabel(other, 'fr-BE')).toBe('Lieu');
    expect(poiRubricLabel(other, 'en-GB')).toBe('Place');
    expect(poiRubricLabel(other, 'nl-BE')).toBe('Plaats');
  });
});
