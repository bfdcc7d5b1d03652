import { AppError } from '../../core/errors';

/** Highest zoom a tile URL may ask for (MapLibre overzooms past the data's maxzoom). */
export const MAX_REQUEST_ZOOM = 22;

/** XYZ coordinates of a tile. */
export interface TileCoords {
  z: number;
  x: number;
  y: number;
}

/** A canonical non-negative integer: no sign, no leading zero, no other character. */
const INTEGER = /^(0|[1-9][0-9]{0,7})$/;
/** The last path segment: `<y>.pbf` or `<y>.mvt`. */
const Y_FILE = /^(0|[1-9][0-9]{0,7})\.(pbf|mvt)$/;

/**
 * Reads z/x/y from the URL parts of /tiles/{z}/{x}/{y}.pbf. Throws INVALID_TILE unless they are
 * canonical integers with z ≤ 22 and 0 ≤ x, y < 2^z.
 */
export function parseTileCoords(params: { z?: string; x?: string; file?: string }): TileCoords {
  const yMatch = Y_FILE.exec(params.file ?? '');
  if (!INTEGER.test(params.z ?? '') || !INTEGER.test(params.x ?? '') || !yMatch) {
    throw new AppError('INVALID_TILE');
  }
  const z = Number(params.z);
  const x = Number(params.x);
  const y = Number(yMatch[1]);
  const size = 2 ** z;
  if (z > MAX_REQUEST_ZOOM || x >= size || y >= size) throw new AppError('INVALID_TILE');
  return { z, x, y };
}
