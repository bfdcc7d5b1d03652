/**
 * Reverse geocoding: the nearer of the address point within 40 m and the landmark (a monument,
 * museum, place of worship, theatre or station of the index) within 30 m, else the street or road within 60 m
 * (a road without a name is `unnamed_road`), else the hamlet, place or district within 400 m, else the
 * town within 5 km; nothing near → undefined (the API answers 404).
 */
import type Database from 'better-sqlite3';

/** Distances of the reverse geocoder, metres. */
export const REVERSE_RADII = {
  address: 40,
  landmark: 30,
  road: 60,
  place: 400,
  town: 5000,
} as const;

/** What was found at a point: an entry and where on it. */
export interface ReverseHit {
  id: number;
  level: string;
  distance: number;
  /** The nearest point of the street or road (the clicked point projected on it). */
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

function metresPerDegree(lat: number): { x: number; y: number } {
  return { x: 111_320 * Math.cos((lat * Math.PI) / 180), y: 110_540 };
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

/** Positions of the towns, scanned in memory (an R*Tree box of 5 km holds too many addresses). */
export interface TownPositions {
  ids: Int32Array;
  lng: Float64Array;
  lat: Float64Array;
}

/** Reverse geocoding on the index's R*Trees. */
export class ReverseGeocoder {
  private readonly points: Database.Statement<
    [{ w: number; e: number; s: number; n: number; levels: string }],
    PointRow
  >;
  private readonly segments: Database.Statement<
    [{ w: number; e: number; s: number; n: number }],
    SegmentRow
  >;

  constructor(
    db: Database.Database,
    private readonly towns: TownPositions,
  ) {
    this.points = db.prepare(
      `SELECT e.id, e.level, e.lng, e.lat FROM point_rtree r JOIN entry e ON e.id = r.id
       WHERE r.min_lng <= @e AND r.max_lng >= @w AND r.min_lat <= @n AND r.max_lat >= @s
         AND instr(@levels, ',' || e.level || ',') > 0`,
    );
    this.segments = db.prepare(
      `SELECT s.entry_id, e.level, s.lng1, s.lat1, s.lng2, s.lat2 FROM segment_rtree r
       JOIN segment s ON s.id = r.id JOIN entry e ON e.id = s.entry_id
       WHERE r.min_lng <= @e AND r.max_lng >= @w AND r.min_lat <= @n AND r.max_lat >= @s`,
    );
  }

  private nearestPoint(
    lng: number,
    lat: number,
    metres: number,
    levels: string,
  ): ReverseHit | undefined {
    const m = metresPerDegree(lat);
    let best: ReverseHit | undefined;
    for (const p of this.points.all({ ...boxParams(lng, lat, metres), levels: `,${levels},` })) {
      const d = Math.hypot((p.lng - lng) * m.x, (p.lat - lat) * m.y);
      if (d <= metres && (!best || d < best.distance))
        best = { id: p.id, level: p.level, distance: d, at: { lng: p.lng, lat: p.lat } };
    }
    return best;
  }

  private nearestSegment(lng: number, lat: number, metres: number): ReverseHit | undefined {
    const m = metresPerDegree(lat);
    let best: ReverseHit | undefined;
    for (const s of this.segments.all(boxParams(lng, lat, metres))) {
      const ax = (s.lng1 - lng) * m.x;
      const ay = (s.lat1 - lat) * m.y;
      const dx = (s.lng2 - s.lng1) * m.x;
      const dy = (s.lat2 - s.lat1) * m.y;
      const len2 = dx * dx + dy * dy;
      const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
      const d = Math.hypot(ax + t * dx, ay + t * dy);
      // A named street wins over an unnamed road at the same distance (within 5 m).
      const penalty = s.level === 'unnamed_road' ? 5 : 0;
      if (
        d <= metres &&
        (!best || d + penalty < best.distance + (best.level === 'unnamed_road' ? 5 : 0))
      ) {
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

  /** What is at a point, or undefined. */
  reverse(lng: number, lat: number): ReverseHit | undefined {
    return (
      nearer(
        this.nearestPoint(lng, lat, REVERSE_RADII.address, 'address_point,address_range'),
        this.nearestPoint(lng, lat, REVERSE_RADII.landmark, 'poi'),
      ) ??
      this.nearestSegment(lng, lat, REVERSE_RADII.road) ??
      this.nearestPoint(lng, lat, REVERSE_RADII.place, 'hamlet,named_place,landmark,district') ??
      this.town(lng, lat)
    );
  }

  /** The nearest town within the town radius. */
  town(lng: number, lat: number): ReverseHit | undefined {
    const m = metresPerDegree(lat);
    const { ids, lng: xs, lat: ys } = this.towns;
    let best: ReverseHit | undefined;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const dy = (ys[id]! - lat) * m.y;
      if (Math.abs(dy) > REVERSE_RADII.town) continue;
      const d = Math.hypot((xs[id]! - lng) * m.x, dy);
      if (d <= REVERSE_RADII.town && (!best || d < best.distance))
        best = { id, level: 'town', distance: d, at: { lng: xs[id]!, lat: ys[id]! } };
    }
    return best;
  }
}
