// @vitest-environment jsdom
/**
 * The stop popup of the 'tc' map mode on the real departures API (Fastify inject on the Monaco
 * artefacts, real CAM GTFS).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../server/test-support/monaco-app';
import { injectFetch } from '../../tests/integration/inject-fetch';
import { createTranslator, loadScreenMessages } from '../i18n/translate';
import { parisParts } from '../domain/paris-time';
import { createTransitApi, type TransitApi } from '../services/transit-api';
import { fetchDepartures, osmStopKind, renderStopPopup } from './transit-stop-popup';

let api: TransitApi;
let stadeLouisII: string;

const server = monacoAppFixture();

beforeAll(async () => {
  await loadScreenMessages();
  const t = server.deps.transit.timetable;
  stadeLouisII = t.stopIds[t.stopNames.indexOf('Stade Louis II')]!;
  api = createTransitApi({ fetch: injectFetch(() => server.app) });
});

describe('stop popup', () => {
  it('asks for the departures at the Europe/Paris time', () => {
    expect(parisParts(new Date('2026-01-15T07:00:00Z'))).toEqual({
      date: '2026-01-15',
      time: '08:00',
    });
    expect(parisParts(new Date('2026-07-01T22:30:00Z'))).toEqual({
      date: '2026-07-02',
      time: '00:30',
    });
  });

  it('lists the next departures per line with the line colours', async () => {
    const state = await fetchDepartures(api, {
      stopId: stadeLouisII,
      at: new Date('2026-01-15T07:00:00Z'),
    });
    const root = document.createElement('div');
    renderStopPopup(root, { t: createTranslator('fr-FR'), name: 'Stade Louis II', state });
    expect(root.querySelector('h3')?.textContent).toBe('Stade Louis II');
    const items = [...root.querySelectorAll('[data-testid="stop-departures"]')];
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) {
      const badge = item.querySelector<HTMLElement>('.line-badge')!;
      expect(badge.textContent).toMatch(/^[A-Z0-9]+$/);
      expect(badge.style.background).not.toBe('');
      const times = item.querySelector('.stop-times')!.textContent.split(' · ');
      expect(times.length).toBeLessThanOrEqual(3);
      expect(times.every((x) => /^\d\d:\d\d$/.test(x) && x >= '08:00')).toBe(true);
    }
  });

  it("gives the network's dates outside its timetable", async () => {
    const state = await fetchDepartures(api, {
      stopId: stadeLouisII,
      at: new Date('2026-06-01T07:00:00Z'),
    });
    const root = document.createElement('div');
    renderStopPopup(root, { t: createTranslator('fr-FR'), name: 'Stade Louis II', state });
    expect(root.textContent).toContain(
      "Ce réseau n'a pas d'horaires pour cette date (horaires valables du 20/12/2025 au 13/02/2026).",
    );
    const failed = await fetchDepartures(api, { stopId: 'nope', at: new Date() });
    expect(failed).toEqual({ status: 'failed' });
  });

  it('says why a stop of OSM’s overlay has no timetable, named by its kind when it has no name', () => {
    const root = document.createElement('div');
    const state = { status: 'noFeed', kind: osmStopKind('tram'), inNetwork: false } as const;
    renderStopPopup(root, { t: createTranslator('fr-FR'), name: 'La Doua - Gaston Berger', state });
    expect(root.querySelector('h3')?.textContent).toBe('La Doua - Gaston Berger');
    expect(root.textContent).toContain('Arrêt de tram');
    expect(root.textContent).toContain('Périple n’a pas ceux des transports en commun d’ici');
    const unnamed = { status: 'noFeed', kind: osmStopKind('funicular'), inNetwork: true } as const;
    renderStopPopup(root, { t: createTranslator('fr-FR'), name: '', state: unnamed });
    expect(root.querySelector('h3')?.textContent).toBe('Arrêt de bus');
    // Within a network's area, not one of its stops: no claim that nothing is imported.
    expect(root.textContent).toContain(
      'il n’est pas dans les réseaux dont Périple a les horaires.',
    );
  });
});
