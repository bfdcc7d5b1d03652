/** §2 overlays: the generic modal's fragment, and the overlays the pages look through. */
import { describe, expect, it } from 'vitest';
import {
  helpModalOf,
  infoModalId,
  infoModeOf,
  isFiltersHash,
  isOverlayHash,
  modalHash,
  modalIdOf,
  panoramaHash,
  panoramicIdOf,
  FILTERS_HASH,
} from './overlay-hash';
import { buildPath } from './path-builder';
import { APP_ROUTES } from './route-names';

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

  it('the street view is /360-plein-ecran/{panoramicId}, an overlay too', () => {
    const id = '5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e01';
    expect(panoramaHash(id)).toBe(`/360-plein-ecran/${id}`);
    expect(panoramicIdOf(`#/360-plein-ecran/${id}`)).toBe(id);
    expect(panoramicIdOf('/360-plein-ecran/')).toBeUndefined();
    expect(panoramicIdOf('/360-plein-ecran/a/b')).toBeUndefined();
    expect(panoramicIdOf('/360-plein-ecran/%E0%A4%A')).toBeUndefined();
    expect(isOverlayHash(`/360-plein-ecran/${id}`)).toBe(true);
  });

  it("reads the fragments from §2's route table (SEARCH_FILTERS, MODAL, 360_VIEW_FULLSCREEN)", () => {
    expect(FILTERS_HASH).toBe(APP_ROUTES.SEARCH_FILTERS.path.slice(2));
    expect(isFiltersHash('#/filtres')).toBe(true);
    expect(isFiltersHash('/filtres')).toBe(true);
    expect(isFiltersHash('/filtres?ouvert=1')).toBe(false);
    expect(isFiltersHash('/recherche/filtres')).toBe(false);
    expect(`/#${modalHash('a b')}`).toBe(buildPath(APP_ROUTES.MODAL, { modalId: 'a b' }));
    expect(modalIdOf('/modale/info-zfe?x=1')).toBeUndefined();
    expect(panoramicIdOf('/modale/x')).toBeUndefined();
  });

  it('names the info modal of a map mode', () => {
    expect(infoModalId('zfe')).toBe('info-zfe');
    expect(infoModeOf('info-bicycle')).toBe('bicycle');
    expect(infoModeOf('cgu')).toBeUndefined();
  });
});

describe('helpModalOf', () => {
  it('names the help texts the notices open, and no other id', () => {
    expect(helpModalOf('aide-localisation')).toBe('aide-localisation');
    expect(helpModalOf('aide-carte-lente')).toBe('aide-carte-lente');
    expect(helpModalOf(modalIdOf(modalHash('aide-localisation')) ?? '')).toBe('aide-localisation');
    expect(helpModalOf('info-zfe')).toBeUndefined();
    expect(helpModalOf('aide')).toBeUndefined();
  });
});
