/**
 * The city quiz service (issue 14; spec 001 §7): the areas that can be played and, for France, a
 * région or a département at a level, a list of 50 towns drawn among the level's pool (the area's
 * most populated towns) with the game's configuration. Lists are the same for everyone on a
 * challenge day; otherwise a game draws a code, its towns follow from it, and the code given back
 * (a shared game's link) draws the same towns. Everything is computed once at start: a list costs
 * a draw.
 */
import { randomInt } from 'node:crypto';
import type { Bbox } from '../../src/domain/geo';
import {
  areaSlug,
  drawItems,
  seededRandom,
  type QuizArea,
  type QuizAreas,
  type QuizCity,
  type QuizList,
} from '../../src/domain/quiz/quiz';
import {
  QUIZ_COUNT,
  QUIZ_MIN_CITIES,
  quizConfig,
  type QuizLevel,
  type QuizMode,
} from '../../src/domain/quiz/rules';
import type { PlacesStore } from '../core/deps';
import type { AreaRow, Gazetteer, TownRow } from './gazetteer';

/** What a list request names. */
export interface ListRequest {
  level: QuizLevel;
  /** A challenge day (YYYY-MM-DD): the same list for everyone that day. */
  challenge?: string | undefined;
  /** A shared game's code: the same list as that game's. */
  game?: string | undefined;
}

const CODE_LETTERS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A new game code: eight letters or digits (36⁸ ≈ 2.8 × 10¹² games). */
export function newGameCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}

/** The towns of one area, the most populated first, and its box. */
interface Played {
  mode: QuizMode;
  key: string;
  cities: QuizCity[];
  bounds: Bbox;
}

/** The quiz service. */
export interface QuizService {
  areas(): QuizAreas;
  /** France (metropolitan France and Corsica). */
  france(request: ListRequest): QuizList;
  /** A région's or a département's list; undefined for an unknown or unplayable code. */
  area(kind: 'region' | 'department', code: string, request: ListRequest): QuizList | undefined;
}

/** Overseas départements are played on their own: their towns would stretch France's map. */
const isMetropolitan = (t: TownRow): boolean => !t.departmentCode.startsWith('97');

/** The box of some towns, widened by 5 % of its size on each side (at least 0.02°). */
export function boundsOf(towns: readonly TownRow[]): Bbox {
  const lngs = towns.map((t) => t.lng);
  const lats = towns.map((t) => t.lat);
  const [w, e, s, n] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const padLng = Math.max(0.02, (e - w) * 0.05);
  const padLat = Math.max(0.02, (n - s) * 0.05);
  const round = (v: number): number => Math.round(v * 1e5) / 1e5;
  return [round(w - padLng), round(s - padLat), round(e + padLng), round(n + padLat)];
}

function citiesOf(towns: readonly TownRow[], departments: ReadonlyMap<string, string>) {
  const counts = new Map<string, number>();
  for (const t of towns) counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  return towns.map((t): QuizCity => ({
    insee: t.insee,
    name: t.name,
    departmentCode: t.departmentCode,
    departmentName: departments.get(t.departmentCode) ?? t.departmentCode,
    population: t.population,
    lng: t.lng,
    lat: t.lat,
    homonym: (counts.get(t.name) ?? 0) > 1,
  }));
}

function listOf(played: Played, request: ListRequest): QuizList {
  const config = quizConfig({
    mode: played.mode,
    level: request.level,
    bounds: played.bounds,
    available: played.cities.length,
  });
  const pool = played.cities.slice(0, Math.max(config.poolSize, QUIZ_COUNT));
  if (request.challenge) {
    const random = seededRandom(`${request.challenge}|${played.key}|${request.level}`);
    return { config, list: drawItems(pool, QUIZ_COUNT, random) };
  }
  const game = request.game ?? newGameCode();
  const random = seededRandom(`partie:${game}|${played.key}|${request.level}`);
  return { config, list: drawItems(pool, QUIZ_COUNT, random), game };
}

function areaEntry(kind: QuizArea['kind'], row: AreaRow, cities: number): QuizArea {
  return {
    kind,
    code: row.code,
    name: row.name,
    slug: areaSlug(row.name),
    regionCode: kind === 'department' ? row.regionCode : null,
    cities,
  };
}

/** Builds the service from the gazetteer of the places artefact. */
export function createQuizService(gazetteer: Gazetteer): QuizService {
  const names = new Map(gazetteer.departments.map((d) => [d.code, d.name]));
  // Homonyms are looked for in the whole country: « Saint-Denis » is ambiguous everywhere.
  const all = citiesOf(gazetteer.towns, names);
  const byInsee = new Map(all.map((c) => [c.insee, c]));
  const played = (mode: QuizMode, key: string, towns: TownRow[]): Played => ({
    mode,
    key,
    cities: towns.flatMap((t) => byInsee.get(t.insee) ?? []),
    bounds: towns.length > 0 ? boundsOf(towns) : [0, 0, 0, 0],
  });
  const france = played('cities', 'france', gazetteer.towns.filter(isMetropolitan));
  const group = (kind: 'region' | 'department', rows: AreaRow[]) =>
    new Map(
      rows.map((row) => {
        const towns = gazetteer.towns.filter((t) =>
          kind === 'region' ? t.regionCode === row.code : t.departmentCode === row.code,
        );
        const mode = kind === 'region' ? 'regionCities' : 'departmentCities';
        return [row.code, { row, played: played(mode, `${kind}:${row.code}`, towns) }] as const;
      }),
    );
  const regions = group('region', gazetteer.regions);
  const departments = group('department', gazetteer.departments);
  const playable = (kind: 'region' | 'department', map: typeof regions): QuizArea[] =>
    [...map.values()]
      .filter((a) => a.played.cities.length >= QUIZ_MIN_CITIES)
      .map((a) => areaEntry(kind, a.row, a.played.cities.length))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  const areas: QuizAreas = {
    regions: playable('region', regions),
    departments: playable('department', departments).sort((a, b) => a.code.localeCompare(b.code)),
  };
  return {
    areas: () => areas,
    france: (request) => listOf(france, request),
    area(kind, code, request) {
      const found = (kind === 'region' ? regions : departments).get(code);
      if (!found || found.played.cities.length < QUIZ_MIN_CITIES) return undefined;
      return listOf(found.played, request);
    },
  };
}

const services = new WeakMap<PlacesStore, QuizService>();

/** The quiz service of a places artefact, built once (the quiz plugin and the pages share it). */
export function quizServiceOf(places: PlacesStore): QuizService {
  const existing = services.get(places);
  if (existing) return existing;
  const service = createQuizService(places.gazetteer());
  services.set(places, service);
  return service;
}

const AREA_PAGE = /^\/quiz\/villes\/(region|departement)\/([^/]+)\/?$/;

/** False for a quiz area page whose slug names no area that can be played (a 404 page). */
export function isKnownQuizPage(path: string, service: QuizService): boolean {
  const match = AREA_PAGE.exec(path);
  if (!match) return true;
  const { regions, departments } = service.areas();
  const list = match[1] === 'region' ? regions : departments;
  return list.some((a) => a.slug === match[2]);
}
