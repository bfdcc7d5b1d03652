/**
 * Ranking of a candidate entry for a query: text match (exact > prefix > typo, name words over
 * context words; a missing soft word counts as a word not matched), share of the entry's name the
 * query covers, static importance (level,
 * population), house number and postcode agreement, and proximity to the focus box.
 */
import type { Bbox } from '../../src/domain/geo';
import { matchQuality, type QueryPlan } from './query-plan';
import type { TokenIndex } from './token-index';
import { GEOCODE_LEVELS } from '../../src/domain/address';

/** Per-entry data the ranking reads, in arrays indexed by entry id. */
export interface RankData {
  level: Uint8Array;
  importance: Float32Array;
  lng: Float64Array;
  lat: Float64Array;
  housenumber: (string | undefined)[];
  postcode: (string | undefined)[];
}

/** Level codes of RankData.level. */
export const LEVEL_CODES = [...GEOCODE_LEVELS, 'poi'] as const;

const WAY = LEVEL_CODES.indexOf('way');
const ADDRESS_POINT = LEVEL_CODES.indexOf('address_point');
const ADDRESS_RANGE = LEVEL_CODES.indexOf('address_range');
/** The level code of a town (a commune). */
export const TOWN = LEVEL_CODES.indexOf('town');
const POI = LEVEL_CODES.indexOf('poi');

/** Where the user is looking, for proximity. */
export interface Focus {
  box: Bbox;
  lng: number;
  lat: number;
  /** Distance scale of the proximity bonus, km. */
  scaleKm: number;
}

/**
 * The smallest focus, km across: a map view closer than this (a place opened at street level) is
 * read as the town around it. Looking at Rouen's cathedral, « Rue du Gros » is Rouen's
 * Gros-Horloge 400 m away before Toulouse's « Rue Gros », as it is with the whole town in view.
 */
export const MIN_FOCUS_KM = 6;

/** The focus box of a view: the view, or a box of `MIN_FOCUS_KM` around its centre. */
export function focusBox(box: Bbox): Bbox {
  const lng = (box[0] + box[2]) / 2;
  const lat = (box[1] + box[3]) / 2;
  const halfLat = MIN_FOCUS_KM / 2 / 111;
  const halfLng = halfLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return [
    Math.min(box[0], lng - halfLng),
    Math.min(box[1], lat - halfLat),
    Math.max(box[2], lng + halfLng),
    Math.max(box[3], lat + halfLat),
  ];
}

/** A focus from a bbox (the map view), at least `MIN_FOCUS_KM` across. */
export function focusOf(view: Bbox): Focus {
  const box = focusBox(view);
  const lng = (box[0] + box[2]) / 2;
  const lat = (box[1] + box[3]) / 2;
  const kmX = (box[2] - box[0]) * 111 * Math.cos((lat * Math.PI) / 180);
  const kmY = (box[3] - box[1]) * 111;
  return { box, lng, lat, scaleKm: Math.max(2, Math.hypot(kmX, kmY)) };
}

/**
 * The letters of name word `k` the query's word covers: all of them for an exact or typo match,
 * only those typed for a prefix (« est » covers 3 of « estavar »'s 7 letters but all of « est »).
 */
function coveredLetters(
  index: TokenIndex,
  planned: QueryPlan['tokens'][number],
  k: number,
): number {
  const word = index.tokens[k]!;
  const length = index.words[word]!.length;
  return planned.words.has(word) ? length : Math.min(length, planned.prefixLength);
}

/** How a query's words match an entry's words. */
interface TextScore {
  text: number;
  /** The share of the name's letters the query covers. */
  coverage: number;
  exact: boolean;
  /**
   * A word is matched by a query word still being typed (a prefix of it) or mistyped (a typo):
   * what it matches is a guess, and « montp » is Montpellier's start more than a typo of « Monts ».
   */
  typing: boolean;
}

function textScore(index: TokenIndex, plan: QueryPlan, id: number): TextScore | undefined {
  const s = index.start[id]!;
  const e = index.start[id + 1]!;
  const names = index.nameCount[id]!;
  let text = 0;
  let weight = 0;
  let matchedNames = 0;
  let covered = 0;
  let exact = true;
  let typing = false;
  for (const t of plan.tokens) {
    let best = 0;
    let bestK = -1;
    for (let k = s; k < e; k++) {
      const q = matchQuality(index, t, index.tokens[k]!) * (k - s < names ? 1 : 0.7);
      if (q > best) [best, bestK] = [q, k];
    }
    const w = t.token.optional ? 0.3 : 1;
    weight += t.token.optional ? 0 : 1;
    if (best === 0) {
      // A soft word may be missing: it counts in the weight, so the score is lower.
      if (t.token.soft) exact = false;
      else if (!t.token.optional) return undefined;
      continue;
    }
    if (best < 1) exact = false;
    const bit = 1 << Math.min(30, bestK - s);
    if (bestK - s < names && !(matchedNames & bit)) {
      matchedNames |= bit;
      covered += coveredLetters(index, t, bestK);
    }
    typing ||= t.words.get(index.tokens[bestK]!) !== 1;
    text += w * best;
  }
  const letters = index.nameLetters[id]!;
  let wholeWords = 0;
  for (let b = matchedNames; b; b &= b - 1) wholeWords++;
  return {
    text: text / Math.max(1, weight),
    // The share of the name's letters the query covers: « gare de rouen » covers as much of
    // « Rouen Rive Droite » as of « Sotteville-lès-Rouen », whatever the words' count.
    coverage: letters ? Math.min(1, covered / letters) : 0,
    exact: exact && wholeWords >= names,
    typing,
  };
}

