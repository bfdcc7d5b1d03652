/**
 * Ad beacons (issue 16; spec 001 §7): a GET to our tracking endpoint with the time, the slot's
 * tag id and the page's random session id; the ad's own `externalTrackingUrl` when it has one.
 * Sent with `keepalive` (a click leaves the page) and without credentials; a lost beacon is only
 * a lost count.
 */

/** The tracking endpoint. */
export const AD_BEACON_PATH = '/api/ads/beacon';

/** One beacon. */
export interface AdBeacon {
  event: 'impression' | 'click';
  adId: string;
  tagid: string;
  sessionId: string;
  externalTrackingUrl: string | null;
}

/** The tracking URL of a beacon. */
export function beaconUrl(beacon: AdBeacon, now: number): string {
  const query = new URLSearchParams({
    event: beacon.event,
    adId: beacon.adId,
    tagid: beacon.tagid,
    sid: beacon.sessionId,
    ts: String(now),
  });
  return `${AD_BEACON_PATH}?${query.toString()}`;
}

/** Sends a beacon (and the ad's external one on an impression). */
export function sendAdBeacon(
  beacon: AdBeacon,
  send: typeof fetch = globalThis.fetch.bind(globalThis),
): void {
  const quiet = (p: Promise<unknown>): void => void p.catch(() => undefined);
  quiet(
    send(beaconUrl(beacon, Date.now()), {
      keepalive: true,
      credentials: 'omit',
      cache: 'no-store',
    }),
  );
  if (beacon.event === 'impression' && beacon.externalTrackingUrl)
    quiet(
      send(beacon.externalTrackingUrl, {
        keepalive: true,
        credentials: 'omit',
        mode: 'no-cors',
        referrerPolicy: 'no-referrer',
      }),
    );
}

/** Sends the beacon of a sponsored link: its tracking URL with the time and the page's id. */
export function sendTrackingBeacon(
  trackUrl: string,
  sessionId: string,
  send: typeof fetch = globalThis.fetch.bind(globalThis),
): void {
  const url = new URL(trackUrl, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('sid', sessionId);
  url.searchParams.set('ts', String(Date.now()));
  const target =
    url.origin === globalThis.location?.origin ? `${url.pathname}${url.search}` : url.href;
  void send(target, { keepalive: true, credentials: 'omit', cache: 'no-store' }).catch(
    () => undefined,
  );
}
