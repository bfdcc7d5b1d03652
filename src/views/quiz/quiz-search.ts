/**
 * The query of a quiz page: `niveau` (2, 4, 8, 12), `defi` (a challenge day) and `partie` (a
 * shared game's code).
 */
import { isChallengeDay, isGameCode } from '../../domain/quiz/quiz';
import { DEFAULT_QUIZ_LEVEL, isQuizLevel, type QuizLevel } from '../../domain/quiz/rules';

/** What a quiz page's query asks for. */
export interface QuizSearch {
  level: QuizLevel;
  challenge: string | null;
  game: string | null;
}

/** Reads the query (unknown values fall back to the default level and no challenge). */
export function quizSearchOf(search: Record<string, unknown>): QuizSearch {
  const level = Number(search.niveau);
  const defi = typeof search.defi === 'string' ? search.defi : '';
  const partie = typeof search.partie === 'string' ? search.partie : '';
  return {
    level: isQuizLevel(level) ? level : DEFAULT_QUIZ_LEVEL,
    challenge: isChallengeDay(defi) ? defi : null,
    game: isGameCode(partie) ? partie : null,
  };
}

/** Today in the player's time zone, as a challenge day. */
export function today(now = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
