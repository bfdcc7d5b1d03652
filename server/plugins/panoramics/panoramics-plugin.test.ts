import { afterAll, describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';
import { startRecordedPanoramax } from '../../test-support/panoramax-recorded';

const recorded = await startRecordedPanoramax();
const failing = await startRecordedPanoramax({ mode: 'failing' });
afterAll(() => Promise.all([recorded.close(), failing.close()]));

const t = monacoAppFixture({ PERIPLE_PANORAMAX_URL: recorded.url });
const off = monacoAppFixture();
const broken = monacoAppFixture({ PERIPLE_PANORAMAX_URL: failing.url });

const SPHERICAL = '5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e01';
const CASINO = { lng: 7.42835, lat: 43.73925 };

describe('street-level pictures from a Panoramax instance', () => {
  it('the picture nearest the Casino is the 360° one within 100 m, not the nearer flat one', async () => {
    const res = await t.app.inject({ url: '/api/panoramics/nearest', query: stringify(CASINO) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: { target: unknown; picture: Record<string, unknown> } }>();
    expect(data.target).toEqual(CASINO);
    expect(data.picture).toMatchObject({
      panoramicId: SPHERICAL,
      spherical: true,
      fieldOfView: 360,
      heading: 0,
      author: 'Contributeur de test',
      licence: 'CC-BY-SA-4.0',
      takenAt: '2025-06-14T09:12:31+00:00',
      sourceUrl: `${recorded.url}/#focus=pic&pic=${SPHERICAL}`,
    });
  });

  it('a place with no picture within 100 m gets an empty result', async () => {
    const res = await t.app.inject({
      url: '/api/panoramics/nearest',
      query: { lng: '7.4200', lat: '43.7310' },
    });
    expect(res.json()).toEqual({ data: { target: { lng: 7.42, lat: 43.731 }, picture: null } });
  });

  it('one picture by id, and its image streamed with a long cache lifetime', async () => {
    const meta = await t.app.inject(`/api/panoramics/${SPHERICAL}`);
    expect(meta.json<{ data: { lng: number } }>().data.lng).toBe(7.4287);
    const image = await t.app.inject(`/api/panoramics/${SPHERICAL}/sd.jpg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('immutable');
    // A JPEG: its start-of-image marker.
    expect([...image.rawPayload.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('an unknown picture is 404 with the catalogue’s message; a malformed id never leaves', async () => {
    const before = recorded.requests.length;
    const unknown = await t.app.inject('/api/panoramics/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(errorBodyOf(unknown).code).toBe('PANORAMIC_NOT_FOUND');
    for (const url of [
      '/api/panoramics/..%2F..%2Fetc',
      `/api/panoramics/${SPHERICAL}/original.jpg`,
      '/api/panoramics/nearest?lng=200&lat=43',
      '/api/panoramics/nearest?lng=abc&lat=43',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorBodyOf(res).code).toBe('VALIDATION');
    }
    expect(recorded.requests.length).toBe(before + 1);
  });

  it('a failing instance: the nearest picture is an empty result, a picture 503 with the catalogue’s message', async () => {
    const nearest = await broken.app.inject({
      url: '/api/panoramics/nearest',
      query: stringify(CASINO),
    });
    expect(nearest.statusCode).toBe(200);
    expect(nearest.json()).toEqual({ data: { target: CASINO, picture: null } });
    const picture = await broken.app.inject(`/api/panoramics/${SPHERICAL}`);
    expect(picture.statusCode).toBe(503);
    expect(errorBodyOf(picture)).toMatchObject({
      code: 'STREET_IMAGERY_FAILED',
      message: 'Les vues immersives ne répondent pas pour le moment, veuillez réessayer.',
    });
    const image = await broken.app.inject(`/api/panoramics/${SPHERICAL}/sd.jpg`);
    expect(image.statusCode).toBe(503);
  });

  it('without PERIPLE_PANORAMAX_URL every route says so, and the map config has no imagery', async () => {
    const res = await off.app.inject({ url: '/api/panoramics/nearest', query: stringify(CASINO) });
    expect(res.statusCode).toBe(404);
    expect(errorBodyOf(res).code).toBe('STREET_IMAGERY_OFF');
    const config = await off.app.inject('/api/map/config');
    expect(config.json<{ streetImagery: boolean }>().streetImagery).toBe(false);
    const on = await t.app.inject('/api/map/config');
    expect(on.json<{ streetImagery: boolean }>().streetImagery).toBe(true);
  });
});

function stringify(point: { lng: number; lat: number }): Record<string, string> {
  return { lng: String(point.lng), lat: String(point.lat) };
}
