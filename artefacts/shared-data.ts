/**
 * Paths into the shared open data (`../shared/data` beside the repository, or
 * `PERIPLE_SHARED_DATA`), as regions and the import name them. Read by the pipeline and, for
 * files served as they are (GBFS snapshots, basemap), by the server.
 */
import { join, resolve } from 'node:path';

const SHARED_PREFIX = '../shared/data/';

/** Folder of the shared open data (PERIPLE_SHARED_DATA, else `../shared/data` beside the repo). */
export function sharedDataDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot, env.PERIPLE_SHARED_DATA ?? SHARED_PREFIX);
}

/** Resolves a region path (relative to the repository root) to an absolute one. */
export function resolveLocalPath(repoRoot: string, path: string): string {
  if (path.startsWith(SHARED_PREFIX))
    return join(sharedDataDir(repoRoot), path.slice(SHARED_PREFIX.length));
  return resolve(repoRoot, path);
}
