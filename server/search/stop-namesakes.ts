/**
 * A stop named after a place comes after that place. Bus and tram stops take the name of what
 * they serve (« Cathédrale » stops by the Cathédrale Notre-Dame): when a stop matches the words
 * as well as or better than the place itself (its short name is the whole query), the place is
 * the one a person looks for. So a known place (an entry with a notability bonus: an article, a
 * heritage or sight designation) that lies near the stop and whose name holds every word of the
 * stop's name is moved just before the stop. The stop stays in the list.
 */
import { haversineMetres } from '../../src/domain/geo';
import type { EntryRow } from './entry-row';

/** Rubrics of transit stops. */
export const STOP_RUBRICS: readonly string[] = ['arret-de-bus', 'arret-de-tram'];

/** Farthest a stop lies from the place it is named after, m. */
export const NAMESAKE_METRES = 400;

/** What the reordering reads of the index. */
export interface NamesakeIndex {
  /** The words an entry is named by. */
  nameWords(row: EntryRow): readonly string[];
  /** True for an entry better known than a plain POI (notability above the POI level). */
  notable(row: EntryRow): boolean;
}

/** True for a bus or tram stop. */
export function isStop(row: EntryRow): boolean {
  return row.kind === 'poi' && row.rubric_id !== null && STOP_RUBRICS.includes(row.rubric_id);
}

function namesakeOf(
  stop: EntryRow,
  candidates: readonly EntryRow[],
  index: NamesakeIndex,
): EntryRow | undefined {
  const words = index.nameWords(stop);
  if (words.length === 0) return undefined;
  return candidates.find((row) => {
    if (row.kind !== 'poi' || isStop(row) || !index.notable(row)) return false;
    if (haversineMetres(row, stop) > NAMESAKE_METRES) return false;
    const own = new Set(index.nameWords(row));
    return words.every((w) => own.has(w));
  });
}

/**
 * The rows with each stop's namesake just before it. `pool` holds further candidates, in rank
 * order, that may be brought into the list (a search's rows past its ambiguity margin).
 */
export function namesakesFirst(
  rows: readonly EntryRow[],
  index: NamesakeIndex,
  pool: readonly EntryRow[] = [],
): EntryRow[] {
  if (!rows.some(isStop)) return [...rows];
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const stop = out[i]!;
    if (!isStop(stop)) continue;
    const placed = new Set(out.slice(0, i).map((r) => r.id));
    const later = [...out.slice(i + 1), ...pool].filter((r) => !placed.has(r.id));
    const namesake = namesakeOf(stop, later, index);
    if (!namesake) continue;
    const at = out.findIndex((r) => r.id === namesake.id);
    if (at >= 0) out.splice(at, 1);
    out.splice(i, 0, namesake);
    i++;
  }
  return out;
}
