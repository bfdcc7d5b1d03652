/**
 * Queries naming a category or a store chain: 'boulangerie', 'pharmacies', 'station service',
 * 'Carrefour', 'Esso', possibly followed by a place ('pharmacie à Monaco', 'boulangerie 31000').
 * The words are compared after normalisation (accents, plural forms listed as synonyms). An
 * English or Dutch page also finds the rubrics by their English or Dutch names, singular and
 * plural ('pharmacy', 'apotheken'), which a French page does not (« Arts et Métiers » is no
 * Dutch « arts »).
 */
import { STORE_CHAINS } from '../../src/domain/poi-catalogue/chains';
import { rubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import { RUBRICS } from '../../src/domain/poi-catalogue/rubrics';
import { indexTokens } from '../../src/domain/search-text/normalise';
import { cleanQuery } from '../../src/domain/search-text/query';
import { rubricWords } from '../seo/rubric-words-en-nl';

/** What a query names. */
export interface CategoryMatch {
  rubricId: string | null;
  chainId: string | null;
  /** The label to suggest ('Boulangerie', 'Carrefour'). */
  label: string;
  /** The words after the category (a place), '' when none. */
  rest: string;
}

interface Key {
  words: string[];
  /** The words joined by a space. */
  text: string;
  rubricId: string | null;
  chainId: string | null;
  label: string;
}

function key(name: string, target: Omit<Key, 'words' | 'text'>): Key {
  const words = indexTokens(name);
  return { words, text: words.join(' '), ...target };
}

function keysOf(): Key[] {
  const keys: Key[] = [];
  for (const r of RUBRICS) {
    for (const s of [r.label, ...r.synonyms])
      keys.push(key(s, { rubricId: r.id, chainId: null, label: r.label }));
  }
  for (const c of STORE_CHAINS) {
    for (const b of [c.label, ...c.brands])
      keys.push(key(b, { rubricId: null, chainId: c.id, label: c.label }));
  }
  return longestFirst(keys);
}

/** The languages whose rubric names are known besides French. */
type OtherLanguage = 'en' | 'nl';

/**
 * Everyday names a traveller types besides the labels (British English: a pharmacy is « the
 * chemist's », a fast-food place a « takeaway »).
 */
const EVERYDAY_NAMES: Readonly<Record<OtherLanguage, Readonly<Record<string, readonly string[]>>>> =
  {
    en: {
      pharmacie: ['chemist', 'chemists', "chemist's"],
      'restauration-rapide': ['takeaway', 'takeaways'],
    },
    nl: {},
  };

/** The rubrics' English or Dutch names: the interface's label, singular, plural, everyday names. */
function keysIn(lang: OtherLanguage): Key[] {
  return RUBRICS.flatMap((r) => {
    const label = rubricLabel(r.id, lang) ?? r.label;
    const words = rubricWords(r.id, lang);
    const names = new Set([
      label,
      ...(words ? [words.one, words.many] : []),
      ...(EVERYDAY_NAMES[lang][r.id] ?? []),
    ]);
    return [...names].map((name) => key(name, { rubricId: r.id, chainId: null, label }));
  });
}

/** Longest first: 'station service' before 'station', 'carrefour market' before 'carrefour'. */
function longestFirst(keys: readonly Key[]): Key[] {
  return keys.filter((k) => k.words.length > 0).sort((a, b) => b.words.length - a.words.length);
}

/** The French names too, a rubric labelled in `lang` (suggested once, in the page's language). */
function withFrench(lang: OtherLanguage): Key[] {
  const french = FRENCH.map((k) =>
    k.rubricId ? { ...k, label: rubricLabel(k.rubricId, lang) ?? k.label } : k,
  );
  return longestFirst([...french, ...keysIn(lang)]);
}

const FRENCH = keysOf();
const KEYS: Readonly<Record<'fr' | OtherLanguage, Key[]>> = {
  fr: FRENCH,
  en: withFrench('en'),
  nl: withFrench('nl'),
};
/** Shortest first, for suggestions. */
const KEYS_BY_LENGTH: Readonly<Record<'fr' | OtherLanguage, Key[]>> = {
  fr: [...KEYS.fr].reverse(),
  en: [...KEYS.en].reverse(),
  nl: [...KEYS.nl].reverse(),
};

/** The names a page in `locale` finds categories by ('en-GB' → French and English). */
function languageOf(locale: string | undefined): 'fr' | OtherLanguage {
  if (locale?.startsWith('en')) return 'en';
  if (locale?.startsWith('nl')) return 'nl';
  return 'fr';
}

function startsWith(words: readonly string[], key: readonly string[]): boolean {
  return key.length <= words.length && key.every((w, i) => words[i] === w);
}

/** The category or chain a query names at its start, if any (names of `locale`'s language too). */
export function detectCategory(q: string, locale?: string): CategoryMatch | undefined {
  const raw = cleanQuery(q);
  const words = indexTokens(raw);
  const key = KEYS[languageOf(locale)].find((k) => startsWith(words, k.words));
  if (!key) return undefined;
  return {
    rubricId: key.rubricId,
    chainId: key.chainId,
    label: key.label,
    rest: words.slice(key.words.length).join(' '),
  };
}

/**
 * Categories and chains whose name starts with what is typed (suggestions), named in the page's
 * language when typed in it.
 */
export function suggestCategories(q: string, max: number, locale?: string): CategoryMatch[] {
  const words = indexTokens(cleanQuery(q));
  const typed = words.join(' ');
  if (typed.length < 3) return [];
  const seen = new Set<string>();
  const out: CategoryMatch[] = [];
  for (const k of KEYS_BY_LENGTH[languageOf(locale)]) {
    if (!k.text.startsWith(typed) || seen.has(k.label)) continue;
    seen.add(k.label);
    out.push({ rubricId: k.rubricId, chainId: k.chainId, label: k.label, rest: '' });
    if (out.length >= max) break;
  }
  return out;
}
