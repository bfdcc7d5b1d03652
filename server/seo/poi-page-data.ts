/**
 * What the server-rendered POI pages (issue 18) share, made once per app: the POIs by town
 * (town-pois.ts), the popular ranking (poi-popularity.ts), and each POI as a link to its page in
 * the app with its street and its opening hours in the page's language, built as the geoentity service builds
 * a list item (the places artefact's details, opened read-only and closed with the app).
 */
import type { FastifyInstance } from 'fastify';
import type { Bbox } from '../../src/domain/geo';
import { slugify } from '../../src/domain/paths/search-paths';
import { rubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import type { Locale } from '../../src/domain/map-config';
import { localised, type SeoLink } from '../../src/domain/seo/seo-page';
import type { PluginOptions } from '../app';
import { GeoentityStore } from '../geoentity/geoentity-store';
import { buildPoi } from '../geoentity/poi-builder';
import type { SeoContext } from '../plugins/seo';
import { placesFile } from '../plugins/geoentity';
import { viewportOf } from '../search/entry-format';
import { PoiTownReader } from '../search/poi-towns';
import type { SearchService } from '../search/search-service';
import type { SeoCommune } from './communes';
import { openingWeek } from './opening-week';
import { pageLanguage } from './pages/page-language';
import { prominenceOf, rankByPopularity } from './poi-popularity';
import { TownPois, type TownPoi } from './town-pois';

/** Popular lists kept. */
const POPULAR_KEPT = 64;

/** The SPA's page of a POI (the geoentity id is the search entry's source id). */
export function poiHref(geoentityId: string): string {
  return `/poi/${encodeURIComponent(geoentityId)}`;
}

/** The shared data of the POI pages. */
export class PoiPageData {
  readonly towns: TownPois;
  private readonly popularLists = new Map<string, TownPoi[]>();

  constructor(
    private readonly search: SearchService,
    private readonly store: GeoentityStore,
    communes: SeoContext['communes'],
  ) {
    this.towns = new TownPois(new PoiTownReader(search.index.db), communes);
  }

  /** The POIs of a town (of some rubrics, else all), most popular first (poi-popularity.ts). */
  popular(town: SeoCommune, rubricIds?: readonly string[]): TownPoi[] {
    const key = `${town.insee}|${rubricIds?.join(',') ?? '*'}`;
    const kept = this.popularLists.get(key);
    if (kept) return kept;
    const importance = this.search.index.data.importance;
    const ranked = rankByPopularity(this.towns.pois(town, rubricIds), (poi) =>
      prominenceOf(
        poi.sourceId.startsWith('osm-') ? this.store.tags(poi.sourceId.slice(4)) : undefined,
        importance[poi.id] ?? 0,
      ),
    );
    this.popularLists.set(key, ranked);
    if (this.popularLists.size > POPULAR_KEPT)
      this.popularLists.delete(this.popularLists.keys().next().value!);
    return ranked;
  }

  /**
   * A POI as a link to its page: its name; its rubric (when asked), street and opening hours
   * (the week of `now`) when known, in the locale's language (French by default).
   */
  link(poi: TownPoi, options: { now: Date; withRubric: boolean; locale?: Locale }): SeoLink {
    const locale = options.locale ?? 'fr-FR';
    const lang = pageLanguage(locale);
    const row = this.search.rows.get(poi.id);
    const href = localised(poiHref(poi.sourceId), locale);
    if (!row) return { label: poi.name, href };
    const built = buildPoi(row, {
      store: this.store,
      now: options.now,
      lang,
      sheet: false,
      status: false,
    });
    const hours = built.openingHours?.valid
      ? openingWeek(built.openingHours.raw, options.now, lang)
      : undefined;
    // A name that only says the activity (« Station-service ») takes its street: no two links
    // of a page read the same.
    const generic = slugify(poi.name) === slugify(rubricLabel(poi.rubricId, 'fr') ?? '');
    const detail = [
      options.withRubric && !generic ? rubricLabel(poi.rubricId, lang) : undefined,
      generic ? undefined : built.way,
      hours ? `${HOURS_WORD[lang]} ${hours}` : undefined,
    ].filter(Boolean);
    return {
      label: generic && built.way ? `${poi.name}, ${built.way}` : poi.name,
      href,
      detail: detail.length ? detail.join(' · ') : undefined,
    };
  }

  /** The map view around some POIs (their box, padded), from the index's positions. */
  bboxOf(pois: readonly TownPoi[]): Bbox | undefined {
    if (pois.length === 0) return undefined;
    const { lng, lat } = this.search.index.data;
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const p of pois) {
      box[0] = Math.min(box[0], lng[p.id]!);
      box[1] = Math.min(box[1], lat[p.id]!);
      box[2] = Math.max(box[2], lng[p.id]!);
      box[3] = Math.max(box[3], lat[p.id]!);
    }
    return viewportOf(box);
  }
}

/** What opening hours are introduced by in each page language. */
const HOURS_WORD = { fr: 'horaires :', en: 'opening hours:', nl: 'openingstijden:' } as const;

const shared = new WeakMap<SeoContext, PoiPageData>();

/**
 * The data of the POI pages of an app, made on first use by whichever family registers first
 * (the same SeoContext for all), its store closed with the app.
 */
export function poiPageData(
  app: FastifyInstance,
  seo: SeoContext,
  options: PluginOptions,
): PoiPageData {
  const known = shared.get(seo);
  if (known) return known;
  const store = new GeoentityStore(placesFile(options));
  app.addHook('onClose', async () => store.close());
  const data = new PoiPageData(options.deps.search, store, seo.communes);
  shared.set(seo, data);
  return data;
}
