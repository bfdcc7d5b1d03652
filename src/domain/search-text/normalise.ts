/**
 * French text normalisation shared by the search index (pipeline), the query planner (server)
 * and the highlighting of suggestions (SPA): case and accents, elisions (l', d'), hyphens and
 * apostrophes, abbreviations, ordinals and Roman numerals, bis/ter house numbers. Zod-free.
 */
import { canonicalToken, STOP_WORDS } from './abbreviations';
import { lookupTable } from '../lookup-table';

/** Longest query the search reads; longer ones are cut (the spec's bad-input rule). */
export const MAX_QUERY_LENGTH = 200;

const LIGATURES: Readonly<Record<string, string>> = lookupTable({ œ: 'oe', æ: 'ae', ß: 'ss' });

/** Lower case without accents; œ, æ and ß spelt out. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæß]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

const ELISION = /\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’ʼ`´](?=[a-z0-9])/g;

/** Folded words of a text, elided articles dropped, split on anything but letters and digits. */
export function rawWords(text: string): string[] {
  return foldText(text)
    .replace(ELISION, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/** Canonical words (abbreviations expanded, numerals as digits), stop words kept. */
export function canonicalWords(text: string): string[] {
  return rawWords(text).flatMap((w) => canonicalToken(w).split(' '));
}

/**
 * The tokens a name is indexed under: canonical words without stop words (kept when the name
 * has nothing else, e.g. « Le Lac » keeps 'lac' but « Les » keeps 'les').
 */
export function indexTokens(text: string): string[] {
  const words = canonicalWords(text);
  const content = words.filter((w) => !STOP_WORDS.has(w));
  return content.length > 0 ? content : words;
}

const HOUSENUMBER = /^0*(\d{1,5})\s*([a-z]{0,6})$/;
const SUFFIXES: Readonly<Record<string, string>> = lookupTable({
  b: 'bis',
  bis: 'bis',
  t: 'ter',
  ter: 'ter',
  q: 'quater',
  qua: 'quater',
  qte: 'quater',
  quater: 'quater',
});

/** A house number in canonical form ('0053B' → '53bis', '12 ter' → '12ter'), or undefined. */
export function normaliseHousenumber(raw: string): string | undefined {
  const match = HOUSENUMBER.exec(foldText(raw).trim());
  if (!match) return undefined;
  const [, digits = '', suffix = ''] = match;
  if (Number(digits) === 0 && suffix === '') return undefined;
  return `${Number(digits)}${SUFFIXES[suffix] ?? suffix}`;
}

/** A house number as people write it ('53bis' → '53 bis'). */
export function displayHousenumber(canonical: string): string {
  return canonical.replace(/^(\d+)(bis|ter|quater)$/, '$1 $2');
}

/** True for a French postcode (five digits). */
export function isPostcodeToken(token: string): boolean {
  return /^\d{5}$/.test(token);
}

/** True for an INSEE commune code (five digits, or 2A/2B and three digits for Corsica). */
export function isInseeToken(token: string): boolean {
  return /^(\d{5}|2[ab]\d{3})$/.test(token);
}
