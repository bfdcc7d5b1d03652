/**
 * The one rule that turns a commune's slug in a URL into a commune, for every page that names one
 * (layer pages, server-rendered pages): the slug of its name (`rouen`); a name that repeats
 * (many « Saint-Martin ») is the most populated one's, the others are reached exactly with
 * `{slug}-{insee}` (`saint-martin-01362`), which is also their canonical slug.
 */
import { slugify } from './search-paths';

/** What the index needs of a commune. */
export interface SluggedCommune {
  name: string;
  insee: string;
  population: number;
}

/** `{slug}-{insee}`: a name's slug, then an INSEE code (Corsica's 2A and 2B included). */
const EXACT = /^(.*)-(\d[0-9ab]\d{3})$/i;

/** Communes by slug, built once per list. */
export class CommuneSlugs<T extends SluggedCommune> {
  private readonly bySlug = new Map<string, T[]>();

  /** `communes` in any order; each slug's list is kept most populated first. */
  constructor(communes: Iterable<T>) {
    for (const commune of communes) {
      const slug = slugify(commune.name);
      const list = this.bySlug.get(slug);
      if (list) list.push(commune);
      else this.bySlug.set(slug, [commune]);
    }
    for (const list of this.bySlug.values())
      list.sort((a, b) => b.population - a.population || a.insee.localeCompare(b.insee));
  }

  /** The commune of a slug (`rouen`, or `saint-martin-01362` for one of many), if any. */
  find(slug: string): T | undefined {
    const exact = EXACT.exec(slug);
    if (exact) {
      const code = exact[2]!.toUpperCase();
      const match = this.bySlug.get(exact[1]!)?.find((c) => c.insee === code);
      if (match) return match;
    }
    return this.bySlug.get(slug)?.[0];
  }

  /** The canonical slug of a commune: its name's, with its code when the name repeats. */
  slugOf(commune: T): string {
    const slug = slugify(commune.name);
    const first = this.bySlug.get(slug)?.[0];
    return first?.insee === commune.insee ? slug : `${slug}-${commune.insee.toLowerCase()}`;
  }

  /** Every slug with its communes, most populated first (for « did you mean »). */
  entries(): IterableIterator<[string, readonly T[]]> {
    return this.bySlug.entries();
  }
}
