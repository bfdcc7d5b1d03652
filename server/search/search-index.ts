/**
 * The search artefact opened by the server: the SQLite index read-only, its words loaded into
 * the in-memory TokenIndex, per-entry ranking data in typed arrays, and the ranking of a query.
 */
import Database from 'better-sqlite3';
import { haversineMetres, type Bbox } from '../../src/domain/geo';
import type { ParsedQuery } from '../../src/domain/search-text/query';
import { planQuery, softenPlan, type QueryPlan } from './query-plan';
import { Fts5Retriever, MemoryRetriever, type CandidateRetriever } from './retrievers';
import { focusOf, LEVEL_CODES, namesExactly, scoreEntry, TOWN, type RankData } from './scorer';
import { TokenIndex, type EntryWords } from './token-index';

/** Version of the index layout the server reads (pipeline/stages/search/schema.ts). */
export const SEARCH_DB_VERSION = '3';

/** Retrieval engines. */
export type SearchEngineName = 'memory' | 'fts5';

/** Which entries a ranking keeps. */
export interface RankOptions {
  limit: number;
  /** Candidates retrieved before scoring. */
  candidates?: number;
  bbox?: Bbox | undefined;
  /** Keeps only entries of these level codes (LEVEL_CODES). */
  levels?: ReadonlySet<number> | undefined;
  /**
   * When no entry has every word, lets one or two words be missing (a quarter, a second town:
   * « 18 bd des moulins monte-carlo »), the entries lacking them scoring lower.
   */
  relax?: boolean;
}

/** Words a relaxed ranking lets go missing at most. */
const MAX_MISSING_WORDS = 2;

/** Required words a relaxed ranking keeps at least. */
const MIN_KEPT_WORDS = 2;

/** Required words past which a query is not relaxed (the choices of missing words grow fast). */
const MAX_RELAXED_WORDS = 8;

/** Beyond this distance a place found is not in the named town's neighbourhood, km. */
const NEIGHBOUR_KM = 5;

/** The k-element subsets of `items`, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/**
 * The words of `dropped` that end the query's `required` words, in order: [3] of [0, 3] when
 * 3 is the last required word; none when the last one was kept.
 */
export function trailingOf(dropped: readonly number[], required: readonly number[]): number[] {
  const tail: number[] = [];
  for (let k = 1; k <= dropped.length; k++) {
    if (dropped.at(-k) !== required.at(-k)) break;
    tail.unshift(dropped.at(-k)!);
  }
  return tail;
}

/** A ranked entry. */
export interface Ranked {
  id: number;
  score: number;
}

interface EntryRowLite {
  id: number;
  rubric_id: string | null;
  chain_id: string | null;
  level: string;
  importance: number;
  lng: number;
  lat: number;
  housenumber: string | null;
  postcode: string | null;
  name_tokens: string;
  context_tokens: string;
}

function split(text: string): string[] {
  return text ? text.split(' ') : [];
}

/** The opened index. */
export class SearchIndex {
  readonly db: Database.Database;
  readonly index: TokenIndex;
  readonly data: RankData;
  readonly size: number;
  /** POI ids of each rubric and store chain, most important first. */
  readonly byCategory = new Map<string, Int32Array>();
  private retriever: CandidateRetriever;
  private readonly memory: MemoryRetriever;

  constructor(file: string, engine: SearchEngineName = 'memory') {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    const schema = this.db.prepare("SELECT value FROM meta WHERE key = 'schema'").get() as
      { value: string } | undefined;
    if (schema?.value !== SEARCH_DB_VERSION)
      throw new Error(
        `${file} has schema ${schema?.value ?? 'none'}, expected ${SEARCH_DB_VERSION}`,
      );
    const rows = this.db
      .prepare(
        'SELECT id, rubric_id, chain_id, level, importance, lng, lat, housenumber, postcode, name_tokens, context_tokens FROM entry ORDER BY id',
      )
      .all() as EntryRowLite[];
    this.size = rows.at(-1)?.id ?? 0;
    this.data = this.loadData(rows);
    this.loadCategories(rows);
    const words: EntryWords[] = rows
      .filter((r) => r.name_tokens)
      .map((r) => ({ id: r.id, name: split(r.name_tokens), context: split(r.context_tokens) }));
    this.index = new TokenIndex(words, this.size);
    this.memory = new MemoryRetriever(this.index, this.data);
    this.retriever = engine === 'fts5' ? new Fts5Retriever(this.db, this.index) : this.memory;
  }

