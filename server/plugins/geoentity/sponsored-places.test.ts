/**
 * Sponsored places (issue 16; §3 vde) on a house-ads file written for the test: the sponsored
 * app is listed by /vde, its POIs carry the vde details in its lists and in a sheet opened from
 * it, and a click on the sponsor's link is counted. The shipped file sponsors nothing.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApplicationsResponse, GeoentityResponse } from '../../../src/domain/geoentity';
import { monacoAppFixture } from '../../test-support/monaco-app';

const AROUND_MONACO = '7.385,43.715,7.445,43.760';
const shipped: unknown = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../ads/house-ads.json'), 'utf8'),
);
const file = join(mkdtempSync(join(tmpdir(), 'periple-house-ads-')), 'house-ads.json');
writeFileSync(
  file,
  JSON.stringify({
    ...(typeof shipped === 'object' ? shipped : {}),
    sponsoredApps: [
      {
        appId: 'carburants',
        type: 'poi',
        subcategoryId: null,
        editoRubricIds: ['station-service'],
        editoLinkUrl: 'https://partenaire.example/carburants',
        start: '2026-01-01',
        end: '2099-12-31',
      },
      {
        appId: 'hotels',
        type: 'poi',
        editoLinkUrl: 'javascript:alert(1)',
        start: '2026-01-01',
        end: '2099-12-31',
      },
    ],
  }),
);
const t = monacoAppFixture({ PERIPLE_HOUSE_ADS_FILE: file });

describe('sponsored places', () => {
  it('lists the running sponsored app and marks its POIs with the vde details', async () => {
    const vde = await t.app.inject(`/api/geoentity/vde/${AROUND_MONACO}.json`);
    expect(vde.json()).toEqual({ appIds: ['carburants'] });
    const list = await t.app.inject(`/api/geoentity/applications/carburants?bbox=${AROUND_MONACO}`);
    const pois = list.json<ApplicationsResponse>().pois;
    expect(pois.length).toBeGreaterThan(0);
    expect(pois.every((p) => p.vde !== false)).toBe(true);
    expect(pois[0]?.vde).toEqual({
      type: 'poi',
      subcategoryId: null,
      vdeAppId: 'carburants',
      editoRubricIds: ['station-service'],
      editoLinkUrl: 'https://partenaire.example/carburants',
      editoLinkTarget: '_blank',
      vdeTrackUrl: '/api/ads/beacon?event=click&adId=carburants&tagid=vde',
    });
    const id = pois[0]?.id ?? '';
    const fromList = await t.app.inject(`/api/geoentity/geoentity/${id}.json?appId=carburants`);
    expect(fromList.json<GeoentityResponse>().pois[0]?.vde).not.toBe(false);
    const alone = await t.app.inject(`/api/geoentity/geoentity/${id}.json`);
    expect(alone.json<GeoentityResponse>().pois[0]?.vde).toBe(false);
  });

  it('counts a click on the sponsor’s link', async () => {
    const before = await t.deps.users?.adCounts.totals('carburants');
    const res = await t.app.inject(
      `/api/ads/beacon?event=click&adId=carburants&tagid=vde&sid=0123456789abcdef&ts=${Date.now()}`,
    );
    expect(res.statusCode).toBe(204);
    expect((await t.deps.users?.adCounts.totals('carburants'))?.clicks).toBe(
      (before?.clicks ?? 0) + 1,
    );
  });
});
