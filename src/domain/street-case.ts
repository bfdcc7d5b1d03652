/**
 * French capitalisation of a name written in capitals: a street of the national fuel-prices file
 * (« 77 AVENUE DU 3 SEPTEMBRE » → « 77 Avenue du 3 Septembre »), a stop of a GTFS feed
 * (« PLACE DU CASINO » → « Place du Casino »). Articles and prepositions are
 * lowercased after the first word, elisions keep their apostrophe (« Route d'Italie »), words
 * with digits, Roman numerals and road abbreviations stay as written (« A8 », « BP », « III »)
 * but ordinals (« 1ER » → « 1er »).
 * A street with any lowercase letter is left alone.
 */

/** Words lowercased after the first one. */
const SMALL_WORDS = new Set([
  'à',
  'au',
  'aux',
  'de',
  'des',
  'du',
  'en',
  'et',
  'la',
  'le',
  'les',
  'sous',
  'sur',
]);

/** Abbreviations kept in capitals. */
const ABBREVIATIONS = new Set(['BP', 'CD', 'RD', 'RN', 'ZA', 'ZAC', 'ZAE', 'ZI', 'CC', 'CV']);

const ROMAN = /^[IVX]{2,5}$/;

function capitalise(part: string): string {
  const lower = part.toLocaleLowerCase('fr-FR');
  return lower.charAt(0).toLocaleUpperCase('fr-FR') + lower.slice(1);
}

/** One word: hyphenated parts capitalised, « D'ITALIE » → « d'Italie » inside the street. */
/** An ordinal written in capitals: « 1ER », « 3E », « 2EME », « 1RE », « 4BIS ». */
const ORDINAL = /^(\d+)(ER|RE|E|EME|ÈME|BIS|TER)$/;

function word(token: string, first: boolean): string {
  const ordinal = ORDINAL.exec(token);
  if (ordinal) return `${ordinal[1]!}${ordinal[2]!.toLocaleLowerCase('fr-FR')}`;
  if (/\d/.test(token) || ROMAN.test(token) || ABBREVIATIONS.has(token)) return token;
  const elision = /^([DL])['’](.+)$/.exec(token);
  if (elision) {
    const article = first ? elision[1]! : elision[1]!.toLowerCase();
    return `${article}'${word(elision[2]!, false).replace(/^./, (c) => c.toUpperCase())}`;
  }
  const lower = token.toLocaleLowerCase('fr-FR');
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return token.split('-').map(capitalise).join('-');
}

/** The street in French capitalisation when it is written in capitals, else as it is. */
export function streetCase(street: string): string {
  if (!/\p{Lu}/u.test(street) || /\p{Ll}/u.test(street)) return street;
  let first = true;
  return street.replace(/[\p{L}\p{N}'’-]+/gu, (token) => {
    const out = word(token, first);
    if (/\p{L}/u.test(token)) first = false;
    return out;
  });
}