  private loadData(rows: readonly EntryRowLite[]): RankData {
    const n = this.size + 1;
    const data: RankData = {
      level: new Uint8Array(n),
      importance: new Float32Array(n),
      lng: new Float64Array(n),
      lat: new Float64Array(n),
      housenumber: new Array<string | undefined>(n),
      postcode: new Array<string | undefined>(n),
    };
    const codes = new Map<string, number>(LEVEL_CODES.map((l, i) => [l, i]));
    for (const r of rows) {
      data.level[r.id] = codes.get(r.level) ?? 0;
      data.importance[r.id] = r.importance;
      data.lng[r.id] = r.lng;
      data.lat[r.id] = r.lat;
      if (r.housenumber) data.housenumber[r.id] = r.housenumber;
      if (r.postcode) data.postcode[r.id] = r.postcode;
    }
    return data;
  }

  private loadCategories(rows: readonly EntryRowLite[]): void {
    const lists = new Map<string, number[]>();
    const add = (key: string, id: number): void => {
      const list = lists.get(key);
      if (list) list.push(id);
      else lists.set(key, [id]);
    };
    for (const r of rows) {
      if (r.rubric_id) add(`rubric:${r.rubric_id}`, r.id);
      if (r.chain_id) add(`chain:${r.chain_id}`, r.id);
    }
    for (const [key, list] of lists) this.byCategory.set(key, Int32Array.from(list));
  }

  /** The words of an entry's name. */
  nameWords(id: number): string[] {
    const start = this.index.start[id]!;
    const out: string[] = [];
    for (let k = start; k < start + this.index.nameCount[id]!; k++)
      out.push(this.index.words[this.index.tokens[k]!]!);
    return out;
  }

  /** The retrieval engine in use. */
  get engine(): SearchEngineName {
    return this.retriever.name as SearchEngineName;
  }

  /** Switches the retrieval engine (benchmarks compare them on the same index). */
  useEngine(engine: SearchEngineName): void {
    this.retriever = engine === 'fts5' ? new Fts5Retriever(this.db, this.index) : this.memory;
  }

  /** Ranks the entries matching a parsed query (see RankOptions.relax). */
  rank(parsed: ParsedQuery, options: RankOptions): Ranked[] {
    const plan = planQuery(this.index, parsed);
    const strict = plan.satisfiable
      ? this.rankPlan({ retrieval: plan, scoring: plan }, options)
      : [];
    return strict.length > 0 || !options.relax ? strict : this.rankRelaxed(plan, options);
  }

  /**
   * Ranks with one missing word, else two, keeping at least half of the required words (and
   * two), for queries of at most eight required words: the candidates of each choice of missing
   * words, all scored with every word soft.
   */
  private rankRelaxed(plan: QueryPlan, options: RankOptions): Ranked[] {
    const required = plan.parsed.tokens.flatMap((t, i) => (t.optional ? [] : [i]));
    const kept = Math.max(MIN_KEPT_WORDS, Math.ceil(required.length / 2));
    const most = Math.min(MAX_MISSING_WORDS, required.length - kept);
    if (most < 1 || required.length > MAX_RELAXED_WORDS) return [];
    const scoring = softenPlan(plan, required);
    for (let missing = 1; missing <= most; missing++) {
      const found = new Map<number, Ranked>();
      const producing: number[][] = [];
      for (const dropped of subsets(required, missing)) {
        const retrieval = softenPlan(plan, dropped);
        if (!retrieval.satisfiable) continue;
        const ranked = this.rankPlan({ retrieval, scoring }, options);
        if (ranked.length > 0) producing.push(dropped);
        for (const r of ranked) if (!found.has(r.id)) found.set(r.id, r);
      }
      if (found.size > 0) {
        const ranked = sortRanked([...found.values()]);
        const town = this.townNamedByDropped(plan, { sets: producing, required }, options);
        // The town the query named comes first: its streets are not all in the index, and
        // « Place de la Bourse, Lyon » must not turn silently into Toulouse's.
        const top = ranked[0]?.score ?? 0;
        const far = town !== undefined && !found.has(town) && this.farApart(town, ranked[0]?.id);
        const first = far ? [{ id: town, score: top + 1 }] : [];
        return [...first, ...ranked].slice(0, options.limit);
      }
    }
    return [];
  }

