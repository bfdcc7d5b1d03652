/**
 * The country area pages (`/plan/pays/{location}`, §2 area lists): the countries a visitor of the
 * four locales may ask for, by their French slug. France lists its régions; the others have no
 * administrative areas imported here, and their page says so rather than listing nothing.
 */

/** A country of the pages. */
export interface CountryPage {
  slug: string;
  /** Names by label language. */
  names: { fr: string; en: string; nl: string };
  /** True when its régions are imported (France only). */
  hasRegions: boolean;
}

/** The countries of the pages: France, the locales' and France's neighbours. */
export const COUNTRY_PAGES: readonly CountryPage[] = [
  { slug: 'france', names: { fr: 'France', en: 'France', nl: 'Frankrijk' }, hasRegions: true },
  { slug: 'belgique', names: { fr: 'Belgique', en: 'Belgium', nl: 'België' }, hasRegions: false },
  {
    slug: 'royaume-uni',
    names: { fr: 'Royaume-Uni', en: 'United Kingdom', nl: 'Verenigd Koninkrijk' },
    hasRegions: false,
  },
  { slug: 'monaco', names: { fr: 'Monaco', en: 'Monaco', nl: 'Monaco' }, hasRegions: false },
  {
    slug: 'luxembourg',
    names: { fr: 'Luxembourg', en: 'Luxembourg', nl: 'Luxemburg' },
    hasRegions: false,
  },
  {
    slug: 'suisse',
    names: { fr: 'Suisse', en: 'Switzerland', nl: 'Zwitserland' },
    hasRegions: false,
  },
  {
    slug: 'allemagne',
    names: { fr: 'Allemagne', en: 'Germany', nl: 'Duitsland' },
    hasRegions: false,
  },
  { slug: 'espagne', names: { fr: 'Espagne', en: 'Spain', nl: 'Spanje' }, hasRegions: false },
  { slug: 'italie', names: { fr: 'Italie', en: 'Italy', nl: 'Italië' }, hasRegions: false },
  { slug: 'andorre', names: { fr: 'Andorre', en: 'Andorra', nl: 'Andorra' }, hasRegions: false },
  {
    slug: 'pays-bas',
    names: { fr: 'Pays-Bas', en: 'Netherlands', nl: 'Nederland' },
    hasRegions: false,
  },
];

/** The country of a slug (accents and case ignored), or undefined. */
export function countryPage(slug: string): CountryPage | undefined {
  const key = slug
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return COUNTRY_PAGES.find((c) => c.slug === key);
}
