/**
 * The city quiz's rules (spec 001 §3 Quiz, §4, §9): levels, counts, the next-city delay, the
 * scoring formulas and each area's configuration. Shared by the quiz service and the SPA.
 * Zod-free.
 */
import type { Bbox, LngLat } from '../geo';
import { haversineMetres } from '../geo';

/** Levels of the spec (§3 difficulty labels): 2 Easy, 4 Medium, 8 Hard, 12 Expert. */
export const QUIZ_LEVELS = [2, 4, 8, 12] as const;
/** A level. */
export type QuizLevel = (typeof QUIZ_LEVELS)[number];
/** The level when none is asked for (§9). */
export const DEFAULT_QUIZ_LEVEL: QuizLevel = 2;
/** Cities in a list (§9 « count 50 »). */
export const QUIZ_COUNT = 50;
/** Cities a game plays. */
export const QUIZ_ROUNDS = 10;
/** Time between an answer and the next city (§4, §9). */
export const NEXT_CITY_DELAY_MS = 2000;
/** Confetti particles on a success (§4). */
export const CONFETTI_PARTICLES = 250;
/** The colours of the map's dots: the guess, a town found within the bonus distance, a town missed. */
export const QUIZ_COLOURS = { guess: '#2f6fed', success: '#03ac46', answer: '#d92d20' } as const;
/**
 * What the quiz home's map shows, [west, south, east, north]: metropolitan France and Corsica, from
 * Ouessant (5.14° W) to Corsica's east coast (9.56° E), and from Corsica's south cape (41.33° N)
 * to Bray-Dunes (51.09° N). The games frame their own area (the towns' box).
 */
export const QUIZ_HOME_BOUNDS: Bbox = [-5.14, 41.33, 9.56, 51.09];
/** Points of a perfect guess, before the bonus. */
export const QUIZ_MAX_POINTS = 1000;
/** The bonus of a guess within the bonus distance. */
export const QUIZ_BONUS_POINTS = 100;
/** The bonus distance as a share of the area's diagonal (25 km for France, 2 to 4 for a département). */
export const QUIZ_BONUS_SHARE = 0.02;
/**
 * The distance past which a guess scores nothing, as a share of the area's diagonal: 390 km for
 * France. With the whole diagonal (1,560 km), a guess 229 km off still scored 854 of 1,000 and
 * the points barely told a good guess from a poor one.
 */
export const QUIZ_MAX_DISTANCE_SHARE = 0.25;
/** An area with fewer positioned towns than this is not offered. */
export const QUIZ_MIN_CITIES = QUIZ_ROUNDS;

/** True for one of the levels. */
export function isQuizLevel(value: number): value is QuizLevel {
  return (QUIZ_LEVELS as readonly number[]).includes(value);
}

/**
 * What a level means (the spec names levels without defining them): towns are drawn among the
 * `level × 25` most populated of the area played, so Easy asks for its 50 largest towns and
 * Expert for any of its 300 largest.
 */
export function levelPoolSize(level: QuizLevel): number {
  return level * 25;
}

/** Kinds of quiz (§3 Quiz type). */
export const QUIZ_MODES = ['cities', 'regionCities', 'departmentCities'] as const;
/** A kind of quiz. */
export type QuizMode = (typeof QUIZ_MODES)[number];

/** The configuration of a game (the service's `config`). */
export interface QuizConfig {
  mode: QuizMode;
  level: QuizLevel;
  /** Km: the area's diagonal; a guess this far or farther scores nothing. */
  maxDistance: number;
  maxPoints: number;
  /** Km. */
  bonusDistance: number;
  bonusPoints: number;
  rounds: number;
  /** The area played: [west, south, east, north]. */
  bounds: Bbox;
  /** How many of the area's most populated towns the level draws from. */
  poolSize: number;
}

/** Great-circle distance in km. */
export function distanceKm(a: LngLat, b: LngLat): number {
  return haversineMetres(a, b) / 1000;
}

/** The diagonal of a box, in km. */
export function diagonalKm(bounds: Bbox): number {
  return distanceKm({ lng: bounds[0], lat: bounds[1] }, { lng: bounds[2], lat: bounds[3] });
}

/** The configuration of an area: scores comparable between France, a région and a département. */
export function quizConfig(options: {
  mode: QuizMode;
  level: QuizLevel;
  bounds: Bbox;
  available: number;
}): QuizConfig {
  const diagonal = diagonalKm(options.bounds);
  return {
    mode: options.mode,
    level: options.level,
    maxDistance: Math.round(diagonal * QUIZ_MAX_DISTANCE_SHARE * 10) / 10,
    maxPoints: QUIZ_MAX_POINTS,
    bonusDistance: Math.max(1, Math.round(diagonal * QUIZ_BONUS_SHARE)),
    bonusPoints: QUIZ_BONUS_POINTS,
    rounds: Math.min(QUIZ_ROUNDS, options.available),
    bounds: options.bounds,
    poolSize: levelPoolSize(options.level),
  };
}

/** The score of a guess. */
export interface QuizScore {
  /** Km, one decimal. */
  distance: number;
  /** Points, the bonus included. */
  points: number;
  bonus: boolean;
}

/**
 * City modes (§9): round((max distance − distance) / max distance × max points), never below 0,
 * plus the bonus points when the distance is within the bonus distance.
 */
export function cityScore(
  config: Pick<QuizConfig, 'maxDistance' | 'maxPoints' | 'bonusDistance' | 'bonusPoints'>,
  distance: number,
): QuizScore {
  const base = Math.max(
    0,
    Math.round(((config.maxDistance - distance) / config.maxDistance) * config.maxPoints),
  );
  const bonus = distance <= config.bonusDistance;
  return {
    distance: Math.round(distance * 10) / 10,
    points: base + (bonus ? config.bonusPoints : 0),
    bonus,
  };
}

/**
 * Other modes (§9, for quizzes other than towns): 300 + 10 × floor(rank / 10) − distance, never
 * below 0; the bonus when the distance is at most 10 km.
 */
export function rankedScore(rank: number, distance: number): QuizScore {
  return {
    distance: Math.round(distance * 10) / 10,
    points: Math.max(0, Math.round(300 + 10 * Math.floor(rank / 10) - distance)),
    bonus: distance <= 10,
  };
}

/** The score of a guess at `guess` for a town at `answer`. */
export function scoreGuess(config: QuizConfig, guess: LngLat, answer: LngLat): QuizScore {
  return cityScore(config, distanceKm(guess, answer));
}
