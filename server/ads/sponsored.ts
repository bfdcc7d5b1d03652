/**
 * Sponsored places (issue 16; spec §3 POI vde): the apps a running sponsorship of the house-ads
 * file names, and the vde details their POIs carry. The shipped file sponsors nothing: no
 * sponsor is ever invented.
 */
import type { HouseAds, SponsoredApp } from '../../src/domain/ads/ads-schema';
import type { GeoentityPoi, VdeDetails } from '../../src/domain/geoentity';

/** The tag id of a sponsored link's beacons. */
export const VDE_TAG_ID = 'vde';

/** The sponsorships running today, by app id. */
export function runningSponsors(ads: HouseAds, now: Date): Map<string, SponsoredApp> {
  const today = now.toISOString().slice(0, 10);
  return new Map(
    ads.sponsoredApps
      .filter((s) => s.start <= today && today <= s.end)
      .map((s) => [s.appId, s] as const),
  );
}

/** The vde details of a sponsorship. */
export function vdeOf(sponsor: SponsoredApp): VdeDetails {
  const track = new URLSearchParams({ event: 'click', adId: sponsor.appId, tagid: VDE_TAG_ID });
  return {
    type: sponsor.type,
    subcategoryId: sponsor.subcategoryId,
    vdeAppId: sponsor.appId,
    editoRubricIds: sponsor.editoRubricIds,
    editoLinkUrl: sponsor.editoLinkUrl,
    editoLinkTarget: sponsor.editoLinkTarget,
    vdeTrackUrl: `/api/ads/beacon?${track.toString()}`,
  };
}

/** The POIs listed by `appId`, sponsored when a sponsorship of that app runs. */
export function withSponsor<P extends GeoentityPoi>(
  pois: readonly P[],
  appId: string | undefined,
  sponsors: ReadonlyMap<string, SponsoredApp>,
): P[] {
  const sponsor = appId ? sponsors.get(appId) : undefined;
  if (!sponsor) return [...pois];
  const vde = vdeOf(sponsor);
  return pois.map((poi) => ({ ...poi, vde }));
}
