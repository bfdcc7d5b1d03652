import type { Geometry, Position } from 'geojson';

function ringCentroid(ring: readonly Position[]): { x: number; y: number; area: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    const f = xj * yi - xi * yj;
    area += f;
    cx += (xi + xj) * f;
    cy += (yi + yj) * f;
  }
  if (area === 0) {
    const first = ring[0] as [number, number];
    return { x: first[0], y: first[1], area: 0 };
  }
  return { x: cx / (3 * area), y: cy / (3 * area), area: Math.abs(area / 2) };
}

function lineMiddle(line: readonly Position[]): [number, number] {
  const mid = line[Math.floor(line.length / 2)] as [number, number];
  return [mid[0], mid[1]];
}

/**
 * A representative point of a GeoJSON geometry: the point itself, the middle vertex of a line,
 * the area-weighted centroid of the outer rings of (multi)polygons.
 */
export function representativePoint(geometry: Geometry): [number, number] | undefined {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates[0]!, geometry.coordinates[1]!];
    case 'LineString':
      return geometry.coordinates.length ? lineMiddle(geometry.coordinates) : undefined;
    case 'MultiLineString':
      return geometry.coordinates[0]?.length ? lineMiddle(geometry.coordinates[0]) : undefined;
    case 'Polygon':
    case 'MultiPolygon': {
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      let best: { x: number; y: number; area: number } | undefined;
      for (const p of polygons) {
        const outer = p[0];
        if (!outer?.length) continue;
        const c = ringCentroid(outer);
        if (!best || c.area > best.area) best = c;
      }
      return best ? [best.x, best.y] : undefined;
    }
    default:
      return undefined;
  }
}

function isClosed(line: readonly Position[]): boolean {
  const first = line[0];
  const last = line.at(-1);
  return line.length >= 4 && !!first && !!last && first[0] === last[0] && first[1] === last[1];
}

function insideRing([x, y]: readonly [number, number], ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The point of a place read from OSM (a POI, an address, a square, a beach): as
 * `representativePoint`, but a closed way's centroid when it lies inside it. osmium exports a
 * closed way with area tags as a line before the area, and the line's middle vertex is on the
 * outline: the Musée Océanographique's pin stood at its back door, 40 m from its middle.
 */
export function placePoint(geometry: Geometry): [number, number] | undefined {
  if (geometry.type === 'LineString' && isClosed(geometry.coordinates)) {
    const c = ringCentroid(geometry.coordinates);
    if (c.area > 0 && insideRing([c.x, c.y], geometry.coordinates)) return [c.x, c.y];
  }
  return representativePoint(geometry);
}

/** Normalises osmium's unique ids: n/w stay, areas `a<2·id(+1)>` become w<id> or r<id>. */
export function normaliseOsmId(id: string): string {
  if (!id.startsWith('a')) return id;
  const n = Number(id.slice(1));
  return n % 2 === 0 ? `w${n / 2}` : `r${(n - 1) / 2}`;
}
