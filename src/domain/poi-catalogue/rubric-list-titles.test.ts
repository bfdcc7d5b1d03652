import { describe, expect, it } from 'vitest';
import { OTHER_RUBRIC_ID } from './rubric-labels';
import { PLURAL_RUBRIC_IDS, rubricListTitle } from './rubric-list-titles';
import { RUBRICS } from './rubrics';

describe("the titles of the rubrics' lists", () => {
  it("titles a rubric's list with its plural name in every language, for every rubric", () => {
    expect([...PLURAL_RUBRIC_IDS].sort()).toEqual(RUBRICS.map((r) => r.id).sort());
    expect(rubricListTitle('restaurant', 'fr-FR')).toBe('Restaurants');
    expect(rubricListTitle('hopital', 'fr-BE')).toBe('Hôpitaux, cliniques');
    expect(rubricListTitle('pharmacie', 'en-GB')).toBe('Pharmacies');
    expect(rubricListTitle('boulangerie', 'nl-BE')).toBe('Bakkerijen');
    expect(rubricListTitle(OTHER_RUBRIC_ID, 'en-GB')).toBe('Place');
    expect(rubricListTitle('nope', 'fr-FR')).toBeUndefined();
    for (const r of RUBRICS)
      for (const locale of ['fr-FR', 'en-GB', 'nl-BE'])
        expect(rubricListTitle(r.id, locale), `${r.id} ${locale}`).toMatch(/\S/);
  });
});
