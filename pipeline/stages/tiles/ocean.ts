import polygonClipping from 'polygon-clipping';
import { lngLatToTile, tileToBbox, type Bbox } from '../../../src/domain/geo';
import {
  bboxesOverlap,
  bboxOf,
  boxRing,
  clipRingToBox,
  growBbox,
  type Pair,
  type PolygonCoords,
} from './geometry';
import type { Progress } from '../../core/progress';
import type { ShapeRecord } from './shapefile';

/** Land polygons with their bboxes, for fast cell queries. */
export interface IndexedLand {
  polygons: readonly { coords: PolygonCoords; bbox: Bbox }[];
}

/** Indexes land polygons by bbox. */
export function indexLand(polygons: readonly PolygonCoords[]): IndexedLand {
  return { polygons: polygons.map((coords) => ({ coords, bbox: bboxOf(coords[0]!) })) };
}

/** Land pieces overlapping a box, cut a little beyond it (cheap Sutherland–Hodgman clip). */
function landNear(land: IndexedLand, cell: Bbox): PolygonCoords[] {
  const around = growBbox(cell, Math.max(cell[2] - cell[0], cell[3] - cell[1]) * 0.01);
  const pieces: PolygonCoords[] = [];
  for (const { coords, bbox } of land.polygons) {
    if (!bboxesOverlap(bbox, around)) continue;
    const rings = coords.map((r) => clipRingToBox(r, around));
    if ((rings[0]?.length ?? 0) < 4) continue;
    pieces.push(rings.filter((r) => r.length >= 4));
  }
  return pieces;
}

function roundCoords(polygons: PolygonCoords[], digits: number): PolygonCoords[] {
  const f = 10 ** digits;
  return polygons.map((p) =>
    p.map((r) => r.map(([x, y]): Pair => [Math.round(x * f) / f, Math.round(y * f) / f])),
  );
}

/** Options of the ocean of one cell. */
export interface OceanCellOptions {
  cell: Bbox;
  land: IndexedLand;
  /** Boxes where the sea comes from elsewhere (OSM coastlines): left out. */
  holes?: readonly Bbox[];
}

/**
 * Ocean of one cell: the cell minus land (and minus `holes`). Retries with rounded
 * coordinates when polygon-clipping trips on nearly-collinear input; undefined if that fails too.
 */
export function oceanOfCell(options: OceanCellOptions): PolygonCoords[] | undefined {
  const { cell, land } = options;
  const cut = [
    ...landNear(land, cell),
    ...(options.holes ?? []).filter((h) => bboxesOverlap(h, cell)).map((h) => [boxRing(h)]),
  ];
  for (const digits of [undefined, 7, 6]) {
    try {
      const clip = digits === undefined ? cut : roundCoords(cut, digits);
      return polygonClipping.difference([boxRing(cell)], ...clip);
    } catch {
      // polygon-clipping failed on this input: try again with coarser coordinates
    }
  }
  return undefined;
}

/**
 * The tiles of a zoom as cells: a layer cut along the tiles of its lowest zoom has exactly one
 * polygon per tile at every zoom it is shown (no seam inside a tile, nothing to combine).
 */
export function tileGrid(z: number): Bbox[] {
  const cells: Bbox[] = [];
  for (let x = 0; x < 2 ** z; x++) for (let y = 0; y < 2 ** z; y++) cells.push(tileToBbox(z, x, y));
  return cells;
}

/** The tiles of zoom `z` covering a box. */
export function tilesCovering(box: Bbox, z: number): { z: number; x: number; y: number }[] {
  const a = lngLatToTile(box[0], box[3], z);
  const b = lngLatToTile(box[2], box[1], z);
  const out: { z: number; x: number; y: number }[] = [];
  for (let x = a.x; x <= b.x; x++) for (let y = a.y; y <= b.y; y++) out.push({ z, x, y });
  return out;
}

/**
 * Area of interest of a region at z8+: the z8 tiles around its extracts, each split into z10
 * cells (so all-land cells are skipped and tiles clip small polygons).
 */
export function areaOfInterest(extractBoxes: readonly Bbox[], margin = 0.1): Bbox[] {
  const z8 = new Map<string, Bbox>();
  for (const box of extractBoxes) {
    for (const t of tilesCovering(growBbox(box, margin), 8))
      z8.set(`${t.x}/${t.y}`, tileToBbox(8, t.x, t.y));
  }
  const cells: Bbox[] = [];
  for (const tile of z8.values()) {
    for (const t of tilesCovering(growBbox(tile, -1e-9), 10)) cells.push(tileToBbox(10, t.x, t.y));
  }
  return cells;
}

/** Lets timers and signals (Ctrl-C) run between two steps of a long computation; throws once aborted. */
export async function yieldAndCheck(signal: AbortSignal): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  if (signal.aborted) throw new Error('interrupted');
}

/** Options of {@link oceanRecordsOfCells}. */
export interface OceanCellsOptions {
  cells: readonly Bbox[];
  land: IndexedLand;
  /** Land used for a cell that polygon-clipping cannot cut with `land`. */
  backup?: () => Promise<IndexedLand>;
  holes?: readonly Bbox[];
  progress: Progress;
  signal: AbortSignal;
}

/**
 * Ocean polygons of each cell as shapefile records (class ocean), yielding to the event loop
 * between cells so Ctrl-C stays responsive; `failed` counts cells neither land could cut.
 */
export async function oceanRecordsOfCells(
  options: OceanCellsOptions,
): Promise<{ records: ShapeRecord[]; failed: number }> {
  const records: ShapeRecord[] = [];
  let failed = 0;
  for (const cell of options.cells) {
    await yieldAndCheck(options.signal);
    const holes = options.holes ?? [];
    let ocean = oceanOfCell({ cell, land: options.land, holes });
    if (!ocean && options.backup)
      ocean = oceanOfCell({ cell, land: await options.backup(), holes });
    if (!ocean) failed++;
    if (ocean && ocean.length > 0) {
      records.push({
        geometry: { type: 'polygon', coordinates: ocean },
        attributes: { class: 'ocean' },
      });
    }
    options.progress.tick();
  }
  return { records, failed };
}
