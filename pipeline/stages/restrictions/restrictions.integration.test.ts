import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionSchema } from '../../../src/domain/region';
import { readManifest } from '../../../artefacts/manifest-io';
import { resolveInputs } from '../../core/inputs';
import { silentProgress } from '../../core/progress';
import { runPipeline, type StageReport } from '../../core/runner';
import { restrictionsStage } from './index';
import type { RestrictionsReport } from './report';
import { RESTRICTIONS_FILE, RESTRICTIONS_REPORT_FILE } from '../../../artefacts/restrictions-db';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const FIXTURE = 'pipeline/stages/restrictions/fixtures/amenagements-cyclables-exemple.geojson';

let regionDir: string;
let report: StageReport;
let db: Database.Database;
let json: RestrictionsReport;

/** Monaco's region with the test facilities file and the ZFE file named explicitly. */
function monacoRegion() {
  const file: unknown = JSON.parse(readFileSync(join(repoRoot, 'regions', 'monaco.json'), 'utf8'));
  return regionSchema.parse({
    ...regionSchema.parse(file),
    zfe: { path: '../shared/data/zfe/zfe-aires-2023-12.geojson' },
    cycling: [{ path: FIXTURE }],
  });
}

beforeAll(async () => {
  regionDir = await mkdtemp(join(tmpdir(), 'periple-restrictions-'));
  const region = monacoRegion();
  const signal = new AbortController().signal;
  const inputs = await resolveInputs(region, {
    repoRoot,
    regionDir,
    downloadDir: join(regionDir, '.downloads'),
    progress: silentProgress,
    signal,
  });
  [report] = (await runPipeline({
    region,
    repoRoot,
    regionDir,
    stages: [restrictionsStage],
    inputs,
    signal,
    progressFactory: () => silentProgress,
  })) as [StageReport];
  db = new Database(join(regionDir, 'restrictions', RESTRICTIONS_FILE), { readonly: true });
  json = JSON.parse(
    readFileSync(join(regionDir, 'restrictions', RESTRICTIONS_REPORT_FILE), 'utf8'),
  ) as RestrictionsReport;
}, 120_000);

afterAll(async () => {
  db?.close();
  await rm(regionDir, { recursive: true, force: true });
});

const all = <T>(sql: string, ...params: unknown[]): T[] => db.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]): T => db.prepare(sql).get(...params) as T;

describe('the restrictions stage on the Monaco extract', () => {
  it('builds the artefact in well under 30 s with its manifest', () => {
    expect(report.status).toBe('built');
    expect(report.durationMs).toBeLessThan(30_000);
    expect(report.counts).toMatchObject({ zfeStages: 27, zfeRejected: 0, roadworks: 4 });
    const manifest = readManifest({ regionDir, region: 'monaco', kind: 'restrictions' });
    expect(manifest.files).toEqual({ db: RESTRICTIONS_FILE, report: RESTRICTIONS_REPORT_FILE });
    expect(manifest.inputs.map((i) => i.name)).toEqual(
      expect.arrayContaining(['osm-0', 'zfe', 'cycling-0']),
    );
  });

  it('stores the layout version and the ZFE stages', () => {
    expect(one<{ value: string }>("SELECT value FROM meta WHERE key = 'version'").value).toBe('1');
    const paris = one<{ name: string; rules: string; communes: string; simplified: string }>(
      "SELECT name, rules, communes, simplified FROM zfe_stage WHERE key = '217500016-ZFE-001@2021-06-01'",
    );
    expect(paris.name).toBe('ZFE de Paris');
    expect(JSON.parse(paris.rules)).toMatchObject({ vp: { firstBanned: 'V4' } });
    expect(JSON.parse(paris.communes)).toContain('75056');
    expect(JSON.parse(paris.simplified)).toMatchObject({ type: 'Polygon' });
  });

  it('places Monaco’s cycle ways in no French commune', () => {
    const rows = all<{ category: string; commune: string | null; length_m: number }>(
      'SELECT category, commune, length_m FROM cycle_way',
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.length_m > 0)).toBe(true);
    // Monaco's locality has no INSEE code: its ways are counted, with a NULL commune.
    expect(rows.filter((r) => r.commune === null).length).toBe(json.cycling.monaco);
    expect(json.cycling.unassigned).toBe(json.cycling.monaco);
    const communes = new Set(rows.flatMap((r) => (r.commune ? [r.commune] : [])));
    const osm = one<{ n: number }>(
      "SELECT count(DISTINCT commune) AS n FROM cycle_commune WHERE source = 'osm'",
    );
    expect(osm.n).toBe(communes.size);
  });

  it('aggregates the region’s facilities file under its name', () => {
    const rows = all<{ commune: string; category: string; km: number }>(
      "SELECT commune, category, km FROM cycle_commune WHERE source = 'amenagements-cyclables-exemple.geojson' ORDER BY commune, category",
    );
    expect(rows).toContainEqual({ commune: '76540', category: 'BANDE CYCLABLE', km: 1.448 });
    expect(rows).toContainEqual({ commune: '76451', category: 'VOIE VERTE', km: 1.113 });
    expect(json.cycling.files[0]?.rejected).toMatchObject({ 'code_com_d absent ou invalide': 1 });
  });

  it('reads the restrictions with French labels and roadworks', () => {
    const bridge = all<{ label: string; value: string }>(
      "SELECT label, value FROM restriction WHERE kind = 'maxweight' AND road = 'Pont Sainte-Dévote'",
    );
    expect(bridge[0]).toEqual({ label: 'Interdit aux plus de 7,5 t', value: '7.5' });
    const labels = all<{ label: string }>('SELECT DISTINCT label FROM restriction').map(
      (r) => r.label,
    );
    expect(labels).toEqual(
      expect.arrayContaining([
        'Hauteur limitée à 4,30 m',
        'Interdit aux poids lourds',
        'Voie privée',
      ]),
    );
    expect(json.restrictions.skipped['maxheight : « default »']).toBe(1);
    const works = all<{ label: string }>('SELECT label FROM roadworks ORDER BY osm_id');
    expect(works.map((w) => w.label)).toContain('Travaux : Avenue Mareterra');
  });

  it('lists the French communes the extract has roads in', () => {
    const communes = all<{ commune: string; roads: number }>('SELECT * FROM osm_commune');
    expect(communes.every((c) => /^\d[\dAB]\d{3}$/.test(c.commune) && c.roads > 0)).toBe(true);
  });
});
