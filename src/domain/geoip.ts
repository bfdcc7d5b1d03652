/**
 * The geoip flag (spec §3 map state, §7 geoip service) and the default map bounds per locale
 * (§9: France, Belgium, UK). The country is guessed from the request alone, never from an
 * external service: a country header set by a trusted proxy or CDN in front of the server
 * (`PERIPLE_GEOIP_HEADER`, e.g. `cf-ipcountry`), else the region of the browser's preferred
 * language (`fr-BE` → BE; `fr` alone tells none).
 *
 * A country's default bounds open the map only where the deployment has that country's data
 * (region.json `countries`): a city deployment keeps its own view, and a visitor guessed in a
 * country the deployment does not cover is shown the region, not an empty country.
 */
import type { Bbox } from './geo';
import type { Locale } from './map-config';

/** The countries with default bounds (§9). */
export const GEOIP_COUNTRIES = ['FR', 'BE', 'GB'] as const;
/** A country with default bounds. */
export type GeoipCountry = (typeof GEOIP_COUNTRIES)[number];

/**
 * Default map bounds (west, south, east, north). The spec does not give its values: these are
 * each country's mainland with its nearby islands (Corsica; Northern Ireland, Orkney and
 * Shetland), not France's overseas départements.
 */
export const COUNTRY_BOUNDS: Readonly<Record<GeoipCountry, Bbox>> = {
  FR: [-5.2, 41.3, 9.6, 51.1],
  BE: [2.5, 49.45, 6.45, 51.55],
  GB: [-8.7, 49.85, 1.8, 60.9],
};

/** The country of each locale: its default bounds when nothing better is known. */
export const LOCALE_COUNTRY: Readonly<Record<Locale, GeoipCountry>> = {
  'fr-FR': 'FR',
  'fr-BE': 'BE',
  'nl-BE': 'BE',
  'en-GB': 'GB',
};

/** GET /api/geoip: the country guessed for the request, and from what. */
export interface GeoipGuess {
  /** ISO 3166-1 alpha-2, upper case; `null` when the request tells none. */
  country: string | null;
  source: 'header' | 'language' | 'none';
}

/** The answer when the request tells no country. */
export const NO_GUESS: GeoipGuess = { country: null, source: 'none' };

const COUNTRY_CODE = /^[A-Za-z]{2}$/;

/** The weight of an Accept-Language entry (`q`, 1 when absent; 0 when unreadable). */
function weightOf(params: readonly string[]): number {
  const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The region subtag of the browser's preferred language (the highest `q`, the first among
 * equals): `fr, en-GB;q=0.5` is a French speaker of no known country, not a British one.
 */
function languageCountry(acceptLanguage: string): string | undefined {
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const q = weightOf(params);
    if (tag.trim() && q > 0 && (!best || q > best.q)) best = { tag: tag.trim(), q };
  }
  const region = best?.tag.split('-').find((sub, i) => i > 0 && COUNTRY_CODE.test(sub));
  return region?.toUpperCase();
}

/**
 * The visitor's country guessed from the request: the trusted proxy's header when it holds a
 * country code (`XX` and `T1`, « unknown » and Tor for some CDNs, are not), else the browser's
 * language region.
 */
export function guessCountry(request: {
  countryHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}): GeoipGuess {
  const header = request.countryHeader?.trim() ?? '';
  if (COUNTRY_CODE.test(header) && header.toUpperCase() !== 'XX')
    return { country: header.toUpperCase(), source: 'header' };
  const language = request.acceptLanguage ? languageCountry(request.acceptLanguage) : undefined;
  if (language) return { country: language, source: 'language' };
  return NO_GUESS;
}

function isGeoipCountry(country: string | null | undefined): country is GeoipCountry {
  return (GEOIP_COUNTRIES as readonly (string | null | undefined)[]).includes(country);
}

/**
 * The country whose default bounds open the map, or `undefined` for the region's own view: the
 * guessed country when the deployment covers it, else the locale's when it covers that.
 */
export function defaultBoundsCountry(options: {
  covered: readonly string[];
  guess: string | null;
  locale: Locale;
}): GeoipCountry | undefined {
  const { covered, guess, locale } = options;
  if (isGeoipCountry(guess) && covered.includes(guess)) return guess;
  const own = LOCALE_COUNTRY[locale];
  return covered.includes(own) ? own : undefined;
}

/** True when the first view may depend on the geoip guess: the deployment covers a country. */
export function asksGeoip(covered: readonly string[]): boolean {
  return covered.some((c) => isGeoipCountry(c));
}
