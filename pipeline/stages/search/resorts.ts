/**
 * What makes a commune a resort in the subtype directories (`/annuaire-station-balneaire`,
 * `/annuaire-station-sports-hiver`), read from the OSM extracts with a stated rule, never from a
 * hand-written list:
 *
 * - a **seaside resort** has at least one beach (`natural=beach`, named or not) within
 *   {@link SEA_BEACH_METRES} of the sea, the sea being outside Natural Earth's 1:10m land
 *   (world-atlas `land-10m`, which does not cut out lakes: a beach on a lake or a river inland is
 *   far from its edge, so it does not count);
 * - a **winter sports resort** has at least one ski area (`landuse=winter_sports`).
 *
 * The commune is the one the index gives any POI at that point (its representative point:
 * `LocalityResolver.resolve`). Only French communes (with an INSEE code) are kept.
 */
import type Database from 'better-sqlite3';
import type { Position } from 'geojson';
import { metresPerDegree } from '../../../src/domain/geo';
import type { OsmFeature } from '../places/osm-places';
import type { LocalityResolver } from './locality';

/** The two kinds of resort. */
export type ResortKind = 'seaside' | 'winter';

/** A beach farther than this from the sea does not make a seaside resort. */
export const SEA_BEACH_METRES = 2000;

/** An OSM object that may make its commune a resort. */
export interface ResortCandidate {
  kind: ResortKind;
  osmId: string;
  name: string | null;
  lng: number;
  lat: number;
}

/** A candidate kept, with its commune's INSEE code. */
export interface ResortRow extends ResortCandidate {
  towncode: string;
}

/** The candidate an OSM object is (a beach or a ski area), if any. */
export function resortCandidate(feature: OsmFeature): ResortCandidate | undefined {
  const { tags } = feature;
  const kind: ResortKind | undefined =
    tags.natural === 'beach' ? 'seaside' : tags.landuse === 'winter_sports' ? 'winter' : undefined;
  if (!kind) return undefined;
  const [lng, lat] = feature.point;
  return { kind, osmId: feature.osmId, name: tags['name:fr'] ?? tags.name ?? null, lng, lat };
}

interface Ring {
  points: readonly Position[];
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The edges of land polygons (the coast), with the box of each ring for a quick skip. */
export class CoastIndex {
  private readonly rings: Ring[];

  constructor(polygons: readonly (readonly (readonly Position[])[])[]) {
    this.rings = polygons.flatMap((polygon) =>
      polygon.map((points) => {
        const xs = points.map((p) => p[0]!);
        const ys = points.map((p) => p[1]!);
        return {
          points,
          west: Math.min(...xs),
          south: Math.min(...ys),
          east: Math.max(...xs),
          north: Math.max(...ys),
        };
      }),
    );
  }

  /** Whether a point lies within `metres` of a coast. */
  near(lng: number, lat: number, metres: number): boolean {
    const m = metresPerDegree(lat);
    const dx = metres / m.x;
    const dy = metres / m.y;
    return this.rings.some(
      (ring) =>
        lng >= ring.west - dx &&
        lng <= ring.east + dx &&
        lat >= ring.south - dy &&
        lat <= ring.north + dy &&
        ringDistance(ring.points, [lng, lat], m) <= metres,
    );
  }
}

/** The distance in metres from a point to a ring's edges (a local flat projection). */
function ringDistance(
  ring: readonly Position[],
  [lng, lat]: readonly [number, number],
  m: { x: number; y: number },
): number {
  let best = Infinity;
  for (let i = 0; i + 1 < ring.length; i++) {
    const ax = (ring[i]![0]! - lng) * m.x;
    const ay = (ring[i]![1]! - lat) * m.y;
    const bx = (ring[i + 1]![0]! - lng) * m.x;
    const by = (ring[i + 1]![1]! - lat) * m.y;
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
    best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
  }
  return best;
}

/**
 * The candidates that make their commune a resort: the ski areas, and the beaches near the sea;
 * each with its French commune (others left out).
 */
export function resortRows(options: {
  candidates: readonly ResortCandidate[];
  coast: CoastIndex;
  resolver: LocalityResolver;
}): ResortRow[] {
  return options.candidates.flatMap((c): ResortRow[] => {
    if (c.kind === 'seaside' && !options.coast.near(c.lng, c.lat, SEA_BEACH_METRES)) return [];
    const towncode = options.resolver.resolve(c.lng, c.lat)?.towncode;
    return towncode ? [{ ...c, towncode }] : [];
  });
}

/** Writes the rows into the index's `resort` table; returns how many of each kind. */
export function writeResorts(
  db: Database.Database,
  rows: readonly ResortRow[],
): Record<`resorts_${ResortKind}`, number> {
  const insert = db.prepare('INSERT OR IGNORE INTO resort VALUES (?, ?, ?, ?, ?, ?)');
  const counts = { resorts_seaside: 0, resorts_winter: 0 };
  db.transaction(() => {
    for (const r of rows) {
      if (insert.run(r.kind, r.osmId, r.towncode, r.name, r.lng, r.lat).changes)
        counts[`resorts_${r.kind}`]++;
    }
  })();
  return counts;
}
