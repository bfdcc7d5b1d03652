/** How a suggestion is written in the list: a place's category starts its second line. */
import { describe, expect, it } from 'vitest';
import type { Poi } from '../../domain/search';
import { createTranslator } from '../../i18n/translate';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import { listedSuggestion } from './suggestion-list';

const t = createTranslator('fr-FR');

function poi(name: string, rubric: { id: string; label: string }): Poi {
  return {
    id: `osm-${name}`,
    type: 'poi',
    name,
    label: `${name}, Monaco`,
    split_label: [name, '98000 Monaco'],
    rubric: { ...rubric, segment: 'loisirs', icon: 'pitch' },
    prov: 'osm',
    countryCode: '492',
    coordinates: { lng: 7.41, lat: 43.73 },
  };
}

describe('listedSuggestion', () => {
  it('tells two places of the same name apart by their category', () => {
    const lines = [
      poi('Stade Louis-II', { id: 'sport', label: 'Équipement sportif' }),
      poi('Stade Louis II', { id: 'arret-de-bus', label: 'Arrêt de bus' }),
    ].map((p) =>
      listedSuggestion(t, {
        source: 'suggestion',
        label: p.label,
        split_label: [p.name, '98000 Monaco'],
        type: 'poi',
        result: { kind: 'poi', poi: p },
      }),
    );
    expect(lines.map((l) => l.line2)).toEqual([
      'Équipement sportif · 98000 Monaco',
      'Arrêt de bus · 98000 Monaco',
    ]);
  });

  it('keeps an address’s line, and writes the kind of a category in the page’s language', () => {
    const address = listedSuggestion(t, {
      source: 'history',
      label: 'Place du Casino, 98000 Monaco',
      split_label: ['Place du Casino', '98000 Monaco'],
      type: 'address',
    });
    expect(address.line2).toBe('Recherche récente · 98000 Monaco');
    const rubric = listedSuggestion(t, {
      source: 'suggestion',
      label: 'Boulangerie',
      split_label: ['Boulangerie', 'Catégorie'],
      type: 'rubric',
    });
    expect(rubric.line2).toBe(t('search.type.rubric'));
  });

  it('writes the category of a place chosen on a French page in the page’s language now', () => {
    const stadium = poi('Stade Louis-II', { id: 'sport', label: 'Équipement sportif' });
    const entry = {
      source: 'history' as const,
      label: stadium.label,
      split_label: [stadium.name, '98000 Monaco'] as [string, string],
      type: 'poi' as const,
      result: { kind: 'poi' as const, poi: stadium },
    };
    const english = (rubric: { id: string; label: string }) => poiRubricLabel(rubric, 'en-GB');
    expect(listedSuggestion(createTranslator('en-GB'), entry, english).line2).toMatch(
      /· Sports venue · 98000 Monaco$/,
    );
    expect(listedSuggestion(t, entry).line2).toBe(
      'Recherche récente · Équipement sportif · 98000 Monaco',
    );
  });
});
