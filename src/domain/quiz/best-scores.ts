/**
 * The best totals of the city quiz (issue 14): one per area and level, kept in the browser and,
 * for a signed-in player, in the account (`/api/user/quiz`). A key names the area and the level
 * (`france:france:2`, `region:28:4`, `department:76:12`); merging keeps the higher of two totals.
 * Shared by the user store, the user service and the SPA. Zod-free.
 */
import type { QuizRequest } from './quiz';
import { QUIZ_BONUS_POINTS, QUIZ_LEVELS, QUIZ_MAX_POINTS, QUIZ_ROUNDS } from './rules';

/** Best totals by key. */
export type QuizBestScores = Record<string, number>;

/** The highest total a game can reach: every round perfect, with its bonus. */
export const QUIZ_MAX_TOTAL = QUIZ_ROUNDS * (QUIZ_MAX_POINTS + QUIZ_BONUS_POINTS);

/** How many keys exist at most (France, 18 régions, 101 départements; four levels each). */
export const QUIZ_BEST_KEYS_MAX = (1 + 18 + 101) * QUIZ_LEVELS.length;

/** Area codes as the quiz uses them: INSEE région and département codes (2A, 2B, 971…). */
const KEY_PATTERN = new RegExp(
  `^(france:france|region:\\d{2}|department:(\\d{2,3}|2[AB])):(${QUIZ_LEVELS.join('|')})$`,
);

/** The key of an area and level among the best totals. */
export function bestKey(request: Pick<QuizRequest, 'kind' | 'code' | 'level'>): string {
  return [request.kind, request.code ?? 'france', request.level].join(':');
}

/** True for a well-formed key. */
export function isBestKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** True for a total a game can reach. */
export function isBestTotal(total: unknown): total is number {
  return Number.isInteger(total) && Number(total) >= 0 && Number(total) <= QUIZ_MAX_TOTAL;
}

/** Both sets of totals, the higher kept for a key in both. */
export function mergeBest(a: QuizBestScores, b: QuizBestScores): QuizBestScores {
  const merged: QuizBestScores = { ...a };
  for (const [key, total] of Object.entries(b)) {
    merged[key] = Math.max(merged[key] ?? total, total);
  }
  return merged;
}

/** The totals of `mine` higher than those of `theirs` (what `theirs` does not know yet). */
export function bestAbove(mine: QuizBestScores, theirs: QuizBestScores): QuizBestScores {
  return Object.fromEntries(
    Object.entries(mine).filter(([key, total]) => total > (theirs[key] ?? -1)),
  );
}

/**
 * What the end screen says of a total: a new best when it beats the best known before the game
 * and is the best known now (the account's may have arrived meanwhile).
 */
export function isNewBest(total: number, before: number | null, now: number | null): boolean {
  return total > (before ?? -1) && total >= (now ?? -1);
}

/** The area and level a well-formed key names; undefined otherwise. */
export function parseBestKey(
  key: string,
): { kind: QuizRequest['kind']; code: string | null; level: number } | undefined {
  if (!isBestKey(key)) return undefined;
  const [kind, code, level] = key.split(':');
  if (kind !== 'france' && kind !== 'region' && kind !== 'department') return undefined;
  return { kind, code: kind === 'france' ? null : (code ?? null), level: Number(level) };
}

/** The best totals at `level`, France first, then by total (highest first). */
export function recordsAt(
  best: QuizBestScores,
  level: number,
): { kind: QuizRequest['kind']; code: string | null; total: number }[] {
  return Object.entries(best)
    .flatMap(([key, total]) => {
      const area = parseBestKey(key);
      return area?.level === level ? [{ kind: area.kind, code: area.code, total }] : [];
    })
    .sort((a, b) => Number(b.kind === 'france') - Number(a.kind === 'france') || b.total - a.total);
}
