/**
 * The common name of a country in each language of the map labels (French, English, Dutch) from
 * i18n-iso-countries, never its official name: « Frankrijk », not « Franse Republiek »;
 * « United States », not « United States of America ». The library lists the official name and
 * its aliases; the common one is the candidate in the fewest words once codes (« USA »), forms
 * with a comma (« Moldova, Republic of ») and parentheses are set aside, the first one on a tie.
 * A few names the rule cannot find are given.
 */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);

/** A language of the map labels. */
export type LabelLanguage = 'fr' | 'en' | 'nl';

/** Names the rule cannot find, by language and ISO 3166-1 numeric code. */
const GIVEN: Readonly<Record<LabelLanguage, Readonly<Record<string, string>>>> = {
  fr: {
    '092': 'Îles Vierges britanniques',
    '096': 'Brunei',
    '140': 'Centrafrique',
    '203': 'Tchéquie',
    '214': 'République dominicaine',
    '336': 'Vatican',
    '682': 'Arabie saoudite',
    '748': 'Eswatini',
    '784': 'Émirats arabes unis',
    '834': 'Tanzanie',
    '840': 'États-Unis',
    '850': 'Îles Vierges des États-Unis',
  },
  en: {
    '092': 'British Virgin Islands',
    '096': 'Brunei',
    '178': 'Republic of the Congo',
    '180': 'Democratic Republic of the Congo',
    '336': 'Vatican City',
    '384': "Côte d'Ivoire",
    '418': 'Laos',
    '760': 'Syria',
    '850': 'US Virgin Islands',
  },
  nl: {
    '663': 'Sint-Maarten',
  },
};

let registered = false;

function register(): void {
  if (registered) return;
  for (const lang of ['fr', 'en', 'nl'] as const) {
    countries.registerLocale(
      require(`i18n-iso-countries/langs/${lang}.json`) as countries.LocaleData,
    );
  }
  registered = true;
}

/** Words of a name; a hyphenated name (« Zuid-Korea ») is one. */
const words = (name: string): number => name.split(/\s+/).length;

/** A code such as « UK », « USA » or « U.S. ». */
const isCode = (name: string): boolean => /^[A-Z.]{2,6}$/.test(name);

/** « Moldova, Republic of » → « Moldova »; « Holy See (Vatican City State) » → « Holy See ». */
function shortForm(name: string): string {
  return name
    .replace(/\s*\(.*\)\s*/g, ' ')
    .split(',')[0]!
    .trim();
}

/** The common name among the names the library gives for a country. */
export function commonName(names: readonly string[]): string | undefined {
  const plain = names.filter((n) => !isCode(n) && !/[,(]/.test(n));
  const candidates = plain.length > 0 ? plain : names.filter((n) => !isCode(n)).map(shortForm);
  let best: string | undefined;
  for (const name of candidates) if (!best || words(name) < words(best)) best = name;
  return best;
}

/**
 * The common name of a country (ISO 3166-1 numeric code, as world-atlas gives it) in a language,
 * undefined when the library does not know the code.
 */
export function countryName(code: string, lang: LabelLanguage): string | undefined {
  register();
  const given = GIVEN[lang][code];
  if (given) return given;
  // Typed string[], the library answers undefined for a code it does not list.
  const names: unknown = countries.getName(code, lang, { select: 'all' });
  if (!Array.isArray(names)) return undefined;
  return commonName(names.filter((n): n is string => typeof n === 'string'));
}
