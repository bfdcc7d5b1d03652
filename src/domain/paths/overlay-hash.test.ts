/** §2 overlays: the generic modal's fragment, and the overlays the pages look through. */
import { describe, expect, it } from 'vitest';
import { infoModalId, infoModeOf, isOverlayHash, modalHash, modalIdOf } from './overlay-hash';

describe('the modal fragment', () => {
  it('is /modale/{modalId}, read back with or without #', () => {
    expect(modalHash('info-zfe')).toBe('/modale/info-zfe');
    expect(modalIdOf('#/modale/info-zfe')).toBe('info-zfe');
    expect(modalIdOf('/modale/caf%C3%A9')).toBe('café');
    expect(modalIdOf('/modale/')).toBeUndefined();
    expect(modalIdOf('/modale/a/b')).toBeUndefined();
    expect(modalIdOf('/recherche/modale')).toBeUndefined();
  });

  it('is an overlay, as the account is; a page fragment is not', () => {
    expect(isOverlayHash('/modale/info-zfe')).toBe(true);
    expect(isOverlayHash('/moncompte')).toBe(true);
    expect(isOverlayHash('/recherche/pharmacie')).toBe(false);
  });

  it('names the info modal of a map mode', () => {
    expect(infoModalId('zfe')).toBe('info-zfe');
    expect(infoModeOf('info-bicycle')).toBe('bicycle');
    expect(infoModeOf('cgu')).toBeUndefined();
  });
});