/**
 * How a typed house number fits an entry. Without one, a house of a street comes after the street:
 * « Boulevard des Moulins » is the boulevard, not its number 2 that happens to be in view.
 */
function housenumberScore(data: RankData, plan: QueryPlan, id: number): number {
  const wanted = plan.parsed.housenumber;
  const level = data.level[id]!;
  const house = level === ADDRESS_POINT || level === ADDRESS_RANGE;
  if (!wanted) return house && data.housenumber[id] ? -0.3 : 0;
  if (house) {
    const hn = data.housenumber[id];
    if (hn === wanted) return level === ADDRESS_POINT ? 1.2 : 1.1;
    if (hn && hn.replace(/\D+$/, '') === wanted.replace(/\D+$/, '')) return 0.7;
    return -0.3;
  }
  if (level === WAY) return 0.4;
  return level === POI ? -0.1 : -0.2;
}

/**
 * How a postcode typed or in a page's path fits an entry. A town's own postcode is one of its
 * several: only its département is compared, when asked in the location form `NN000` (§5: the
 * town page `/plan/saint-barthelemy-38000` is the one of Isère, not its more populous homonym).
 */
function postcodeScore(data: RankData, plan: QueryPlan, id: number): number {
  const wanted = plan.parsed.postcode;
  const own = data.postcode[id];
  if (!wanted || !own) return 0;
  if (data.level[id] === TOWN) {
    if (!wanted.endsWith('000')) return 0;
    return own.slice(0, 2) === wanted.slice(0, 2) ? 0.3 : -0.5;
  }
  if (own === wanted) return 0.3;
  if (wanted.endsWith('000') && own.slice(0, 2) === wanted.slice(0, 2)) return 0.1;
  return -0.5;
}

function proximityScore(data: RankData, focus: Focus | undefined, id: number): number {
  if (!focus) return 0;
  const level = data.level[id]!;
  if (level > TOWN && level !== POI) return 0;
  const x = data.lng[id]!;
  const y = data.lat[id]!;
  const kmX = (x - focus.lng) * 111 * Math.cos((focus.lat * Math.PI) / 180);
  const kmY = (y - focus.lat) * 111;
  const d = Math.hypot(kmX, kmY);
  const b = focus.box;
  const inside = x >= b[0] && x <= b[2] && y >= b[1] && y <= b[3] ? 0.2 : 0;
  const weight = level === TOWN ? 0.3 : 0.6;
  return weight * Math.exp(-d / focus.scaleKm) + inside;
}

/**
 * True when the query's words are the entry's whole name, each word typed in full and right
 * (« Lyon » for the town of Lyon, not « Ly » nor « Lyo »).
 */
export function namesExactly(index: TokenIndex, plan: QueryPlan, id: number): boolean {
  const text = textScore(index, plan, id);
  return !!text && text.exact && !text.typing && text.text >= 1;
}

/** Weight of the share of the name a query covers. */
const COVERAGE_WEIGHT = 0.8;

/**
 * The same while a word is still being typed or mistyped: the letters not yet typed say nothing
 * of the place, so how important it is counts more (« gare de rou » is Rouen's station before
 * Le Rouget's).
 */
const TYPING_COVERAGE_WEIGHT = 0.4;

/** The score of an entry, or undefined when a required word is missing. */
export function scoreEntry(options: {
  index: TokenIndex;
  data: RankData;
  plan: QueryPlan;
  id: number;
  focus: Focus | undefined;
}): number | undefined {
  const { index, data, plan, id, focus } = options;
  const text = textScore(index, plan, id);
  if (!text) return undefined;
  return (
    2 * text.text +
    (text.typing ? TYPING_COVERAGE_WEIGHT : COVERAGE_WEIGHT) * text.coverage +
    (text.exact ? 0.3 : 0) +
    data.importance[id]! +
    housenumberScore(data, plan, id) +
    postcodeScore(data, plan, id) +
    proximityScore(data, focus, id)
  );
}
