import { describe, expect, it } from 'vitest';
import { aLieu, deLieu } from './french-places';

describe('de and à before a place', () => {
  it('elides and contracts as French does', () => {
    expect(deLieu('Paris')).toBe('de Paris');
    expect(deLieu('Aast')).toBe('d’Aast');
    expect(deLieu('Évry')).toBe('d’Évry');
    expect(deLieu('Le Havre')).toBe('du Havre');
    expect(deLieu('Les Mureaux')).toBe('des Mureaux');
    expect(aLieu('Le Havre')).toBe('au Havre');
    expect(aLieu('Les Mureaux')).toBe('aux Mureaux');
    expect(aLieu('Rouen')).toBe('à Rouen');
  });
});
