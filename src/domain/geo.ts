/** Longitude and latitude in WGS84 degrees. */
export interface LngLat {
  lng: number;
  lat: number;
}

/** West, south, east, north in WGS84 degrees. */
export type Bbox = readonly [number, number, number, number];

/** Web Mercator limit of latitude. */
export const MAX_MERCATOR_LAT = 85.0511287798066;

/** True when both numbers are finite and inside the WGS84 ranges. */
export function isValidLngLat(lng: number, lat: number): boolean {
  return (
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    lng >= -180 &&
    lng <= 180 &&
    lat >= -90 &&
    lat <= 90
  );
}

/**
 * Parses the text form of a bbox: exactly four comma-separated finite numbers, west < east and
 * south < north inside WGS84. Anything else is `undefined` (the spec ignores invalid boxes).
 */
export function parseBbox(text: string | undefined | null): Bbox | undefined {
  if (typeof text !== 'string') return undefined;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return undefined;
  const [w, s, e, n] = parts.map(Number) as [number, number, number, number];
  if (!isValidLngLat(w, s) || !isValidLngLat(e, n) || w >= e || s >= n) return undefined;
  return [w, s, e, n];
}

/** The smallest bbox containing all the given boxes. */
export function unionBbox(boxes: readonly Bbox[]): Bbox | undefined {
  if (boxes.length === 0) return undefined;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const b of boxes) {
    w = Math.min(w, b[0]);
    s = Math.min(s, b[1]);
    e = Math.max(e, b[2]);
    n = Math.max(n, b[3]);
  }
  return [w, s, e, n];
}

/** Tile column and row (XYZ scheme) containing a point at a zoom. */
export function lngLatToTile(lng: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const clampedLat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, lat));
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (clampedLat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** The bbox of a tile (XYZ scheme). */
export function tileToBbox(z: number, x: number, y: number): Bbox {
  const n = 2 ** z;
  const lng = (col: number): number => (col / n) * 360 - 180;
  const lat = (row: number): number =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return [lng(x), lat(y + 1), lng(x + 1), lat(y)];
}

/** Metres per degree of longitude (x) and latitude (y) at a latitude: a local flat projection. */
export function metresPerDegree(lat: number): { x: number; y: number } {
  return { x: 111_320 * Math.cos((lat * Math.PI) / 180), y: 110_540 };
}

/** Great-circle distance in metres (earth radius of the spec: 6378137 m). */
export function haversineMetres(a: LngLat, b: LngLat): number {
  const R = 6378137;
  const toRad = (d: number): number => (d * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A bbox of `radiusMetres` around a point (the spec's 1000 m geolocation box). */
export function bboxAround(p: LngLat, radiusMetres: number): Bbox {
  const R = 6378137;
  const dLat = (radiusMetres / R) * (180 / Math.PI);
  const dLng = dLat / Math.cos((p.lat * Math.PI) / 180);
  return [p.lng - dLng, p.lat - dLat, p.lng + dLng, p.lat + dLat];
}

/** True when two boxes (west, south, east, north) meet. */
export function bboxesOverlap(a: Bbox, b: Bbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}
