/** §2 route flags, read from the route table: pageless overlays, the page kept under them, skip on back. */
import { describe, expect, it } from 'vitest';
import { isAccountHash } from './account-hash';
import { isOverlayHash } from './overlay-hash';
import {
  itineraryRaw,
  keepsPageUnder,
  overlayRouteOf,
  replacesEntry,
  skippedOnBack,
} from './route-flags';

describe('overlayRouteOf', () => {
  it('names the pageless route a fragment opens over any page', () => {
    expect(overlayRouteOf('#/modale/info-zfe')?.name).toBe('MODAL');
    expect(overlayRouteOf('/filtres')?.name).toBe('SEARCH_FILTERS');
    expect(overlayRouteOf('/360-plein-ecran/p1')?.name).toBe('360_VIEW_FULLSCREEN');
    expect(overlayRouteOf('/moncompte')?.name).toBe('USER_ACCOUNT');
    expect(overlayRouteOf('/moncompte/ajout?label=x&lng=1&lat=2')?.name).toBe(
      'USER_ACCOUNT_SCREEN',
    );
    expect(overlayRouteOf('/moncompte/reinitialisation/abc')?.name).toBe('USER_ACCOUNT_RESET');
    expect(overlayRouteOf('/suggestion')?.name).toBe('SUGGEST');
  });

  it('is undefined for a page of its own, or no fragment', () => {
    for (const hash of ['', '#', '/recherche/pharmacie', '/rouen', '/rouen/poi/osm-n1', 'x'])
      expect(overlayRouteOf(hash), hash).toBeUndefined();
    expect(overlayRouteOf('/modale/a/b')).toBeUndefined();
    expect(overlayRouteOf('/moncompte/a/b')).toBeUndefined();
  });

  it('takes a query on the account only: another overlay with one opens nothing', () => {
    expect(overlayRouteOf('/moncompte/ajout?label=x')?.name).toBe('USER_ACCOUNT_SCREEN');
    for (const hash of ['/modale/cgu?x=1', '/filtres?f.open=1', '/360-plein-ecran/p1?x'])
      expect(keepsPageUnder(hash), hash).toBe(false);
  });
});

describe('keepsPageUnder (pageless, not reloaded on back)', () => {
  it('holds for the account, the modal, the filters and the street view', () => {
    for (const hash of ['/moncompte', '/moncompte/ajout?x=1', '/modale/cgu', '/filtres'])
      expect(keepsPageUnder(hash), hash).toBe(true);
    expect(keepsPageUnder('/360-plein-ecran/p1')).toBe(true);
  });

  it('not for the suggestion overlay, which reloads its page on back, nor for pages', () => {
    expect(keepsPageUnder('/suggestion')).toBe(false);
    expect(keepsPageUnder('/recherche/pharmacie')).toBe(false);
    expect(isOverlayHash('/suggestion')).toBe(false);
  });

  it('is what overlay-hash and account-hash answer', () => {
    expect(isOverlayHash('#/moncompte/inconnu')).toBe(true);
    expect(isAccountHash('#/moncompte/inconnu')).toBe(true);
    expect(isAccountHash('/modale/cgu')).toBe(false);
    expect(isAccountHash('/moncompteX')).toBe(false);
  });
});

describe('skippedOnBack', () => {
  it('holds for the computing routes only', () => {
    expect(skippedOnBack(itineraryRaw('#/recherche/a/b'))).toBe(true);
    expect(skippedOnBack(itineraryRaw('/recherche/voiture/a/b?etapes=c'))).toBe(true);
    expect(skippedOnBack(itineraryRaw('/voiture/a/b/car'))).toBe(false);
    expect(skippedOnBack(itineraryRaw('/voiture/a/b/car/feuille_de_route/r1'))).toBe(false);
    expect(skippedOnBack(itineraryRaw(''))).toBe(false);
    expect(skippedOnBack('/plan#/recherche/pharmacie')).toBe(false);
    expect(skippedOnBack('/nulle/part')).toBe(false);
  });
});

describe('replacesEntry', () => {
  const computing = itineraryRaw('/recherche/voiture/a/b');
  const results = itineraryRaw('/voiture/a/b/car/voiture-0');

  it('replaces a computing route left for a page, as the table skips it on back', () => {
    expect(replacesEntry({ from: computing, to: results })).toBe(true);
    expect(replacesEntry({ from: computing, to: itineraryRaw('/recherche/velo/a/b') })).toBe(true);
  });

  it('pushes an overlay over it (closing comes back to it) and any other page left', () => {
    expect(replacesEntry({ from: computing, to: itineraryRaw('/date_et_heure') })).toBe(false);
    expect(replacesEntry({ from: computing, to: itineraryRaw('/option_de_deplacement') })).toBe(
      false,
    );
    expect(replacesEntry({ from: results, to: itineraryRaw('/voiture/a/b/car/velo-0') })).toBe(
      false,
    );
  });

  it('does as its caller decided', () => {
    expect(replacesEntry({ from: computing, to: results, replace: false })).toBe(false);
    expect(replacesEntry({ from: results, to: computing, replace: true })).toBe(true);
  });
});
