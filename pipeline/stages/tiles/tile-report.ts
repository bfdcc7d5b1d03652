import { gunzipSync } from 'node:zlib';
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile';
import Database from 'better-sqlite3';
import { PbfReader } from 'pbf';
import { lngLatToTile } from '../../../src/domain/geo';

/** A decoded feature: layer, geometry type (1 point, 2 line, 3 polygon), properties. */
export interface DecodedFeature {
  layer: string;
  type: number;
  properties: Record<string, string | number | boolean>;
  feature: VectorTileFeature;
}

/** Reads MBTiles files written by the tiles stage (tests and reports; needs devDependencies). */
export class TileReader {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
  }

  /** The raw (gzip) tile at z/x/y (XYZ), if any. */
  raw(z: number, x: number, y: number): Buffer | undefined {
    const row = this.db
      .prepare(
        'SELECT tile_data FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?',
      )
      .pluck()
      .get(z, x, 2 ** z - 1 - y) as Buffer | undefined;
    return row ?? undefined;
  }

  /** Every feature of the tile at z/x/y (XYZ). */
  features(z: number, x: number, y: number): DecodedFeature[] {
    const raw = this.raw(z, x, y);
    return raw ? decodeTile(raw) : [];
  }

  /** Features of the tile containing a point. */
  featuresAt(z: number, lng: number, lat: number): DecodedFeature[] {
    const { x, y } = lngLatToTile(lng, lat, z);
    return this.features(z, x, y);
  }

  /** Every feature of every tile of a zoom (features cut by tiles appear once per tile). */
  featuresAtZoom(z: number): DecodedFeature[] {
    const rows = this.db
      .prepare('SELECT tile_data FROM tiles WHERE zoom_level = ?')
      .pluck()
      .all(z) as Buffer[];
    return rows.flatMap((d) => decodeTile(d));
  }

  /** Metadata table as a map. */
  metadata(): Map<string, string> {
    const rows = this.db.prepare('SELECT name, value FROM metadata').all() as {
      name: string;
      value: string;
    }[];
    return new Map(rows.map((r) => [r.name, r.value]));
  }

  /** Feature count per layer and zoom over every tile (a feature cut by tiles counts once per tile). */
  countsByLayerAndZoom(): Record<string, Record<number, number>> {
    const counts: Record<string, Record<number, number>> = {};
    const rows = this.db
      .prepare('SELECT zoom_level AS z, tile_data AS d FROM tiles')
      .iterate() as Iterable<{
      z: number;
      d: Buffer;
    }>;
    for (const { z, d } of rows) {
      const tile = new VectorTile(new PbfReader(unzip(d)));
      for (const [name, layer] of Object.entries(tile.layers)) {
        const byZoom = (counts[name] ??= {});
        byZoom[z] = (byZoom[z] ?? 0) + layer.length;
      }
    }
    return counts;
  }

  close(): void {
    this.db.close();
  }
}

function unzip(data: Buffer): Buffer {
  return data[0] === 0x1f && data[1] === 0x8b ? gunzipSync(data) : data;
}

/** Decodes a (gzip or plain) MVT tile into its features. */
export function decodeTile(data: Buffer): DecodedFeature[] {
  const tile = new VectorTile(new PbfReader(unzip(data)));
  const out: DecodedFeature[] = [];
  for (const [name, layer] of Object.entries(tile.layers)) {
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      out.push({ layer: name, type: feature.type, properties: feature.properties, feature });
    }
  }
  return out;
}

/** Formats per-layer, per-zoom counts as a text table (zooms as columns). */
export function formatCounts(counts: Record<string, Record<number, number>>): string {
  const zooms = [...new Set(Object.values(counts).flatMap((c) => Object.keys(c).map(Number)))].sort(
    (a, b) => a - b,
  );
  const header = ['layer'.padEnd(20), ...zooms.map((z) => `z${z}`.padStart(6))].join('');
  const lines = Object.entries(counts).map(([layer, byZoom]) =>
    [layer.padEnd(20), ...zooms.map((z) => String(byZoom[z] ?? '').padStart(6))].join(''),
  );
  return [header, ...lines].join('\n');
}
