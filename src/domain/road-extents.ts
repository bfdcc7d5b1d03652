/**
 * Where the region's road network stops: the boxes its OSM extracts were cut to (the routing
 * artefact's `extents.json`). Beyond a cut the roads go on in the world but not in the graph, so
 * reachable areas that run into one are cut short, and the radius tool says so rather than draw
 * a town's 15 minutes by bike as one kilometre.
 */
import type { Geometry, Position } from 'geojson';
import { z } from 'zod';
import type { Bbox } from './geo';

const bboxSchema = z
  .tuple([z.number(), z.number(), z.number(), z.number()])
  .refine(([w, s, e, n]) => w < e && s < n, 'west < east and south < north');

/** The routing artefact's `extents.json`. */
export const roadExtentsSchema = z.object({ cuts: z.array(bboxSchema) });
/** The boxes the region's extracts were cut to: west, south, east, north. */
export type RoadExtents = { cuts: Bbox[] };

/** Closer than this to a cut, metres, a reachable area is taken to run into it. */
export const EDGE_METRES = 150;

const METRES_PER_DEGREE = 111_320;

/** How far inside `box` a point lies, metres (negative outside). */
export function depthInBox(point: readonly number[], box: Bbox): number {
  const [lng = 0, lat = 0] = point;
  const [w, s, e, n] = box;
  const x = Math.cos((lat * Math.PI) / 180) * METRES_PER_DEGREE;
  return Math.min(
    (lng - w) * x,
    (e - lng) * x,
    (lat - s) * METRES_PER_DEGREE,
    (n - lat) * METRES_PER_DEGREE,
  );
}

/** The point itself and eight points `EDGE_METRES` around it (boxes are wider than that). */
function around(point: readonly number[]): number[][] {
  const [lng = 0, lat = 0] = point;
  const dLat = EDGE_METRES / METRES_PER_DEGREE;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  const points = [[lng, lat]];
  for (let i = 0; i < 8; i += 1) {
    const a = (i * Math.PI) / 4;
    points.push([lng + Math.cos(a) * dLng, lat + Math.sin(a) * dLat]);
  }
  return points;
}

/**
 * True when `point` lies outside every cut or within `EDGE_METRES` of their union's edge (a side
 * shared with a neighbouring cut is no edge: the network goes on there).
 */
export function atEdge(point: readonly number[], cuts: readonly Bbox[]): boolean {
  return around(point).some((p) => !cuts.some((box) => depthInBox(p, box) >= 0));
}

/** The outer rings of a Polygon or MultiPolygon geometry. */
function outerRings(geometry: Geometry): Position[][] {
  if (geometry.type === 'Polygon') return geometry.coordinates.slice(0, 1);
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((p) => p[0] ?? []);
  return [];
}

/**
 * True when an area reaches a cut of the road network: a vertex of its outer ring within
 * `EDGE_METRES` of the cut, or beyond (a way kept whole runs past it). No cut known: false.
 */
export function reachesCut(geometries: readonly Geometry[], cuts: readonly Bbox[]): boolean {
  if (cuts.length === 0) return false;
  return geometries.some((g) => outerRings(g).some((ring) => ring.some((p) => atEdge(p, cuts))));
}
