import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { Address } from '../../../src/domain/address';
import type {
  ForwardGeocodeResponse,
  SearchResponse,
  SuggestResponse,
} from '../../../src/domain/search';

const t = monacoAppFixture();

async function firstAddress(q: string): Promise<Address> {
  const res = await t.app.inject({ url: '/api/search', query: { q } });
  expect(res.statusCode).toBe(200);
  const first = res.json<SearchResponse>().addresses[0];
  expect(first, q).toBeDefined();
  return first!;
}

async function suggestedLabels(q: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/suggest', query: { q } });
  return res.json<SuggestResponse>().suggestions.map((x) => x.label);
}

describe('arrondissements and towns of several postcodes', () => {
  it('finds an arrondissement by its number or postcode, and a town by the postcode typed', async () => {
    // GeoNames places Marseille's; Lyon's and Paris's are placed from the fuel stations of
    // their postcodes (national file).
    expect(await firstAddress('Marseille 1er')).toMatchObject({
      name: 'Marseille 1er Arrondissement',
      split_label: ['Marseille 1er Arrondissement', '13001 Marseille'],
      geocode_level: 'district',
      postcode: '13001',
      town: 'Marseille',
      coordinates: { lng: 5.38407, lat: 43.29814 },
    });
    expect((await firstAddress('Lyon 3ème')).name).toBe('Lyon 3e Arrondissement');
    const eleventh = await firstAddress('75011');
    expect(eleventh.name).toBe('Paris 11e Arrondissement');
    // Inside the 11e (République–Nation–Bastille).
    expect(eleventh.coordinates.lng).toBeGreaterThan(2.36);
    expect(eleventh.coordinates.lng).toBeLessThan(2.41);
    expect(eleventh.coordinates.lat).toBeGreaterThan(48.85);
    expect(eleventh.coordinates.lat).toBeLessThan(48.871);
    // An arrondissement with no point known finds its town, not nothing.
    expect((await firstAddress('Lyon 6e')).name).toBe('Lyon');
    // Paris is not « 75001 Paris »; with 75011 typed, it is shown with it.
    expect((await firstAddress('Paris')).split_label).toEqual(['Paris', 'Île-de-France']);
    const res = await t.app.inject({ url: '/api/suggest', query: { q: '75011' } });
    const labels = res.json<SuggestResponse>().suggestions.map((x) => x.label);
    expect(labels.slice(0, 2)).toEqual([
      'Paris 11e Arrondissement, 75011 Paris',
      'Paris, 75011 Paris',
    ]);
    // Its first postcode is the one its page's address carries: read back from it (« grenoble
    // 38000 »), a town looks as it did when chosen.
    const page = await t.app.inject({
      url: '/api/geocode/forward',
      query: { q: 'grenoble 38000', subtypes: 'town' },
    });
    const town = page.json<ForwardGeocodeResponse>().addresses.features[0];
    expect(town?.split_label).toEqual(['Grenoble', 'Isère']);
    expect(await suggestedLabels('38000')).toContain('Grenoble, Isère');
    expect(await suggestedLabels('38100')).toContain('Grenoble, 38100 Isère');
  });
});
