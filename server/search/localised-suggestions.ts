/**
 * Suggestions in the asker's language: the category of a place (« Arrêt de bus ») is written in
 * English or Dutch for an en-GB or nl-BE page (the catalogue's labels, src/domain/poi-catalogue);
 * names and addresses stay as the data has them.
 */
import { poiRubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import type { Suggestion } from '../../src/domain/search';

/** The suggestions with their places' categories in `locale` (as they are for French). */
export function localisedSuggestions(
  suggestions: Suggestion[],
  locale: string | undefined,
): Suggestion[] {
  if (!locale || locale.startsWith('fr')) return suggestions;
  return suggestions.map((suggestion) => {
    const { result } = suggestion;
    if (result.kind !== 'poi') return suggestion;
    const label = poiRubricLabel(result.poi.rubric, locale);
    if (label === result.poi.rubric.label) return suggestion;
    const rubric = { ...result.poi.rubric, label };
    return { ...suggestion, result: { kind: 'poi', poi: { ...result.poi, rubric } } };
  });
}
