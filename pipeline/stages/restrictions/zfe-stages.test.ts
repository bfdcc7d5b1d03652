import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readZfeAreas, type ZfeSourceReport } from '../../../src/domain/restrictions/zfe-source';
import { resolveLocalPath } from '../../../artefacts/shared-data';
import { loadAdminData } from '../places/admin-data';
import { DEFAULT_ZFE_SOURCE } from './sources';
import {
  communePointsOf,
  loadAuthorityNames,
  readZfeFile,
  stageKeys,
  validOpeningHours,
  zfeName,
  zfeStages,
  type ZfeStageRecord,
} from './zfe-stages';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const zfePath = resolveLocalPath(repoRoot, DEFAULT_ZFE_SOURCE);

let read: ZfeSourceReport;
let stages: ZfeStageRecord[];

beforeAll(async () => {
  read = await readZfeFile(zfePath);
  const naming = {
    points: communePointsOf(loadAdminData().communes),
    authorities: loadAuthorityNames(),
  };
  stages = zfeStages(read.rows, naming);
});

const stage = (key: string): ZfeStageRecord => {
  const found = stages.find((s) => s.key === key);
  if (!found) throw new Error(`no stage ${key}`);
  return found;
};

describe('the national ZFE base (zfe-aires-2023-12)', () => {
  it('keeps its 27 rows, mending a glued NULL before a URL and a 10-digit SIREN', () => {
    expect(read.read).toBe(27);
    expect(read.rows).toHaveLength(27);
    expect(read.rejected).toEqual([]);
    expect(read.repaired).toEqual({ url: 1, siren: 1 });
    const montpellier = read.rows.find((r) => r.id === '243400017-ZFE-001');
    expect(montpellier?.orderUrl).toBe(
      'https://www.montpellier3m.fr/sites/default/files/arrete_zfe.pdf',
    );
    // Its two-wheeler hours '24/4' name no vignette: the class is not regulated, the row is kept.
    expect(montpellier?.rules.deux_rm).toBeUndefined();
  });

  it('reads Paris’s rules and hours', () => {
    const paris = stage('217500016-ZFE-001@2021-06-01');
    expect(paris.rules.vp).toEqual({ firstBanned: 'V4', hours: 'Mo-Fr 08:00-20:00; PH off' });
    expect(paris.rules.pl).toEqual({ firstBanned: 'V4', hours: 'Mo-Su 08:00-20:00; PH off' });
    expect(paris.end).toBeNull();
    expect(paris.name).toBe('ZFE de Paris');
    expect(paris.authority).toBe('Paris');
    expect(paris.communes).toContain('75056');
  });

  it('keeps the three stages of Saint-Étienne apart', () => {
    const keys = stages.filter((s) => s.id === '244200770-ZFE-001').map((s) => s.key);
    expect(keys).toEqual([
      '244200770-ZFE-001@2022-01-31',
      '244200770-ZFE-001@2025-01-01',
      '244200770-ZFE-001@2027-01-01',
    ]);
    expect(new Set(stages.map((s) => s.key)).size).toBe(27);
    const first = stage('244200770-ZFE-001@2022-01-31');
    expect(first.end).toBe('2024-12-31');
    expect(first.rules).toEqual({
      vul: { firstBanned: 'NC', hours: '24/7' },
      pl: { firstBanned: 'NC', hours: '24/7' },
    });
    expect(first.authority).toBe('Saint-Étienne Métropole');
    expect(first.name).toBe('ZFE de Saint-Étienne');
  });

  it('names the authorities and towns', () => {
    const rouen = stage('2000234140-ZFE-003@2022-09-01');
    expect(rouen.siren).toBe('200023414');
    expect(rouen.authority).toBe('Métropole Rouen Normandie');
    expect(rouen.name).toBe('ZFE de Rouen');
    expect(rouen.communes).toContain('76540');
    expect(stage('200046977-ZFE-001@2020-01-01').communes).toEqual(
      expect.arrayContaining(['69123', '69266']),
    );
    // An id starting with a commune's INSEE code: the zone is still its EPCI's (one timeline).
    const ostwald = stage('67365-ZFE-006@2028-01-01');
    expect([ostwald.siren, ostwald.authority, ostwald.name]).toEqual([
      null,
      'Eurométropole de Strasbourg',
      'ZFE d’Ostwald',
    ]);
    expect(stage('67482-ZFE-004@2028-01-01').authority).toBe('Eurométropole de Strasbourg');
    // Reims's point lies just north of its zone: no commune point inside, the zone lies within
    // the nearest town, which names it and is its commune (/zfe/reims finds it).
    const reims = stage('200067213-ZFE-002@2023-01-01');
    expect([reims.authority, reims.name, reims.communes]).toEqual([
      'CU du Grand Reims',
      'ZFE de Reims',
      ['51454'],
    ]);
  });

  it('gives each stage its box and a lighter outline', () => {
    const grenoble = stage('200040715-ZFE-001@2019-05-02');
    const [w, s, e, n] = grenoble.bbox;
    expect([w < e, s < n]).toEqual([true, true]);
    const count = (g: ZfeStageRecord['geometry']): number =>
      JSON.stringify(g.coordinates).split('],[').length;
    expect(count(grenoble.simplified)).toBeLessThan(count(grenoble.geometry));
    const rings = (g: ZfeStageRecord['geometry']) =>
      g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
    expect(rings(grenoble.simplified)).toHaveLength(rings(grenoble.geometry).length);
    for (const ring of stages.flatMap((st) => rings(st.simplified))) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring.at(-1));
    }
  });
});

