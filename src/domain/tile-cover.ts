/**
 * The vector tiles a map view draws first, as MapLibre picks them for a source of 512-pixel
 * tiles: the zoom's whole part (within the source's zooms), every tile the viewport touches.
 */
import { MAX_MERCATOR_LAT, type Bbox, type LngLat } from './geo';

/** The path of the vector tiles, under the site's origin (the style's tile template). */
export const TILE_PATH_TEMPLATE = '/tiles/{z}/{x}/{y}.pbf';

/** The path of one tile. */
export function tilePath(tile: TileId): string {
  return TILE_PATH_TEMPLATE.replace('{z}', String(tile.z))
    .replace('{x}', String(tile.x))
    .replace('{y}', String(tile.y));
}

/** A tile address. */
export interface TileId {
  z: number;
  x: number;
  y: number;
}

/** A map view: its centre, zoom and size in CSS pixels. */
export interface MapViewport {
  center: LngLat;
  zoom: number;
  width: number;
  height: number;
}

/** The pixel size of MapLibre's world tile, and of the vector tiles it reads. */
const TILE_PIXELS = 512;

/** The world position of a point, in [0, 1] both ways (Web Mercator). */
export function worldPoint(p: LngLat): { x: number; y: number } {
  const lat = Math.max(-MAX_MERCATOR_LAT, Math.min(MAX_MERCATOR_LAT, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: (p.lng + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/** The latitude of a world row in [0, 1] (the inverse of `worldPoint`'s y). */
export function latOfWorldY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** The centre and zoom at which MapLibre fits `bbox` in a box of `size` (no padding). */
export function fitView(bbox: Bbox, size: { width: number; height: number }): MapViewport {
  const [w, s, e, n] = bbox;
  const top = worldPoint({ lng: w, lat: n }).y;
  const bottom = worldPoint({ lng: w, lat: s }).y;
  const dx = Math.max((e - w) / 360, 1e-9);
  const dy = Math.max(bottom - top, 1e-9);
  const zoom = Math.min(
    Math.log2(size.width / (dx * TILE_PIXELS)),
    Math.log2(size.height / (dy * TILE_PIXELS)),
  );
  const center: LngLat = { lng: (w + e) / 2, lat: latOfWorldY((top + bottom) / 2) };
  return { center, zoom, ...size };
}

/**
 * The tiles covering `view` for a source of zooms `minzoom`–`maxzoom`, centre first (at most
 * `limit`; none for a view with no size).
 */
export function tilesCovering(
  view: MapViewport,
  source: { minzoom: number; maxzoom: number; limit: number },
): TileId[] {
  if (view.width <= 0 || view.height <= 0 || !Number.isFinite(view.zoom)) return [];
  const z = Math.max(source.minzoom, Math.min(source.maxzoom, Math.floor(view.zoom)));
  const tiles = 2 ** z;
  // The viewport in tile units of zoom z.
  const scale = TILE_PIXELS * 2 ** (view.zoom - z);
  const centre = worldPoint(view.center);
  const cx = centre.x * tiles;
  const cy = centre.y * tiles;
  const halfW = view.width / 2 / scale;
  const halfH = view.height / 2 / scale;
  const out: (TileId & { d: number })[] = [];
  const y0 = Math.max(0, Math.floor(cy - halfH));
  const y1 = Math.min(tiles - 1, Math.floor(cy + halfH));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = Math.floor(cx - halfW); x <= Math.floor(cx + halfW); x += 1) {
      const d = (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2;
      out.push({ z, x: ((x % tiles) + tiles) % tiles, y, d });
    }
  }
  out.sort((a, b) => a.d - b.d);
  const seen = new Set<string>();
  return out
    .filter((t) => {
      const key = `${t.x}/${t.y}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, source.limit)
    .map(({ z: tz, x, y }) => ({ z: tz, x, y }));
}
