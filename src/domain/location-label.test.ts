import { describe, expect, it } from 'vitest';
import { isCodeLabel, isPostcodeTown, locationSubtypes } from './location-label';

describe('the postcode-town format (§5)', () => {
  it('is up to 8 capitals, digits, spaces or dashes with a digit, a dash, then a name', () => {
    for (const text of ['76000-Rouen', '75011-Paris', '20000-Ajaccio', 'L-1234-Luxembourg'])
      expect(isPostcodeTown(text), text).toBe(true);
    expect(isPostcodeTown('93200-Saint-Denis')).toBe(true);
    expect(isPostcodeTown('2A 004-Ajaccio')).toBe(true);
  });

  it('is not a code without a digit, one past 8 characters, nor a name with digits', () => {
    for (const text of [
      'FR-France',
      '123456789-Rouen',
      '76000-Rouen2',
      '76000 Rouen',
      'rouen-76000',
    ])
      expect(isPostcodeTown(text), text).toBe(false);
  });
});

describe('the code-label format (§5)', () => {
  it('is capitals and digits, a dash, then a name', () => {
    for (const text of ['FR-France', '76-Seine-Maritime', '2A-Corse-du-Sud', 'IDF-Île-de-France'])
      expect(isCodeLabel(text), text).toBe(true);
  });

  it('is not lower-case code, a space in the code, nor a bare code', () => {
    for (const text of ['fr-France', '7 6-Seine', 'FR-', 'FR', '123-Rue-de-Rouen'])
      expect(isCodeLabel(text), text).toBe(false);
  });
});

describe('locationSubtypes', () => {
  it('reads a postcode-town as a town, a code-label as an area, other text at any level', () => {
    expect(locationSubtypes('76000-Rouen')).toBe('town');
    expect(locationSubtypes('75011-Paris')).toBe('town');
    expect(locationSubtypes('L-1234-Luxembourg')).toBe('town');
    expect(locationSubtypes('76-Seine-Maritime')).toBe('admin_7,admin_2,admin_1,country');
    expect(locationSubtypes('FR-France')).toBe('admin_7,admin_2,admin_1,country');
    expect(locationSubtypes('rue-du-gros-horloge-rouen')).toBeUndefined();
    // The app's slugs are lower case: an address's number is never a code.
    expect(locationSubtypes('12-rue-victor-hugo-rouen')).toBeUndefined();
    expect(locationSubtypes('76000-rouen')).toBeUndefined();
    expect(locationSubtypes('1200-route-de-lyon')).toBeUndefined();
    expect(locationSubtypes('76000%20Rouen')).toBeUndefined();
    expect(locationSubtypes('%E2%80%A6-%')).toBeUndefined();
  });
});
