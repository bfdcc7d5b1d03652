import { existsSync, readFileSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { regionSchema, type Region } from '../src/domain/region';

/** Name of the effective region definition written beside the artefacts. */
export const REGION_FILE = 'region.json';

/** Validates a region definition, with every problem listed in the error. */
export function parseRegion(json: unknown, source: string): Region {
  const parsed = regionSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid region definition ${source}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Reads `regions/<name>.json`; undefined when there is no such file. */
export function loadRegionFile(repoRoot: string, name: string): Region | undefined {
  const file = join(repoRoot, 'regions', `${name}.json`);
  if (!existsSync(file)) return undefined;
  return parseRegion(JSON.parse(readFileSync(file, 'utf8')), `regions/${name}.json`);
}

/** Writes the effective region (after command-line overrides) beside its artefacts. */
export async function writeEffectiveRegion(regionDir: string, region: Region): Promise<void> {
  await mkdir(regionDir, { recursive: true });
  await writeFile(join(regionDir, REGION_FILE), `${JSON.stringify(region, null, 2)}\n`);
}

/** Reads the region a data directory was built for: `data/<name>/region.json`, else `regions/<name>.json`. */
export function loadBuiltRegion(options: {
  repoRoot: string;
  dataDir: string;
  name: string;
}): Region | undefined {
  const file = join(options.dataDir, options.name, REGION_FILE);
  if (existsSync(file)) return parseRegion(JSON.parse(readFileSync(file, 'utf8')), file);
  return loadRegionFile(options.repoRoot, options.name);
}
