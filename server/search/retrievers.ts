/**
 * Candidate retrieval: the entries containing every required query word, the most important
 * first (ids are in importance order), plus those inside the focus box. Two engines with the
 * same contract: our in-memory posting lists, and SQLite FTS5 over the same words (kept for the
 * engine benchmark, see docs/search.md).
 */
import type Database from 'better-sqlite3';
import type { Bbox } from '../../src/domain/geo';
import type { PlannedToken, QueryPlan } from './query-plan';
import { SpatialGrid } from './spatial-grid';
import type { TokenIndex } from './token-index';

/** Options of a retrieval. */
export interface RetrieveOptions {
  /** Most important candidates to return. */
  limit: number;
  /** Also return up to `limit` candidates inside this box. */
  focus?: Bbox | undefined;
  /** Only entries passing this test count (a filter by level). */
  accept?: ((id: number) => boolean) | undefined;
}

/** Positions of the entries (for the focus). */
export interface EntryPositions {
  lng: Float64Array;
  lat: Float64Array;
}

/** A retrieval engine. */
export interface CandidateRetriever {
  readonly name: string;
  candidates(plan: QueryPlan, options: RetrieveOptions): number[];
}

function required(plan: QueryPlan): PlannedToken[] {
  return plan.tokens.filter((t) => !t.token.optional && !t.token.soft);
}

/** True when the entry has a word matching the planned token. */
export function entryHasToken(index: TokenIndex, id: number, t: PlannedToken): boolean {
  const end = index.start[id + 1]!;
  const r = t.range;
  for (let k = index.start[id]!; k < end; k++) {
    const w = index.tokens[k]!;
    if (t.words.has(w) || (r !== null && w >= r[0] && w < r[1])) return true;
  }
  return false;
}

/** Ids the cache of prefix unions may hold (4 bytes each). */
const UNION_CACHE_IDS = 8_000_000;

/** The posting lists of a planned token. */
function listsOf(index: TokenIndex, t: PlannedToken): Int32Array[] {
  const lists: Int32Array[] = [];
  const r = t.range;
  if (r) for (let w = r[0]; w < r[1]; w++) lists.push(index.postings[w]!);
  for (const w of t.words.keys()) {
    if (!r || w < r[0] || w >= r[1]) lists.push(index.postings[w]!);
  }
  return lists;
}

/** Visits the union of ascending lists in ascending order until `visit` returns false. */
function mergeAscending(lists: readonly Int32Array[], visit: (id: number) => boolean): void {
  if (lists.length === 1) {
    const l = lists[0]!;
    for (let i = 0; i < l.length; i++) if (!visit(l[i]!)) return;
    return;
  }
  const heads = new Int32Array(lists.length);
  let last = -1;
  for (;;) {
    let best = -1;
    let bestId = 0x7fffffff;
    for (let k = 0; k < lists.length; k++) {
      const l = lists[k]!;
      while (heads[k]! < l.length && l[heads[k]!]! <= last) heads[k]!++;
      if (heads[k]! < l.length && l[heads[k]!]! < bestId) [best, bestId] = [k, l[heads[k]!]!];
    }
    if (best < 0 || !visit(bestId)) return;
    last = bestId;
  }
}

/** Retrieval on the in-memory posting lists (and a grid of the entries for the focus). */
export class MemoryRetriever implements CandidateRetriever {
  readonly name = 'memory';
  private readonly grid: SpatialGrid;
  private readonly unions = new Map<string, Int32Array>();
  private unionIds = 0;

  constructor(
    private readonly index: TokenIndex,
    private readonly positions: EntryPositions,
  ) {
    this.grid = new SpatialGrid(
      positions.lng,
      positions.lat,
      (id) => index.start[id + 1]! > index.start[id]!,
    );
  }

  private matches(
    id: number,
    tokens: readonly PlannedToken[],
    filter: RetrieveOptions['accept'],
  ): boolean {
    if (filter && !filter(id)) return false;
    for (const t of tokens) if (!entryHasToken(this.index, id, t)) return false;
    return true;
  }

  /**
   * The union of several lists (a prefix, typos), sorted; a large one is kept for the next
   * queries while the cache holds less than UNION_CACHE_IDS ids (short prefixes come back with
   * every keystroke).
   */
  private union(key: string, lists: readonly Int32Array[]): Int32Array {
    const cached = this.unions.get(key);
    if (cached) return cached;
    let total = 0;
    for (const l of lists) total += l.length;
    const merged = new Int32Array(total);
    let at = 0;
    for (const l of lists) {
      merged.set(l, at);
      at += l.length;
    }
    merged.sort();
    let n = 0;
    for (let i = 0; i < merged.length; i++)
      if (i === 0 || merged[i] !== merged[i - 1]) merged[n++] = merged[i]!;
    const union = merged.slice(0, n);
    if (total >= 4096 && this.unionIds + n <= UNION_CACHE_IDS) {
      this.unions.set(key, union);
      this.unionIds += n;
    }
    return union;
  }

