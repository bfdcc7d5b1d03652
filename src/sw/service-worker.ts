/**
 * The service worker (/sw.js, issue 15), bundled by the build with its build id and the files
 * of the first screen (`PERIPLE_SW_BUILD`, `PERIPLE_SW_PRECACHE`). Installing caches those files;
 * activating deletes the caches of older builds (an update replaces the old cache once the old
 * pages are closed); each request follows `strategyFor`.
 */
import { cacheNameOf, offlinePage, staleCaches, strategyFor } from './sw-rules';

declare const PERIPLE_SW_BUILD: string;
declare const PERIPLE_SW_PRECACHE: readonly string[];

interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  navigator: Navigator;
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEventLike) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const CACHE = cacheNameOf(PERIPLE_SW_BUILD);

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await scope.caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request: Request, event: FetchEventLike): Promise<Response> {
  const cache = await scope.caches.open(CACHE);
  const hit = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (!hit) return refresh;
  event.waitUntil(refresh.catch(() => undefined));
  return hit;
}

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const html = offlinePage(scope.navigator.languages, request.url);
    return new Response(html, {
      status: 503,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}

scope.addEventListener('install', (event) => {
  event.waitUntil(scope.caches.open(CACHE).then((cache) => cache.addAll([...PERIPLE_SW_PRECACHE])));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    scope.caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, CACHE).map((n) => scope.caches.delete(n))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(new URL(request.url), {
    origin: scope.location.origin,
    method: request.method,
    navigate: request.mode === 'navigate',
  });
  if (strategy === 'page') event.respondWith(page(request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'stale-while-revalidate')
    event.respondWith(staleWhileRevalidate(request, event));
});
