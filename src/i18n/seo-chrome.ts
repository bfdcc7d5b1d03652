/**
 * The frame of the server-rendered SEO pages in the four locales (issue 18): header links,
 * breadcrumb label, footer headings and credits. The pages' own content is written in French
 * (its grammar: « de Rouen », « au Havre ») and marked `lang="fr"` in the other locales.
 */
import type { Locale } from '../domain/map-config';

/** The texts of the frame. */
export interface SeoChrome {
  map: string;
  itinerary: string;
  breadcrumb: string;
  cities: string;
  apps: string;
  topSearches: string;
  discover: string;
  credits: string;
}

const FR: SeoChrome = {
  map: 'Carte interactive',
  itinerary: 'Itinéraire',
  breadcrumb: 'Fil d’Ariane',
  cities: 'Villes',
  apps: 'Applications',
  topSearches: 'Recherches fréquentes',
  discover: 'Villes à découvrir',
  credits:
    'Données © les contributeurs d’OpenStreetMap (ODbL), GeoNames (CC BY 4.0), découpage administratif Etalab (Licence Ouverte).',
};

/** The frame by locale. */
export const SEO_CHROME: Readonly<Record<Locale, SeoChrome>> = {
  'fr-FR': FR,
  'fr-BE': FR,
  'en-GB': {
    map: 'Interactive map',
    itinerary: 'Directions',
    breadcrumb: 'Breadcrumb',
    cities: 'Towns',
    apps: 'Apps',
    topSearches: 'Frequent searches',
    discover: 'Towns to discover',
    credits:
      'Data © OpenStreetMap contributors (ODbL), GeoNames (CC BY 4.0), Etalab administrative boundaries (Licence Ouverte).',
  },
  'nl-BE': {
    map: 'Interactieve kaart',
    itinerary: 'Route',
    breadcrumb: 'Kruimelpad',
    cities: 'Steden',
    apps: 'Apps',
    topSearches: 'Veelgezocht',
    discover: 'Steden om te ontdekken',
    credits:
      'Gegevens © OpenStreetMap-bijdragers (ODbL), GeoNames (CC BY 4.0), administratieve indeling Etalab (Licence Ouverte).',
  },
};

/** The `lang` of the pages' French content in a locale: none in French, `fr` otherwise. */
export function contentLang(locale: Locale): 'fr' | undefined {
  return locale.startsWith('fr') ? undefined : 'fr';
}
