/**
 * A click on a sponsored place's link (issue 16; §7: the beacon of its tracking URL, with the
 * time and a random id of the page), counted only with the ad-performance consent. Apart from
 * the ads system, so that the POI sheet does not load the ads' code.
 */
import { adCountingAllowed } from '../domain/ads/ads-consent';
import type { VdeDetails } from '../domain/geoentity';
import { sendTrackingBeacon } from '../services/ad-beacons';
import type { AppSystem } from './app-system';

const PAGE_ID = crypto.randomUUID();

/** Sends the click's beacon when the consent allows counting. */
export function sponsoredClick(app: AppSystem, vde: VdeDetails): void {
  if (!adCountingAllowed(app.consent.getSnapshot().context.consent)) return;
  sendTrackingBeacon(vde.vdeTrackUrl, PAGE_ID);
}
