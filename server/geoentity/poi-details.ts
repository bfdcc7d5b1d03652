/**
 * The details of a POI beyond the search index's row: OSM tags (contact, opening hours,
 * picture, stars), the national fuel station's prices, ruptures, services and week (its own for a
 * `carburant-` POI, the linked one for an OSM fuel station), the SNCF station's UIC code.
 */
import { fuelLabel } from '../../src/domain/itinerary/fuels';
import {
  FUEL_DISPLAY_ORDER,
  type PoiAdditionalInfo,
  type PoiFuel,
} from '../../src/domain/geoentity';
import type { GeoentityStore, StoredFuelStation } from './geoentity-store';
import { fuelWeekToOsm } from './opening-hours';

/** What the sources say about a POI. */
export interface PoiDetails {
  tags: Readonly<Record<string, string>>;
  station: StoredFuelStation | undefined;
  fuels: PoiFuel[];
  fuelsLastUpdate: string | undefined;
  /** The OSM opening_hours value, or the fuel file's week written as one. */
  openingHoursRaw: string | undefined;
  uic: string | undefined;
}

/** The fuels of a station in the order of the fuel ids, with price and availability. */
export function stationFuels(store: GeoentityStore, stationId: number): PoiFuel[] {
  const prices = store.fuelPrices(stationId);
  const ruptures = store.fuelRuptures(stationId);
  const out: PoiFuel[] = [];
  for (const id of FUEL_DISPLAY_ORDER) {
    const price = prices.find((p) => p.fuel === id);
    const rupture = ruptures.some((r) => r.fuel === id);
    if (!price && !rupture) continue;
    out.push({
      id,
      label: fuelLabel(id),
      price: price?.price ?? null,
      available: !rupture,
      updatedAt: price?.updatedAt ?? null,
    });
  }
  return out;
}

function latest(fuels: readonly PoiFuel[]): string | undefined {
  let best: string | undefined;
  for (const f of fuels) if (f.updatedAt && (!best || f.updatedAt > best)) best = f.updatedAt;
  return best;
}

function stationIdOf(
  store: GeoentityStore,
  id: string,
  rubricId: string | null,
): number | undefined {
  if (id.startsWith('carburant-')) return Number(id.slice('carburant-'.length));
  if (id.startsWith('osm-') && rubricId === 'station-service')
    return store.stationOfOsm(id.slice(4));
  return undefined;
}

/** Reads the details of a POI by its geoentity id. */
export function poiDetails(store: GeoentityStore, id: string, rubricId: string | null): PoiDetails {
  const tags = id.startsWith('osm-') ? (store.tags(id.slice(4)) ?? {}) : {};
  const stationId = stationIdOf(store, id, rubricId);
  const station = stationId === undefined ? undefined : store.fuelStation(stationId);
  const fuels = station ? stationFuels(store, station.id) : [];
  const osmHours = tags.opening_hours?.trim();
  return {
    tags,
    station,
    fuels,
    fuelsLastUpdate: latest(fuels),
    openingHoursRaw: osmHours || (station ? fuelWeekToOsm(station.openingHours) : undefined),
    uic: id.startsWith('sncf-') ? id.slice('sncf-'.length) : undefined,
  };
}

function stars(value: string | undefined): number | undefined {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) && n > 0 && n <= 7 ? n : undefined;
}

/** §3 additionalInfo of a POI (no price: hotel prices come only from a configured partner). */
export function additionalInfo(details: PoiDetails, appId: string | undefined): PoiAdditionalInfo {
  const image = details.tags.image?.trim();
  const info: PoiAdditionalInfo = {};
  if (image && /^https:\/\/\S+$/.test(image)) info.illustration = { url: image };
  if (details.station) {
    info.fuels = details.fuels;
    if (details.fuelsLastUpdate) info.fuelsLastUpdate = details.fuelsLastUpdate;
    if (details.station.services.length > 0) info.services = details.station.services;
    info.automate24 = details.station.automate24;
  }
  const rating = stars(details.tags.stars);
  if (rating !== undefined) info.rating = rating;
  if (appId) info.appId = appId;
  return info;
}

/** A contact field of the tags (`phone` or `contact:phone`…). */
export function contactTag(
  tags: Readonly<Record<string, string>>,
  key: string,
): string | undefined {
  const value = (tags[key] ?? tags[`contact:${key}`])?.trim();
  return value || undefined;
}

/** The website of the tags when it is an http(s) URL (a bare domain gets https://). */
export function websiteOf(tags: Readonly<Record<string, string>>): string | undefined {
  const value = contactTag(tags, 'website');
  if (!value) return undefined;
  if (/^https?:\/\/\S+$/i.test(value)) return value;
  return /^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value) ? `https://${value}` : undefined;
}
