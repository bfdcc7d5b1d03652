import { gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import type { Bbox } from '../../../src/domain/geo';
import { TILE_LAYERS, TILE_MAXZOOM, TILE_MINZOOM } from '../../../src/domain/tile-schema';

/** The `vector_layers` entry of one layer (MBTiles 1.3 `json` metadata). */
export interface VectorLayerInfo {
  id: string;
  description: string;
  minzoom: number;
  maxzoom: number;
  fields: Record<string, string>;
}

/** `vector_layers` of the tile schema, in schema order. */
export function vectorLayers(): VectorLayerInfo[] {
  return Object.entries(TILE_LAYERS).map(([id, spec]) => ({
    id,
    description: spec.source,
    minzoom: Math.min(spec.minzoom, TILE_MAXZOOM),
    maxzoom: TILE_MAXZOOM,
    fields: Object.fromEntries(
      Object.entries(spec.attributes as Record<string, readonly string[] | string>).map(
        ([name, type]) => [name, type === 'number' ? 'Number' : 'String'],
      ),
    ),
  }));
}

/** Metadata written into the MBTiles file once tilemaker is done. */
export interface TileMetadata {
  name: string;
  description: string;
  attribution: string;
  bounds: Bbox;
  /** Longitude, latitude, zoom. */
  center: readonly [number, number, number];
}

const round = (n: number): string => String(Math.round(n * 1e6) / 1e6);

/**
 * Rewrites the metadata table (tilemaker writes the bounds of its last run only): bounds,
 * center, zoom range, format and the schema's `vector_layers`.
 */
export function writeMetadata(file: string, meta: TileMetadata): void {
  const db = new Database(file);
  try {
    const rows: Record<string, string> = {
      name: meta.name,
      description: meta.description,
      attribution: meta.attribution,
      version: '1',
      type: 'baselayer',
      format: 'pbf',
      bounds: meta.bounds.map(round).join(','),
      center: [round(meta.center[0]), round(meta.center[1]), String(meta.center[2])].join(','),
      minzoom: String(TILE_MINZOOM),
      maxzoom: String(TILE_MAXZOOM),
      json: JSON.stringify({ vector_layers: vectorLayers() }),
    };
    const upsert = db.prepare('INSERT OR REPLACE INTO metadata (name, value) VALUES (?, ?)');
    db.transaction(() => {
      for (const [name, value] of Object.entries(rows)) upsert.run(name, value);
    })();
  } finally {
    db.close();
  }
}

/** Tile counts of an MBTiles file. */
export interface TileStats {
  tiles: number;
  byZoom: Record<number, number>;
  bytes: number;
}

/** Counts the tiles per zoom and their total size. */
export function tileStats(file: string): TileStats {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        'SELECT zoom_level AS z, COUNT(*) AS n, SUM(LENGTH(tile_data)) AS bytes FROM tiles GROUP BY zoom_level',
      )
      .all() as { z: number; n: number; bytes: number }[];
    const byZoom: Record<number, number> = {};
    for (const r of rows) byZoom[r.z] = r.n;
    return {
      tiles: rows.reduce((s, r) => s + r.n, 0),
      byZoom,
      bytes: rows.reduce((s, r) => s + r.bytes, 0),
    };
  } finally {
    db.close();
  }
}

/**
 * Deletes the tiles without any layer (tilemaker writes one wherever a polygon's bbox reaches,
 * even where the polygon does not): the server answers 204 for a missing tile anyway.
 */
export function removeEmptyTiles(file: string): number {
  const db = new Database(file);
  try {
    const candidates = db
      .prepare(
        'SELECT zoom_level AS z, tile_column AS x, tile_row AS y, tile_data AS d FROM tiles WHERE LENGTH(tile_data) < 64',
      )
      .all() as { z: number; x: number; y: number; d: Buffer }[];
    const empty = candidates.filter(
      ({ d }) => (d[0] === 0x1f && d[1] === 0x8b ? gunzipSync(d) : d).length === 0,
    );
    const remove = db.prepare(
      'DELETE FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?',
    );
    db.transaction(() => {
      for (const t of empty) remove.run(t.z, t.x, t.y);
    })();
    if (empty.length > 0) db.exec('VACUUM');
    return empty.length;
  } finally {
    db.close();
  }
}
