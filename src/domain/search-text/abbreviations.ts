/**
 * French street-type abbreviations, ordinals and Roman numerals: the vocabulary rules of the
 * search normalisation. Zod-free (the SPA imports the normaliser for highlighting).
 */
import { lookupTable } from '../lookup-table';

/** Abbreviation → full word (both sides folded: lower case, no accents). */
export const ABBREVIATIONS: Readonly<Record<string, string>> = lookupTable({
  bd: 'boulevard',
  bld: 'boulevard',
  blvd: 'boulevard',
  boul: 'boulevard',
  av: 'avenue',
  ave: 'avenue',
  r: 'rue',
  pl: 'place',
  st: 'saint',
  ste: 'sainte',
  chem: 'chemin',
  che: 'chemin',
  ch: 'chemin',
  imp: 'impasse',
  rte: 'route',
  fg: 'faubourg',
  fbg: 'faubourg',
  sq: 'square',
  squa: 'square',
  all: 'allee',
  qu: 'quai',
  crs: 'cours',
  esp: 'esplanade',
  espl: 'esplanade',
  prom: 'promenade',
  pass: 'passage',
  rpt: 'rond point',
  rdpt: 'rond point',
  carr: 'carrefour',
  gal: 'general',
  gen: 'general',
  mal: 'marechal',
  pdt: 'president',
  dr: 'docteur',
  res: 'residence',
  lt: 'lieutenant',
  cdt: 'commandant',
  mgr: 'monseigneur',
});

/** Words dropped from names and queries (articles and prepositions). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
]);

const ROMAN_VALUES: Readonly<Record<string, number>> = lookupTable({
  i: 1,
  v: 5,
  x: 10,
  l: 50,
  c: 100,
});

/** Value of a Roman numeral of two letters or more (ii … xxxix), else undefined. */
export function romanValue(token: string): number | undefined {
  if (token.length < 2 || !/^x{0,3}(ix|iv|v?i{0,3})$/.test(token)) return undefined;
  let total = 0;
  for (let i = 0; i < token.length; i++) {
    const value = ROMAN_VALUES[token[i] as string] ?? 0;
    const next = ROMAN_VALUES[token[i + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total > 0 ? total : undefined;
}

const ORDINAL = /^(\d+)(er|re|ere|eme|e|nd|nde)$/;
const WORD_NUMBERS: Readonly<Record<string, string>> = lookupTable({
  ier: '1',
  iere: '1',
  premier: '1',
  premiere: '1',
});

/**
 * The canonical form of one folded token: abbreviations expanded, ordinals (1er, 2e, Ier,
 * premier) and Roman numerals (II, XIV) turned into Arabic numbers, leading zeros dropped from
 * numbers of up to four digits (postcodes keep theirs). May return two words ('rdpt' → 'rond point').
 */
export function canonicalToken(token: string): string {
  const expanded = ABBREVIATIONS[token];
  if (expanded) return expanded;
  const word = WORD_NUMBERS[token];
  if (word) return word;
  const ordinal = ORDINAL.exec(token);
  if (ordinal) return String(Number(ordinal[1]));
  if (/^\d{1,4}$/.test(token)) return String(Number(token));
  const roman = romanValue(token);
  return roman === undefined ? token : String(roman);
}
