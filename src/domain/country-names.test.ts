import { describe, expect, it } from 'vitest';
import { countryName } from './country-names';

describe('countryName', () => {
  it('keeps the data’s French label in French, names the country in English and Dutch', () => {
    expect(countryName('250', 'France', 'fr-FR')).toBe('France');
    expect(countryName('250', 'France', 'nl-BE')).toBe('Frankrijk');
    expect(countryName('250', 'France', 'en-GB')).toBe('France');
    expect(countryName('056', 'Belgique', 'nl-BE')).toBe('België');
    expect(countryName('492', 'Monaco', 'en-GB')).toBe('Monaco');
  });

  it('keeps the label of a country it has no code for', () => {
    expect(countryName('999', 'Atlantide', 'nl-BE')).toBe('Atlantide');
  });
});
