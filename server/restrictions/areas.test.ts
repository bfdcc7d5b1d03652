import { describe, expect, it } from 'vitest';
import { AreaResolver } from './areas';
import type { Gazetteer, TownRow } from '../quiz/gazetteer';

const town = (insee: string, name: string, population: number, dept: string): TownRow => ({
  insee,
  name,
  departmentCode: dept,
  regionCode: '28',
  population,
  lng: 1,
  lat: 49,
});

const gazetteer: Gazetteer = {
  towns: [
    town('76540', 'Rouen', 114_000, '76'),
    town('27590', 'Saint-Martin', 300, '27'),
    town('76630', 'Saint-Martin', 1_100, '76'),
  ],
  regions: [{ code: '28', name: 'Normandie', regionCode: null }],
  departments: [
    { code: '76', name: 'Seine-Maritime', regionCode: '28' },
    { code: '27', name: 'Eure', regionCode: '28' },
  ],
};

describe('the areas of the layer pages', () => {
  const areas = new AreaResolver(gazetteer);

  it('resolves a repeated name to its most populated, the others by their code', () => {
    expect(areas.resolve('commune', 'saint-martin')?.ref.code).toBe('76630');
    expect(areas.resolve('commune', 'saint-martin-27590')?.ref.code).toBe('27590');
    expect(areas.resolve('commune', 'rouen')?.ref.department?.slug).toBe('seine-maritime');
  });

  it('gives each commune the slug that leads back to it, not to its namesake', () => {
    const small = areas.communeByCode('27590');
    expect(small?.ref.slug).toBe('saint-martin-27590');
    expect(areas.resolve('commune', small!.ref.slug)?.ref.code).toBe('27590');
    expect(areas.communeByCode('76630')?.ref.slug).toBe('saint-martin');
  });

  it('suggests the closest names, a namesake once, by its most populated', () => {
    const names = areas.closest('commune', 'saint-marti').map((r) => r.slug);
    expect(names).toEqual(['saint-martin']);
  });
});
