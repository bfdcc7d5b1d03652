import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { run } from './exec';

/** What `osmium check-refs` says about an extract. */
export type RefCheck =
  { status: 'ok' } | { status: 'missing'; nodes: number } | { status: 'unsorted' };

/** Checks that every node of every way is in the file (ways clipped at a box are not). */
export async function checkRefs(path: string, signal?: AbortSignal): Promise<RefCheck> {
  const lines: string[] = [];
  try {
    await run('osmium', ['check-refs', path], {
      ...(signal ? { signal } : {}),
      onLine: (line) => lines.push(line),
    });
    return { status: 'ok' };
  } catch (error) {
    if (signal?.aborted) throw error;
    const text = [...lines, (error as Error).message].join('\n');
    if (/out of order/i.test(text)) return { status: 'unsorted' };
    const missing = /Nodes in ways missing: (\d+)/.exec(text);
    if (missing) return { status: 'missing', nodes: Number(missing[1]) };
    throw error;
  }
}

/** Counts of a repair. */
export interface RepairCounts {
  droppedNodeRefs: number;
  droppedWays: number;
}

/** Id of the node on an OPL line (`n123 v1 …`), else undefined. */
export function oplNodeId(line: string): string | undefined {
  if (!line.startsWith('n')) return undefined;
  const space = line.indexOf(' ');
  return space < 0 ? line.slice(1) : line.slice(1, space);
}

/**
 * Removes from an OPL way line the node references absent from `nodes`; returns undefined when
 * fewer than two nodes are left (the way is dropped). Other lines are returned unchanged.
 */
export function repairOplLine(
  line: string,
  nodes: ReadonlySet<string>,
  counts: RepairCounts,
): string | undefined {
  if (!line.startsWith('w')) return line;
  const fields = line.split(' ');
  const index = fields.findIndex((f) => f.startsWith('N'));
  if (index < 0) return line;
  const refs = fields[index]!.slice(1).split(',').filter(Boolean);
  const kept = refs.filter((ref) => nodes.has(ref.slice(1)));
  counts.droppedNodeRefs += refs.length - kept.length;
  if (kept.length < 2) {
    counts.droppedWays++;
    return undefined;
  }
  fields[index] = `N${kept.join(',')}`;
  return fields.join(' ');
}

async function* readLines(path: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity }))
    yield line;
}

/** Options of an extract repair. */
export interface RepairOptions {
  input: string;
  output: string;
  workDir: string;
  name: string;
  signal?: AbortSignal;
}

/**
 * Rewrites an extract without the node references it lacks (through OPL: meant for the small,
 * clipped extracts that have them; tilemaker aborts on a way whose node is missing).
 */
export async function repairExtract(options: RepairOptions): Promise<RepairCounts> {
  const runOptions = options.signal ? { signal: options.signal } : {};
  const opl = join(options.workDir, `${options.name}.opl`);
  const fixed = join(options.workDir, `${options.name}.fixed.opl`);
  await run('osmium', ['cat', '--overwrite', '-f', 'opl', '-o', opl, options.input], runOptions);
  const nodes = new Set<string>();
  for await (const line of readLines(opl)) {
    const id = oplNodeId(line);
    if (id !== undefined) nodes.add(id);
  }
  const counts: RepairCounts = { droppedNodeRefs: 0, droppedWays: 0 };
  const out = createWriteStream(fixed);
  for await (const line of readLines(opl)) {
    const repaired = repairOplLine(line, nodes, counts);
    if (repaired !== undefined && !out.write(`${repaired}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  await run('osmium', ['sort', '--overwrite', '-o', options.output, fixed], runOptions);
  return counts;
}

/** Options of the preparation of a region's OSM input. */
export interface PrepareOptions {
  extracts: readonly string[];
  /** Where sorted, repaired and merged files are written. */
  workDir: string;
  signal?: AbortSignal;
}

/** What was done to the extracts to get one sound PBF. */
export type OsmRepairCounts = { extractsSorted: number; extractsRepaired: number } & RepairCounts;

/** The PBF every engine reads and what was done to get it. */
export interface PreparedInput {
  pbf: string;
  counts: OsmRepairCounts;
}

/**
 * Checks each extract and, when one is unsorted or lacks nodes of its ways (osmium merge refuses
 * unsorted files; tilemaker 2.2 aborts on missing nodes even with --skip-integrity), sorts and
 * repairs it, then merges the extracts with osmium. A single sound extract is used as it is.
 */
export async function prepareOsmInput(options: PrepareOptions): Promise<PreparedInput> {
  const runOptions = options.signal ? { signal: options.signal } : {};
  const counts = { extractsSorted: 0, extractsRepaired: 0, droppedNodeRefs: 0, droppedWays: 0 };
  const paths: string[] = [];
  for (const [i, extract] of options.extracts.entries()) {
    let path = extract;
    let check = await checkRefs(path, options.signal);
    if (check.status === 'unsorted') {
      path = join(options.workDir, `extract-${i}.sorted.osm.pbf`);
      await run('osmium', ['sort', '--overwrite', '-o', path, extract], runOptions);
      counts.extractsSorted++;
      check = await checkRefs(path, options.signal);
    }
    if (check.status === 'missing') {
      const repaired = join(options.workDir, `extract-${i}.repaired.osm.pbf`);
      const dropped = await repairExtract({
        ...runOptions,
        input: path,
        output: repaired,
        workDir: options.workDir,
        name: `extract-${i}`,
      });
      counts.extractsRepaired++;
      counts.droppedNodeRefs += dropped.droppedNodeRefs;
      counts.droppedWays += dropped.droppedWays;
      path = repaired;
    }
    paths.push(path);
  }
  if (paths.length === 1) return { pbf: paths[0]!, counts };
  const pbf = join(options.workDir, 'merged.osm.pbf');
  await run('osmium', ['merge', '--overwrite', '-o', pbf, ...paths], runOptions);
  return { pbf, counts };
}
