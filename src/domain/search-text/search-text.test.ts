import { describe, expect, it } from 'vitest';
import { canonicalToken, romanValue } from './abbreviations';
import { allowedEdits, boundedEditDistance } from './edit-distance';
import { highlightLabel } from './highlight';
import {
  displayHousenumber,
  foldText,
  indexTokens,
  isInseeToken,
  isPostcodeToken,
  normaliseHousenumber,
  rawWords,
} from './normalise';
import { cleanQuery, hasSearchableText, parseQuery } from './query';

describe('French normalisation', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldText('ÉGLISE Saint-Étienne')).toBe('eglise saint-etienne');
    expect(foldText('Cœur Lætitia Straße')).toBe('coeur laetitia strasse');
  });

  it('drops elisions and splits on hyphens and apostrophes', () => {
    expect(rawWords("Place de l'Église d’Arc-sur-Tille")).toEqual([
      'place',
      'de',
      'eglise',
      'arc',
      'sur',
      'tille',
    ]);
    expect(rawWords("Rue de l'Hôtel-de-Ville")).toEqual(['rue', 'de', 'hotel', 'de', 'ville']);
  });

  it('expands the abbreviations of the issue', () => {
    const pairs = {
      bd: 'boulevard',
      av: 'avenue',
      r: 'rue',
      pl: 'place',
      st: 'saint',
      ste: 'sainte',
      chem: 'chemin',
      imp: 'impasse',
      rte: 'route',
      fg: 'faubourg',
      sq: 'square',
      all: 'allee',
      qu: 'quai',
    };
    for (const [short, long] of Object.entries(pairs)) expect(canonicalToken(short)).toBe(long);
    expect(indexTokens('Bd St-Germain')).toEqual(indexTokens('Boulevard Saint-Germain'));
  });

  it('reads Roman numerals, ordinals and leading zeros as numbers, and keeps postcodes', () => {
    expect(indexTokens('Boulevard Louis II')).toEqual(indexTokens('boulevard louis 2'));
    expect(indexTokens('Quai Albert 1er')).toEqual(indexTokens('quai albert Ier'));
    expect(indexTokens('Rue du Premier Mai')).toEqual(indexTokens('rue du 1er mai'));
    expect(indexTokens('Place Louis XIV')).toEqual(['place', 'louis', '14']);
    expect(romanValue('iv')).toBe(4);
    expect(romanValue('v')).toBeUndefined();
    expect(romanValue('mix')).toBeUndefined();
    expect(canonicalToken('0065')).toBe('65');
    expect(canonicalToken('06000')).toBe('06000');
  });

  it('drops articles and prepositions unless nothing else is left', () => {
    expect(indexTokens('Rue de la Paix')).toEqual(['rue', 'paix']);
    expect(indexTokens('Les')).toEqual(['les']);
  });

  it('writes house numbers with their bis/ter suffix', () => {
    expect(normaliseHousenumber('0053B')).toBe('53bis');
    expect(normaliseHousenumber('12 bis')).toBe('12bis');
    expect(normaliseHousenumber('6T')).toBe('6ter');
    expect(normaliseHousenumber('7 qua')).toBe('7quater');
    expect(normaliseHousenumber('12A')).toBe('12a');
    expect(normaliseHousenumber('0')).toBeUndefined();
    expect(normaliseHousenumber('rue')).toBeUndefined();
    expect(displayHousenumber('53bis')).toBe('53 bis');
  });

  it('recognises postcodes and INSEE codes', () => {
    expect(isPostcodeToken('31000')).toBe(true);
    expect(isPostcodeToken('3100')).toBe(false);
    expect(isInseeToken('2a004')).toBe(true);
    expect(isInseeToken('31555')).toBe(true);
  });
});

describe('query parsing', () => {
  it('takes a house number and its suffix, keeps the number as an optional word', () => {
    const q = parseQuery('12 bis av de la Madone', { prefixLast: false });
    expect(q.housenumber).toBe('12bis');
    expect(q.tokens.filter((t) => !t.optional).map((t) => t.text)).toEqual(['avenue', 'madone']);
    expect(q.tokens.find((t) => t.text === '12')?.optional).toBe(true);
    expect(parseQuery('1er mai', { prefixLast: false }).housenumber).toBeUndefined();
  });

  it('makes the last word a prefix while typing, not after a space', () => {
    expect(parseQuery('bd des moul', { prefixLast: true }).tokens.at(-1)).toMatchObject({
      raw: 'moul',
      prefix: true,
    });
    expect(parseQuery('bd des moul ', { prefixLast: true }).tokens.at(-1)?.prefix).toBe(false);
    expect(parseQuery('bd des moul', { prefixLast: false }).tokens.at(-1)?.prefix).toBe(false);
  });

  it('makes the postcode optional unless it is the whole query', () => {
    const q = parseQuery('rue de la paix 75002', { prefixLast: false });
    expect(q.postcode).toBe('75002');
    expect(q.tokens.find((t) => t.text === '75002')?.optional).toBe(true);
    expect(parseQuery('31000', { prefixLast: false }).tokens[0]?.optional).toBe(false);
  });

  it('reads syntax as separators, cuts at 200 characters and removes NUL bytes', () => {
    expect(rawWords('"bd" AND (moulins) NEAR* -x')).toEqual(['bd', 'and', 'moulins', 'near', 'x']);
    expect(cleanQuery('a'.repeat(500))).toHaveLength(200);
    expect(cleanQuery('moulins\u0000')).toBe('moulins ');
    expect(hasSearchableText(' -- ;; ')).toBe(false);
    expect(hasSearchableText('é')).toBe(true);
  });
});

describe('typo tolerance', () => {
  it('allows one edit from 5 letters and two from 9', () => {
    expect([4, 5, 8, 9, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts substitutions, insertions, deletions and transpositions as one edit each', () => {
    expect(boundedEditDistance('moulins', 'moulns', 2)).toBe(1);
    expect(boundedEditDistance('toulouse', 'touluose', 2)).toBe(1);
    expect(boundedEditDistance('grenoble', 'grenobel', 2)).toBe(1);
    expect(boundedEditDistance('montpellier', 'montpelier', 2)).toBe(1);
    expect(boundedEditDistance('marseille', 'marsielle', 2)).toBe(1);
    expect(boundedEditDistance('abcdef', 'ghijkl', 2)).toBe(3);
  });
});

describe('highlighting', () => {
  it('marks the typed beginnings of words, abbreviations and accents included', () => {
    expect(highlightLabel('Boulevard des Moulins, 98000 Monaco', 'bd des moul')).toEqual([
      { text: 'Boulevard', match: true },
      { text: ' ', match: false },
      { text: 'des', match: true },
      { text: ' ', match: false },
      { text: 'Moul', match: true },
      { text: 'ins, 98000 Monaco', match: false },
    ]);
    const parts = highlightLabel('Église Saint-Étienne', 'eglise et');
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Église', 'Ét']);
  });
});
