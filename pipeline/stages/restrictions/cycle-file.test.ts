import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { categoryOfAme, readCycleCollection, readCycleFile } from './cycle-file';

const fixture = fileURLToPath(
  new URL('./fixtures/amenagements-cyclables-exemple.geojson', import.meta.url),
);

describe('a facilities file in the national schema', () => {
  it('sums each side’s length per commune and category', async () => {
    const { report, totals } = await readCycleFile(fixture);
    expect(report.name).toBe('amenagements-cyclables-exemple.geojson');
    expect(report.features).toBe(6);
    expect(report.sides).toBe(6);
    const rouen = Object.fromEntries(
      [...(totals.get('76540') ?? [])].map(([k, m]) => [k, Math.round(m)]),
    );
    expect(rouen).toEqual({
      'PISTE CYCLABLE': 724,
      'BANDE CYCLABLE': 1448,
      'DOUBLE SENS CYCLABLE NON MATERIALISE': 1113,
      AUTRE: 11,
    });
    expect(Math.round(totals.get('76451')?.get('VOIE VERTE') ?? 0)).toBe(1113);
    expect(report.km).toBeCloseTo(4.41, 2);
  });

  it('counts what breaks the schema by reason', async () => {
    const { report } = await readCycleFile(fixture);
    expect(report.rejected).toEqual({
      'code_com_d absent ou invalide': 1,
      'ame_g : valeur d’aménagement inconnue « TROTTOIR CYCLABLE »': 1,
      'géométrie absente ou pas une ligne': 1,
    });
  });

  it('reads the schema’s values outside the reported categories as AUTRE', () => {
    expect(categoryOfAme('VOIE VERTE')).toBe('VOIE VERTE');
    expect(categoryOfAme('rampe')).toBe('AUTRE');
    expect(categoryOfAme('ACCOTEMENT REVETU HORS CVCB')).toBe('AUTRE');
    expect(categoryOfAme('AUCUN')).toBeNull();
    expect(categoryOfAme(null)).toBeNull();
    expect(categoryOfAme(3)).toEqual({ reason: 'valeur d’aménagement inconnue « 3 »' });
  });

  it('refuses a file that is not a FeatureCollection', () => {
    expect(() => readCycleCollection({ type: 'Feature' }, 'x.geojson')).toThrow(
      /FeatureCollection/,
    );
  });
});
