/**
 * What the service worker does with each request (issue 15): pure rules, unit-tested, bundled
 * into /sw.js at build. The app's hashed files are served from the cache first (they never
 * change); the map's style, TileJSON, fonts and sprites from the cache at once while the network
 * refreshes them (a returning visitor's map appears without waiting); a page is asked from the
 * network, and when the network is gone the offline page answers. API answers and tiles are
 * never cached, and nothing of another origin is touched.
 */

/** How a request is answered. */
export type SwStrategy = 'page' | 'cache-first' | 'stale-while-revalidate' | 'network';

/** Caches of the service worker start with this (those of another build are deleted). */
export const SW_CACHE_PREFIX = 'periple-';

const MAP_FILES = ['/styles/', '/fonts/', '/sprites/'];

/** The strategy for a request (`navigate`: the browser opens a page). */
export function strategyFor(
  url: URL,
  options: { origin: string; method: string; navigate: boolean },
): SwStrategy {
  if (options.method !== 'GET' || url.origin !== options.origin) return 'network';
  const path = url.pathname;
  if (path.startsWith('/api/') || path.startsWith('/tiles/')) return 'network';
  if (options.navigate) return 'page';
  if (path.startsWith('/assets/') && !path.endsWith('.map')) return 'cache-first';
  if (path === '/tiles.json' || MAP_FILES.some((prefix) => path.startsWith(prefix)))
    return 'stale-while-revalidate';
  return 'network';
}

/** The cache of a build. */
export function cacheNameOf(build: string): string {
  return `${SW_CACHE_PREFIX}${build}`;
}

/** The caches an activated build deletes: the service worker's others. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(SW_CACHE_PREFIX) && name !== current);
}

const OFFLINE_TEXTS = {
  fr: {
    lang: 'fr',
    title: 'Vous êtes hors ligne',
    text: 'Périple a besoin du réseau pour la carte, la recherche et les itinéraires. Vérifiez votre connexion, puis réessayez.',
    retry: 'Réessayer',
  },
  nl: {
    lang: 'nl-BE',
    title: 'U bent offline',
    text: 'Périple heeft het netwerk nodig voor de kaart, het zoeken en de routes. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  en: {
    lang: 'en-GB',
    title: 'You are offline',
    text: 'Périple needs the network for the map, search and routes. Check your connection, then try again.',
    retry: 'Try again',
  },
} as const;

/** The texts of the offline page in the first of the browser's languages the app speaks. */
export function offlineTexts(languages: readonly string[]) {
  for (const language of languages) {
    const short = language.toLowerCase().slice(0, 2);
    if (short === 'fr' || short === 'nl' || short === 'en') return OFFLINE_TEXTS[short];
  }
  return OFFLINE_TEXTS.fr;
}

/** The offline page (no script: a link reloads the page asked for). */
export function offlinePage(languages: readonly string[], href: string): string {
  const t = offlineTexts(languages);
  const escaped = href.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title} · Périple</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#1d2a23;background:#f4f7f5}main{max-width:28rem;padding:1.5rem}h1{font-size:1.4rem}a{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#03ac46;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main data-testid="offline-page"><h1>${t.title}</h1><p>${t.text}</p><a href="${escaped}">${t.retry}</a></main></body></html>`;
}
