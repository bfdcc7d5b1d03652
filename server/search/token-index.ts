/**
 * The in-memory word index of the search: a sorted vocabulary (a prefix is a range of word
 * ids), one posting list of entry ids per word (ascending ids = decreasing importance), the
 * words of every entry (name words first), and a trigram index of the vocabulary for typos.
 */
import { boundedEditDistance } from '../../src/domain/search-text/edit-distance';

/** Words of one entry as read from the index file. */
export interface EntryWords {
  id: number;
  name: readonly string[];
  context: readonly string[];
}

/** Word ids of `[lo, hi)`, the words starting with a prefix. */
export type WordRange = readonly [number, number];

/** Typo look-ups kept (first in, first out). */
const SIMILAR_CACHE_SIZE = 20_000;
const NONE: ReadonlyMap<number, number> = new Map();
/** Candidate words whose edit distance a typo look-up computes at most. */
const MAX_TYPO_CHECKS = 300;

function lowerBound(words: readonly string[], target: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((words[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function trigramsOf(word: string): string[] {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
}

/** The index. */
export class TokenIndex {
  /** Sorted words; a word's id is its position. */
  readonly words: string[];
  private readonly ids = new Map<string, number>();
  /** postings[w] = ascending entry ids containing word w. */
  readonly postings: Int32Array[];
  /** cumulative posting sizes, for O(1) estimates of prefix ranges. */
  private readonly cumulative: Float64Array;
  /** Word ids of each entry: tokens[start[id] … start[id + 1]). */
  readonly start: Uint32Array;
  readonly tokens: Int32Array;
  /** How many of an entry's words are name words (the rest are context). */
  readonly nameCount: Uint8Array;
  /** The letters of an entry's name words, all together (the scorer's coverage). */
  readonly nameLetters: Uint16Array;
  private readonly trigrams = new Map<string, Int32Array>();
  private readonly counter: Uint16Array;
  /** Recent typo look-ups (words come back with every keystroke). */
  private readonly similar = new Map<string, ReadonlyMap<number, number>>();

  constructor(entries: readonly EntryWords[], maxId: number) {
    const vocabulary = new Set<string>();
    for (const e of entries) for (const w of [...e.name, ...e.context]) vocabulary.add(w);
    this.words = [...vocabulary].sort();
    this.words.forEach((w, i) => this.ids.set(w, i));
    this.start = new Uint32Array(maxId + 2);
    this.nameCount = new Uint8Array(maxId + 1);
    this.nameLetters = new Uint16Array(maxId + 1);
    const lists: number[][] = this.words.map(() => []);
    const flat: number[] = [];
    let previous = 0;
    for (const e of entries) {
      for (let id = previous + 1; id <= e.id; id++) this.start[id] = flat.length;
      previous = e.id;
      const seen = new Set<number>();
      for (const w of [...e.name, ...e.context]) {
        const id = this.ids.get(w) as number;
        flat.push(id);
        if (!seen.has(id)) lists[id]!.push(e.id);
        seen.add(id);
      }
      this.nameCount[e.id] = Math.min(255, e.name.length);
      this.nameLetters[e.id] = Math.min(65_535, e.name.join('').length);
    }
    for (let id = previous + 1; id <= maxId + 1; id++) this.start[id] = flat.length;
    this.tokens = Int32Array.from(flat);
    this.postings = lists.map((l) => Int32Array.from(l));
    this.cumulative = new Float64Array(this.words.length + 1);
    this.postings.forEach((p, i) => (this.cumulative[i + 1] = this.cumulative[i]! + p.length));
    this.counter = new Uint16Array(this.words.length);
    this.buildTrigrams();
  }

  /** Trigram lists split by word length: a typo look-up reads only the lengths it can reach. */
  private buildTrigrams(): void {
    const lists = new Map<string, number[]>();
    this.words.forEach((w, id) => {
      if (w.length < 4 || /^\d/.test(w)) return;
      for (const t of new Set(trigramsOf(w))) {
        const key = `${t}${w.length}`;
        const list = lists.get(key);
        if (list) list.push(id);
        else lists.set(key, [id]);
      }
    });
    for (const [t, list] of lists) this.trigrams.set(t, Int32Array.from(list));
  }

  /** The id of a word, or undefined. */
  wordId(word: string): number | undefined {
    return this.ids.get(word);
  }

  /** The ids of the words starting with `prefix`. */
  prefixRange(prefix: string): WordRange {
    return [lowerBound(this.words, prefix), lowerBound(this.words, `${prefix}\uffff`)];
  }

  /** Entries containing the words of a range, summed. */
  rangePostings(range: WordRange): number {
    return this.cumulative[range[1]]! - this.cumulative[range[0]]!;
  }

  /**
   * Words within `maxEdits` edits of `word` (itself excluded), with their distance: candidates
   * share enough trigrams, then the distance is checked.
   */
  similarWords(word: string, maxEdits: number): ReadonlyMap<number, number> {
    if (maxEdits === 0) return NONE;
    const key = `${maxEdits}${word}`;
    const cached = this.similar.get(key);
    if (cached) return cached;
    const out = this.findSimilar(word, maxEdits);
    if (this.similar.size >= SIMILAR_CACHE_SIZE)
      this.similar.delete(this.similar.keys().next().value!);
    this.similar.set(key, out);
    return out;
  }

  private findSimilar(word: string, maxEdits: number): Map<number, number> {
    const out = new Map<number, number>();
    const grams = [...new Set(trigramsOf(word))];
    // An edit changes up to three trigrams, a transposition four.
    const needed = Math.max(1, grams.length - 4 * maxEdits);
    const touched: number[] = [];
    for (let length = word.length - maxEdits; length <= word.length + maxEdits; length++) {
      for (const g of grams) {
        const list = this.trigrams.get(`${g}${length}`);
        if (!list) continue;
        for (let i = 0; i < list.length; i++) {
          const id = list[i]!;
          if (this.counter[id] === 0) touched.push(id);
          this.counter[id]!++;
        }
      }
    }
    const candidates: number[] = [];
    for (const id of touched) {
      if (this.counter[id]! >= needed && this.words[id] !== word) candidates.push(id);
    }
    // Short words allowed two edits share few trigrams with anything: the words sharing the
    // most are checked first, and at most MAX_TYPO_CHECKS of them.
    if (candidates.length > MAX_TYPO_CHECKS) {
      candidates.sort((a, b) => this.counter[b]! - this.counter[a]!);
      candidates.length = MAX_TYPO_CHECKS;
    }
    for (const id of candidates) {
      const d = boundedEditDistance(word, this.words[id] as string, maxEdits);
      if (d <= maxEdits) out.set(id, d);
    }
    for (const id of touched) this.counter[id] = 0;
    return out;
  }
}
