import { describe, expect, it } from 'vitest';
import { commonName, countryName } from './country-names';

describe('country labels: the common name in each language, never the official one', () => {
  it('names France « Frankrijk » in Dutch, not « Franse Republiek »', () => {
    expect(countryName('250', 'nl')).toBe('Frankrijk');
    expect(countryName('250', 'fr')).toBe('France');
    expect(countryName('250', 'en')).toBe('France');
  });

  it('takes the common name for every country whose official name differs', () => {
    const cases: [string, string, string, string][] = [
      ['056', 'Belgique', 'Belgium', 'België'],
      ['528', 'Pays-Bas', 'Netherlands', 'Nederland'],
      ['826', 'Royaume-Uni', 'United Kingdom', 'Verenigd Koninkrijk'],
      ['840', 'États-Unis', 'United States', 'Verenigde Staten'],
      ['276', 'Allemagne', 'Germany', 'Duitsland'],
      ['442', 'Luxembourg', 'Luxembourg', 'Luxemburg'],
      ['492', 'Monaco', 'Monaco', 'Monaco'],
      ['643', 'Russie', 'Russia', 'Rusland'],
      ['410', 'Corée du Sud', 'South Korea', 'Zuid-Korea'],
      ['498', 'Moldavie', 'Moldova', 'Moldavië'],
      ['760', 'Syrie', 'Syria', 'Syrië'],
      ['834', 'Tanzanie', 'Tanzania', 'Tanzania'],
      ['336', 'Vatican', 'Vatican City', 'Vaticaanstad'],
      [
        '180',
        'République démocratique du Congo',
        'Democratic Republic of the Congo',
        'Congo-Kinshasa',
      ],
      ['178', 'République du Congo', 'Republic of the Congo', 'Congo-Brazzaville'],
    ];
    for (const [code, fr, en, nl] of cases) {
      expect([countryName(code, 'fr'), countryName(code, 'en'), countryName(code, 'nl')]).toEqual([
        fr,
        en,
        nl,
      ]);
    }
  });

  it('leaves out codes, comma forms and parentheses; the fewest words win, the first on a tie', () => {
    expect(commonName(['United States of America', 'United States', 'USA', 'U.S.'])).toBe(
      'United States',
    );
    expect(commonName(['Koninkrijk België', 'België'])).toBe('België');
    expect(commonName(['United Kingdom', 'UK', 'Great Britain'])).toBe('United Kingdom');
    expect(commonName(['Micronesia, Federated States of'])).toBe('Micronesia');
    expect(commonName(['Falkland Islands (Malvinas)'])).toBe('Falkland Islands');
  });

  it('knows nothing of a code the library does not list', () => {
    expect(countryName('999', 'nl')).toBeUndefined();
  });
});
