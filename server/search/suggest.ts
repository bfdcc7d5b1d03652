/**
 * Suggestions while typing (GET /api/suggest): categories and chains whose name starts with the
 * text, then the best addresses, places and POIs (last word as a prefix, near the map view),
 * a stop after the known place it is named after (stop-namesakes.ts),
 * one per place (same-place.ts) and per label, one house per street unless a number is typed, at
 * most SUGGEST_LIMIT. Answers are kept in a small LRU cache: the same words
 * come back with every keystroke of every user.
 */
import { haversineMetres, type Bbox } from '../../src/domain/geo';
import { SUGGEST_LIMIT, type Suggestion } from '../../src/domain/search';
import { parseQuery } from '../../src/domain/search-text/query';
import { detectCategory, suggestCategories } from './categories';
import { localisedSuggestions } from './localised-suggestions';
import { toAddress, toPoi, typedParts, type TypedParts } from './entry-format';
import type { EntryRow } from './entry-row';
import { PlaceSet } from './same-place';
import { namesakesFirst } from './stop-namesakes';
import type { SearchService } from './search-service';
import type { Ranked } from './search-index';

/** Candidates ranked for suggestions: the most important ones, and as many near the view. */
const SUGGEST_CANDIDATES = 60;

/** Suggestions kept in the cache. */
const CACHE_SIZE = 5000;

function fromRow(row: EntryRow, typed: TypedParts): Suggestion {
  if (row.kind === 'poi') {
    const poi = toPoi(row);
    return {
      label: poi.label,
      split_label: poi.split_label,
      type: 'poi',
      result: { kind: 'poi', poi },
    };
  }
  const address = toAddress(row, typed);
  return {
    label: address.label,
    split_label: address.split_label,
    type: 'address',
    result: { kind: 'address', address },
  };
}

/**
 * Without a number typed, a street is suggested once: itself, or one of its houses when the
 * street has no entry of its own. « Beausoleil » lists the town and the streets named so, not
 * seven numbers of one « rue de Beausoleil ».
 */
class NumberedStreets {
  private readonly seen = new Set<string>();
  private readonly typedNumber: boolean;

  constructor(q: string) {
    this.typedNumber = /\d/.test(q);
  }

  /** False for a house of a street already suggested, when no number was typed. */
  admits(row: EntryRow): boolean {
    if (this.typedNumber || row.kind !== 'address') return true;
    const name = row.housenumber ? row.street : row.name;
    const street = `${(name ?? '').toLowerCase()}|${row.towncode ?? row.town ?? ''}`;
    if (!row.housenumber) {
      this.seen.add(street);
      return true;
    }
    if (this.seen.has(street)) return false;
    this.seen.add(street);
    return true;
  }
}

/**
 * A category named on an English or Dutch page, and placed (« bakery rouen », « chemist monaco »):
 * the index holds the places' French words only, so nothing else matches; the search it offers
 * is the one Enter runs, which finds the category there.
 */
function locatedCategory(q: string, locale: string | undefined): Suggestion[] {
  // A French page has the places' own words: nothing found there is said as such.
  if (!locale || locale.startsWith('fr')) return [];
  const category = detectCategory(q, locale);
  if (!category?.rest) return [];
  const label = q.trim().replace(/\s+/g, ' ');
  return [
    {
      label,
      split_label: [label, category.chainId ? 'Enseigne' : 'Catégorie'],
      type: category.chainId ? 'chain' : 'rubric',
      result: { kind: 'search', query: label },
    },
  ];
}

/** With places of a category in view, the others farther than this from the view are left out, m. */
export const CATEGORY_REACH_METRES = 30_000;

/**
 * The rows in the map view first, then the others, each group in rank order. Used when the whole
 * text names a category (« boulangerie »): a bakery whose name has the word is no better an answer
 * than the one in view whose name has not, and a user looking at Rouen expects Rouen's bakeries
 * before a « Boulangerie Costa » in Monaco. With some in view, those farther than
 * `CATEGORY_REACH_METRES` from it are left out (« pharmacie » typed for a Rouen itinerary listed
 * Monaco's and Montpellier's after Rouen's); with none in view, all are kept.
 */
