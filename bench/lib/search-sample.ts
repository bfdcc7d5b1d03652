/**
 * Query sets of the search bench, generated from the region's own index with a seeded random
 * generator (the same set on every run): prefixes for autocomplete, and full queries with
 * typos, abbreviations and missing accents for the quality rate.
 */
import type Database from 'better-sqlite3';
import { ABBREVIATIONS } from '../../src/domain/search-text/abbreviations';
import { displayHousenumber } from '../../src/domain/search-text/normalise';

/** A deterministic random generator (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An entry of the index the queries are made from. */
export interface SampleEntry {
  id: number;
  kind: 'address' | 'poi';
  level: string;
  name: string;
  housenumber: string | null;
  town: string | null;
  lng: number;
  lat: number;
}

/** Random entries of the given levels (addresses, streets, POIs with a proper name). */
export function sampleEntries(
  db: Database.Database,
  options: { count: number; seed: number; levels: readonly string[] },
): SampleEntry[] {
  const marks = options.levels.map(() => '?').join(',');
  const rows = db
    .prepare(
      `SELECT e.id, e.kind, e.level, e.name, e.housenumber, l.town, e.lng, e.lat FROM entry e
       LEFT JOIN locality l ON l.id = e.locality_id
       WHERE e.level IN (${marks}) AND e.name != '' AND e.name != 'Station-service' ORDER BY e.id`,
    )
    .all(...options.levels) as SampleEntry[];
  const random = seededRandom(options.seed);
  const out: SampleEntry[] = [];
  const taken = new Set<number>();
  while (out.length < Math.min(options.count, rows.length)) {
    const i = Math.floor(random() * rows.length);
    if (taken.has(i)) continue;
    taken.add(i);
    out.push(rows[i]!);
  }
  return out;
}

/** The text a user would type for an entry: number, name and town. */
export function fullText(e: SampleEntry, withTown: boolean): string {
  const number = e.housenumber ? `${displayHousenumber(e.housenumber)} ` : '';
  const town =
    withTown && e.town && e.level !== 'town' && !e.name.includes(e.town) ? ` ${e.town}` : '';
  return `${number}${e.name}${town}`;
}

/** Autocomplete queries: the start of what a user types (3 characters or more). */
export function prefixQueries(entries: readonly SampleEntry[], seed: number): string[] {
  const random = seededRandom(seed);
  return entries.map((e) => {
    const text = fullText(e, true);
    const cut = 3 + Math.floor(random() * Math.max(1, text.length - 2));
    return text.slice(0, cut);
  });
}

/**
 * What users send while typing: every prefix of each entry's text from 3 characters, in
 * order, one entry after another (the short prefixes of different entries often coincide,
 * as between users).
 */
export function keystrokeQueries(entries: readonly SampleEntry[]): { q: string; entry: number }[] {
  const out: { q: string; entry: number }[] = [];
  entries.forEach((e, entry) => {
    const text = fullText(e, true);
    for (let length = 3; length <= text.length; length++) {
      const q = text.slice(0, length);
      if (!q.endsWith(' ')) out.push({ q, entry });
    }
  });
  return out;
}

const SHORT_FORMS = Object.entries(ABBREVIATIONS).reduce<Record<string, string>>(
  (acc, [short, long]) => {
    if (!(long in acc) && !long.includes(' ') && short.length > 1) acc[long] = short;
    return acc;
  },
  {},
);

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const letter = letters[Math.floor(random() * letters.length)]!;
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + letter + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letter + word.slice(i);
    default:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  }
}

/** A query with what users do: abbreviations, no accents, lower case, one typo. */
export function noisyQuery(e: SampleEntry, random: () => number): string {
  let words = fullText(e, random() < 0.8).split(' ');
  if (random() < 0.5) {
    words = words.map((w) => SHORT_FORMS[stripAccents(w).toLowerCase()] ?? w);
  }
  if (random() < 0.6) words = words.map(stripAccents);
  if (random() < 0.5) words = words.map((w) => w.toLowerCase());
  if (random() < 0.5) {
    const long = words.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w));
    const pick = long[Math.floor(random() * long.length)];
    if (pick) words[pick[1]] = typo(pick[0], random);
  }
  return words.join(' ');
}
