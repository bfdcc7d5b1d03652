/**
 * Warming the browser's HTTP cache: resources that another context will ask for (MapLibre's
 * worker fetches its tiles itself) are requested now, their bodies read and dropped, so that the
 * later request is answered from the cache. Failures are ignored: the later request tries again.
 */

/** Requests each URL once, in order, without waiting. */
export function warmHttpCache(urls: readonly string[]): void {
  for (const url of urls) {
    void fetch(url, { credentials: 'same-origin' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
