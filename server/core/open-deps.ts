import { PanoramaxSource, type StreetImagery } from '../panoramics/panoramax-source';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roadExtentsSchema, type RoadExtents } from '../../src/domain/road-extents';
import { ARTEFACT_KINDS, type ArtefactKind, type Manifest } from '../../src/domain/artefacts';
import { readManifest } from '../../artefacts/manifest-io';
import { loadBuiltRegion } from '../../artefacts/region-file';
import { SqlitePlacesStore } from '../places/sqlite-places-store';
import { RestrictionsStore } from '../restrictions/restrictions-store';
import { readFuelPrices } from '../itinerary/fuel-prices';
import { defaultGateOptions, Gate, gatedEngine, type GateOptions } from '../routing/engine-gate';
import { ValhallaEngine } from '../routing/valhalla-engine';
import { SearchIndex } from '../search/search-index';
import { SearchService } from '../search/search-service';
import { matrixWalkTimes } from '../multimodal/walking';
import { FOOTPATH_SPEED_KMH, TransitService } from '../transit/transit-service';
import { MbtilesSource, tileSetVersion } from '../tiles/mbtiles-source';
import { openArtefact, probeRouting, probeTiles, type ArtefactFile } from './artefact-probes';
import type { AppConfig } from './config';
import type { AppDeps } from './deps';

/**
 * Opens the artefacts of the configured region. Throws an ArtefactError naming the file and the
 * rebuild command when one is missing or of another schema version.
 */
export async function openDeps(config: AppConfig): Promise<AppDeps> {
  const regionDir = join(config.dataDir, config.region);
  const region = loadBuiltRegion({
    repoRoot: config.repoRoot,
    dataDir: config.dataDir,
    name: config.region,
  });
  if (!region) {
    throw new Error(
      `Unknown region '${config.region}': no regions/${config.region}.json and no ${regionDir}/region.json.\n  Build it with: npm run import -- ${config.region}`,
    );
  }
  const manifests = {} as Record<ArtefactKind, Manifest>;
  for (const kind of ARTEFACT_KINDS) {
    manifests[kind] = readManifest({
      regionDir,
      region: region.name,
      kind,
      displayRoot: config.repoRoot,
    });
  }
  const at: ArtefactPaths = {
    file: (kind, name) => join(regionDir, kind, manifests[kind].files[name] ?? name),
    where: (kind, name) => ({
      file: join(regionDir, kind, manifests[kind].files[name] ?? name),
      region: region.name,
      displayRoot: config.repoRoot,
    }),
  };
  const { tiles, places, search } = openTables(at, manifests);
  const routing = gatedEngine(
    await ValhallaEngine.open(join(regionDir, 'routing')),
    new Gate(engineGateOptions(config)),
  );
  await probeRouting(routing, probePoints(search), at.where('routing', 'extract'));
  const roadExtents = readRoadExtents(at);
  const transit = openArtefact(at.where('transit', 'timetable'), () =>
    TransitService.open(join(regionDir, 'transit')),
  );
  // Changes of vehicle only where the traveller can walk in time (footpath-timing.ts).
  await transit.timeFootpaths(matrixWalkTimes(routing, FOOTPATH_SPEED_KMH));
  const fuelPrices = readFuelPrices(at.file('places', 'db'));
  const restrictions = openArtefact(
    at.where('restrictions', 'db'),
    () => new RestrictionsStore(at.file('restrictions', 'db')),
  );
  const opened = { region, manifests, tiles, places, routing, transit, fuelPrices, search };
  return { ...opened, roadExtents, restrictions };
}

/**
 * The street-level pictures of the configured Panoramax instance, if any: opened once by the
 * process (its answers kept across reloads), as the user store is.
 */
export function streetImageryOf(config: AppConfig): StreetImagery | undefined {
  return config.panoramaxUrl ? new PanoramaxSource({ baseUrl: config.panoramaxUrl }) : undefined;
}

/** Paths of a region's artefact files and how a failure names them. */
interface ArtefactPaths {
  file: (kind: ArtefactKind, name: string) => string;
  where: (kind: ArtefactKind, name: string) => ArtefactFile;
}

/** Opens the tiles, places and search databases, each asked a real question. */
/** The boxes the region's extracts were cut to (the routing artefact's `extents.json`). */
function readRoadExtents(at: ArtefactPaths): RoadExtents {
  return openArtefact(at.where('routing', 'extents'), () =>
    roadExtentsSchema.parse(JSON.parse(readFileSync(at.file('routing', 'extents'), 'utf8'))),
  );
}

function openTables(at: ArtefactPaths, manifests: Record<ArtefactKind, Manifest>) {
  const version = tileSetVersion(manifests.tiles);
  const tiles = openArtefact(
    at.where('tiles', 'mbtiles'),
    () => new MbtilesSource(at.file('tiles', 'mbtiles'), { version }),
  );
  probeTiles(tiles, at.where('tiles', 'mbtiles'));
  const places = openArtefact(at.where('places', 'db'), () => {
    const store = new SqlitePlacesStore(at.file('places', 'db'));
    store.counts();
    return store;
  });
  const search = openArtefact(
    at.where('search', 'db'),
    () => new SearchService(new SearchIndex(at.file('search', 'db'))),
  );
  return { tiles, places, search };
}

/** The engine gate's sizes: the configured ones, else the defaults (cores + 1). */
function engineGateOptions(config: AppConfig): GateOptions {
  const defaults = defaultGateOptions();
  const concurrency = config.engineConcurrency ?? defaults.concurrency;
  return { concurrency, queue: config.engineQueue ?? 64 * concurrency };
}

/** Points the road graph is asked about: enough that some fall in the region's OSM extracts. */
const PROBE_POINTS = 256;

/**
 * Up to PROBE_POINTS entries spread over the search index. Most of a region's entries may lie
 * where it has no roads (the national towns and address files), so a few dozen could all miss.
 */
function probePoints(search: SearchService): [number, number][] {
  const { lng, lat } = search.index.data;
  const step = Math.max(1, Math.floor(lng.length / PROBE_POINTS));
  const points: [number, number][] = [];
  for (let i = 1; i < lng.length && points.length < PROBE_POINTS; i += step) {
    const x = lng[i];
    const y = lat[i];
    if (x !== undefined && y !== undefined && (x !== 0 || y !== 0)) points.push([x, y]);
  }
  return points;
}

/** Closes what openDeps opened. */
export function closeDeps(deps: AppDeps): void {
  deps.tiles.close();
  deps.places.close();
  deps.routing.close();
  deps.search.index.close();
  deps.restrictions.close();
}