export function viewFirst(rows: Iterable<EntryRow>, bbox: Bbox): EntryRow[] {
  const [w, s, e, n] = bbox;
  const inside: EntryRow[] = [];
  const outside: EntryRow[] = [];
  for (const row of rows) {
    const seen = row.lng >= w && row.lng <= e && row.lat >= s && row.lat <= n;
    (seen ? inside : outside).push(row);
  }
  if (inside.length === 0) return outside;
  const near = (row: EntryRow): boolean => {
    const lng = Math.min(Math.max(row.lng, w), e);
    const lat = Math.min(Math.max(row.lat, s), n);
    return haversineMetres(row, { lng, lat }) <= CATEGORY_REACH_METRES;
  };
  return [...inside, ...outside.filter(near)];
}

/** Suggestions with a cache. */
export class Suggester {
  private readonly cache = new Map<string, Suggestion[]>();

  constructor(private readonly service: SearchService) {}

  private compute(q: string, bbox: Bbox | undefined, locale: string | undefined): Suggestion[] {
    const categories: Suggestion[] = suggestCategories(q, 2, locale).map((c) => ({
      label: c.label,
      split_label: [c.label, c.chainId ? 'Enseigne' : 'Catégorie'],
      type: c.chainId ? 'chain' : 'rubric',
      result: { kind: 'search', query: c.label },
    }));
    const parsed = parseQuery(q, { prefixLast: true });
    const ranked = this.service.index.rank(parsed, {
      limit: 20,
      candidates: SUGGEST_CANDIDATES,
      bbox,
      relax: true,
    });
    const out = [...categories];
    const labels = new Set(out.map((s) => s.label));
    const places = new PlaceSet(this.service.nameKey);
    const numbered = new NumberedStreets(q);
    const named = this.service.namedIn(locale);
    // The whole text names a category or a chain (« boulangerie », « carrefour »): its places
    // in the view come first.
    const category = detectCategory(q, locale);
    const inView = category && !category.rest ? bbox : undefined;
    // A number typed: whether one of the candidates has it (else a street says it lacks it).
    const typed = typedParts(parsed, parsed.housenumber ? this.service.rowsOf(ranked) : []);
    for (const row of this.rowsInOrder(ranked, inView)) {
      if (!numbered.admits(row) || !places.add(row)) continue;
      const suggestion = fromRow(named(row), typed);
      if (labels.has(suggestion.label)) continue;
      labels.add(suggestion.label);
      out.push(suggestion);
      if (out.length >= SUGGEST_LIMIT) break;
    }
    if (out.length === 0) out.push(...locatedCategory(q, locale));
    // Written in the page's language once, then kept in the cache with it (its key has the locale).
    return localisedSuggestions(out, locale);
  }

  /**
   * The rows of the ranked entries, read as they are needed; all at once with a view to put first
   * (`viewFirst`) or a stop among them, each stop then after its namesake (stop-namesakes.ts).
   */
  private *rowsInOrder(ranked: readonly Ranked[], inView: Bbox | undefined): Generator<EntryRow> {
    const stops = ranked.some((r) => this.service.stopIds.has(r.id));
    if (!stops && !inView) {
      for (const { id } of ranked) {
        const row = this.service.rows.get(id);
        if (row) yield row;
      }
      return;
    }
    const rows = this.service.rowsOf(ranked);
    const ordered = inView ? viewFirst(rows, inView) : rows;
    yield* stops ? namesakesFirst(ordered, this.service.namesakes) : ordered;
  }

  /** The suggestions of a query near a map view, for a page in `locale`. */
  suggest(q: string, bbox: Bbox | undefined, locale?: string): Suggestion[] {
    const key = `${q}|${bbox?.map((v) => v.toFixed(3)).join(',') ?? ''}|${locale ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = this.compute(q, bbox, locale);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
    return result;
  }
}
