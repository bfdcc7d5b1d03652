/**
 * Tabs of a POI sheet (spec §3 tabs: appId, url, content blocks with title and context): infos
 * (the place, its fuels and services), horaires (the week, or the value as text when it cannot be
 * read) and contact (phone, website, email), each also served at its relative path.
 */
import type { GeoentityPoi, PoiTab, TabBlock } from '../../src/domain/geoentity';
import { fuelPriceText } from '../../src/domain/geoentity';
import { poiDate, poiText, type PoiLanguage } from './poi-texts';
import { contactTag, websiteOf, type PoiDetails } from './poi-details';
import { cuisineText, fuelServiceName } from './poi-values';

/** Tab ids. */
export const TAB_IDS = ['infos', 'horaires', 'contact'] as const;
/** A tab id. */
export type TabId = (typeof TAB_IDS)[number];

/** The relative path of a tab's content. */
export function tabUrl(poiId: string, tab: TabId): string {
  return `/api/geoentity/geoentity/${encodeURIComponent(poiId)}/${tab}.json`;
}

type Line = TabBlock['context'][number];
const line = (label: string, value: string | undefined, href?: string): Line[] =>
  value ? [{ label, value, ...(href ? { href } : {}) }] : [];

function placeBlock(poi: GeoentityPoi, details: PoiDetails, lang: PoiLanguage): TabBlock {
  const t = (k: Parameters<typeof poiText>[1]) => poiText(lang, k);
  return {
    title: t('place'),
    context: [
      ...line(t('rubric'), poi.rubric.label),
      ...line(t('address'), poi.addressLabel ?? poi.town),
      ...line(t('brand'), poi.brand && poi.brand !== poi.name ? poi.brand : undefined),
      ...line(t('cuisine'), cuisineText(details.tags.cuisine, lang)),
      ...line(t('stars'), poi.additionalInfo.rating?.toString()),
      ...line(t('wheelchair'), details.tags.wheelchair === 'yes' ? t('yes') : undefined),
      ...line(t('uic'), details.uic),
      ...line(t('source'), sourceName(poi.prov)),
    ],
  };
}

function sourceName(prov: string): string {
  if (prov === 'sncf') return 'SNCF, référentiel des gares voyageurs';
  if (prov === 'prix-carburants') return 'prix-carburants.gouv.fr';
  return 'OpenStreetMap';
}

function fuelBlocks(poi: GeoentityPoi, lang: PoiLanguage): TabBlock[] {
  const info = poi.additionalInfo;
  if (!info.fuels) return [];
  const decimalComma = lang !== 'en';
  const blocks: TabBlock[] = [
    {
      title: info.fuelsLastUpdate
        ? poiText(lang, 'fuelsUpdate', { date: poiDate(lang, info.fuelsLastUpdate.slice(0, 10)) })
        : poiText(lang, 'fuels'),
      context: info.fuels.map((f) => ({ label: f.label, value: fuelPriceText(f, decimalComma) })),
    },
  ];
  const services = [
    ...(info.automate24 ? [poiText(lang, 'automate')] : []),
    ...(info.services ?? []).map((s) => fuelServiceName(s, lang)),
  ];
  if (services.length > 0)
    blocks.push({
      title: poiText(lang, 'services'),
      context: services.map((s) => ({ label: s, value: '✓' })),
    });
  return blocks;
}

/** A day's ranges as a sheet reads them: « Fermé », « 24 h/24 » for a whole day, else the ranges. */
export function dayHours(ranges: readonly string[], lang: PoiLanguage): string {
  if (ranges.length === 0) return poiText(lang, 'closedDay');
  if (ranges.length === 1 && ranges[0] === '00:00–24:00') return poiText(lang, 'allDay');
  return ranges.join(', ');
}

function hoursBlock(poi: GeoentityPoi, lang: PoiLanguage): TabBlock {
  const hours = poi.openingHours!;
  if (!hours.valid) return { title: poiText(lang, 'hoursText'), context: line('', hours.raw) };
  return {
    title: poiText(lang, 'hours'),
    context: [
      ...(hours.week ?? []).map((d, i) => ({
        label: d.day,
        value: dayHours(d.ranges, lang),
        ...(i === 0 ? { today: true } : {}),
      })),
      ...line('', hours.comment),
    ],
  };
}

function contactBlock(details: PoiDetails, lang: PoiLanguage): TabBlock {
  const phone = contactTag(details.tags, 'phone');
  const email = contactTag(details.tags, 'email');
  const website = websiteOf(details.tags);
  return {
    title: poiText(lang, 'contact'),
    context: [
      ...line(
        poiText(lang, 'phone'),
        phone,
        phone ? `tel:${phone.replace(/\s+/g, '')}` : undefined,
      ),
      ...line(poiText(lang, 'website'), website, website),
      ...line(poiText(lang, 'email'), email, email ? `mailto:${email}` : undefined),
    ],
  };
}

/** The blocks of one tab. */
export function tabBlocks(
  tab: TabId,
  poi: GeoentityPoi,
  options: { details: PoiDetails; lang: PoiLanguage },
): TabBlock[] {
  if (tab === 'infos')
    return [placeBlock(poi, options.details, options.lang), ...fuelBlocks(poi, options.lang)];
  if (tab === 'horaires') return poi.openingHours ? [hoursBlock(poi, options.lang)] : [];
  return [contactBlock(options.details, options.lang)];
}

/** The tabs a POI has: infos always, horaires with opening hours, contact with a contact. */
export function tabsOf(
  poi: GeoentityPoi,
  options: { details: PoiDetails; lang: PoiLanguage; withBlocks: boolean; appId: string | null },
): PoiTab[] {
  const { details } = options;
  const hasContact =
    !!contactTag(details.tags, 'phone') ||
    !!contactTag(details.tags, 'email') ||
    !!websiteOf(details.tags);
  const ids = TAB_IDS.filter(
    (id) => id === 'infos' || (id === 'horaires' ? !!poi.openingHours : hasContact),
  );
  return ids.map((id) => ({
    id,
    label: poiText(options.lang, id),
    appId: options.appId,
    url: tabUrl(poi.id, id),
    ...(options.withBlocks ? { blocks: tabBlocks(id, poi, options) } : {}),
  }));
}
