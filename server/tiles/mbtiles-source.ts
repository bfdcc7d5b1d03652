import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import Database, { type Statement } from 'better-sqlite3';
import type { Manifest } from '../../src/domain/artefacts';
import type { TileSetInfo, TileSource } from '../core/deps';

/** Web Mercator latitude limit, used when the file declares no bounds. */
const WORLD_BOUNDS: [number, number, number, number] = [-180, -85.0511, 180, 85.0511];

/** Options of an MBTiles tile source. */
export interface MbtilesOptions {
  /** Tile set version for ETags; default: derived from the file's size, mtime and metadata. */
  version?: string;
}

/**
 * The ETag version of a tiles artefact: a short hash of its manifest's inputs hash and build
 * time, so that any rebuild (new inputs or new profile) changes every tile's ETag.
 */
export function tileSetVersion(manifest: Pick<Manifest, 'inputsHash' | 'builtAt'>): string {
  return shortHash(`${manifest.inputsHash}:${manifest.builtAt}`);
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

function parseBounds(value: string | undefined): [number, number, number, number] | undefined {
  const parts = (value ?? '').split(',').map((v) => Number(v.trim()));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return undefined;
  return parts as [number, number, number, number];
}

function parseZoom(value: string | undefined): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 && n <= 30
    ? n
    : undefined;
}

/** True when the bytes start with the gzip magic number. */
function isGzip(data: Buffer): boolean {
  return data.length > 2 && data[0] === 0x1f && data[1] === 0x8b;
}

/**
 * A TileSource over an MBTiles file (SQLite, TMS rows): opened read-only with one prepared
 * statement; the XYZ row is flipped (row = 2^z - 1 - y). Tiles stored uncompressed are gzipped
 * on the way out so that every answer is gzip, as the interface promises.
 */
export class MbtilesSource implements TileSource {
  readonly info: TileSetInfo;
  private readonly db: Database.Database;
  private readonly select: Statement<[number, number, number], Buffer>;

  constructor(file: string, options: MbtilesOptions = {}) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.db.pragma('mmap_size = 268435456');
    this.select = this.db
      .prepare<[number, number, number], Buffer>(
        'SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?',
      )
      .pluck();
    this.info = this.readInfo(file, options.version);
  }

  /** The gzip MVT at z/x/y (XYZ), or undefined when the file has no such tile. */
  getTile(z: number, x: number, y: number): Buffer | undefined {
    const data = this.select.get(z, x, 2 ** z - 1 - y);
    if (data === undefined || data === null) return undefined;
    return isGzip(data) ? data : gzipSync(data);
  }

  close(): void {
    this.db.close();
  }

  private readInfo(file: string, version: string | undefined): TileSetInfo {
    const rows = this.db.prepare('SELECT name, value FROM metadata').all() as {
      name: string;
      value: string;
    }[];
    const meta = new Map(rows.map((r) => [r.name, r.value]));
    const range = this.db
      .prepare('SELECT MIN(zoom_level) AS minzoom, MAX(zoom_level) AS maxzoom FROM tiles')
      .get() as { minzoom: number | null; maxzoom: number | null };
    const stat = statSync(file);
    return {
      minzoom: parseZoom(meta.get('minzoom')) ?? range.minzoom ?? 0,
      maxzoom: parseZoom(meta.get('maxzoom')) ?? range.maxzoom ?? 0,
      bounds: parseBounds(meta.get('bounds')) ?? WORLD_BOUNDS,
      version:
        version ?? shortHash(`${stat.size}:${stat.mtimeMs}:${JSON.stringify([...meta.entries()])}`),
    };
  }
}
