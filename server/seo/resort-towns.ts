/**
 * The communes that are resorts by the search index's `resort` table (built by the search stage,
 * pipeline/stages/search/resorts.ts: the beaches by the sea, the ski areas, each with its
 * commune), joined to the communes of the SEO pages, read on first use and kept (one artefact).
 */
import type Database from 'better-sqlite3';
import type { CommuneIndex, SeoCommune } from './communes';

/** The two kinds of resort, as the index writes them. */
export type ResortKind = 'seaside' | 'winter';

/** A commune with what makes it a resort. */
export interface ResortTown {
  commune: SeoCommune;
  /** How many beaches by the sea, or ski areas, OSM maps there. */
  count: number;
  /** Their names, distinct, in French order (unnamed ones are only counted). */
  names: string[];
}

interface ResortRowRead {
  kind: string;
  towncode: string;
  name: string | null;
}

/** The resort communes of each kind, in French alphabetical order of the commune. */
export class ResortTowns {
  private lists: Map<ResortKind, ResortTown[]> | undefined;

  constructor(
    private readonly db: Database.Database,
    private readonly communes: CommuneIndex,
  ) {}

  /** The communes of a kind, sorted as the directory of towns. */
  of(kind: ResortKind): readonly ResortTown[] {
    this.lists ??= this.read();
    return this.lists.get(kind) ?? [];
  }

  private read(): Map<ResortKind, ResortTown[]> {
    const rows = this.db
      .prepare<[], ResortRowRead>('SELECT kind, towncode, name FROM resort')
      .all();
    const byKind = new Map<string, Map<string, { count: number; names: Set<string> }>>();
    for (const row of rows) {
      const towns =
        byKind.get(row.kind) ?? new Map<string, { count: number; names: Set<string> }>();
      byKind.set(row.kind, towns);
      const town = towns.get(row.towncode) ?? { count: 0, names: new Set<string>() };
      towns.set(row.towncode, town);
      town.count++;
      if (row.name) town.names.add(row.name);
    }
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    const lists = new Map<ResortKind, ResortTown[]>();
    for (const kind of ['seaside', 'winter'] as const) {
      const towns = byKind.get(kind);
      lists.set(
        kind,
        this.communes.sorted.flatMap((commune) => {
          const town = towns?.get(commune.insee);
          if (!town) return [];
          const names = [...town.names].sort(collator.compare);
          return [{ commune, count: town.count, names }];
        }),
      );
    }
    return lists;
  }
}
