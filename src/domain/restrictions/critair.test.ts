import { describe, expect, it } from 'vitest';
import { bannedVignettes, isBanned, vignetteLabel, vignetteOf } from './critair';

describe('Crit’Air vignettes', () => {
  it('reads a rule as the first vignette banned (schema: V4 bans 4, 5 and NC)', () => {
    expect(bannedVignettes('V4')).toEqual(['V4', 'V5', 'NC']);
    expect(isBanned('V3', 'V4')).toBe(false);
    expect(isBanned('V4', 'V4')).toBe(true);
    expect(isBanned('NC', 'V5')).toBe(true);
    expect(isBanned('EL', 'V1')).toBe(false);
    expect(isBanned('EL', 'EL')).toBe(true);
  });

  it('maps the traveller’s preference to a vignette', () => {
    expect(vignetteOf('0')).toBe('EL');
    expect(vignetteOf('3')).toBe('V3');
    expect(vignetteOf('NC')).toBe('NC');
    expect(vignetteOf(null)).toBeNull();
    expect(vignetteLabel('V3')).toBe('Crit’Air 3');
  });
});
