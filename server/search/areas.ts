/**
 * Area lists (pages /plan/region, /plan/departement and their children): the régions, the
 * départements (of a région), the communes of a département (the most populated first).
 */
import type Database from 'better-sqlite3';
import type { Address } from '../../src/domain/address';
import { toAddress } from './entry-format';
import type { EntryRows } from './entry-row';

/** Kinds of list. */
export const AREA_KINDS = ['region', 'departement', 'commune'] as const;
/** A kind of area list. */
export type AreaKind = (typeof AREA_KINDS)[number];

/** Communes listed at most for a département. */
export const MAX_COMMUNES = 300;

const QUERIES: Readonly<Record<AreaKind, string>> = {
  region: `SELECT e.id FROM entry e WHERE e.level = 'admin_1' ORDER BY e.name`,
  departement: `SELECT e.id FROM entry e JOIN locality l ON l.id = e.locality_id
    WHERE e.level IN ('admin_7', 'admin_2') AND (@parent IS NULL OR l.region_code = @parent)
    ORDER BY l.department_code`,
  commune: `SELECT e.id FROM entry e JOIN locality l ON l.id = e.locality_id
    WHERE e.level = 'town' AND l.department_code = @parent ORDER BY e.id LIMIT ${MAX_COMMUNES}`,
};

/** The areas of a kind (under a parent code for départements and communes). */
export function listAreas(
  db: Database.Database,
  rows: EntryRows,
  options: { kind: AreaKind; parent: string | undefined },
): Address[] {
  if (options.kind === 'commune' && !options.parent) return [];
  const ids = db
    .prepare(QUERIES[options.kind])
    .all(options.kind === 'region' ? {} : { parent: options.parent ?? null }) as {
    id: number;
  }[];
  return ids.flatMap(({ id }) => {
    const row = rows.get(id);
    return row ? [toAddress(row)] : [];
  });
}
