/**
 * Reverse geocoding, in the order a traveller reads a point: the address point within 40 m (or
 * the landmark — monument, museum, place of worship, theatre, station — within 30 m when it is
 * nearer), else the nearest named street within 80 m, else the nearest named POI within 50 m (a
 * name that is a number alone, a helipad « 4 », names nothing).
 * Roads without a name never name a point: with none of the above the point is « Point sur la
 * carte » (search-service.ts) in its area: the hamlet, place or district within 400 m, the named
 * street within 300 m or the town within 5 km; nothing near → undefined (the API answers 404).
 */
import type Database from 'better-sqlite3';
import { ESTIMATED_TOWN_SQL } from './entry-row';
import { metresPerDegree } from '../../src/domain/geo';
import { SpatialGrid } from './spatial-grid';

/** Distances of the reverse geocoder, metres. */
export const REVERSE_RADII = {
  address: 40,
  landmark: 30,
  street: 80,
  poi: 50,
  place: 400,
  areaStreet: 300,
  town: 5000,
} as const;

/** What was found at a point: an entry and where on it. */
export interface ReverseHit {
  id: number;
  level: string;
  distance: number;
  /** The nearest point of the street (the clicked point projected on it), else the entry's. */
  at: { lng: number; lat: number };
}

interface PointRow {
  id: number;
  level: string;
  lng: number;
  lat: number;
}

interface SegmentRow {
  entry_id: number;
  level: string;
  lng1: number;
  lat1: number;
  lng2: number;
  lat2: number;
}

function boxParams(lng: number, lat: number, metres: number) {
  const m = metresPerDegree(lat);
  return {
    w: lng - metres / m.x,
    e: lng + metres / m.x,
    s: lat - metres / m.y,
    n: lat + metres / m.y,
  };
}

function nearer(a: ReverseHit | undefined, b: ReverseHit | undefined): ReverseHit | undefined {
  if (!a || !b) return a ?? b;
  return b.distance < a.distance ? b : a;
}

/** Positions of the entries (the index's arrays) and the ids of the towns and named POIs. */
export interface ReversePositions {
  lng: Float64Array;
  lat: Float64Array;
  /** Town ids, scanned in memory (an R*Tree box of 5 km holds too many addresses). */
  towns: Int32Array;
  /**
   * True for a town whose position is its own; false for one estimated from its
   * intercommunalité (thousands share a point): such a town never names a point.
   */
  placed: (id: number) => boolean;
  /** True for a named POI (any rubric). */
  isPoi: (id: number) => boolean;
}

/** SQL: true for a POI named by a number alone (a helipad « 4 », a car park level « 2 »). */
const NUMBER_NAMED_POI = `e.level = 'poi' AND trim(e.name, '0123456789 ') = ''`;

/**
 * The POIs named by a number alone: a number names no point for a traveller (« 4, 98000 Monaco »
 * read as a house number), so they name no point on the map.
 */
export function numberNamedPois(db: Database.Database): ReadonlySet<number> {
  const rows = db.prepare(`SELECT e.id FROM entry e WHERE ${NUMBER_NAMED_POI}`).pluck().all();
  return new Set(rows.filter((id): id is number => typeof id === 'number'));
}

/**
 * The towns whose position is estimated: the towns the pipeline left out of `point_rtree`
 * (pipeline/stages/search/schema.ts). An index built before that holds them all: none is.
 */
export function estimatedTowns(db: Database.Database): ReadonlySet<number> {
  const rows = db
    .prepare(`SELECT e.id FROM entry e WHERE e.level = 'town' AND ${ESTIMATED_TOWN_SQL}`)
    .pluck()
    .all();
  return new Set(rows.filter((id): id is number => typeof id === 'number'));
}

/** Reverse geocoding on the index's R*Trees and an in-memory grid of the POIs. */
export class ReverseGeocoder {
  private readonly points: Database.Statement<
    [{ w: number; e: number; s: number; n: number; levels: string }],
    PointRow
  >;
  private readonly streets: Database.Statement<
    [{ w: number; e: number; s: number; n: number }],
    SegmentRow
  >;
  private readonly pois: SpatialGrid;

  constructor(
    db: Database.Database,
    private readonly positions: ReversePositions,
  ) {
    this.points = db.prepare(
      `SELECT e.id, e.level, e.lng, e.lat FROM point_rtree r JOIN entry e ON e.id = r.id
       WHERE r.min_lng <= @e AND r.max_lng >= @w AND r.min_lat <= @n AND r.max_lat >= @s
         AND instr(@levels, ',' || e.level || ',') > 0 AND NOT (${NUMBER_NAMED_POI})`,
    );
    // Named streets only: a road without a name never names a point.
    this.streets = db.prepare(
      `SELECT s.entry_id, e.level, s.lng1, s.lat1, s.lng2, s.lat2 FROM segment_rtree r
       JOIN segment s ON s.id = r.id JOIN entry e ON e.id = s.entry_id
       WHERE r.min_lng <= @e AND r.max_lng >= @w AND r.min_lat <= @n AND r.max_lat >= @s
         AND e.level = 'way'`,
    );
    this.pois = new SpatialGrid(positions.lng, positions.lat, positions.isPoi);
  }

