/**
 * A query planned against the word index: for each query word, the index words it matches and
 * how well (exact 1, prefix up to 1, one typo 0.7, two typos 0.55). Typo tolerance follows the
 * issue: one edit on words of 5 letters or more, two from 9 letters (the typed word or the
 * indexed one: « muet » finds « muret »).
 */
import { allowedEdits } from '../../src/domain/search-text/edit-distance';
import type { ParsedQuery, QueryToken } from '../../src/domain/search-text/query';
import type { TokenIndex, WordRange } from './token-index';

/** How one query word matches index words. */
export interface PlannedToken {
  token: QueryToken;
  /** Word id → quality (exact and typo matches). */
  words: Map<number, number>;
  /** Words starting with the typed prefix, when the word may be incomplete. */
  range: WordRange | null;
  /** Length of the typed prefix, to grade prefix matches. */
  prefixLength: number;
  /** Entries the word can match at most (to pick the rarest word to drive the search). */
  estimate: number;
}

/** A planned query. */
export interface QueryPlan {
  parsed: ParsedQuery;
  tokens: PlannedToken[];
  /** False when a required word matches nothing, or when every word is soft: no result. */
  satisfiable: boolean;
}

/** Quality of a match by number of edits. */
const TYPO_QUALITY = [1, 0.7, 0.55];

/** Longest prefix whose range is expanded (shorter ones are typed too early to mean much). */
const MIN_PREFIX = 1;

function planToken(index: TokenIndex, token: QueryToken): PlannedToken {
  const words = new Map<number, number>();
  for (const form of new Set([token.text, token.raw])) {
    const id = index.wordId(form);
    if (id !== undefined) words.set(id, 1);
  }
  // A typo may shorten a word: the longer of the typed and the indexed word sets the edits.
  const edits = /^\d/.test(token.text) ? 0 : allowedEdits(token.text.length + 1);
  for (const [id, d] of index.similarWords(token.text, edits)) {
    const longest = Math.max(token.text.length, (index.words[id] as string).length);
    if (!words.has(id) && d <= allowedEdits(longest)) words.set(id, TYPO_QUALITY[d] ?? 0.5);
  }
  const range =
    token.prefix && token.raw.length >= MIN_PREFIX ? index.prefixRange(token.raw) : null;
  let estimate = range ? index.rangePostings(range) : 0;
  for (const id of words.keys()) {
    if (!range || id < range[0] || id >= range[1]) estimate += index.postings[id]?.length ?? 0;
  }
  return { token, words, range, prefixLength: token.raw.length, estimate };
}

function planOf(parsed: ParsedQuery, tokens: PlannedToken[]): QueryPlan {
  const satisfiable =
    tokens.some((t) => !t.token.soft) &&
    tokens.every((t) => t.token.optional || t.token.soft || t.estimate > 0);
  return { parsed, tokens, satisfiable };
}

/** Plans a parsed query. */
export function planQuery(index: TokenIndex, parsed: ParsedQuery): QueryPlan {
  return planOf(
    parsed,
    parsed.tokens.map((t) => planToken(index, t)),
  );
}

/** The plan with the words at `indexes` soft (QueryToken.soft), without planning them again. */
export function softenPlan(plan: QueryPlan, indexes: readonly number[]): QueryPlan {
  const soft = new Set(indexes);
  const tokens = plan.tokens.map((t, i) =>
    soft.has(i) ? { ...t, token: { ...t.token, soft: true } } : t,
  );
  return planOf({ ...plan.parsed, tokens: tokens.map((t) => t.token) }, tokens);
}

/**
 * How well index word `wordId` matches a planned query word: its exact or typo quality, or for a
 * prefix 0.75 plus the typed share of the word.
 */
export function matchQuality(index: TokenIndex, planned: PlannedToken, wordId: number): number {
  const direct = planned.words.get(wordId);
  if (direct !== undefined) return direct;
  const r = planned.range;
  if (r && wordId >= r[0] && wordId < r[1]) {
    const length = (index.words[wordId] as string).length;
    return 0.75 + (0.2 * planned.prefixLength) / length;
  }
  return 0;
}
