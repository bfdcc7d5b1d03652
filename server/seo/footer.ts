/**
 * The footer of every server-rendered page (spec 001 §9): the first 20 cities (the list can be
 * sliced from item 20 to 100: `footerCities(index, 20, 100)`), the apps, frequent searches (the
 * itinerary landings between the largest cities) and towns to discover (the next ones).
 */
import { APPS } from '../../src/domain/poi-catalogue/catalogue';
import type { LabelLanguage } from '../../src/domain/itinerary/providers';
import type { Locale } from '../../src/domain/map-config';
import { localeQuery, type SeoFooter, type SeoLink } from '../../src/domain/seo/seo-page';
import type { CommuneIndex, SeoCommune } from './communes';
import { pageLanguage } from './pages/page-language';

/** The spec's footer sizes: the first 20 cities; a slice may go up to item 100. */
export const FOOTER_CITIES = 20;
export const FOOTER_CITIES_MAX = 100;

function cityLink(c: SeoCommune): SeoLink {
  return { label: c.name, href: c.href };
}

/** Cities `start` to `end` (clamped to 0…100) by population. */
export function footerCities(index: CommuneIndex, start = 0, end = FOOTER_CITIES): SeoLink[] {
  const from = Math.max(0, Math.min(start, FOOTER_CITIES_MAX));
  const to = Math.max(from, Math.min(end, FOOTER_CITIES_MAX));
  return index.byPopulation.slice(from, to).map(cityLink);
}

/** « Itinéraire Paris → Lyon » in a language. */
const TRIP_WORD: Readonly<Record<LabelLanguage, string>> = {
  fr: 'Itinéraire',
  en: 'Directions',
  nl: 'Route',
};

/**
 * The footer in a locale: its words in the locale's language, its links to the map and to the
 * itinerary landings keeping the locale (`?locale=`).
 */
export function buildFooter(index: CommuneIndex, locale: Locale = 'fr-FR'): SeoFooter {
  const lang = pageLanguage(locale);
  const keep = localeQuery(locale);
  const big = index.byPopulation.slice(0, 6);
  const topSearches = big.slice(1).map((to) => ({
    label: `${TRIP_WORD[lang]} ${big[0]!.name} → ${to.name}`,
    href: `/itineraire/${index.slugOf(big[0]!)}/${index.slugOf(to)}${keep}`,
  }));
  const inLocale = (links: SeoLink[]): SeoLink[] =>
    links.map((l) => ({ ...l, href: `${l.href}${keep}` }));
  return {
    cities: inLocale(footerCities(index)),
    apps: APPS.map((a) => ({ label: a.name[lang], href: `/app/${a.id}${keep}` })),
    topSearches,
    discover: inLocale(footerCities(index, FOOTER_CITIES, FOOTER_CITIES * 2)),
  };
}
