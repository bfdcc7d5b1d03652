/**
 * Parsing of a search query into tokens: canonical words, the optional house number (with its
 * bis/ter suffix) and postcode, stop words optional, the last word a prefix while typing. The
 * query is plain text: quotes, '*', NEAR, AND, parentheses and NUL bytes are only separators.
 */
import { canonicalToken, STOP_WORDS } from './abbreviations';
import { isPostcodeToken, MAX_QUERY_LENGTH, normaliseHousenumber, rawWords } from './normalise';

/** One word of a query. */
export interface QueryToken {
  /** Canonical form ('bd' → 'boulevard'). */
  text: string;
  /** Folded form as typed ('bd'). */
  raw: string;
  /** The word may be incomplete (last word of a suggest query). */
  prefix: boolean;
  /** Matching it improves the score but is not required (stop words, numbers, postcode). */
  optional: boolean;
  /**
   * A word of the query that may be missing from a result, which then scores lower (a quarter
   * or a second town an address does not carry): set when no result has every word.
   */
  soft?: boolean;
}

/** A parsed query. */
export interface ParsedQuery {
  tokens: QueryToken[];
  /** Canonical house number ('12bis') when the query starts with one. */
  housenumber: string | undefined;
  /** The five-digit postcode the query names, if any. */
  postcode: string | undefined;
}

/** A number with an optional bis/ter/letter suffix; ordinals (1er, 2e) are not house numbers. */
const HOUSENUMBER_WORD = /^\d{1,4}(bis|ter|quater|qua|qte|[abcdfghqt])?$/;
const SUFFIX_WORDS = new Set(['bis', 'ter', 'quater', 'b', 't', 'q', 'a', 'c', 'd']);

/** Cuts a query to the maximum length and removes control characters (NUL…). */
export function cleanQuery(q: string): string {
  // eslint-disable-next-line no-control-regex
  return q.slice(0, MAX_QUERY_LENGTH).replace(/[\u0000-\u001f\u007f]/g, ' ');
}

function takeHousenumber(words: string[]): string | undefined {
  const first = words[0];
  if (!first || !HOUSENUMBER_WORD.test(first) || words.length < 2) return undefined;
  const second = words[1];
  if (/^\d+$/.test(first) && second && SUFFIX_WORDS.has(second) && words.length > 2) {
    const number = normaliseHousenumber(`${first}${second}`);
    if (number) words.splice(0, 2);
    return number;
  }
  const number = normaliseHousenumber(first);
  if (number) words.shift();
  return number;
}

function toTokens(words: readonly string[], prefixLast: boolean): QueryToken[] {
  const tokens: QueryToken[] = [];
  words.forEach((raw, index) => {
    const prefix = prefixLast && index === words.length - 1;
    for (const text of canonicalToken(raw).split(' ')) {
      const optional = (STOP_WORDS.has(raw) && !prefix) || isPostcodeToken(text);
      tokens.push({ text, raw, prefix: prefix && text === canonicalToken(raw), optional });
    }
  });
  const stopPrefix = tokens.at(-1);
  if (stopPrefix?.prefix && STOP_WORDS.has(stopPrefix.raw) && tokens.length > 1)
    stopPrefix.optional = true;
  if (tokens.every((t) => t.optional)) for (const t of tokens) t.optional = false;
  return tokens;
}

/**
 * Parses a query. With `prefixLast` (autocomplete) the last word may be incomplete unless the
 * query ends with a space.
 */
export function parseQuery(q: string, options: { prefixLast: boolean }): ParsedQuery {
  const cleaned = cleanQuery(q);
  const words = rawWords(cleaned);
  const housenumber = takeHousenumber(words);
  const prefixLast = options.prefixLast && !/\s$/.test(cleaned);
  const tokens = toTokens(words, prefixLast);
  const postcode = tokens.find((t) => isPostcodeToken(t.text))?.text;
  if (housenumber) {
    // The number may also be part of a name (« Place du 8 Mai 1945 »): an optional token.
    const digits = /^\d+/.exec(housenumber)?.[0];
    if (digits) tokens.push({ text: digits, raw: digits, prefix: false, optional: true });
  }
  return { tokens, housenumber, postcode };
}

/** True when a query has at least one word to search for. */
export function hasSearchableText(q: string): boolean {
  return rawWords(cleanQuery(q)).length > 0;
}
