/**
 * The import rules of ARCHITECTURE.md hold for the repository, and a backward import breaks them:
 * each probe is a two-file tree cruised with the project's own rules.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const rules = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as {
  forbidden: IConfiguration['forbidden'];
};
const probes: string[] = [];

/** Cruises a tree of `files` (path → source) with the project's rules; returns the rule names broken. */
async function broken(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'periple-layers-'));
  probes.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(Object.keys(files), {
      validate: true,
      ruleSet: { forbidden: rules.forbidden ?? [] },
      tsPreCompilationDeps: true,
    });
    const output = result.output as ICruiseResult;
    return output.summary.violations.map((v) => v.rule.name).sort();
  } finally {
    process.chdir(cwd);
  }
}

afterAll(() => {
  for (const root of probes) rmSync(root, { recursive: true, force: true });
});

describe('layers', () => {
  it('the server may not import the pipeline; both may import artefacts/', async () => {
    expect(
      await broken({
        'server/reader.ts':
          "import { writer } from '../pipeline/writer';\nexport const r = writer;\n",
        'pipeline/writer.ts': 'export const writer = 1;\n',
      }),
    ).toEqual(['layer-server']);
    expect(
      await broken({
        'server/reader.ts':
          "import { format } from '../artefacts/format';\nexport const r = format;\n",
        'pipeline/writer.ts':
          "import { format } from '../artefacts/format';\nexport const w = format;\n",
        'artefacts/format.ts': 'export const format = 1;\n',
      }),
    ).toEqual([]);
  });

  it('the pipeline may not import the server, nor src/domain the SPA', async () => {
    expect(
      await broken({
        'pipeline/cli.ts': "import { config } from '../server/config';\nexport const c = config;\n",
        'server/config.ts': 'export const config = 1;\n',
      }),
    ).toEqual(['layer-pipeline']);
    expect(
      await broken({
        'src/domain/rule.ts': "import { href } from '../router/paths';\nexport const r = href;\n",
        'src/router/paths.ts': 'export const href = 1;\n',
      }),
    ).toEqual(['layer-src-domain']);
  });

  it('a view may name a service type but not call it; a machine may not import a view', async () => {
    const service = 'export interface Api { get(): void }\nexport const api = 1;\n';
    expect(
      await broken({
        'src/views/a.tsx': "import type { Api } from '../services/api';\nexport type A = Api;\n",
        'src/services/api.ts': service,
      }),
    ).toEqual([]);
    expect(
      await broken({
        'src/views/a.tsx': "import { api } from '../services/api';\nexport const a = api;\n",
        'src/services/api.ts': service,
      }),
    ).toEqual(['views-never-call-services']);
    expect(
      await broken({
        'src/machines/m.ts': "import { v } from '../views/v';\nexport const m = v;\n",
        'src/views/v.ts': 'export const v = 1;\n',
      }),
    ).toEqual(['layer-src-machines']);
  });
});
