import { afterAll, describe, expect, it } from 'vitest';
import { startRecordedPanoramax } from '../test-support/panoramax-recorded';
import { PanoramaxSource, StreetImageryError } from './panoramax-source';

const recorded = await startRecordedPanoramax();
const failing = await startRecordedPanoramax({ mode: 'failing' });
const silent = await startRecordedPanoramax({ mode: 'silent' });
afterAll(() => Promise.all([recorded.close(), failing.close(), silent.close()]));

const CASINO = { lng: 7.42835, lat: 43.73925 };
const FLAT = '5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e02';

describe('the Panoramax adapter', () => {
  it('asks for the box of the radius and keeps the answer an hour', async () => {
    const source = new PanoramaxSource({ baseUrl: `${recorded.url}/` });
    const before = recorded.requests.length;
    const first = await source.nearest(CASINO, 100);
    expect(first?.spherical).toBe(true);
    expect(await source.nearest(CASINO, 100)).toEqual(first);
    const asked = recorded.requests.slice(before);
    expect(asked).toHaveLength(1);
    const box = (new URL(asked[0] ?? '', recorded.url).searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    const [west = 0, south = 0, east = 0, north = 0] = box;
    expect(west).toBeLessThan(CASINO.lng);
    expect(east).toBeGreaterThan(CASINO.lng);
    // 100 m each side of the place.
    expect((north - south) * 111_320).toBeCloseTo(200, -1);
  });

  it('a flat picture is offered when it is the only one near', async () => {
    const source = new PanoramaxSource({ baseUrl: recorded.url });
    // 8 m from the flat picture, 80 m from the spherical one: a radius of 30 m keeps the flat one.
    const picture = await source.nearest({ lng: 7.428, lat: 43.7394 }, 30);
    expect(picture).toMatchObject({ panoramicId: FLAT, spherical: false, fieldOfView: 70 });
  });

  it('a failing instance and a silent one are errors, told apart from « no picture »', async () => {
    await expect(
      new PanoramaxSource({ baseUrl: failing.url }).nearest(CASINO, 100),
    ).rejects.toThrow(/HTTP 500/);
    const slow = new PanoramaxSource({ baseUrl: silent.url, timeoutMs: 200 });
    await expect(slow.nearest(CASINO, 100)).rejects.toBeInstanceOf(StreetImageryError);
    expect(await new PanoramaxSource({ baseUrl: recorded.url }).picture('not-a-uuid')).toBeNull();
  });

  it('an image over the size cap fails instead of filling the memory', async () => {
    const source = new PanoramaxSource({ baseUrl: recorded.url, maxImageBytes: 1000 });
    await expect(source.image(FLAT, 'hd')).rejects.toThrow(/over 1000 bytes/);
  });
});
