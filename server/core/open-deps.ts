import { join } from 'node:path';
import { ARTEFACT_KINDS, type ArtefactKind, type Manifest } from '../../src/domain/artefacts';
import { readManifest } from '../../artefacts/manifest-io';
import { loadBuiltRegion } from '../../artefacts/region-file';
import { SqlitePlacesStore } from '../places/sqlite-places-store';
import { readFuelPrices } from '../itinerary/fuel-prices';
import { ValhallaEngine } from '../routing/valhalla-engine';
import { SearchIndex } from '../search/search-index';
import { SearchService } from '../search/search-service';
import { matrixWalkTimes } from '../multimodal/walking';
import { FOOTPATH_SPEED_KMH, TransitService } from '../transit/transit-service';
import { MbtilesSource, tileSetVersion } from '../tiles/mbtiles-source';
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
  const file = (kind: ArtefactKind, name: string): string =>
    join(regionDir, kind, manifests[kind].files[name] ?? name);
  const tiles = new MbtilesSource(file('tiles', 'mbtiles'), {
    version: tileSetVersion(manifests.tiles),
  });
  const places = new SqlitePlacesStore(file('places', 'db'));
  const routing = await ValhallaEngine.open(join(regionDir, 'routing'));
  const transit = TransitService.open(join(regionDir, 'transit'));
  // Changes of vehicle only where the traveller can walk in time (footpath-timing.ts).
  await transit.timeFootpaths(matrixWalkTimes(routing, FOOTPATH_SPEED_KMH));
  const fuelPrices = readFuelPrices(file('places', 'db'));
  const search = new SearchService(new SearchIndex(file('search', 'db')));
  return { region, manifests, tiles, places, routing, transit, fuelPrices, search };
}

/** Closes what openDeps opened. */
export function closeDeps(deps: AppDeps): void {
  deps.tiles.close();
  deps.places.close();
  deps.routing.close();
  deps.search.index.close();
}