  /**
   * True when two entries lie farther apart than a town and its neighbour (« Place du Casino,
   * Beausoleil » is Monaco's, next door: no town put before it).
   */
  private farApart(a: number, b: number | undefined): boolean {
    if (b === undefined) return false;
    const { lng, lat } = this.data;
    const at = (id: number) => ({ lng: lng[id]!, lat: lat[id]! });
    return haversineMetres(at(a), at(b)) > NEIGHBOUR_KM * 1000;
  }

  /**
   * The town whose whole name is the words a relaxed search dropped to find something (« lyon »
   * in « place de la bourse lyon »): the places found elsewhere are not where the person asked.
   */
  private townNamedByDropped(
    plan: QueryPlan,
    relaxed: { sets: readonly (readonly number[])[]; required: readonly number[] },
    options: RankOptions,
  ): number | undefined {
    const { required } = relaxed;
    if (options.levels && !options.levels.has(TOWN)) return undefined;
    // A town is typed after the street or the place: only the last words are read as one, the
    // trailing ones of each set dropped (« cours … villeurbanne » found a « Rue … » elsewhere by
    // dropping « cours » and « villeurbanne »: « villeurbanne » is the town).
    const tails = new Map<string, number[]>();
    for (const set of relaxed.sets) {
      const tail = trailingOf(set, required);
      if (tail.length > 0) tails.set(tail.join(','), tail);
    }
    // The longest first: « aix les bains » before « bains », a town of its own elsewhere.
    const longestFirst = [...tails.values()].sort((a, b) => b.length - a.length);
    for (const dropped of longestFirst) {
      const kept = new Set(dropped);
      const tokens = plan.tokens.filter((_, i) => kept.has(i));
      if (!tokens.every((t) => t.estimate > 0)) continue;
      const only: QueryPlan = { ...plan, tokens, satisfiable: true };
      const ids = this.retriever.candidates(only, {
        limit: 20,
        accept: (id) => this.data.level[id] === TOWN,
      });
      const town = ids.find(
        (id) => this.data.level[id] === TOWN && namesExactly(this.index, only, id),
      );
      if (town !== undefined) return town;
    }
    return undefined;
  }

  /** The candidates of one plan, scored with another (the same one unless relaxed). */
  private rankPlan(
    plans: { retrieval: QueryPlan; scoring: QueryPlan },
    options: RankOptions,
  ): Ranked[] {
    const focus = options.bbox ? focusOf(options.bbox) : undefined;
    const ids = this.retriever.candidates(plans.retrieval, {
      limit: options.candidates ?? 300,
      focus: focus?.box,
      ...(options.levels
        ? { accept: (id: number) => options.levels!.has(this.data.level[id]!) }
        : {}),
    });
    const ranked: Ranked[] = [];
    for (const id of ids) {
      if (options.levels && !options.levels.has(this.data.level[id]!)) continue;
      const plan = plans.scoring;
      const score = scoreEntry({ index: this.index, data: this.data, plan, id, focus });
      if (score !== undefined) ranked.push({ id, score });
    }
    return sortRanked(ranked).slice(0, options.limit);
  }

  close(): void {
    this.db.close();
  }
}

function sortRanked(ranked: Ranked[]): Ranked[] {
  return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
}
