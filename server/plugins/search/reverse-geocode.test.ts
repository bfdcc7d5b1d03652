/**
 * GET /api/geocode/reverse on the real Monaco artefacts: the nearest address point, then the
 * nearest named street, then a POI, then « Point sur la carte » with its coordinates; a road
 * without a name never names a point (issue 10, point 4).
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/domain/address';
import type { ReverseGeocodeResponse } from '../../../src/domain/search';
import { REVERSE_RADII } from '../../search/reverse';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function reverse(lng: number, lat: number, locale?: string): Promise<Address[]> {
  const query = { x: String(lng), y: String(lat), ...(locale ? { locale } : {}) };
  const res = await t.app.inject({ url: '/api/geocode/reverse', query });
  expect(res.statusCode).toBe(200);
  return res.json<ReverseGeocodeResponse>().addresses;
}

function metres(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const x = (a.lng - b.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(x, (a.lat - b.lat) * 110_540);
}

describe('reverse geocoding of a point on the map', () => {
  it('gives two different points of Monaco two different, real names', async () => {
    const [palace] = await reverse(7.4197, 43.7311);
    const [casino] = await reverse(7.4277, 43.7394);
    // Above the Rocher's road tunnels: the street on the surface, not « Tunnel Rocher Palais ».
    expect(palace).toMatchObject({
      label: 'Place du Palais, 98000 Monaco',
      geocode_level: 'way',
      countryCode: '492',
    });
    expect(casino).toMatchObject({ label: 'Place du Casino, 98000 Monaco', geocode_level: 'way' });
  });

  it('prefers the address point within 40 m', async () => {
    const [address] = await reverse(7.42839, 43.74331);
    expect(address).toMatchObject({
      label: '27 Boulevard des Moulins, 98000 Monaco',
      geocode_level: 'address_point',
    });
    expect(metres(address!.coordinates, { lng: 7.42839, lat: 43.74331 })).toBeLessThanOrEqual(
      REVERSE_RADII.address,
    );
  });

  it('names a point on a road without a name after the named street nearby', async () => {
    // The middle of an unnamed footway beside the Boulevard du Jardin Exotique.
    const [first] = await reverse(7.4135817, 43.73151265);
    expect(first).toMatchObject({
      label: 'Boulevard du Jardin Exotique, 98000 Monaco',
      geocode_level: 'way',
    });
    // The street's point is the clicked point projected on it.
    expect(metres(first!.coordinates, { lng: 7.4135817, lat: 43.73151265 })).toBeLessThan(
      REVERSE_RADII.street,
    );
  });

  it('names a point far from streets after the POI within 50 m', async () => {
    // On the heliport's apron, 20 m from its helipad « 4 » (aeroway=helipad, name=4): a number
    // alone names no point (it would read as a house number), the heliport does.
    const [first] = await reverse(7.4201, 43.7259);
    expect(first).toMatchObject({
      label: 'Héliport de Monaco, 98000 Monaco',
      geocode_level: 'landmark',
    });
  });

  it('calls a point with no name near « Point sur la carte » with its coordinates and town', async () => {
    const addresses = await reverse(7.433, 43.729);
    expect(addresses[0]).toMatchObject({
      label: 'Point sur la carte (43,72900, 7,43300), 98000 Monaco',
      split_label: ['Point sur la carte (43,72900, 7,43300)', '98000 Monaco'],
      geocode_level: 'unnamed_road',
      coordinates: { lng: 7.433, lat: 43.729 },
      town: 'Monaco',
      postcode: '98000',
      countryCode: '492',
    });
    expect(addresses[1]).toMatchObject({ name: 'Monaco', geocode_level: 'town' });
    expect((await reverse(7.433, 43.729, 'en-GB'))[0]?.name).toBe(
      'Point on the map (43.72900, 7.43300)',
    );
    expect((await reverse(7.433, 43.729, 'nl-BE'))[0]?.name).toBe(
      'Punt op de kaart (43,72900, 7,43300)',
    );
  });

  it('never names a point after a town whose position is estimated', async () => {
    // Castellar, Castillon, Fontan, Moulinet, Saorge and La Brigue have no position of their own:
    // all six stand at their intercommunalité's centre (7.4745, 43.8355), 20 km apart in truth.
    const stacked = ['Castellar', 'Castillon', 'Fontan', 'Moulinet', 'Saorge', 'La Brigue'];
    const addresses = await reverse(7.4745, 43.835);
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) expect(stacked).not.toContain(a.town);
    // The town given with the point is the nearest placed one, not none.
    expect(addresses[1]?.geocode_level).toBe('town');
    // They are still found by name, and said to be placed roughly; a town placed where it is not.
    const town = async (q: string) => {
      const res = await t.app.inject({ url: '/api/suggest', query: { q } });
      const body = res.json<{ suggestions: { result: { address?: Address } }[] }>();
      return body.suggestions.map((s) => s.result.address).find((a) => a?.geocode_level === 'town');
    };
    expect(await town('saorge')).toMatchObject({ name: 'Saorge', estimated_position: true });
    const beausoleil = await town('beausoleil');
    expect(beausoleil?.name).toBe('Beausoleil');
    expect(beausoleil?.estimated_position).toBeUndefined();
  });

  it('never answers « Voie sans nom » over a grid of Monaco', async () => {
    const labels = new Set<string>();
    for (let x = 7.41; x <= 7.435; x += 0.0025) {
      for (let y = 43.728; y <= 43.75; y += 0.0025) {
        const [first] = await reverse(x, y);
        expect(first?.name).not.toMatch(/Voie sans nom/);
        if (first) labels.add(first.label);
      }
    }
    // Real names: most points of the grid are named differently.
    expect(labels.size).toBeGreaterThan(50);
  });
});
