import { describe, expect, it } from 'vitest';
import { favoriteDraftHash, parseAccountHash } from './account-hash';

describe('account fragment', () => {
  it('reads the home, the add step and the reset link', () => {
    expect(parseAccountHash('#/moncompte')).toEqual({ screen: 'home' });
    expect(parseAccountHash('#/moncompte/inconnu')).toEqual({ screen: 'home' });
    expect(parseAccountHash('#/option_de_deplacement')).toBeUndefined();
    expect(parseAccountHash('')).toBeUndefined();
    const token = 'a'.repeat(43);
    expect(parseAccountHash(`#/moncompte/reinitialisation/${token}`)).toEqual({
      screen: 'reset',
      token,
    });
  });

  it('round-trips a place with 5 decimals', () => {
    const draft = {
      label: 'Musée océanographique',
      address: 'Avenue Saint-Martin, 98000 Monaco',
      lng: 7.4255551,
      lat: 43.7307,
      poiId: 'osm-w123',
    };
    const hash = favoriteDraftHash(draft);
    expect(hash).toContain('lng=7.42556');
    expect(parseAccountHash(`#${hash}`)).toEqual({
      screen: 'add',
      draft: { ...draft, lng: 7.42556, lat: 43.7307 },
    });
  });

  it('falls back to the home when the place is incomplete or out of range', () => {
    expect(parseAccountHash('#/moncompte/ajout?label=x&lng=200&lat=1')).toEqual({ screen: 'home' });
    expect(parseAccountHash('#/moncompte/ajout?lng=1&lat=1')).toEqual({ screen: 'home' });
  });
});
