import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { Region, SourceRef } from '../../src/domain/region';
import { download, geofabrikUrl } from './download';
import { run } from './exec';
import { sha256, sha256File } from './hash';
import type { Progress } from './progress';
import type { ResolvedInputs } from './stage';

const SHARED_PREFIX = '../shared/data/';

/** Folder of the shared open data (PERIPLE_SHARED_DATA, else `../shared/data` beside the repo). */
export function sharedDataDir(repoRoot: string): string {
  return process.env.PERIPLE_SHARED_DATA ?? resolve(repoRoot, SHARED_PREFIX);
}

/** Resolves a region path (relative to the repository root) to an absolute one. */
export function resolveLocalPath(repoRoot: string, path: string): string {
  if (path.startsWith(SHARED_PREFIX)) return join(sharedDataDir(repoRoot), path.slice(SHARED_PREFIX.length));
  return resolve(repoRoot, path);
}

/** Options of input resolution. */
export interface ResolveOptions {
  repoRoot: string;
  regionDir: string;
  downloadDir: string;
  progress: Progress;
  signal: AbortSignal;
}

/** Turns a source reference into a local file, downloading it when it is remote. */
export async function resolveSource(source: SourceRef, options: ResolveOptions): Promise<string> {
  if ('path' in source) {
    const path = resolveLocalPath(options.repoRoot, source.path);
    if (!existsSync(path)) {
      throw new Error(
        `Input not found: ${source.path} (looked at ${path}). Put the shared open data beside the repository (../shared/data) or set PERIPLE_SHARED_DATA.`,
      );
    }
    return path;
  }
  const url = 'url' in source ? source.url : geofabrikUrl(source.geofabrik);
  const name = 'url' in source ? basename(new URL(url).pathname) : `${source.geofabrik.replaceAll('/', '-')}-latest.osm.pbf`;
  const dest = join(options.downloadDir, name);
  const md5 = 'url' in source ? source.md5 : undefined;
  const result = await download({ url, dest, progress: options.progress, signal: options.signal, ...(md5 ? { md5 } : {}) });
  return result.path;
}

/**
 * Merges several PBF extracts into one with osmium (cached by the hash of the extracts) so each
 * engine reads the whole deployment; a single extract is used as it is.
 */
export async function mergeOsm(extracts: readonly string[], options: ResolveOptions): Promise<string> {
  if (extracts.length === 1) return extracts[0]!;
  const hashes: string[] = [];
  for (const e of extracts) hashes.push(await sha256File(e));
  const dir = join(options.regionDir, '.inputs');
  const out = join(dir, `merged-${sha256(hashes.join(',')).slice(0, 16)}.osm.pbf`);
  if (existsSync(out)) return out;
  await mkdir(dir, { recursive: true });
  options.progress.phase(`merging ${extracts.length} OSM extracts with osmium`);
  const tmp = `${out}.tmp.osm.pbf`;
  await run('osmium', ['merge', '--overwrite', '-o', tmp, ...extracts], { signal: options.signal });
  await rename(tmp, out);
  return out;
}

/** Resolves every input of a region to local files. */
export async function resolveInputs(region: Region, options: ResolveOptions): Promise<ResolvedInputs> {
  const osmExtracts: string[] = [];
  for (const s of region.osm) osmExtracts.push(await resolveSource(s, options));
  const gtfs = [];
  for (const f of region.gtfs) gtfs.push({ id: f.id, label: f.label, path: await resolveSource(f.source, options) });
  const elevation: string[] = [];
  for (const s of region.elevation) elevation.push(await resolveSource(s, options));
  const addresses = [];
  for (const a of region.addresses) addresses.push({ format: a.format, path: await resolveSource(a.source, options) });
  const osmPbf = await mergeOsm(osmExtracts, options);
  options.progress.done(`${osmExtracts.length} OSM extract(s), ${gtfs.length} GTFS feed(s), ${elevation.length} DEM tile(s), ${addresses.length} address file(s)`);
  return { osmPbf, osmExtracts, gtfs, elevation, addresses };
}
