/**
 * One place, one result: entries of the same name (the same index words, and for addresses the
 * same house number) are one place when they are the same OSM object, lie within 150 m of each other (a
 * POI mapped as a node and as a building, the two stops of a bus line, a square and its bus
 * stop), or when one lies in the other's street or area (« Jardin Exotique » the quarter and the
 * garden). Towns keep their own results: their boxes are estimates.
 */
import { haversineMetres } from '../../src/domain/geo';
import type { EntryRow } from './entry-row';

/** Farthest apart two entries of one name are one place, m. */
export const SAME_PLACE_METRES = 150;

/** Margin around a street's or an area's box, degrees (about 30 m). */
const BOX_MARGIN = 0.0003;

function inBox(row: EntryRow, other: EntryRow): boolean {
  if (row.level === 'town' || row.west === null || row.south === null) return false;
  if (row.east === null || row.north === null) return false;
  return (
    other.lng >= row.west - BOX_MARGIN &&
    other.lng <= row.east + BOX_MARGIN &&
    other.lat >= row.south - BOX_MARGIN &&
    other.lat <= row.north + BOX_MARGIN
  );
}

/** True when two entries of the same name are one place (see the module comment). */
export function samePlace(a: EntryRow, b: EntryRow): boolean {
  return (
    a.source_id === b.source_id ||
    haversineMetres(a, b) <= SAME_PLACE_METRES ||
    inBox(a, b) ||
    inBox(b, a)
  );
}

/** The places kept so far: a row is added unless it is a duplicate of one of them. */
export class PlaceSet {
  private readonly kept: { row: EntryRow; name: string }[] = [];

  /** `nameOf` gives the words a row is named by. */
  constructor(private readonly nameOf: (row: EntryRow) => string) {}

  /** Adds a row; false (and not added) when it is a place already kept. */
  add(row: EntryRow): boolean {
    const number = row.kind === 'address' ? (row.housenumber ?? '') : '';
    const name = `${number}|${this.nameOf(row)}`;
    if (this.kept.some((o) => o.name === name && samePlace(o.row, row))) return false;
    this.kept.push({ row, name });
    return true;
  }
}

/** The rows without the later duplicates of a place (the best ranked one stays). */
export function dedupePlaces(
  rows: readonly EntryRow[],
  nameOf: (row: EntryRow) => string,
): EntryRow[] {
  const places = new PlaceSet(nameOf);
  return rows.filter((row) => places.add(row));
}
