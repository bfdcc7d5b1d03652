import polygonClipping from 'polygon-clipping';
import type { Bbox } from '../../../src/domain/geo';
import { unionBbox } from '../../../src/domain/geo';
import type { Progress } from '../../core/progress';
import type { CityLabel } from './cities';
import { assembleSea } from './coastline';
import { bboxesOverlap, bboxOf, clipRingToBox, growBbox, type PolygonCoords } from './geometry';
import { areaOfInterest, indexLand, oceanRecordsOfCells, type IndexedLand } from './ocean';
import type { ExtractInfo } from '../../core/osm-extract-info';
import { FIELDS, present, writeShapeLayer } from './shape-layers';
import type { Position, ShapeRecord } from './shapefile';
import type { ShapeLayer } from './tilemaker-config';
import { loadLand } from './world-atlas';
import { WORLD_MAXZOOM } from './world-layers';

/** An extract with its coastline ways. */
export interface ExtractCoast {
  info: ExtractInfo;
  coastlines: Position[][];
}

/** Options of the region's shapefile layers (z8–14). */
export interface RegionLayersOptions {
  dir: string;
  extracts: readonly ExtractCoast[];
  cities: readonly CityLabel[];
  progress: Progress;
  signal: AbortSignal;
}

/** Shapefile layers of a region, the box tilemaker must keep, and what was found. */
export interface RegionLayers {
  layers: ShapeLayer[];
  bbox: Bbox;
  counts: Record<string, number>;
  /** Why each broken extract fell back to world-atlas. */
  warnings: string[];
}

const REGION_MINZOOM = WORLD_MAXZOOM + 1;
const SEA_TUNING = { simplify_below: 12, simplify_level: 0.0003, simplify_ratio: 2 };

/** Sea of the extracts that have a usable coastline. */
export interface OsmSea {
  polygons: PolygonCoords[];
  /** Boxes where the OSM coastline decides (world-atlas is left out there). */
  boxes: Bbox[];
  counts: Record<string, number>;
  warnings: string[];
}

/**
 * World-atlas land of the box far from every OSM coastline of the extract (an island next to
 * the extract's own, cut by its box) stays land: the extract says nothing about it.
 */
export function withoutDistantLand(
  sea: PolygonCoords[],
  options: { land: IndexedLand; box: Bbox; coastlines: readonly Position[][] },
): PolygonCoords[] {
  const coastBoxes = options.coastlines.map((line) => growBbox(bboxOf(line), 0.01));
  const distant = options.land.polygons
    .filter(({ bbox }) => bboxesOverlap(bbox, options.box))
    .filter(({ bbox }) => !coastBoxes.some((c) => bboxesOverlap(c, bbox)))
    .map(({ coords }) => coords.map((ring) => clipRingToBox(ring, growBbox(options.box, 0.01))))
    .filter((rings) => (rings[0]?.length ?? 0) >= 4)
    .map((rings) => rings.filter((r) => r.length >= 4));
  if (distant.length === 0) return sea;
  try {
    return polygonClipping.difference(sea, ...distant);
  } catch {
    return sea;
  }
}

/** Sea polygons from the coastline of each extract (see coastline.ts). */
export function osmSea(extracts: readonly ExtractCoast[], land: IndexedLand): OsmSea {
  const sea: OsmSea = { polygons: [], boxes: [], warnings: [], counts: {} };
  const add = (key: string, n = 1): void => {
    sea.counts[key] = (sea.counts[key] ?? 0) + n;
  };
  add('coastlineWays', 0);
  add('coastlineBroken', 0);
  for (const { info, coastlines } of extracts) {
    add('coastlineWays', coastlines.length);
    const result = assembleSea({ lines: coastlines, box: info.cutBbox });
    if (result.status === 'broken') {
      add('coastlineBroken');
      sea.warnings.push(`${info.path}: ${result.reason}; world-atlas sea used instead`);
    } else if (result.status === 'ok') {
      add('coastlineExtracts');
      add('coastlineIslands', result.islands);
      sea.polygons.push(
        ...withoutDistantLand(result.polygons, { land, box: info.cutBbox, coastlines }),
      );
      sea.boxes.push(info.cutBbox);
    }
  }
  return sea;
}

function oceanRecord(polygons: PolygonCoords[]): ShapeRecord[] {
  return polygons.map((p) => ({
    geometry: { type: 'polygon', coordinates: [p] },
    attributes: { class: 'ocean' },
  }));
}

function cityRecordsIn(cities: readonly CityLabel[], cells: readonly Bbox[]): ShapeRecord[] {
  return cities
    .filter((c) => cells.some((cell) => bboxesOverlap(cell, [...c.position, ...c.position])))
    .map((c) => ({
      geometry: { type: 'point', coordinates: c.position },
      attributes: {
        class: c.placeClass,
        name: c.name,
        rank: c.rank,
        capital: c.capital,
        population: c.population,
      },
    }));
}

async function writeRegionLayers(
  options: RegionLayersOptions,
  parts: { sea: PolygonCoords[]; around: ShapeRecord[]; cells: readonly Bbox[] },
): Promise<ShapeLayer[]> {
  const common = { dir: options.dir, minzoom: REGION_MINZOOM, maxzoom: 14 };
  const ocean = { writeTo: 'water', shapeType: 'polygon', fields: FIELDS.ocean } as const;
  return present([
    await writeShapeLayer({
      ...common,
      ...ocean,
      id: 'sea',
      records: [...oceanRecord(parts.sea), ...parts.around],
      // one polygon per tile: the OSM sea and the cells around would show hairlines between them
      tuning: { ...SEA_TUNING, combine_polygons_below: 15 },
    }),
    await writeShapeLayer({
      ...common,
      id: 'cities_around',
      writeTo: 'place',
      shapeType: 'point',
      fields: FIELDS.city,
      records: cityRecordsIn(options.cities, parts.cells),
      maxzoom: 9,
    }),
  ]);
}

/**
 * Region layers from z8: sea of the OSM coastlines inside the extracts, world-atlas 10m sea
 * around them (the z8 tiles of the area of interest, minus the extracts that have their own
 * coastline), and the GeoNames cities of that area at z8–9.
 */
export async function regionLayers(options: RegionLayersOptions): Promise<RegionLayers> {
  options.progress.phase('region: sea polygons', options.extracts.length, 'extracts');
  const land = indexLand(await loadLand('10m'));
  const sea = osmSea(options.extracts, land);
  const cells = areaOfInterest(options.extracts.map((e) => e.info.dataBbox));
  options.progress.phase('region: world-atlas sea around the extracts', cells.length, 'cells');
  let backup: IndexedLand | undefined;
  const ocean = await oceanRecordsOfCells({
    cells: cells,
    land,
    backup: async () => (backup ??= indexLand(await loadLand('50m'))),
    holes: sea.boxes,
    progress: options.progress,
    signal: options.signal,
  });
  const layers = await writeRegionLayers(options, {
    sea: sea.polygons,
    around: ocean.records,
    cells,
  });
  const bbox = unionBbox([...cells, ...options.extracts.map((e) => e.info.dataBbox)])!;
  const counts = {
    ...sea.counts,
    oceanPolygons: sea.polygons.length + ocean.records.length,
    seaPolygonsOsm: sea.polygons.length,
    seaCellsAround: ocean.records.length,
    seaCellsFailed: ocean.failed,
  };
  return { layers, bbox, counts, warnings: sea.warnings };
}
