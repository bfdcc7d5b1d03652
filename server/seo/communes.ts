/**
 * The communes of France for the server-rendered pages (issue 18): alphabetical in French
 * (accents and hyphens as a reader sorts them), by slug (`CommuneSlugs`: the most populated of a
 * repeated name, or exactly with `{slug}-{insee}`), with their département's name and town page
 * path.
 */
import type { CommuneRecord, PlacesStore } from '../core/deps';
import { CommuneSlugs } from '../../src/domain/paths/commune-slugs';
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
  private readonly slugs: CommuneSlugs<SeoCommune>;

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
    this.slugs = new CommuneSlugs(all);
  }

  /** The commune of a slug (`rouen`, or `saint-martin-01362` for one of many), if any. */
  find(slug: string): SeoCommune | undefined {
    return this.slugs.find(slug);
  }

  /** The canonical slug of a commune: its name's, with its code when the name repeats. */
  slugOf(commune: SeoCommune): string {
    return this.slugs.slugOf(commune);
  }

  /** Up to `limit` communes whose slug starts like `slug` or is close to it. */
  closest(slug: string, limit = 8): SeoCommune[] {
    const head = slug.slice(0, Math.max(3, Math.ceil(slug.length / 2)));
    return this.byPopulation.filter((c) => c.slug.startsWith(head)).slice(0, limit);
  }
}
