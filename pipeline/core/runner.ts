import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import {
  ARTEFACT_SCHEMA_VERSIONS,
  type Manifest,
  type ManifestInput,
} from '../../src/domain/artefacts';
import type { Region } from '../../src/domain/region';
import { ArtefactStore } from './artefact-store';
import { sha256, sha256File, sha256Tree } from './hash';
import { readManifest } from '../../artefacts/manifest-io';
import { createProgress, type Progress } from './progress';
import type { ImportChoices, ResolvedInputs, Stage, StageOutput } from './stage';

/** Outcome of one stage in a pipeline run. */
export interface StageReport {
  kind: string;
  title: string;
  status: 'built' | 'skipped' | 'failed' | 'interrupted';
  durationMs: number;
  counts: Record<string, number>;
  error?: string;
  notes?: string[];
}

/** Options of a pipeline run. */
export interface PipelineOptions {
  region: Region;
  repoRoot: string;
  regionDir: string;
  stages: readonly Stage[];
  inputs: ResolvedInputs;
  force?: boolean;
  /** Other choices of the command line (strict feeds, accepted trip drop). */
  choices?: Omit<ImportChoices, 'force'>;
  signal?: AbortSignal;
  progressFactory?: (stage: string) => Progress;
}

/** Hashes the inputs and code of a stage into the fingerprint stored in its manifest. */
export async function fingerprintStage(
  stage: Stage,
  options: Pick<PipelineOptions, 'repoRoot' | 'inputs'>,
): Promise<{ inputsHash: string; inputs: ManifestInput[] }> {
  const inputs: ManifestInput[] = [];
  for (const f of stage.inputFiles(options.inputs)) {
    inputs.push({
      name: f.name,
      path: relative(options.repoRoot, f.path) || f.path,
      sha256: await sha256File(f.path),
      bytes: (await stat(f.path)).size,
    });
  }
  const code = await sha256Tree(options.repoRoot, stage.codePaths);
  const inputsHash = sha256(
    JSON.stringify({
      schema: ARTEFACT_SCHEMA_VERSIONS[stage.kind],
      code,
      inputs: inputs.map((i) => [i.name, i.sha256]),
    }),
  );
  return { inputsHash, inputs };
}

function currentManifest(options: PipelineOptions, stage: Stage): Manifest | undefined {
  try {
    return readManifest({
      regionDir: options.regionDir,
      region: options.region.name,
      kind: stage.kind,
    });
  } catch {
    return undefined;
  }
}

/**
 * Runs the stages in order. A stage whose fingerprint matches its current manifest is skipped;
 * a failing stage keeps the previous artefact and the run goes on with the next stages.
 */
export async function runPipeline(options: PipelineOptions): Promise<StageReport[]> {
  const store = new ArtefactStore(options.regionDir);
  await store.cleanStaleBuilds();
  const reports: StageReport[] = [];
  const signal = options.signal ?? new AbortController().signal;
  for (const stage of options.stages) {
    if (signal.aborted) {
      reports.push({
        kind: stage.kind,
        title: stage.title,
        status: 'interrupted',
        durationMs: 0,
        counts: {},
      });
      continue;
    }
    reports.push(await runStage({ options, stage, store, signal }));
  }
  return reports;
}

async function runStage(args: {
  options: PipelineOptions;
  stage: Stage;
  store: ArtefactStore;
  signal: AbortSignal;
}): Promise<StageReport> {
  const { options, stage, store, signal } = args;
  const started = Date.now();
  const progress = (options.progressFactory ?? ((s) => createProgress({ stage: s })))(stage.kind);
  const base = { kind: stage.kind, title: stage.title };
  const { inputsHash, inputs } = await fingerprintStage(stage, options);
  const existing = currentManifest(options, stage);
  if (!options.force && existing?.inputsHash === inputsHash) {
    progress.done(`up to date (inputs unchanged since ${existing.builtAt})`);
    return {
      ...base,
      status: 'skipped',
      durationMs: Date.now() - started,
      counts: existing.counts,
    };
  }
  const buildDir = await store.createBuildDir(stage.kind);
  try {
    const output = await buildStage({ ...args, buildDir, progress, existing });
    if (signal.aborted) throw new Error('interrupted');
    const region = options.region.name;
    await store.commit(
      stage.kind,
      buildDir,
      manifestOf({ stage, region, started, inputsHash, inputs, output }),
    );
    progress.done(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      ...base,
      status: 'built',
      durationMs: Date.now() - started,
      counts: output.counts,
      ...(output.notes?.length ? { notes: output.notes } : {}),
    };
  } catch (error) {
    await store.discard(buildDir);
    const message = error instanceof Error ? error.message : String(error);
    const status = signal.aborted ? 'interrupted' : 'failed';
    progress.done(
      status === 'failed' ? `FAILED: ${message}` : 'interrupted; previous artefact kept',
    );
    return { ...base, status, durationMs: Date.now() - started, counts: {}, error: message };
  }
}

/** Runs a stage's build with its context: the previous manifest and the command's choices. */
function buildStage(args: {
  options: PipelineOptions;
  stage: Stage;
  signal: AbortSignal;
  buildDir: string;
  progress: Progress;
  existing: Manifest | undefined;
}): Promise<StageOutput> {
  const { options, stage, signal, buildDir, progress, existing } = args;
  const choices = { strictFeeds: false, maxTripDrop: 50, ...options.choices };
  return stage.build({
    ...options,
    buildDir,
    progress,
    signal,
    previous: existing,
    options: { ...choices, force: options.force ?? false },
  });
}

function manifestOf(parts: {
  stage: Stage;
  region: string;
  started: number;
  inputsHash: string;
  inputs: ManifestInput[];
  output: StageOutput;
}): Manifest {
  const { stage, output } = parts;
  return {
    artefact: stage.kind,
    schemaVersion: ARTEFACT_SCHEMA_VERSIONS[stage.kind],
    region: parts.region,
    builtAt: new Date().toISOString(),
    durationMs: Date.now() - parts.started,
    inputsHash: parts.inputsHash,
    inputs: parts.inputs,
    tools: output.tools,
    counts: output.counts,
    files: output.files,
    meta: output.meta ?? {},
  };
}

/** Renders the end-of-run summary table. */
export function formatSummary(reports: readonly StageReport[]): string {
  const rows = reports.map((r) => [
    r.kind,
    r.status,
    `${(r.durationMs / 1000).toFixed(1)} s`,
    Object.entries(r.counts)
      .slice(0, 5)
      .map(([k, v]) => `${k}=${v.toLocaleString('en-US')}`)
      .join(' ') || (r.error ? r.error.split('\n')[0]!.slice(0, 80) : ''),
  ]);
  const header = ['artefact', 'status', 'time', 'counts'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join(' │ ');
  const sep = widths.map((w) => '─'.repeat(w)).join('─┼─');
  const notes = reports.flatMap((r) => (r.notes ?? []).map((n) => `${r.kind}: ${n}`));
  return [fmt(header), sep, ...rows.map(fmt), ...(notes.length ? ['', ...notes] : [])].join('\n');
}
