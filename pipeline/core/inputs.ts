import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { resolveLocalPath } from '../../artefacts/shared-data';
import type { Region, SourceRef } from '../../src/domain/region';
import { download, geofabrikUrl } from './download';
import { sha256, sha256File } from './hash';
import { prepareOsmInput, type OsmRepairCounts } from './osm-repair';
import type { Progress } from './progress';
import type { ResolvedInputs } from './stage';

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
  const name =
    'url' in source
      ? basename(new URL(url).pathname)
      : `${source.geofabrik.replaceAll('/', '-')}-latest.osm.pbf`;
  const dest = join(options.downloadDir, name);
  const md5 = 'url' in source ? source.md5 : undefined;
  const result = await download({
    url,
    dest,
    progress: options.progress,
    signal: options.signal,
    ...(md5 ? { md5 } : {}),
  });
  return result.path;
}

/** Version of the OSM preparation below: bump it to rebuild cached merged inputs. */
const OSM_PREPARATION_VERSION = '2';

/**
 * Makes one sound PBF of the region's extracts (sorted, ways without missing nodes, merged with
 * osmium) so every engine reads the whole deployment. Cached under `data/<region>/.inputs/` by
 * the hash of the extracts; a single sound extract is used as it is.
 */
export async function prepareOsm(
  extracts: readonly string[],
  options: ResolveOptions,
): Promise<{ pbf: string; repair: OsmRepairCounts }> {
  const hashes: string[] = [];
  for (const e of extracts) hashes.push(await sha256File(e));
  const dir = join(
    options.regionDir,
    '.inputs',
    sha256([OSM_PREPARATION_VERSION, ...hashes].join(',')).slice(0, 16),
  );
  const done = join(dir, 'prepared.json');
  if (existsSync(done))
    return JSON.parse(await readFile(done, 'utf8')) as { pbf: string; repair: OsmRepairCounts };
  const tmp = `${dir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  options.progress.phase(`checking ${extracts.length} OSM extract(s) with osmium`);
  const prepared = await prepareOsmInput({ extracts, workDir: tmp, signal: options.signal });
  await rm(dir, { recursive: true, force: true });
  await rename(tmp, dir);
  const pbf = prepared.pbf.startsWith(tmp)
    ? join(dir, prepared.pbf.slice(tmp.length + 1))
    : prepared.pbf;
  const result = { pbf, repair: prepared.counts };
  await writeFile(done, JSON.stringify(result));
  return result;
}

/** Resolves every input of a region to local files. */
export async function resolveInputs(
  region: Region,
  options: ResolveOptions,
): Promise<ResolvedInputs> {
  const osmExtracts: string[] = [];
  for (const s of region.osm) osmExtracts.push(await resolveSource(s, options));
  const gtfs = [];
  for (const f of region.gtfs)
    gtfs.push({ id: f.id, label: f.label, path: await resolveSource(f.source, options) });
  const elevation: string[] = [];
  for (const s of region.elevation) elevation.push(await resolveSource(s, options));
  const addresses = [];
  for (const a of region.addresses)
    addresses.push({ format: a.format, path: await resolveSource(a.source, options) });
  const zfe = region.zfe ? await resolveSource(region.zfe, options) : undefined;
  const cycling: string[] = [];
  for (const f of region.cycling ?? []) cycling.push(await resolveSource(f, options));
  const { pbf, repair } = await prepareOsm(osmExtracts, options);
  const fixed = repair.extractsSorted + repair.extractsRepaired;
  options.progress.done(
    `${osmExtracts.length} OSM extract(s)${fixed ? ` (${repair.extractsSorted} sorted, ${repair.extractsRepaired} repaired: ${repair.droppedNodeRefs} missing node refs dropped)` : ''}, ${gtfs.length} GTFS feed(s), ${elevation.length} DEM tile(s), ${addresses.length} address file(s)`,
  );
  return {
    osmPbf: pbf,
    osmExtracts,
    osmRepair: repair,
    gtfs,
    elevation,
    addresses,
    ...(zfe ? { zfe } : {}),
    ...(cycling.length ? { cycling } : {}),
  };
}
