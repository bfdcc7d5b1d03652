/**
 * The API's POI (spec §3 POI) of a search-index row: the search's fields (id, name, labels,
 * address fields, departmentCode from the postcode, coordinates) plus the rubric's parent and
 * colour, additionalInfo, tabs, opening hours and status, brand, website, phone.
 */
import type { GeoentityPoi } from '../../src/domain/geoentity';
import { SUBCATEGORY_OF_RUBRIC, SEGMENT_COLORS } from '../../src/domain/poi-catalogue/catalogue';
import { rubricLabel } from '../../src/domain/poi-catalogue/rubric-labels';
import { RUBRICS_BY_ID } from '../../src/domain/poi-catalogue/rubrics';
import { slugify } from '../../src/domain/paths/search-paths';
import type { EntryRow } from '../search/entry-row';
import { toPoi } from '../search/entry-format';
import type { GeoentityStore } from './geoentity-store';
import { openingHoursOf, openingStatusOf } from './opening-hours';
import { additionalInfo, contactTag, poiDetails, websiteOf, type PoiDetails } from './poi-details';
import type { PoiLanguage } from './poi-texts';
import { streetCase } from '../../src/domain/street-case';
import { tabsOf } from './tabs';

/** How a POI is built. */
export interface BuildOptions {
  store: GeoentityStore;
  now: Date;
  lang: PoiLanguage;
  /** The app that lists it (additionalInfo.appId, tabs' appId). */
  appId?: string | undefined;
  /** A sheet carries its tabs' blocks and its week of opening hours; a list item does not. */
  sheet: boolean;
  /** False: leave openingStatus out (the list cache adds it at each request). */
  status?: boolean | undefined;
}

function rubricOf(
  row: EntryRow,
  base: ReturnType<typeof toPoi>,
  lang: PoiLanguage,
): GeoentityPoi['rubric'] {
  const rubric = row.rubric_id ? RUBRICS_BY_ID.get(row.rubric_id) : undefined;
  return {
    ...base.rubric,
    label: (rubric && rubricLabel(rubric.id, lang)) ?? base.rubric.label,
    parent: rubric ? (SUBCATEGORY_OF_RUBRIC.get(rubric.id)?.id ?? null) : null,
    color: rubric ? SEGMENT_COLORS[rubric.segment] : SEGMENT_COLORS.services,
  };
}

/** The search's POI with a street written in capitals (national fuel file) recased. */
function baseOf(row: EntryRow): ReturnType<typeof toPoi> {
  const base = toPoi(row);
  const way = base.way && streetCase(base.way);
  if (!way || way === base.way) return base;
  const addressLabel = base.addressLabel?.replace(base.way!, way);
  return {
    ...base,
    way,
    addressLabel,
    split_label: [base.split_label[0] ?? base.name, addressLabel ?? ''],
  };
}

/** The POI and the details it was built from. */
export function buildPoiWithDetails(
  row: EntryRow,
  options: BuildOptions,
): { poi: GeoentityPoi; details: PoiDetails } {
  const base = baseOf(row);
  const details = poiDetails(options.store, base.id, row.rubric_id);
  const raw = details.openingHoursRaw;
  const openingHours = raw
    ? openingHoursOf(raw, options.now, { lang: options.lang, week: options.sheet })
    : undefined;
  const status =
    raw && openingHours?.valid && options.status !== false
      ? openingStatusOf(raw, options.now, options.lang)
      : undefined;
  const poi: GeoentityPoi = {
    ...base,
    rubric: rubricOf(row, base, options.lang),
    townSeo: base.town ? slugify(base.town) : undefined,
    additionalInfo: additionalInfo(details, options.appId),
    tabs: [],
    contextualPoiUrl: `/poi/${encodeURIComponent(base.id)}`,
    openingHours,
    openingStatus: status,
    website: websiteOf(details.tags),
    phone: contactTag(details.tags, 'phone'),
    email: contactTag(details.tags, 'email'),
    transportInfo: details.uic ? { uic: details.uic } : undefined,
    vde: false,
  };
  poi.tabs = tabsOf(poi, {
    details,
    lang: options.lang,
    withBlocks: options.sheet,
    appId: options.appId ?? null,
  });
  return { poi, details };
}

/** The POI of a row. */
export function buildPoi(row: EntryRow, options: BuildOptions): GeoentityPoi {
  return buildPoiWithDetails(row, options).poi;
}

/**
 * List items without their opening status, kept by entry, language and app (the artefacts do not
 * change while the server runs); the status, which depends on the time, is added at each request.
 */
export class ListPoiCache {
  private readonly entries = new Map<string, GeoentityPoi>();

  constructor(private readonly size = 5000) {}

  /** The list item of a row at `options.now`. */
  poi(row: EntryRow, options: Omit<BuildOptions, 'sheet' | 'status'>): GeoentityPoi {
    const key = `${row.id}|${options.lang}|${options.appId ?? ''}`;
    let poi = this.entries.get(key);
    if (!poi) {
      poi = buildPoi(row, { ...options, sheet: false, status: false });
      if (this.entries.size >= this.size) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, poi);
    }
    const hours = poi.openingHours;
    const status = hours?.valid ? openingStatusOf(hours.raw, options.now, options.lang) : undefined;
    return status ? { ...poi, openingStatus: status } : poi;
  }
}
