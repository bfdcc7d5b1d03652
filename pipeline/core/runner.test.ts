import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { regionSchema } from '../../src/domain/region';
import { ArtefactError, readManifest } from '../../artefacts/manifest-io';
import { silentProgress } from './progress';
import { formatSummary, runPipeline } from './runner';
import type { ResolvedInputs, Stage } from './stage';

const region = regionSchema.parse({
  name: 'test',
  label: 'Test',
  osm: [{ path: 'x.pbf' }],
  view: { center: [7, 43], zoom: 10 },
});

async function setup(): Promise<{ dir: string; inputs: ResolvedInputs; input: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'runner-'));
  const input = join(dir, 'input.txt');
  await writeFile(input, 'v1');
  const osmRepair = { extractsSorted: 0, extractsRepaired: 0, droppedNodeRefs: 0, droppedWays: 0 };
  const inputs: ResolvedInputs = {
    osmPbf: input,
    osmExtracts: [input],
    osmRepair,
    gtfs: [],
    elevation: [],
    addresses: [],
  };
  return { dir, inputs, input };
}

function textStage(behaviour: (buildDir: string, signal: AbortSignal) => Promise<void>): Stage {
  return {
    kind: 'places',
    title: 'test',
    codePaths: [],
    inputFiles: (inputs) => [{ name: 'in', path: inputs.osmPbf }],
    build: async ({ buildDir, signal, inputs }) => {
      await writeFile(join(buildDir, 'out.txt'), await readFile(inputs.osmPbf));
      await behaviour(buildDir, signal);
      return { counts: { lines: 1 }, files: { out: 'out.txt' }, tools: {} };
    },
  };
}

const ok = textStage(async () => undefined);
const run = (dir: string, inputs: ResolvedInputs, stage: Stage, signal?: AbortSignal) =>
  runPipeline({
    region,
    repoRoot: dir,
    regionDir: join(dir, 'data'),
    stages: [stage],
    inputs,
    progressFactory: () => silentProgress,
    ...(signal ? { signal } : {}),
  });

describe('runPipeline', () => {
  it('builds, then skips while inputs are unchanged, then rebuilds', async () => {
    const { dir, inputs, input } = await setup();
    expect((await run(dir, inputs, ok))[0]?.status).toBe('built');
    expect((await run(dir, inputs, ok))[0]?.status).toBe('skipped');
    await writeFile(input, 'v2');
    expect((await run(dir, inputs, ok))[0]?.status).toBe('built');
    expect(await readFile(join(dir, 'data', 'places', 'out.txt'), 'utf8')).toBe('v2');
    expect((await readdir(join(dir, 'data'))).filter((e) => e.startsWith('places@'))).toHaveLength(
      1,
    );
  });

  it('keeps the previous artefact when a stage fails', async () => {
    const { dir, inputs, input } = await setup();
    await run(dir, inputs, ok);
    await writeFile(input, 'v2');
    const failing = textStage(async () => {
      throw new Error('boom');
    });
    const [report] = await run(dir, inputs, failing);
    expect(report?.status).toBe('failed');
    expect(report?.error).toBe('boom');
    expect(await readFile(join(dir, 'data', 'places', 'out.txt'), 'utf8')).toBe('v1');
    expect(await readdir(join(dir, 'data', '.build'))).toEqual([]);
    expect(formatSummary([report!])).toContain('failed');
  });

  it('keeps the previous artefact when interrupted', async () => {
    const { dir, inputs, input } = await setup();
    await run(dir, inputs, ok);
    await writeFile(input, 'v2');
    const controller = new AbortController();
    const slow = textStage(async () => controller.abort());
    expect((await run(dir, inputs, slow, controller.signal))[0]?.status).toBe('interrupted');
    expect(await readFile(join(dir, 'data', 'places', 'out.txt'), 'utf8')).toBe('v1');
  });
});

describe('readManifest', () => {
  it('names the file and the rebuild command for a missing or incompatible artefact', async () => {
    const { dir, inputs } = await setup();
    const regionDir = join(dir, 'data');
    expect(() => readManifest({ regionDir, region: 'test', kind: 'places' })).toThrow(
      /npm run import -- test/,
    );
    await run(dir, inputs, ok);
    const file = join(regionDir, 'places', 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as { schemaVersion: number };
    await writeFile(file, JSON.stringify({ ...manifest, schemaVersion: 99 }));
    try {
      readManifest({ regionDir, region: 'test', kind: 'places' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ArtefactError);
      expect((error as Error).message).toMatch(
        /Incompatible places artefact.*manifest\.json[\s\S]*npm run import -- test/,
      );
    }
  });
});
