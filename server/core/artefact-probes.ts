/**
 * Start-up checks that the artefacts really work, not just that their manifests are right: each
 * file is opened and asked a real question (a tile, a search, the road graph around addresses).
 * A failure names the file and the command that rebuilds it, as the manifest checks do.
 */
import { relative } from 'node:path';
import { ArtefactError } from '../../artefacts/manifest-io';
import type { RoutingEngine, TileSource } from './deps';

/** Where an artefact file is and how to rebuild it. */
export interface ArtefactFile {
  file: string;
  region: string;
  /** Paths are shown relative to it. */
  displayRoot: string;
}

function artefactError(where: ArtefactFile, reason: string): ArtefactError {
  return new ArtefactError(
    relative(where.displayRoot, where.file) || where.file,
    reason,
    `npm run import -- ${where.region}`,
  );
}

/** Runs `open` (opening and reading a file); any failure becomes an ArtefactError naming it. */
export function openArtefact<T>(where: ArtefactFile, open: () => T): T {
  try {
    return open();
  } catch (error) {
    if (error instanceof ArtefactError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw artefactError(where, `Unreadable artefact (${message})`);
  }
}

/** Reads the tile at the centre of the tile set's bounds at its lowest zoom. */
export function probeTiles(tiles: TileSource, where: ArtefactFile): void {
  openArtefact(where, () => {
    const { minzoom, bounds } = tiles.info;
    const n = 2 ** minzoom;
    const lng = (bounds[0] + bounds[2]) / 2;
    const lat = (bounds[1] + bounds[3]) / 2;
    const x = Math.min(n - 1, Math.floor(((lng + 180) / 360) * n));
    const rad = (lat * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
    tiles.getTile(minzoom, x, Math.min(n - 1, Math.max(0, y)));
  });
}

function hasEdges(answer: unknown): boolean {
  if (!Array.isArray(answer)) return false;
  return answer.some((location: unknown) => {
    if (typeof location !== 'object' || location === null) return false;
    const edges: unknown = Reflect.get(location, 'edges');
    return Array.isArray(edges) && edges.length > 0;
  });
}

/**
 * Asks the road graph for the edges near some of the region's addresses: a missing, truncated
 * or corrupt `valhalla_tiles.tar` finds none, and the server must not say routing is up.
 */
export async function probeRouting(
  routing: RoutingEngine,
  points: readonly (readonly [number, number])[],
  where: ArtefactFile,
): Promise<void> {
  const locations = points.map(([lng, lat]) => ({ lat, lon: lng }));
  let answer: unknown;
  try {
    answer = await routing.locate({ locations, costing: 'pedestrian', verbose: false });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw artefactError(where, `The road graph does not answer (${message})`);
  }
  if (!hasEdges(answer))
    throw artefactError(where, 'The road graph has no road near the addresses of the region');
}