  /** The most important matches: a merge of the driver's lists, stopped at the limit. */
  private mostImportant(options: {
    driver: PlannedToken;
    lists: Int32Array[];
    rest: PlannedToken[];
    retrieve: RetrieveOptions;
  }): number[] {
    const out: number[] = [];
    const { lists, rest, retrieve } = options;
    const merged =
      lists.length > 16
        ? [
            this.union(
              `${options.driver.range?.join(':')}|${[...options.driver.words.keys()].join(',')}`,
              lists,
            ),
          ]
        : lists;
    mergeAscending(merged, (id) => {
      if (this.matches(id, rest, retrieve.accept)) out.push(id);
      return out.length < retrieve.limit;
    });
    return out;
  }

  /** The matches inside the focus box, most important first. */
  private inFocus(options: {
    plan: PlannedToken[];
    driverLists: Int32Array[];
    estimate: number;
    retrieve: RetrieveOptions;
  }): number[] {
    const box = options.retrieve.focus!;
    const cells = this.grid.cellsOf(box);
    const inGrid = cells?.reduce((n, c) => n + c.length, 0) ?? Infinity;
    const sources = cells && inGrid < options.estimate ? cells : options.driverLists;
    let total = 0;
    for (const l of sources) total += l.length;
    const ids = new Int32Array(total);
    let n = 0;
    for (const l of sources) {
      for (let i = 0; i < l.length; i++) if (inBox(this.positions, l[i]!, box)) ids[n++] = l[i]!;
    }
    const sorted = ids.subarray(0, n).sort();
    const out: number[] = [];
    for (let i = 0; i < n && out.length < options.retrieve.limit; i++) {
      const id = sorted[i]!;
      if (i > 0 && sorted[i - 1] === id) continue;
      if (this.matches(id, options.plan, options.retrieve.accept)) out.push(id);
    }
    return out;
  }

  candidates(plan: QueryPlan, options: RetrieveOptions): number[] {
    const tokens = required(plan);
    if (!plan.satisfiable || tokens.length === 0) return [];
    const driver = tokens.reduce((a, b) => (b.estimate < a.estimate ? b : a));
    const rest = tokens.filter((t) => t !== driver);
    const driverLists = listsOf(this.index, driver);
    const out = this.mostImportant({ driver, lists: driverLists, rest, retrieve: options });
    if (!options.focus || out.length < options.limit) return out;
    const seen = new Set(out);
    for (const id of this.inFocus({
      plan: tokens,
      driverLists,
      estimate: driver.estimate,
      retrieve: options,
    }))
      if (!seen.has(id)) out.push(id);
    return out;
  }
}

function inBox(p: EntryPositions, id: number, b: Bbox): boolean {
  const x = p.lng[id]!;
  const y = p.lat[id]!;
  return x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3];
}

/** A word of our index as an FTS5 string (they are [a-z0-9] only; quoted all the same). */
function ftsWord(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/**
 * Retrieval with SQLite FTS5: `(w1 OR w2 OR "pre"*) AND …` over the same words, in rowid
 * (importance) order. User text never reaches the MATCH expression: only index words do.
 */
export class Fts5Retriever implements CandidateRetriever {
  readonly name = 'fts5';
  private readonly statement: Database.Statement<[string, number], { rowid: number }>;

  constructor(
    db: Database.Database,
    private readonly index: TokenIndex,
  ) {
    this.statement = db.prepare(
      'SELECT rowid FROM entry_fts WHERE entry_fts MATCH ? ORDER BY rowid LIMIT ?',
    );
  }

  private clause(t: PlannedToken): string {
    const terms = [...t.words.keys()].map((w) => ftsWord(this.index.words[w] as string));
    if (t.range) terms.push(`${ftsWord(t.token.raw)}*`);
    return `(${terms.join(' OR ')})`;
  }

  candidates(plan: QueryPlan, options: RetrieveOptions): number[] {
    const tokens = required(plan);
    if (!plan.satisfiable || tokens.length === 0) return [];
    const expression = tokens.map((t) => this.clause(t)).join(' AND ');
    return this.statement.all(expression, options.limit).map((r) => r.rowid);
  }
}
