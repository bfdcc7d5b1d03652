/**
 * The communes of France for the server-rendered pages (issue 18): alphabetical in French
 * (accents and hyphens as a reader sorts them), by slug (the most populated of a repeated name,
 * or exactly with `{slug}-{insee}`), with their département's name and town page path.
 */
import type { CommuneRecord, PlacesStore } from '../core/deps';
import { slugify, townPath } from '../../src/domain/paths/search-paths';

/** A commune ready for a page. */
export interface SeoCommune extends CommuneRecord {
  slug: string;
  departmentName: string | null;
  /** Its town page in the app (`/plan/rouen-76000`). */
  href: string;
}

/** The communes, sorted and indexed once per artefact. */
export class CommuneIndex {
  /** Every commune, in French alphabetical order. */
  readonly sorted: readonly SeoCommune[];
  /** The most populated first: the footer's and the directories' order of importance. */
  readonly byPopulation: readonly SeoCommune[];
  private readonly bySlug = new Map<string, SeoCommune[]>();

  constructor(places: PlacesStore) {
    const gazetteer = places.gazetteer();
    const departments = new Map(gazetteer.departments.map((d) => [d.code, d.name]));
    const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
    const all = places.communes().map((c): SeoCommune => ({
      ...c,
      slug: slugify(c.name),
      departmentName: c.departmentCode ? (departments.get(c.departmentCode) ?? null) : null,
      href: townPath({ town: c.name, name: c.name, postcode: c.postcodes[0] }),
    }));
    this.sorted = [...all].sort(
      (a, b) => collator.compare(a.name, b.name) || a.insee.localeCompare(b.insee),
    );
    this.byPopulation = [...all].sort(
      (a, b) => b.population - a.population || a.insee.localeCompare(b.insee),
    );
    for (const c of this.byPopulation) {
      const list = this.bySlug.get(c.slug) ?? [];
      list.push(c);
      this.bySlug.set(c.slug, list);
    }
  }

  /** The commune of a slug (`rouen`, or `saint-martin-01362` for one of many), if any. */
  find(slug: string): SeoCommune | undefined {
    const exact = /^(.*)-(\d[0-9ab]\d{3})$/i.exec(slug);
    if (exact) {
      const code = exact[2]!.toUpperCase();
      const match = this.bySlug.get(exact[1]!)?.find((c) => c.insee === code);
      if (match) return match;
    }
    return this.bySlug.get(slug)?.[0];
  }

  /** The canonical slug of a commune: its name's, with its code when the name repeats. */
  slugOf(commune: SeoCommune): string {
    const first = this.bySlug.get(commune.slug)?.[0];
    return first?.insee === commune.insee
      ? commune.slug
      : `${commune.slug}-${commune.insee.toLowerCase()}`;
  }

  /** Up to `limit` communes whose slug starts like `slug` or is close to it. */
  closest(slug: string, limit = 8): SeoCommune[] {
    const head = slug.slice(0, Math.max(3, Math.ceil(slug.length / 2)));
    return this.byPopulation.filter((c) => c.slug.startsWith(head)).slice(0, limit);
  }
}
