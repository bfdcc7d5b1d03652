import { describe, expect, it } from 'vitest';
import { epciEstimates, loadAdminData } from './admin-data';

describe('commune coordinates', () => {
  it('estimates a village from the known communes of its intercommunalité', () => {
    const coords = new Map<string, [number, number]>([
      ['A', [2.0, 45.0]],
      ['B', [2.2, 45.2]],
      ['far', [2.0, 45.0]],
      ['far2', [4.0, 47.0]],
    ]);
    const estimates = epciEstimates(
      [
        { membres: [{ code: 'A' }, { code: 'B' }, { code: 'village' }] },
        { membres: [{ code: 'A' }, { code: 'lonely' }] },
        { membres: [{ code: 'far' }, { code: 'far2' }, { code: 'spread' }] },
      ],
      coords,
    );
    expect(estimates.get('village')?.point[0]).toBeCloseTo(2.1);
    expect(estimates.get('village')?.point[1]).toBeCloseTo(45.1);
    expect(estimates.get('village')?.bbox).toEqual([2.0, 45.0, 2.2, 45.2]);
    expect(estimates.has('A')).toBe(false);
    expect(estimates.has('lonely')).toBe(false);
    expect(estimates.has('spread')).toBe(false);
  });

  it('reads a GeoNames point coded with a neighbour’s code as the commune its name gives', () => {
    const { communes } = loadAdminData();
    // GeoNames codes Bihorel (76095) with Bois-Guillaume's 76108: it was placed at its
    // intercommunalité's centre, in Le Petit-Quevilly, 6 km south-west of it.
    const bihorel = communes.find((c) => c.insee === '76095');
    expect(bihorel?.coordSource).toBe('geonames');
    expect(Math.abs(bihorel!.lng! - 1.12)).toBeLessThan(0.02);
    expect(Math.abs(bihorel!.lat! - 49.455)).toBeLessThan(0.02);
    const boisGuillaume = communes.find((c) => c.insee === '76108');
    expect(Math.abs(boisGuillaume!.lat! - 49.46)).toBeLessThan(0.02);
  });

  it('places most French villages within their intercommunalité, not at the prefecture', () => {
    const { communes } = loadAdminData();
    const eus = communes.find((c) => c.insee === '66074');
    expect(eus?.coordSource).toBe('epci');
    // Eus (Pyrénées-Orientales) lies at 2.45 E, 42.65 N; Perpignan, the prefecture, 40 km away.
    expect(Math.abs(eus!.lng! - 2.45)).toBeLessThan(0.1);
    expect(Math.abs(eus!.lat! - 42.65)).toBeLessThan(0.1);
    const estimated = communes.filter((c) => c.coordSource === 'epci').length;
    const atPrefecture = communes.filter((c) => c.coordSource === 'chef-lieu').length;
    expect(estimated).toBeGreaterThan(atPrefecture * 3);
  });

  it('lists the 45 arrondissements municipaux, Marseille’s with GeoNames’ point', () => {
    const { arrondissements } = loadAdminData();
    expect(arrondissements).toHaveLength(45);
    const placed = arrondissements.filter((a) => a.lng !== null);
    expect(placed.map((a) => a.insee.slice(0, 3))).toEqual(Array(16).fill('132'));
    expect(arrondissements.find((a) => a.insee === '13201')).toMatchObject({
      name: 'Marseille 1er Arrondissement',
      communeInsee: '13055',
      postcodes: ['13001'],
      lng: 5.38407,
      lat: 43.29814,
    });
    expect(arrondissements.find((a) => a.insee === '75116')?.postcodes).toEqual(['75016', '75116']);
  });
});
