/**
 * The areas of the layer pages (issue 17): France, a région, a département or a commune, found
 * by the slug of its name (`normandie`, `seine-maritime`, `rouen`) among the places artefact's
 * positioned communes. Names that repeat (many « Saint-Martin ») resolve to the most populated,
 * or exactly with `{slug}-{insee}` (`CommuneSlugs`, the rule of every page that names a
 * commune). An unknown slug gets the closest names.
 */
import { CommuneSlugs } from '../../src/domain/paths/commune-slugs';
import { slugify } from '../../src/domain/paths/search-paths';
import type { AreaRef } from '../../src/domain/restrictions/api';
import type { Bbox } from '../../src/domain/geo';
import { bboxAround } from '../../src/domain/geo';
import type { Gazetteer, TownRow } from '../quiz/gazetteer';

/** Kinds of area a page can be about, as in its URL. */
export type AreaKind = AreaRef['kind'];

/** An area resolved, with the communes it holds. */
export interface ResolvedArea {
  ref: AreaRef;
  /** INSEE codes of its positioned communes (every one for France). */
  communes: string[];
}

/** Metropolitan France and Corsica (the overseas départements are their own areas). */
const FRANCE_BBOX: Bbox = [-5.2, 41.3, 9.6, 51.1];

function boxOf(towns: readonly TownRow[]): Bbox | null {
  if (towns.length === 0) return null;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const t of towns) {
    w = Math.min(w, t.lng);
    s = Math.min(s, t.lat);
    e = Math.max(e, t.lng);
    n = Math.max(n, t.lat);
  }
  return [w, s, e, n];
}

/** Edit distance of two short slugs (for « did you mean »). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** Resolves page areas over a gazetteer (built once per artefact). */
export class AreaResolver {
  private readonly towns: CommuneSlugs<TownRow>;
  private readonly departmentNames = new Map<string, string>();

  constructor(private readonly gazetteer: Gazetteer) {
    this.towns = new CommuneSlugs(gazetteer.towns);
    for (const d of gazetteer.departments) this.departmentNames.set(d.code, d.name);
  }

  /** France as a whole. */
  france(): ResolvedArea {
    return {
      ref: { kind: 'france', code: null, name: 'France', slug: 'france', bbox: FRANCE_BBOX },
      communes: this.gazetteer.towns.map((t) => t.insee),
    };
  }

  /** The area of a kind and slug, or undefined when none has that name. */
  resolve(kind: Exclude<AreaKind, 'france'>, slug: string): ResolvedArea | undefined {
    if (kind === 'commune') return this.commune(slug);
    const rows = kind === 'region' ? this.gazetteer.regions : this.gazetteer.departments;
    const row = rows.find((r) => slugify(r.name) === slug || r.code.toLowerCase() === slug);
    if (!row) return undefined;
    const towns = this.gazetteer.towns.filter((t) =>
      kind === 'region' ? t.regionCode === row.code : t.departmentCode === row.code,
    );
    return {
      ref: { kind, code: row.code, name: row.name, slug: slugify(row.name), bbox: boxOf(towns) },
      communes: towns.map((t) => t.insee),
    };
  }

  /** The commune whose INSEE code is `insee`, if positioned. */
  communeByCode(insee: string): ResolvedArea | undefined {
    const town = this.gazetteer.towns.find((t) => t.insee === insee);
    return town ? this.townArea(town) : undefined;
  }

  /** The département of a commune area, resolved. */
  departmentOf(area: ResolvedArea): ResolvedArea | undefined {
    const code = area.ref.department?.code;
    const name = code ? this.departmentNames.get(code) : undefined;
    return name ? this.resolve('department', slugify(name)) : undefined;
  }

  /** Up to `limit` names of the kind closest to `slug` (for an unknown one). */
  closest(kind: Exclude<AreaKind, 'france'>, slug: string, limit = 8): AreaRef[] {
    const candidates: { ref: AreaRef; d: number }[] = [];
    if (kind === 'commune') {
      for (const [s, towns] of this.towns.entries()) {
        const d = s.startsWith(slug) ? 0 : distance(slug, s);
        if (d <= Math.max(2, slug.length / 3))
          candidates.push({ ref: this.townArea(towns[0]!).ref, d });
      }
    } else {
      const rows = kind === 'region' ? this.gazetteer.regions : this.gazetteer.departments;
      for (const r of rows) {
        const s = slugify(r.name);
        candidates.push({
          ref: { kind, code: r.code, name: r.name, slug: s, bbox: null },
          d: distance(slug, s),
        });
      }
    }
    return candidates
      .sort((a, b) => a.d - b.d || a.ref.name.localeCompare(b.ref.name, 'fr'))
      .slice(0, limit)
      .map((c) => c.ref);
  }

  private commune(slug: string): ResolvedArea | undefined {
    const town = this.towns.find(slug);
    return town ? this.townArea(town) : undefined;
  }

  private townArea(town: TownRow): ResolvedArea {
    const department = this.departmentNames.get(town.departmentCode);
    const ref: AreaRef = {
      kind: 'commune',
      code: town.insee,
      name: town.name,
      // With its code when the name repeats: the link leads to this town, not its namesake.
      slug: this.towns.slugOf(town),
      bbox: bboxAround({ lng: town.lng, lat: town.lat }, 3000),
      ...(department
        ? { department: { code: town.departmentCode, name: department, slug: slugify(department) } }
        : {}),
    };
    return { ref, communes: [town.insee] };
  }
}
