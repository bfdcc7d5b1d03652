/**
 * Entries of the region's OSM data: address points (and interpolated ranges), streets, places
 * and areas below the commune. POIs are in poi-entries.ts.
 */
import type { Position } from 'geojson';
import type { GeocodeLevel } from '../../../src/domain/address';
import { foldText, normaliseHousenumber } from '../../../src/domain/search-text/normalise';
import { representativePoint } from '../places/geometry';
import type { OsmAddressPoint, OsmFeature } from '../places/osm-places';
import { boxAround, boxOf, staticImportance, type SearchEntry } from './entry';
import type { LocalityResolver } from './locality';
import type { OsmCollection } from './osm-collect';
import type { StreetCollector } from './streets';
import { localNames, otherNames } from './other-names';

/** Address points already indexed, by town, street and number (the first source wins). */
export type SeenAddresses = Set<string>;

/** The de-duplication key of an address point. */
export function addressKey(town: string, street: string, housenumber: string): string {
  return `${town}|${foldText(street)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}|${housenumber}`;
}

/** Resolves the localities of OSM addresses and remembers them for nearby objects. */
export function resolveOsmAddresses(osm: OsmCollection, resolver: LocalityResolver): void {
  for (const a of osm.addresses) {
    const locality = resolver.fromHints(a.lng, a.lat, { postcode: a.postcode, city: a.city });
    if (locality) resolver.remember(a.lng, a.lat, locality);
  }
}

function addressEntry(options: {
  a: OsmAddressPoint;
  resolver: LocalityResolver;
  level: GeocodeLevel;
  housenumber: string;
}): SearchEntry {
  const { a, resolver } = options;
  const locality = resolver.resolve(a.lng, a.lat, { postcode: a.postcode, city: a.city }) ?? null;
  return {
    kind: 'address',
    level: options.level,
    name: a.street ?? a.place ?? '',
    housenumber: options.housenumber,
    street: a.street,
    namedPlace: a.street ? a.place : null,
    locality,
    postcode: a.postcode,
    lng: a.lng,
    lat: a.lat,
    importance: staticImportance({ level: options.level }),
    source: 'osm',
    sourceId: `osm-${a.osmId}`,
  };
}

/** Address point entries of OSM (skipping those the address files already gave). */
export function osmAddressEntries(options: {
  osm: OsmCollection;
  resolver: LocalityResolver;
  streets: StreetCollector;
  seen: SeenAddresses;
}): SearchEntry[] {
  const out: SearchEntry[] = [];
  for (const a of [...options.osm.addresses, ...interpolated(options.osm)]) {
    const housenumber = normaliseHousenumber(a.housenumber);
    if (!housenumber) continue;
    const level = a.osmId.includes('#') ? 'address_range' : 'address_point';
    const entry = addressEntry({ a, resolver: options.resolver, level, housenumber });
    const key = addressKey(entry.locality?.town ?? '', entry.name, housenumber);
    if (options.seen.has(key)) continue;
    options.seen.add(key);
    out.push(entry);
    if (a.street) {
      options.streets.addPoint({
        name: a.street,
        locality: entry.locality,
        lng: a.lng,
        lat: a.lat,
        postcode: a.postcode,
        sourceId: entry.sourceId,
      });
    }
  }
  return out;
}

const STEP: Readonly<Record<string, number>> = { odd: 2, even: 2, all: 1 };

/** Address points interpolated along addr:interpolation lines between their numbered ends. */
export function interpolated(osm: OsmCollection): OsmAddressPoint[] {
  const byPosition = new Map(
    osm.addresses.map((a) => [`${a.lng.toFixed(7)},${a.lat.toFixed(7)}`, a]),
  );
  const out: OsmAddressPoint[] = [];
  for (const f of osm.interpolations) {
    if (f.geometry.type !== 'LineString') continue;
    const line = f.geometry.coordinates;
    const at = (p: Position | undefined) =>
      p ? byPosition.get(`${p[0]!.toFixed(7)},${p[1]!.toFixed(7)}`) : undefined;
    const first = at(line[0]);
    const last = at(line.at(-1));
    const step = STEP[f.tags['addr:interpolation'] ?? ''] ?? 0;
    const from = Number.parseInt(first?.housenumber ?? '', 10);
    const to = Number.parseInt(last?.housenumber ?? '', 10);
    if (!first || !last || !step || !Number.isFinite(from) || !Number.isFinite(to) || from === to)
      continue;
    const count = Math.floor(Math.abs(to - from) / step) - 1;
    for (let i = 1; i <= Math.min(count, 200); i++) {
      const t = (i * step) / Math.abs(to - from);
      const [lng, lat] = alongLine(line, t);
      const n = from + Math.sign(to - from) * i * step;
      out.push({ ...first, osmId: `${f.osmId}#${n}`, housenumber: String(n), lng, lat });
    }
  }
  return out;
}

