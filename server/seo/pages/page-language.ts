/** The language an SEO page written in the visitor's locale uses: French for fr-FR and fr-BE. */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';
import type { Locale } from '../../../src/domain/map-config';

/** The language a locale's pages are written in. */
export function pageLanguage(locale: Locale): LabelLanguage {
  if (locale.startsWith('en')) return 'en';
  return locale.startsWith('nl') ? 'nl' : 'fr';
}