  private nearestPoint(
    lng: number,
    lat: number,
    options: { metres: number; levels: string },
  ): ReverseHit | undefined {
    const m = metresPerDegree(lat);
    let best: ReverseHit | undefined;
    const params = { ...boxParams(lng, lat, options.metres), levels: `,${options.levels},` };
    for (const p of this.points.all(params)) {
      const d = Math.hypot((p.lng - lng) * m.x, (p.lat - lat) * m.y);
      if (d <= options.metres && (!best || d < best.distance))
        best = { id: p.id, level: p.level, distance: d, at: { lng: p.lng, lat: p.lat } };
    }
    return best;
  }

  private nearestStreet(lng: number, lat: number, metres: number): ReverseHit | undefined {
    const m = metresPerDegree(lat);
    let best: ReverseHit | undefined;
    for (const s of this.streets.all(boxParams(lng, lat, metres))) {
      const ax = (s.lng1 - lng) * m.x;
      const ay = (s.lat1 - lat) * m.y;
      const dx = (s.lng2 - s.lng1) * m.x;
      const dy = (s.lat2 - s.lat1) * m.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
      const d = Math.hypot(ax + t * dx, ay + t * dy);
      if (d <= metres && (!best || d < best.distance)) {
        best = {
          id: s.entry_id,
          level: s.level,
          distance: d,
          at: { lng: s.lng1 + t * (s.lng2 - s.lng1), lat: s.lat1 + t * (s.lat2 - s.lat1) },
        };
      }
    }
    return best;
  }

  /** The named POIs within `metres` of a point, nearest first (the lower id first on a tie). */
  poisWithin(lng: number, lat: number, metres: number): ReverseHit[] {
    const m = metresPerDegree(lat);
    const box = boxParams(lng, lat, metres);
    const { lng: xs, lat: ys } = this.positions;
    const out: ReverseHit[] = [];
    for (const cell of this.pois.cellsOf([box.w, box.s, box.e, box.n]) ?? []) {
      for (const id of cell) {
        const d = Math.hypot((xs[id]! - lng) * m.x, (ys[id]! - lat) * m.y);
        if (d <= metres)
          out.push({ id, level: 'poi', distance: d, at: { lng: xs[id]!, lat: ys[id]! } });
      }
    }
    return out.sort((a, b) => a.distance - b.distance || a.id - b.id);
  }

  private nearestPoi(lng: number, lat: number): ReverseHit | undefined {
    return this.poisWithin(lng, lat, REVERSE_RADII.poi)[0];
  }

  /** What names a point (address, landmark, street or POI), or undefined. */
  reverse(lng: number, lat: number): ReverseHit | undefined {
    return (
      nearer(
        this.nearestPoint(lng, lat, {
          metres: REVERSE_RADII.address,
          levels: 'address_point,address_range',
        }),
        this.nearestPoint(lng, lat, { metres: REVERSE_RADII.landmark, levels: 'poi' }),
      ) ??
      this.nearestStreet(lng, lat, REVERSE_RADII.street) ??
      this.nearestPoi(lng, lat)
    );
  }

  /**
   * The area of a point no name was found for: the hamlet, place or district within 400 m, else
   * the named street within 300 m (its town is the one of its addresses), else the nearest town
   * placed where it is (not one estimated from its intercommunalité).
   */
  area(lng: number, lat: number): ReverseHit | undefined {
    return (
      this.nearestPoint(lng, lat, {
        metres: REVERSE_RADII.place,
        levels: 'hamlet,named_place,landmark,district',
      }) ??
      this.nearestStreet(lng, lat, REVERSE_RADII.areaStreet) ??
      this.towns(lng, lat).find((t) => this.positions.placed(t.id))
    );
  }

  /** True for a town placed where it is (not estimated from its intercommunalité). */
  placed(id: number): boolean {
    return this.positions.placed(id);
  }

  /** The towns within the town radius, nearest first. */
  towns(lng: number, lat: number): ReverseHit[] {
    const m = metresPerDegree(lat);
    const { towns, lng: xs, lat: ys } = this.positions;
    const out: ReverseHit[] = [];
    for (let i = 0; i < towns.length; i++) {
      const id = towns[i]!;
      const dy = (ys[id]! - lat) * m.y;
      if (Math.abs(dy) > REVERSE_RADII.town) continue;
      const d = Math.hypot((xs[id]! - lng) * m.x, dy);
      if (d <= REVERSE_RADII.town)
        out.push({ id, level: 'town', distance: d, at: { lng: xs[id]!, lat: ys[id]! } });
    }
    return out.sort((a, b) => a.distance - b.distance);
  }
}