function alongLine(line: readonly Position[], t: number): [number, number] {
  const lengths = line
    .slice(1)
    .map((p, i) => Math.hypot(p[0]! - line[i]![0]!, p[1]! - line[i]![1]!));
  let target = lengths.reduce((a, b) => a + b, 0) * t;
  for (let i = 0; i < lengths.length; i++) {
    const l = lengths[i]!;
    if (target <= l && l > 0) {
      const a = line[i]!;
      const b = line[i + 1]!;
      const k = target / l;
      return [a[0]! + (b[0]! - a[0]!) * k, a[1]! + (b[1]! - a[1]!) * k];
    }
    target -= l;
  }
  const end = line.at(-1)!;
  return [end[0]!, end[1]!];
}

/** Adds the named ways to the streets. */
export function collectOsmStreets(
  osm: OsmCollection,
  resolver: LocalityResolver,
  streets: StreetCollector,
): void {
  for (const way of osm.streets) {
    const middle = way.lines[0]?.[Math.floor((way.lines[0]?.length ?? 0) / 2)];
    if (!middle || !way.name) continue;
    const locality =
      resolver.resolve(middle[0]!, middle[1]!, { postcode: way.tags['addr:postcode'] ?? null }) ??
      null;
    const tunnel = !!way.tags.tunnel && way.tags.tunnel !== 'no';
    streets.addWay({ name: way.name, locality, lines: way.lines, osmId: way.osmId, tunnel });
  }
}

const PLACE_LEVELS: Readonly<Record<string, GeocodeLevel>> = {
  city: 'town',
  town: 'town',
  village: 'town',
  suburb: 'district',
  quarter: 'district',
  neighbourhood: 'district',
  hamlet: 'hamlet',
  isolated_dwelling: 'hamlet',
  locality: 'named_place',
  square: 'named_place',
  island: 'named_place',
  islet: 'named_place',
};

function folded(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function placeEntry(f: OsmFeature, resolver: LocalityResolver): SearchEntry | undefined {
  const name = f.tags['name:fr'] ?? f.tags.name ?? '';
  const level: GeocodeLevel = f.tags.boundary
    ? 'district'
    : (PLACE_LEVELS[f.tags.place ?? ''] ?? 'named_place');
  const [lng, lat] = f.point;
  const locality = resolver.resolve(lng, lat) ?? null;
  if (level === 'town' && locality && folded(locality.town) === folded(name)) return undefined;
  const area = f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon';
  const bbox = area ? boxOf(outerRing(f)) : boxAround(lng, lat, level === 'town' ? 2000 : 400);
  const population = Number(f.tags.population) || null;
  return {
    kind: 'address',
    level,
    name,
    locality,
    lng,
    lat,
    bbox: bbox ?? null,
    importance: staticImportance({ level, population }),
    source: 'osm',
    sourceId: `osm-${f.osmId}`,
    extraContext: otherNames(f.tags, name),
    localNames: localNames(f.tags, name),
    ...(area ? { geometry: f.geometry } : {}),
  };
}

function outerRing(f: OsmFeature): [number, number][] {
  const g = f.geometry;
  const rings =
    g.type === 'Polygon'
      ? [g.coordinates[0]]
      : g.type === 'MultiPolygon'
        ? g.coordinates.map((p) => p[0])
        : [];
  return rings.flatMap((r) => (r ?? []).map((p) => [p[0]!, p[1]!] as [number, number]));
}

/** Places and areas below the commune; an area and a place of the same name are one entry. */
export function osmPlaceEntries(osm: OsmCollection, resolver: LocalityResolver): SearchEntry[] {
  const byKey = new Map<string, SearchEntry>();
  for (const f of [...osm.areas, ...osm.places]) {
    const entry = placeEntry(f, resolver);
    if (!entry) continue;
    const key = `${entry.locality?.town ?? ''}|${entry.level}|${folded(entry.name)}`;
    const previous = byKey.get(key);
    if (!previous) byKey.set(key, entry);
    else if (f.geometry.type === 'Point') [previous.lng, previous.lat] = [entry.lng, entry.lat];
  }
  return [...byKey.values()];
}

/** Reverse-geocoding segments of roads without a name. */
export function unnamedRoadEntries(osm: OsmCollection, resolver: LocalityResolver): SearchEntry[] {
  return osm.unnamedRoads.flatMap((way): SearchEntry[] => {
    const line = way.lines[0];
    const middle = line?.[Math.floor(line.length / 2)];
    if (!middle) return [];
    const locality = resolver.resolve(middle[0]!, middle[1]!) ?? null;
    const segments = way.lines.flatMap((l) =>
      l
        .slice(1)
        .map((p, i): [number, number, number, number] => [l[i]![0]!, l[i]![1]!, p[0]!, p[1]!]),
    );
    const point = representativePoint({ type: 'MultiLineString', coordinates: way.lines }) ?? [
      middle[0]!,
      middle[1]!,
    ];
    return [
      {
        kind: 'address',
        level: 'unnamed_road',
        name: '',
        locality,
        lng: point[0],
        lat: point[1],
        importance: staticImportance({ level: 'unnamed_road' }),
        source: 'osm',
        sourceId: `osm-${way.osmId}`,
        segments,
      },
    ];
  });
}
