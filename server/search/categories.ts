/**
 * Queries naming a category or a store chain: 'boulangerie', 'pharmacies', 'station service',
 * 'Carrefour', 'Esso', possibly followed by a place ('pharmacie à Monaco', 'boulangerie 31000').
 * The words are compared after normalisation (accents, plural forms listed as synonyms).
 */
import { STORE_CHAINS } from '../../src/domain/poi-catalogue/chains';
import { RUBRICS } from '../../src/domain/poi-catalogue/rubrics';
import { indexTokens } from '../../src/domain/search-text/normalise';
import { cleanQuery } from '../../src/domain/search-text/query';

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
  // Longest first: 'station service' before 'station', 'carrefour market' before 'carrefour'.
  return keys.filter((k) => k.words.length > 0).sort((a, b) => b.words.length - a.words.length);
}

const KEYS = keysOf();
/** Shortest first, for suggestions. */
const KEYS_BY_LENGTH = [...KEYS].reverse();

function startsWith(words: readonly string[], key: readonly string[]): boolean {
  return key.length <= words.length && key.every((w, i) => words[i] === w);
}

/** The category or chain a query names at its start, if any. */
export function detectCategory(q: string): CategoryMatch | undefined {
  const raw = cleanQuery(q);
  const words = indexTokens(raw);
  const key = KEYS.find((k) => startsWith(words, k.words));
  if (!key) return undefined;
  return {
    rubricId: key.rubricId,
    chainId: key.chainId,
    label: key.label,
    rest: words.slice(key.words.length).join(' '),
  };
}

/** Categories and chains whose name starts with what is typed (suggestions). */
export function suggestCategories(q: string, max: number): CategoryMatch[] {
  const words = indexTokens(cleanQuery(q));
  const typed = words.join(' ');
  if (typed.length < 3) return [];
  const seen = new Set<string>();
  const out: CategoryMatch[] = [];
  for (const k of KEYS_BY_LENGTH) {
    if (!k.text.startsWith(typed) || seen.has(k.label)) continue;
    seen.add(k.label);
    out.push({ rubricId: k.rubricId, chainId: k.chainId, label: k.label, rest: '' });
    if (out.length >= max) break;
  }
  return out;
}
