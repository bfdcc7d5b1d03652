/**
 * Layout of the restrictions artefact (`data/<region>/restrictions/restrictions.sqlite`): written
 * by pipeline/stages/restrictions, read by server/restrictions. Bump RESTRICTIONS_DB_VERSION (and
 * the artefact's schema version) when it changes.
 */

/** Version stored in `meta.version`; the server refuses any other. */
export const RESTRICTIONS_DB_VERSION = 1;

/** File name of the database inside the artefact. */
export const RESTRICTIONS_FILE = 'restrictions.sqlite';

/** File name of the validation report (JSON) inside the artefact. */
export const RESTRICTIONS_REPORT_FILE = 'report.json';

/** Tables of the database. Geometries are GeoJSON text in WGS84. */
export const RESTRICTIONS_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- One row per stage of a low-emission zone (national base; the same id may repeat with other dates).
CREATE TABLE zfe_stage (
  key TEXT PRIMARY KEY,          -- id@start
  id TEXT NOT NULL,
  siren TEXT,
  authority TEXT NOT NULL,       -- EPCI or commune of the SIREN, else the main commune inside
  name TEXT NOT NULL,            -- « ZFE de Paris »
  start TEXT NOT NULL,           -- YYYY-MM-DD
  end TEXT,                      -- YYYY-MM-DD inclusive, NULL when open-ended
  rules TEXT NOT NULL,           -- JSON Partial<Record<VehicleClass, ZfeRule>>
  order_url TEXT,
  info_url TEXT,
  west REAL NOT NULL, south REAL NOT NULL, east REAL NOT NULL, north REAL NOT NULL,
  geometry TEXT NOT NULL,        -- Polygon | MultiPolygon as published
  simplified TEXT NOT NULL,      -- the same simplified (~20 m) for maps and route checks
  communes TEXT NOT NULL         -- JSON array of INSEE codes whose point lies inside
);

-- OSM cycle facilities, one row per way and category (a way may carry two: track + contraflow).
CREATE TABLE cycle_way (
  osm_id TEXT NOT NULL,
  category TEXT NOT NULL,        -- CYCLE_CATEGORIES (src/domain/restrictions/cycling.ts)
  length_m REAL NOT NULL,
  commune TEXT,                  -- INSEE, NULL when unknown
  west REAL NOT NULL, south REAL NOT NULL, east REAL NOT NULL, north REAL NOT NULL,
  geometry TEXT NOT NULL         -- LineString
);
CREATE INDEX cycle_way_commune ON cycle_way (commune);

-- Km per commune and category, per source ('osm' or the facilities file's name).
CREATE TABLE cycle_commune (
  commune TEXT NOT NULL,
  category TEXT NOT NULL,
  source TEXT NOT NULL,
  km REAL NOT NULL,
  PRIMARY KEY (commune, category, source)
);

-- Restrictions read from OSM ways (maxweight, maxheight, maxwidth, maxlength, hgv, access).
CREATE TABLE restriction (
  osm_id TEXT NOT NULL,
  kind TEXT NOT NULL,            -- RESTRICTION_KINDS (src/domain/restrictions/api.ts)
  value TEXT NOT NULL,
  conditional TEXT,              -- hours of a :conditional value, NULL when permanent
  label TEXT NOT NULL,           -- « Interdit aux plus de 3,5 t »
  road TEXT,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  commune TEXT
);
CREATE INDEX restriction_commune ON restriction (commune);

-- Roadworks from OSM highway=construction ways.
CREATE TABLE roadworks (
  osm_id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  road TEXT,
  start TEXT,                    -- ISO date when tagged (opening_date / construction:start_date), else NULL
  end TEXT,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  commune TEXT
);

-- Communes where an imported OSM extract has roads (what "OSM detail" covers).
CREATE TABLE osm_commune (commune TEXT PRIMARY KEY, roads INTEGER NOT NULL);
`;