describe('rows that break the schema', () => {
  const feature = (props: Record<string, unknown>) => ({
    type: 'Feature',
    properties: { id: '200000000-ZFE-001', date_debut: '2024-01-01', ...props },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [2, 48],
          [2.1, 48],
          [2.1, 48.1],
          [2, 48],
        ],
      ],
    },
  });

  it('are reported with their reason, the others kept', () => {
    const json = {
      type: 'FeatureCollection',
      features: [
        feature({ vp_critair: 'V3', vp_horaires: '24/7' }),
        feature({ id: 'X-ZFE-002', date_debut: '2024-13-45', vp_critair: 'V3' }),
        feature({ id: 'X-ZFE-003', vp_critair: 'V3', vp_horaires: 'Mo-Fr 25:00-30:00' }),
        feature({ id: 'X-ZFE-004', date_debut: '01/02/2024', vp_critair: 'V3' }),
        feature({ id: 'X-ZFE-005', vp_critair: 'V9' }),
      ],
    };
    const report = readZfeAreas(json, validOpeningHours);
    expect(report.read).toBe(5);
    expect(report.rows.map((r) => r.id)).toEqual(['200000000-ZFE-001']);
    expect(report.rejected).toEqual([
      { index: 1, id: 'X-ZFE-002', reason: 'date_debut « 2024-13-45 » illisible' },
      { index: 2, id: 'X-ZFE-003', reason: 'vp_horaires « Mo-Fr 25:00-30:00 » illisible' },
      { index: 3, id: 'X-ZFE-004', reason: 'date_debut « 01/02/2024 » illisible' },
      { index: 4, id: 'X-ZFE-005', reason: 'vp_critair « V9 » n’est pas une vignette' },
    ]);
  });

  it('refuses a file that is no FeatureCollection', () => {
    const file: unknown = JSON.parse(readFileSync(zfePath, 'utf8'));
    expect(() => readZfeAreas([file], validOpeningHours)).toThrow(/FeatureCollection/);
  });
});

describe('keys and names', () => {
  it('suffixes a key repeated with the same id and start', () => {
    const rows = [
      { id: 'A', start: '2024-01-01' },
      { id: 'A', start: '2025-01-01' },
      { id: 'A', start: '2024-01-01' },
      { id: 'A', start: '2024-01-01' },
    ];
    expect(stageKeys(rows)).toEqual([
      'A@2024-01-01',
      'A@2025-01-01',
      'A@2024-01-01#2',
      'A@2024-01-01#3',
    ]);
  });

  it('writes the French article of the town', () => {
    expect(zfeName('Paris')).toBe('ZFE de Paris');
    expect(zfeName('Annecy')).toBe('ZFE d’Annecy');
    expect(zfeName('Évry-Courcouronnes')).toBe('ZFE d’Évry-Courcouronnes');
    expect(zfeName('Le Havre')).toBe('ZFE du Havre');
    expect(zfeName('Les Ulis')).toBe('ZFE des Ulis');
    expect(zfeName('La Rochelle')).toBe('ZFE de La Rochelle');
  });
});
