/** SQL schema of the search index (`search.sqlite`). */

/** File name of the index inside the artefact. */
export const SEARCH_FILE = 'search.sqlite';

/** Version of the layout below, stored in meta and checked by the server. */
export const SEARCH_DB_VERSION = '3';

/**
 * Entries are numbered by decreasing static importance (id 1 is the most important), so any
 * posting list in id order is also in importance order. `name_tokens` and `context_tokens` are
 * the normalised words (src/domain/search-text) an entry is found by; `entry_fts` indexes them
 * for the FTS5 engine. `entry_name` holds a place's name in English and Dutch where OSM has one
 * (`name:en`, `name:nl`): an English page writes « Japanese Garden » as its map does.
 * `point_rtree` holds the entries found at a point; a town is there only when its position is its
 * own (GeoNames, addresses, stations), not estimated from its intercommunalité. `resort` holds
 * the beaches by the sea and the ski areas that make their commune a resort (resorts.ts).
 */
export const SEARCH_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE locality (
  id INTEGER PRIMARY KEY, town TEXT NOT NULL, towncode TEXT, postcodes TEXT NOT NULL,
  department_code TEXT, department_label TEXT, region_code TEXT, region_label TEXT,
  country_code TEXT NOT NULL, country_label TEXT NOT NULL
);
CREATE TABLE entry (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('address', 'poi')),
  level TEXT NOT NULL, name TEXT NOT NULL, housenumber TEXT, street TEXT, named_place TEXT,
  locality_id INTEGER REFERENCES locality (id), postcode TEXT, lng REAL NOT NULL,
  lat REAL NOT NULL, west REAL, south REAL, east REAL, north REAL, importance REAL NOT NULL,
  rubric_id TEXT, chain_id TEXT, brand TEXT, source TEXT NOT NULL, source_id TEXT NOT NULL,
  name_tokens TEXT NOT NULL, context_tokens TEXT NOT NULL, geometry TEXT
);
CREATE INDEX entry_source_id ON entry (source_id);
CREATE INDEX entry_level ON entry (level, id);
CREATE VIRTUAL TABLE entry_fts USING fts5 (
  name_tokens, context_tokens, content = '', prefix = '2 3 4', detail = 'column'
);
CREATE TABLE entry_name (
  entry_id INTEGER NOT NULL REFERENCES entry (id), lang TEXT NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY (entry_id, lang)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE point_rtree USING rtree (id, min_lng, max_lng, min_lat, max_lat);
CREATE TABLE segment (
  id INTEGER PRIMARY KEY, entry_id INTEGER NOT NULL REFERENCES entry (id),
  lng1 REAL NOT NULL, lat1 REAL NOT NULL, lng2 REAL NOT NULL, lat2 REAL NOT NULL
);
CREATE VIRTUAL TABLE segment_rtree USING rtree (id, min_lng, max_lng, min_lat, max_lat);
CREATE TABLE resort (
  kind TEXT NOT NULL CHECK (kind IN ('seaside', 'winter')), osm_id TEXT NOT NULL,
  towncode TEXT NOT NULL, name TEXT, lng REAL NOT NULL, lat REAL NOT NULL,
  PRIMARY KEY (kind, osm_id)
) WITHOUT ROWID;
`;

/** Levels found by reverse geocoding at a point (streets and roads through their segments). */
export const POINT_LEVELS = [
  'address_point',
  'address_range',
  'hamlet',
  'named_place',
  'landmark',
  'district',
  'town',
] as const;

/** POIs of these rubrics are landmarks: reverse geocoding names a point after them (30 m). */
export const LANDMARK_RUBRICS = ['monument', 'musee', 'lieu-de-culte', 'theatre', 'gare'] as const;
