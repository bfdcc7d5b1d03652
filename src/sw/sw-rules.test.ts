import { describe, expect, it } from 'vitest';
import { offlinePage, offlineTexts, staleCaches, strategyFor } from './sw-rules';

const origin = 'https://carte.example.fr';
const get = (path: string, navigate = false, method = 'GET') =>
  strategyFor(new URL(path, origin), { origin, method, navigate });

describe('service worker rules', () => {
  it('never caches API answers, tiles, other sites or anything but GET', () => {
    expect(get('/api/abtest/config-web.json')).toBe('network');
    expect(get('/api/search?q=x')).toBe('network');
    expect(get('/tiles/14/8529/5974.pbf')).toBe('network');
    expect(get('/styles/normal.json', false, 'POST')).toBe('network');
    expect(
      strategyFor(new URL('https://ailleurs.example/styles/a.json'), {
        origin,
        method: 'GET',
        navigate: false,
      }),
    ).toBe('network');
  });

  it('serves the hashed files from the cache first, the map’s style, fonts and sprites at once', () => {
    expect(get('/assets/index-Dp6qRHPF.js')).toBe('cache-first');
    expect(get('/assets/index-Dp6qRHPF.js.map')).toBe('network');
    expect(get('/styles/normal.json?locale=fr-FR')).toBe('stale-while-revalidate');
    expect(get('/fonts/Noto%20Sans%20Regular/0-255.pbf')).toBe('stale-while-revalidate');
    expect(get('/sprites/v4/light.png')).toBe('stale-while-revalidate');
    expect(get('/tiles.json')).toBe('stale-while-revalidate');
  });

  it('asks the network for pages (the offline page when it is gone)', () => {
    expect(get('/plan', true)).toBe('page');
    expect(get('/itineraire#/voiture', true)).toBe('page');
    expect(get('/api/health', true)).toBe('network');
  });

  it('deletes the caches of other builds only', () => {
    expect(staleCaches(['periple-a', 'periple-b', 'autre'], 'periple-b')).toEqual(['periple-a']);
  });

  it('says it is offline in the browser’s language, with a link back to the page', () => {
    expect(offlineTexts(['nl-BE', 'fr']).title).toBe('U bent offline');
    expect(offlineTexts(['de-DE', 'en-GB']).title).toBe('You are offline');
    expect(offlineTexts(['de-DE']).title).toBe('Vous êtes hors ligne');
    const html = offlinePage(['fr-FR'], 'https://carte.example.fr/plan?q="<x>"');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Réessayer');
    expect(html).not.toContain('"<x>"');
  });
});
