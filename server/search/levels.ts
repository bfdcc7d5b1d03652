/** Sets of level codes (RankData.level) used to filter rankings. */
import { LEVEL_CODES } from './scorer';

type Level = (typeof LEVEL_CODES)[number];

function codes(levels: readonly Level[]): ReadonlySet<number> {
  return new Set(levels.map((l) => LEVEL_CODES.indexOf(l)));
}

/** The code of a level name. */
export function levelCode(level: string): number {
  return LEVEL_CODES.indexOf(level as Level);
}

/** Every address level (all but POIs). */
export const ADDRESS_LEVELS = codes(LEVEL_CODES.filter((l) => l !== 'poi'));
/** POIs only. */
export const POI_LEVELS = codes(['poi']);
/** Places a category search can be located in. */
export const PLACE_LEVELS = codes([
  'town',
  'district',
  'hamlet',
  'named_place',
  'admin_7',
  'admin_2',
  'admin_1',
  'country',
]);

/** Levels ranked together when results are ambiguous (several streets, several towns…). */
export function levelGroup(code: number): string {
  const level = LEVEL_CODES[code];
  if (level === 'address_point' || level === 'address_range') return 'address';
  if (level === 'hamlet' || level === 'named_place' || level === 'landmark' || level === 'district')
    return 'place';
  if (level === 'admin_7' || level === 'admin_2' || level === 'admin_1' || level === 'country')
    return 'area';
  return level ?? 'other';
}

/** Level codes from a list of geocode level names (forward geocoding `subtypes`). */
export function levelsFromNames(names: readonly string[]): ReadonlySet<number> | undefined {
  const known = names.map(levelCode).filter((c) => c >= 0 && LEVEL_CODES[c] !== 'poi');
  return known.length > 0 ? new Set(known) : undefined;
}
