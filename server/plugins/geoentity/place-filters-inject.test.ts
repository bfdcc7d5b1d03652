/**
 * The filters read from the places themselves, through the API on the Monaco artefacts: a hotel's
 * stars and its Wi-Fi (OSM tags), a fuel's highest price per litre (the national file).
 */
import { describe, expect, it } from 'vitest';
import { poiFuel, type ApplicationsResponse } from '../../../src/domain/geoentity';
import { monacoAppFixture } from '../../test-support/monaco-app';

const AROUND_MONACO = '7.385,43.715,7.445,43.760';
const t = monacoAppFixture();

async function list(path: string, filters = '', max = 50): Promise<ApplicationsResponse> {
  const query = `bbox=${AROUND_MONACO}&max=${max}${filters ? `&filters=${encodeURIComponent(filters)}` : ''}`;
  const res = await t.app.inject(`/api/geoentity/applications/${path}?${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json<ApplicationsResponse>();
}

describe('GET /api/geoentity/applications/{ids} with the filters of the places', () => {
  it('filters the hotels by their stars (each kept one has enough) and by Wi-Fi (fewer kept)', async () => {
    const all = await list('hotels');
    const stars = all.filters.find((f) => f.id === 'stars');
    expect(stars).toMatchObject({ type: 'numberpicker', min: 1, max: 5, step: 1, value: '' });
    const four = await list('hotels', 'stars:4');
    expect(four.pois.length).toBeGreaterThan(0);
    expect(four.pois.length).toBeLessThan(all.pois.length);
    expect(four.pois.every((p) => (p.additionalInfo.rating ?? 0) >= 4)).toBe(true);
    expect(four.filters.find((f) => f.id === 'stars')?.value).toBe('4');
    const wifi = await list('hotels', 'services:wifi');
    expect(wifi.pois.length).toBeGreaterThan(0);
    expect(wifi.pois.length).toBeLessThan(all.pois.length);
    expect(wifi.filters.find((f) => f.id === 'services')?.value).toBe('wifi');
  });

  it('keeps the stations whose litre of the fuel chosen is at most the price asked', async () => {
    const all = await list('carburants', 'currentFuel:B7');
    const slider = all.filters.find((f) => f.id === 'maxPrice');
    expect(slider?.min).toBeLessThan(slider?.max ?? 0);
    const cap = ((slider?.min ?? 0) + (slider?.max ?? 0)) / 2;
    const cheap = await list('carburants', `currentFuel:B7,maxPrice:${cap.toFixed(2)}`);
    expect(cheap.pois.length).toBeGreaterThan(0);
    expect(cheap.pois.length).toBeLessThan(all.pois.length);
    for (const poi of cheap.pois) expect(poiFuel(poi, 'B7')?.price).toBeLessThanOrEqual(cap);
  });

  it('offers the same price range once a cap is set (the cap reads more stations, not its range)', async () => {
    const range = (r: ApplicationsResponse) => {
      const slider = r.filters.find((f) => f.id === 'maxPrice');
      return [slider?.min, slider?.max];
    };
    const all = await list('carburants', 'currentFuel:B7', 5);
    const [min = 0, max = 0] = range(all);
    expect(min).toBeLessThan(max);
    const capped = await list('carburants', `currentFuel:B7,maxPrice:${max.toFixed(2)}`, 5);
    expect(range(capped)).toEqual([min, max]);
  });
});
