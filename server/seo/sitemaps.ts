/**
 * Search-engine files (issue 18): `robots.txt`, a sitemap index and sitemaps of at most 50,000
 * URLs each, generated on request from the data (never a file per page on disk) and kept: the
 * town pages of every commune, the directories' pages, the itinerary landings of the curated
 * pairs (docs/seo.md « Annuaires »), the activity and app landings of the towns that have POI
 * pages (an app of one rubric is left out: its canonical is that rubric's activity landing), and
 * those towns' POI directories: every place, every activity, the popular ones (all and by
 * rubric), each with all its pages. The subtype directories, which say no source is imported
 * (canonical blocked), are left out.
 */
import { MODE_SLUGS } from '../../src/domain/itinerary/modes';
import { APPS } from '../../src/domain/poi-catalogue/catalogue';
import type { CommuneIndex } from './communes';
import { ItineraryPairs, type DirectoryMode } from './itinerary-pairs';
import {
  DIRECTORY_MODES,
  itineraryDirectoryPages,
  itineraryDirectoryPath,
} from './pages/itinerary-directory';
import { hamletDirectoryPages } from './pages/hamlet-directory';
import { pageCount } from './pages/poi-directories';
import {
  activityListPath,
  activityPath,
  appPath,
  poiListPath,
  popularPath,
} from './pages/poi-town-route';
import { townDirectoryPages } from './pages/town-directory';
import { POPULAR_MAX } from './poi-popularity';
import type { TownPois } from './town-pois';

/** The most URLs a sitemap holds (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** The families of sitemaps, each split in files of 50,000 URLs. */
export const SITEMAP_FAMILIES = [
  'villes',
  'annuaires',
  'itineraires',
  'activites',
  'lieux',
] as const;
export type SitemapFamily = (typeof SITEMAP_FAMILIES)[number];

function landingPath(mode: DirectoryMode, from: string, to: string): string {
  return mode === 'car'
    ? `/itineraire/${from}/${to}`
    : `/itineraire/${MODE_SLUGS[mode]}/${from}/${to}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sitemaps of the pages, built on first use and kept (one artefact). */
export class Sitemaps {
  private readonly paths = new Map<SitemapFamily, readonly string[]>();
  private readonly pairs: ItineraryPairs;

  private readonly communes: CommuneIndex;
  private readonly towns: () => TownPois;
  private readonly hamlets: () => number;
  private readonly subtypes: () => readonly string[];

  /**
   * `towns` gives the towns' POIs (read on first use of the activities' sitemaps), `hamlets`
   * the number of lieux-dits of their directory, `subtypes` the pages of the subtype
   * directories that list a commune.
   */
  constructor(options: {
    communes: CommuneIndex;
    towns: () => TownPois;
    hamlets?: () => number;
    subtypes?: () => readonly string[];
  }) {
    this.communes = options.communes;
    this.towns = options.towns;
    this.hamlets = options.hamlets ?? (() => 0);
    this.subtypes = options.subtypes ?? (() => []);
    this.pairs = new ItineraryPairs(options.communes);
  }

  private pathsOf(family: SitemapFamily): readonly string[] {
    const kept = this.paths.get(family);
    if (kept) return kept;
    const built = this.build(family);
    this.paths.set(family, built);
    return built;
  }

  /** The activity landings, then the app landings of more than one rubric, of each listed town. */
  private activities(): string[] {
    const towns = this.towns();
    const apps = APPS.filter((a) => a.rubricIds.length > 1);
    return this.communes.sorted.flatMap((town) => {
      if (!towns.listed(town)) return [];
      const slug = this.communes.slugOf(town);
      return [
        ...towns.rubricCounts(town).map((c) => activityPath(c.rubricId, slug)),
        ...apps.filter((a) => towns.count(town, a.rubricIds) > 0).map((a) => appPath(a.id, slug)),
      ];
    });
  }

  /**
   * The POI directories of each listed town, every page: its places, its activities, its popular
   * places (all, then by rubric: the ranking keeps POPULAR_MAX).
   */
  private places(): string[] {
    const towns = this.towns();
    const pages = (count: number, pathOf: (n: number) => string): string[] =>
      Array.from({ length: pageCount(count) }, (_, i) => pathOf(i + 1));
    return this.communes.sorted.flatMap((town) => {
      if (!towns.listed(town)) return [];
      const slug = this.communes.slugOf(town);
      const rubrics = towns.rubricCounts(town);
      const popular = (count: number) => Math.min(count, POPULAR_MAX);
      return [
        ...pages(towns.total(town), (n) => poiListPath(slug, n)),
        ...pages(rubrics.length, (n) => activityListPath(slug, n)),
        ...pages(popular(towns.total(town)), (n) => popularPath(slug, n)),
        ...rubrics.flatMap((r) => pages(popular(r.count), (n) => popularPath(slug, n, r.rubricId))),
      ];
    });
  }

  /** The directories' pages: towns, itineraries by mode, lieux-dits, resorts. */
  private directories(): string[] {
    const towns = townDirectoryPages(this.communes);
    const out = Array.from({ length: towns }, (_, i) => `/annuaire-ville/page${i + 1}`);
    for (const mode of DIRECTORY_MODES.filter((m) => m !== 'motorbike')) {
      const pages = itineraryDirectoryPages(this.pairs.of(mode));
      for (let i = 1; i <= pages; i++) out.push(itineraryDirectoryPath(mode, i));
    }
    const hamlets = hamletDirectoryPages(this.hamlets());
    for (let i = 1; i <= hamlets; i++) out.push(`/annuaire-lieu-dit/page${i}`);
    return [...out, ...this.subtypes()];
  }

  private build(family: SitemapFamily): string[] {
    if (family === 'villes') return this.communes.sorted.map((c) => c.href);
    if (family === 'activites') return this.activities();
    if (family === 'lieux') return this.places();
    if (family === 'annuaires') return this.directories();
    return DIRECTORY_MODES.flatMap((mode) =>
      this.pairs
        .of(mode)
        .map((p) => landingPath(mode, this.communes.slugOf(p.from), this.communes.slugOf(p.to))),
    );
  }

  /** The names of the sitemap files (`villes-1`, `itineraires-2`…). */
  files(): string[] {
    return SITEMAP_FAMILIES.flatMap((family) => {
      const count = Math.max(1, Math.ceil(this.pathsOf(family).length / SITEMAP_MAX_URLS));
      return Array.from({ length: count }, (_, i) => `${family}-${i + 1}`);
    });
  }

  /** The sitemap index. */
  index(origin: string): string {
    const entries = this.files().map(
      (f) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f}.xml`)}</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
  }

  /** One sitemap file (`itineraires-1`), or undefined when it does not exist. */
  file(name: string, origin: string): string | undefined {
    const m = /^([a-z]+)-([1-9]\d{0,3})$/.exec(name);
    const family = SITEMAP_FAMILIES.find((f) => f === m?.[1]);
    if (!m || !family) return undefined;
    const n = Number(m[2]);
    const slice = this.pathsOf(family).slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
    if (slice.length === 0 && n > 1) return undefined;
    const urls = slice.map((p) => `<url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  }
}

/** robots.txt: everything but the API and the operator's page, and where the sitemaps are. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
