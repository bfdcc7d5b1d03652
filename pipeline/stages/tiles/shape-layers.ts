import { join } from 'node:path';
import type { TileLayerName } from '../../../src/domain/tile-schema';
import { writeShapefile, type DbfField, type ShapeRecord, type ShapeType } from './shapefile';
import type { LayerTuning, ShapeLayer } from './tilemaker-config';

/** A shapefile layer to write and declare in a tilemaker config. */
export interface ShapeLayerSpec {
  dir: string;
  id: string;
  writeTo: TileLayerName;
  shapeType: ShapeType;
  fields: readonly DbfField[];
  records: readonly ShapeRecord[];
  minzoom: number;
  maxzoom: number;
  tuning?: LayerTuning;
}

/** Writes the shapefile of a layer; returns its config entry (undefined when it has no record). */
export async function writeShapeLayer(spec: ShapeLayerSpec): Promise<ShapeLayer | undefined> {
  if (spec.records.length === 0) return undefined;
  const source = await writeShapefile({
    basePath: join(spec.dir, spec.id),
    shapeType: spec.shapeType,
    fields: spec.fields,
    records: spec.records,
  });
  return {
    id: spec.id,
    writeTo: spec.writeTo,
    source,
    minzoom: spec.minzoom,
    maxzoom: spec.maxzoom,
    columns: spec.fields.map((f) => f.name),
    ...(spec.tuning ? { tuning: spec.tuning } : {}),
  };
}

/** DBF columns of each kind of shapefile (names map to attributes in profile-nodes.lua). */
export const FIELDS = {
  ocean: [{ name: 'class', type: 'string', width: 8 }],
  border: [
    { name: 'admin_lvl', type: 'integer', width: 2 },
    { name: 'maritime', type: 'string', width: 1 },
    { name: 'disputed', type: 'string', width: 1 },
  ],
  country: [
    { name: 'class', type: 'string', width: 8 },
    { name: 'name', type: 'string', width: 120 },
    { name: 'name_en', type: 'string', width: 120 },
    { name: 'name_nl', type: 'string', width: 120 },
    { name: 'rank', type: 'integer', width: 2 },
  ],
  city: [
    { name: 'class', type: 'string', width: 8 },
    { name: 'name', type: 'string', width: 120 },
    { name: 'rank', type: 'integer', width: 2 },
    { name: 'capital', type: 'integer', width: 2 },
    { name: 'population', type: 'integer', width: 9 },
  ],
} as const satisfies Record<string, readonly DbfField[]>;

/** Drops the undefined layers of a list. */
export function present(layers: readonly (ShapeLayer | undefined)[]): ShapeLayer[] {
  return layers.filter((l): l is ShapeLayer => l !== undefined);
}
