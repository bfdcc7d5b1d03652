/**
 * The city quiz's contracts (spec 001 §3 Quiz, §7 quiz service): a town to place, the areas that
 * can be played, a list with its configuration, the draw of a list (random, or the same for
 * everyone on a challenge day) and the quiz paths. Zod-free.
 */
import { slugify } from '../paths/search-paths';
import type { QuizConfig, QuizLevel } from './rules';

/** A town to place. */
export interface QuizCity {
  /** INSEE code. */
  insee: string;
  name: string;
  departmentCode: string;
  departmentName: string;
  population: number;
  lng: number;
  lat: number;
  /** True when another town of the same name exists: the département is then shown. */
  homonym: boolean;
}

/** The area and level of a game (and its challenge day, or the code of a shared game). */
export interface QuizRequest {
  kind: 'france' | 'region' | 'department';
  code: string | null;
  level: QuizLevel;
  challenge: string | null;
  /** A game shared by its link (`partie=…`): the same towns as the player who shared it. */
  game?: string | null | undefined;
}

/** An area that can be played: a région or a département. */
export interface QuizArea {
  kind: 'region' | 'department';
  code: string;
  name: string;
  /** The slug of its name, as in `/quiz/villes/departement/seine-maritime`. */
  slug: string;
  /** Its région, for a département. */
  regionCode: string | null;
  /** Towns of the area the quiz can ask (their position is known, not estimated). */
  cities: number;
}

/** `data` of GET /api/quiz/areas. */
export interface QuizAreas {
  regions: QuizArea[];
  departments: QuizArea[];
}

/** `data` of the list endpoints: the game's configuration and its towns, in the order played. */
export interface QuizList {
  config: QuizConfig;
  list: QuizCity[];
  /** The code of a game drawn at random: its link gives the same towns. None on a challenge day. */
  game?: string | undefined;
}

/**
 * The query of a game's share link: its challenge day (`defi=`), else its code (`partie=`), so
 * that whoever opens it plays the same towns; today's challenge when the game has neither.
 */
export function quizShareQuery(
  request: Pick<QuizRequest, 'level' | 'challenge'>,
  game: string | null,
  today: string,
): string {
  if (request.challenge) return `?niveau=${request.level}&defi=${request.challenge}`;
  if (game) return `?niveau=${request.level}&partie=${game}`;
  return `?niveau=${request.level}&defi=${today}`;
}

/** The code of a shared game (`partie=k3v9x0qa`): eight lower-case letters or digits. */
export function isGameCode(text: string): boolean {
  return /^[0-9a-z]{8}$/.test(text);
}

/** The slug of an area's name. */
export function areaSlug(name: string): string {
  return slugify(name);
}

/** A challenge day (`defi=2026-11-23`): a real date. */
export function isChallengeDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** A pseudo-random generator in [0, 1) seeded by a text (FNV-1a hash, then mulberry32). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let state = h;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items drawn from `pool` without repetition, in the order drawn. */
export function drawItems<T>(pool: readonly T[], count: number, random: () => number): T[] {
  const items = [...pool];
  const n = Math.min(count, items.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (items.length - i));
    const picked = items[j];
    const here = items[i];
    if (picked === undefined || here === undefined) break;
    items[i] = picked;
    items[j] = here;
  }
  return items.slice(0, n);
}

/** Paths of the quiz (spec 001 §2). */
export const QUIZ_HOME_PATH = '/quiz';
export const QUIZ_FRANCE_PATH = '/quiz/villes';

/** The path of an area's quiz. */
export function quizAreaPath(area: Pick<QuizArea, 'kind' | 'slug'>): string {
  return `/quiz/villes/${area.kind === 'region' ? 'region' : 'departement'}/${area.slug}`;
}
