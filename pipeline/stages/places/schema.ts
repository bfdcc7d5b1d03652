/** SQL schema of the places database (`places.sqlite`). */
export const PLACES_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE admin_region (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, chef_lieu TEXT, zone TEXT, lng REAL, lat REAL
);
CREATE TABLE department (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, region_code TEXT NOT NULL, chef_lieu TEXT, zone TEXT,
  lng REAL, lat REAL
);
CREATE TABLE commune (
  insee TEXT PRIMARY KEY, name TEXT NOT NULL, department_code TEXT, region_code TEXT,
  postcodes TEXT NOT NULL, population INTEGER, lng REAL, lat REAL,
  coord_source TEXT NOT NULL CHECK (coord_source IN ('geonames', 'epci', 'chef-lieu', 'none'))
);
CREATE INDEX commune_department ON commune (department_code);
CREATE TABLE poi (
  id INTEGER PRIMARY KEY, osm_id TEXT NOT NULL UNIQUE, name TEXT, category TEXT NOT NULL,
  brand TEXT, tags TEXT NOT NULL, lng REAL NOT NULL, lat REAL NOT NULL
);
CREATE INDEX poi_category ON poi (category);
CREATE TABLE address (
  id INTEGER PRIMARY KEY, osm_id TEXT, housenumber TEXT NOT NULL, street TEXT, place TEXT,
  postcode TEXT, city TEXT, source TEXT NOT NULL, lng REAL NOT NULL, lat REAL NOT NULL
);
CREATE VIRTUAL TABLE poi_rtree USING rtree (id, min_lng, max_lng, min_lat, max_lat);
CREATE VIRTUAL TABLE address_rtree USING rtree (id, min_lng, max_lng, min_lat, max_lat);
`;

/** Version of the layout above, stored in meta and checked by the server. */
export const PLACES_DB_VERSION = '2';
