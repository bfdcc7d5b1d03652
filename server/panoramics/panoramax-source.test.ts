import { afterAll, describe, expect, it } from 'vitest';
import { startRecordedPanoramax } from '../test-support/panoramax-recorded';
import { PanoramaxSource, StreetImageryError } from './panoramax-source';

const recorded = await startRecordedPanoramax();
const failing = await startRecordedPanoramax({ mode: 'failing' });
const silent = await startRecordedPanoramax({ mode: 'silent' });
const redirecting = await startRecordedPanoramax({ mode: 'redirecting' });
afterAll(() =>
  Promise.all([recorded.close(), failing.close(), silent.close(), redirecting.close()]),
);

const CASINO = { lng: 7.42835, lat: 43.73925 };
const FLAT = '5b1e4c1a-3f0e-4d7e-9a51-1c2f0a9d7e02';

describe('the Panoramax adapter', () => {
  it('asks the close box, then the whole radius for a spherical picture, and keeps the answer', async () => {
    const source = new PanoramaxSource({ baseUrl: `${recorded.url}/` });
    const before = recorded.requests.length;
    const first = await source.nearest(CASINO, 100);
    expect(first?.spherical).toBe(true);
    expect(await source.nearest(CASINO, 100)).toEqual(first);
    const boxes = recorded.requests
      .slice(before)
      .map((asked) =>
        (new URL(asked, recorded.url).searchParams.get('bbox') ?? '').split(',').map(Number),
      );
    // 30 m around the place has only the flat picture; 100 m has the spherical one. Kept after.
    expect(boxes).toHaveLength(2);
    for (const [index, radius] of [30, 100].entries()) {
      const [west = 0, south = 0, east = 0, north = 0] = boxes[index] ?? [];
      expect(west).toBeLessThan(CASINO.lng);
      expect(east).toBeGreaterThan(CASINO.lng);
      expect((north - south) * 111_320).toBeCloseTo(2 * radius, -1);
    }
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

  it('an image over the size cap fails, declared or streamed without a length', async () => {
    const source = new PanoramaxSource({ baseUrl: recorded.url, maxImageBytes: 1000 });
    // sd declares its length: refused before a byte is read.
    await expect(source.image(FLAT, 'sd')).rejects.toThrow(/over 1000 bytes/);
    // hd comes without one: the stream stops past the cap.
    const streamed = await source.image(FLAT, 'hd');
    expect(streamed?.length).toBeNull();
    const read = async (): Promise<number> => {
      let bytes = 0;
      for await (const chunk of streamed!.body) bytes += (chunk as Buffer).length;
      return bytes;
    };
    await expect(read()).rejects.toThrow(/over 1000 bytes/);
  });

  it('a redirect to a private network is refused; the whole image comes otherwise', async () => {
    const source = new PanoramaxSource({ baseUrl: redirecting.url });
    await expect(source.image(FLAT, 'sd')).rejects.toThrow(/refused: 10\.0\.0\.1/);
    const image = await new PanoramaxSource({ baseUrl: recorded.url }).image(FLAT, 'hd');
    let bytes = 0;
    for await (const chunk of image!.body) bytes += (chunk as Buffer).length;
    expect(bytes).toBeGreaterThan(50_000);
    expect(image?.contentType).toBe('image/jpeg');
  });
});
