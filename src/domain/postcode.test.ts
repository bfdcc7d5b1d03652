import { describe, expect, it } from 'vitest';
import { departmentCodeOfPostcode, isArrondissementPostcode, locationPostcode } from './postcode';

describe('postcode rules (spec §5)', () => {
  it('collapses Paris, Marseille and Lyon arrondissements to their city', () => {
    expect(locationPostcode('75001')).toBe('75000');
    expect(locationPostcode('75116')).toBe('75000');
    expect(locationPostcode('13008')).toBe('13000');
    expect(locationPostcode('69003')).toBe('69000');
    expect(isArrondissementPostcode('75020')).toBe(true);
    expect(isArrondissementPostcode('75116')).toBe(false);
  });

  it('gives other postcodes their first two digits and 000', () => {
    expect(locationPostcode('31400')).toBe('31000');
    expect(locationPostcode('19240')).toBe('19000');
    expect(locationPostcode('2A000')).toBeUndefined();
    expect(locationPostcode(undefined)).toBeUndefined();
  });

  it('takes the département code from the first two characters', () => {
    expect(departmentCodeOfPostcode('38000')).toBe('38');
    expect(departmentCodeOfPostcode('97133')).toBe('97');
    expect(departmentCodeOfPostcode(undefined)).toBeUndefined();
  });
});
