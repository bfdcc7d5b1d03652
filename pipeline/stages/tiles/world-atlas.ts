import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { splitAntimeridian, splitLinesAtAntimeridian } from './antimeridian';
import { countryName } from './country-names';
import { polygonArea, pointInPolygon, type Pair, type PolygonCoords } from './geometry';

const require = createRequire(import.meta.url);

/** Natural Earth scales shipped by world-atlas. */
export type AtlasScale = '110m' | '50m' | '10m';

/** A country label point with its names. */
export interface CountryLabel {
  position: Pair;
  name: string;
  nameEn: string;
  nameNl: string | undefined;
  /** 1 for the largest countries … 6 for the smallest (by area of the main polygon). */
  rank: number;
}

async function readTopology(file: string): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(`world-atlas/${file}`), 'utf8')) as Topology;
}

function polygonsOf(geometry: Polygon | MultiPolygon | null): PolygonCoords[] {
  if (!geometry) return [];
  const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return list as PolygonCoords[];
}

/** Land polygons of a Natural Earth scale. */
export async function loadLand(scale: AtlasScale): Promise<PolygonCoords[]> {
  const topology = await readTopology(`land-${scale}.json`);
  const land = feature(topology, topology.objects.land as GeometryCollection);
  const features = 'features' in land ? land.features : [land];
  return features
    .flatMap((f) => polygonsOf(f.geometry as Polygon | MultiPolygon | null))
    .flatMap(splitAntimeridian);
}

/** Borders between countries (coastlines excluded) of a Natural Earth scale. */
export async function loadBorders(scale: AtlasScale): Promise<Pair[][]> {
  const topology = await readTopology(`countries-${scale}.json`);
  const object = topology.objects.countries as GeometryCollection;
  const borders: MultiLineString = mesh(topology, object, (a, b) => a !== b);
  return splitLinesAtAntimeridian(borders.coordinates as Pair[][]);
}

/** A point well inside a polygon: its centroid when inside, else the middle of the widest row. */
export function labelPoint(polygon: PolygonCoords): Pair {
  const outer = polygon[0]!;
  let [cx, cy, area] = [0, 0, 0];
  for (let i = 0; i + 1 < outer.length; i++) {
    const [x0, y0] = outer[i]!;
    const [x1, y1] = outer[i + 1]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  const centroid: Pair =
    area === 0 ? [outer[0]![0], outer[0]![1]] : [cx / (3 * area), cy / (3 * area)];
  if (pointInPolygon(centroid, polygon)) return centroid;
  return widestRowMiddle(polygon, centroid[1]);
}

function widestRowMiddle(polygon: PolygonCoords, y: number): Pair {
  const xs: number[] = [];
  for (const ring of polygon) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x0, y0] = ring[i]!;
      const [x1, y1] = ring[i + 1]!;
      if (y0 > y !== y1 > y) xs.push(x0 + ((y - y0) * (x1 - x0)) / (y1 - y0));
    }
  }
  xs.sort((a, b) => a - b);
  let best: Pair = [polygon[0]![0]![0], polygon[0]![0]![1]];
  let width = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    if (xs[i + 1]! - xs[i]! > width) {
      width = xs[i + 1]! - xs[i]!;
      best = [(xs[i]! + xs[i + 1]!) / 2, y];
    }
  }
  return best;
}

function rankOfArea(squareDegrees: number): number {
  const limits = [400, 100, 25, 5, 1];
  const index = limits.findIndex((limit) => squareDegrees >= limit);
  return index < 0 ? 6 : index + 1;
}

/**
 * One label per country at the heart of its largest polygon, with its common name in French,
 * English and Dutch (country-names.ts; Natural Earth's name when i18n-iso-countries does not know
 * the country).
 */
export async function loadCountryLabels(): Promise<CountryLabel[]> {
  const topology = await readTopology('countries-50m.json');
  const collection = feature(topology, topology.objects.countries as GeometryCollection);
  const labels: CountryLabel[] = [];
  for (const f of 'features' in collection ? collection.features : [collection]) {
    const polygons = polygonsOf(f.geometry as Polygon | MultiPolygon | null).flatMap(
      splitAntimeridian,
    );
    const main = polygons.sort((a, b) => polygonArea(b) - polygonArea(a))[0];
    if (!main) continue;
    const id = f.id === undefined ? undefined : String(f.id);
    const naturalEarth = String((f.properties as { name?: string } | null)?.name ?? '');
    const nameEn = (id && countryName(id, 'en')) || naturalEarth;
    const name = (id && countryName(id, 'fr')) || nameEn;
    if (!name) continue;
    const nameNl = id ? countryName(id, 'nl') : undefined;
    labels.push({
      position: labelPoint(main),
      name,
      nameEn,
      nameNl,
      rank: rankOfArea(polygonArea(main)),
    });
  }
  return labels;
}
