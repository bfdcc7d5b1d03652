// @vitest-environment jsdom
import { NO_GUESS } from '../domain/geoip';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapConfig } from '../domain/map-config';
import type { AppSystem } from '../machines/app-system';
import { defaultMapConfig } from '../services/default-map-config';
import { renderAppAt } from '../../tests/support/app-system';

vi.mock('../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

const config: MapConfig = {
  ...defaultMapConfig('fr-FR'),
  region: {
    name: 'monaco',
    label: 'Monaco',
    bounds: [7.4, 43.72, 7.44, 43.76],
    center: [7.42, 43.74],
    zoom: 14,
    places: [{ id: 'fontvieille', label: 'Fontvieille', center: [7.4157, 43.7285], zoom: 16 }],
    countries: [],
  },
  themes: defaultMapConfig('fr-FR').themes.map((t) =>
    t.id === 'satellite' ? { ...t, message: 'Aucune imagerie satellite configurée.' } : t,
  ),
  modes: defaultMapConfig('fr-FR').modes.map((m) =>
    m.mode === 'zfe'
      ? {
          ...m,
          availability: 'unavailable' as const,
          // The spec's event status: every stage of the zones is to come.
          status: 'planned' as const,
          notice: 'Aucune ZFE dans cette région.',
        }
      : { ...m, availability: 'available' as const },
  ),
};

let system: AppSystem | undefined;

async function renderAt(path: string) {
  const rendered = await renderAppAt(path, {
    api: { getMapConfig: async () => config, getGeoip: async () => NO_GUESS },
  });
  system = rendered.system;
  return rendered;
}

afterEach(() => {
  cleanup();
  system?.stop();
});

describe('app shell', () => {
  it('shows the header, the themes with satellite disabled and explained, and the places', async () => {
    await renderAt('/plan');
    expect(screen.getByText('Périple')).toBeTruthy();
    fireEvent.click(screen.getByTestId('theme-toggle'));
    // The panel's code loads when it is first opened.
    const satellite = await screen.findByTestId('theme-satellite');
    expect(satellite.getAttribute('aria-disabled')).toBe('true');
    expect(await screen.findByText('Aucune imagerie satellite configurée.')).toBeTruthy();
    expect(screen.getByTestId('map').getAttribute('data-map-status')).toBe('init');
    expect(await screen.findByTestId('place-fontvieille')).toBeTruthy();
  });

  it('sends theme and mode events and mirrors them on the map container', async () => {
    const { system: s } = await renderAt('/');
    fireEvent.click(screen.getByTestId('theme-toggle'));
    fireEvent.click(await screen.findByTestId('theme-dark'));
    fireEvent.click(screen.getByTestId('mode-bicycle'));
    const map = screen.getByTestId('map');
    expect(map.getAttribute('data-theme')).toBe('dark');
    expect(map.getAttribute('data-mode')).toBe('bicycle');
    expect(screen.getByTestId('theme-dark').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('place-fontvieille'));
    expect(s.map.getSnapshot().context.flyRequest?.center).toEqual({ lng: 7.4157, lat: 43.7285 });
  });

  it('shows the notice of an unavailable mode, dismissible', async () => {
    await renderAt('/');
    const chip = await screen.findByTestId('mode-zfe');
    // Its events all to come: the chip says so in its tooltip and its description.
    expect(chip.getAttribute('title')).toMatch(/\(à venir\)$/);
    expect(chip.getAttribute('data-event-status')).toBe('planned');
    fireEvent.click(chip);
    expect(screen.getByText('Aucune ZFE dans cette région.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('mode-notice')).getByLabelText('Fermer le message'));
    expect(screen.queryByText('Aucune ZFE dans cette région.')).toBeNull();
  });

  it('falls back to home from an unknown path, reports a 404 and says so', async () => {
    const { router, reportNotFound } = await renderAt('/cette-page/nexiste-pas');
    expect(router.state.location.pathname).toBe('/');
    expect(reportNotFound).toHaveBeenCalledWith('/cette-page/nexiste-pas');
    expect(await screen.findByText("Cette page n'existe pas : retour à l'accueil.")).toBeTruthy();
    fireEvent.click(
      within(screen.getByTestId('not-found-notice')).getByLabelText('Fermer le message'),
    );
    expect(screen.queryByText("Cette page n'existe pas : retour à l'accueil.")).toBeNull();
  });

  it('redirects a legacy numeric hash to home', async () => {
    const { router, reportNotFound } = await renderAt('/plan#/4/46.5/2.3');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('');
    expect(reportNotFound).not.toHaveBeenCalled();
  });

  it('keeps /plan with an overlay hash', async () => {
    const { router } = await renderAt('/plan#/suggestion');
    expect(router.state.location.pathname).toBe('/plan');
  });
});
