import {
  TILE_LAYERS,
  TILE_MAXZOOM,
  TILE_MINZOOM,
  type TileLayerName,
} from '../../../src/domain/tile-schema';

/** Simplification and merging options of a tilemaker layer. */
export interface LayerTuning {
  simplify_below?: number;
  simplify_level?: number;
  simplify_ratio?: number;
  combine_polygons_below?: number;
}

/** One layer entry of a tilemaker config. */
export interface TilemakerLayer extends LayerTuning {
  minzoom: number;
  maxzoom: number;
  write_to?: string;
  source?: string;
  source_columns?: string[];
}

/** A tilemaker 2.2 config file. */
export interface TilemakerConfig {
  layers: Record<string, TilemakerLayer>;
  settings: {
    minzoom: number;
    maxzoom: number;
    basezoom: number;
    include_ids: boolean;
    combine_below: number;
    compress: 'gzip';
    name: string;
    version: string;
    description: string;
  };
}

/** A shapefile layer written into one of the schema's layers. */
export interface ShapeLayer {
  id: string;
  writeTo: TileLayerName;
  /** Path of the `.shp`, as tilemaker will open it. */
  source: string;
  minzoom: number;
  maxzoom: number;
  columns: readonly string[];
  tuning?: LayerTuning;
}

const LINES: LayerTuning = { simplify_below: 13, simplify_level: 0.0003, simplify_ratio: 2 };
const AREAS: LayerTuning = { simplify_below: 13, simplify_level: 0.0003, simplify_ratio: 2 };

/** Per-layer simplification, tuned like tilemaker's OpenMapTiles profile. */
export const LAYER_TUNING: Partial<Record<TileLayerName, LayerTuning>> = {
  water: { simplify_below: 12, simplify_level: 0.0003, simplify_ratio: 2 },
  waterway: { simplify_below: 12, simplify_level: 0.0003, simplify_ratio: 2 },
  landcover: AREAS,
  landuse: AREAS,
  park: AREAS,
  boundary: { simplify_below: 12, simplify_level: 0.0003, simplify_ratio: 2 },
  transportation: LINES,
  cycle_route: LINES,
  transit: LINES,
  low_emission_zone: { simplify_below: 12, simplify_level: 0.0003, simplify_ratio: 2 },
};

/** Options of a generated config. */
export interface ConfigOptions {
  /** Schema layers to declare (all by default, in schema order). */
  layers?: readonly TileLayerName[];
  shapeLayers?: readonly ShapeLayer[];
  minzoom?: number;
  maxzoom?: number;
  name: string;
  description: string;
}

/**
 * Builds the tilemaker config from the tile schema: one layer per schema layer (tilemaker writes
 * z14 at most, so a schema layer starting beyond is written at z14), then the shapefile layers
 * that feed them through `write_to`.
 */
export function tilemakerConfig(options: ConfigOptions): TilemakerConfig {
  const minzoom = options.minzoom ?? TILE_MINZOOM;
  const maxzoom = options.maxzoom ?? TILE_MAXZOOM;
  const layers: Record<string, TilemakerLayer> = {};
  const names = options.layers ?? (Object.keys(TILE_LAYERS) as TileLayerName[]);
  for (const name of names) {
    const spec = TILE_LAYERS[name];
    layers[name] = { minzoom: Math.min(spec.minzoom, maxzoom), maxzoom, ...LAYER_TUNING[name] };
  }
  for (const shape of options.shapeLayers ?? []) {
    if (!layers[shape.writeTo])
      throw new Error(`shape layer ${shape.id} writes to undeclared ${shape.writeTo}`);
    layers[shape.id] = {
      minzoom: shape.minzoom,
      maxzoom: shape.maxzoom,
      write_to: shape.writeTo,
      source: shape.source,
      source_columns: [...shape.columns],
      ...shape.tuning,
    };
  }
  return {
    layers,
    settings: {
      minzoom,
      maxzoom,
      basezoom: maxzoom,
      include_ids: false,
      combine_below: maxzoom,
      compress: 'gzip',
      name: options.name,
      version: '1',
      description: options.description,
    },
  };
}
