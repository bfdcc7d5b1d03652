// @vitest-environment jsdom
/**
 * A sponsored place's sheet (issue 16; §3 vde): « Sponsorisé » and a `rel="sponsored"` link to
 * the sponsor, whose click sends the tracking beacon with ad-performance consent; nothing of it
 * without the native-advertising consent.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadScreenMessages } from '../../i18n/translate';
import { acceptAll, refuseAll, type Consent } from '../../domain/consent/consent';
import type { VdeDetails } from '../../domain/geoentity';
import { createAppSystem, type AppSystem } from '../../machines/app-system';
import { AppSystemProvider } from '../app-context';
import { SponsoredLink } from './sponsored-link';
import { testAppOptions } from '../../../tests/support/app-system';

vi.mock('../../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

const VDE: VdeDetails = {
  type: 'poi',
  subcategoryId: null,
  vdeAppId: 'carburants',
  editoRubricIds: [],
  editoLinkUrl: 'https://partenaire.example/carburants',
  editoLinkTarget: '_blank',
  vdeTrackUrl: '/api/ads/beacon?event=click&adId=carburants&tagid=vde',
};

let system: AppSystem | undefined;

function renderLink(consent: Consent) {
  system = createAppSystem(
    testAppOptions({ consent: { stored: consent, persist: vi.fn(), apply: vi.fn() } }),
  );
  render(
    <AppSystemProvider system={system}>
      <SponsoredLink vde={VDE} />
    </AppSystemProvider>,
  );
}

afterEach(() => {
  cleanup();
  system?.stop();
  vi.unstubAllGlobals();
});

describe('a sponsored place', () => {
  // The POI screens' words come with the other screens' (as their lazy routes load them).
  beforeAll(() => loadScreenMessages());

  it('is marked and links to its sponsor; a click sends the tracking beacon', () => {
    const fetch = vi.fn((_url: string) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    renderLink(acceptAll(Date.now()));
    expect(screen.getByText('Sponsorisé')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Voir l’offre du partenaire' });
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    expect(link.getAttribute('href')).toBe(VDE.editoLinkUrl);
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /^\/api\/ads\/beacon\?event=click&adId=carburants&tagid=vde&sid=[\w-]+&ts=\d+$/,
    );
  });

  it('shows nothing of it without the native-advertising consent', () => {
    renderLink(refuseAll(Date.now()));
    expect(screen.queryByText('Sponsorisé')).toBeNull();
  });
});
