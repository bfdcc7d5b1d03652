import { describe, expect, it } from 'vitest';
import { parseRadiusHash, radiusHref, type RadiusView } from './radius-hash';

const hashOf = (href: string): string => href.slice(href.indexOf('#') + 1);

describe('the radius tool’s URL', () => {
  it('keeps the centre, its name, the radius, the mode and the areas, and reads them back', () => {
    const view: RadiusView = {
      center: { lng: 1.09386, lat: 49.44125 },
      label: 'Gros-Horloge, Rouen & co',
      radius: 5000,
      mode: 'velo',
      areas: true,
    };
    const href = radiusHref(view);
    expect(href).toMatch(/^\/outils\/calcul-rayon#\?centre=1\.09386,49\.44125&lieu=/);
    expect(parseRadiusHash(hashOf(href), 10_000)).toEqual(view);
  });

  it('is the bare tool without a centre, and a clicked point has no name', () => {
    expect(radiusHref(null)).toBe('/outils/calcul-rayon');
    const href = radiusHref({
      center: { lng: 7.42, lat: 43.73 },
      label: null,
      radius: 10_000,
      mode: 'marche',
      areas: false,
    });
    expect(href).toBe('/outils/calcul-rayon#?centre=7.42000,43.73000&rayon=10000&mode=marche');
    expect(parseRadiusHash(hashOf(href), 10_000)?.label).toBeNull();
  });

  it('reads only well-formed values', () => {
    expect(parseRadiusHash('', 10_000)).toBeNull();
    expect(parseRadiusHash('?centre=200,43', 10_000)).toBeNull();
    expect(parseRadiusHash('?centre=7.4,95', 10_000)).toBeNull();
    expect(parseRadiusHash('?centre=7.4;43.7', 10_000)).toBeNull();
    const odd = parseRadiusHash(
      `?centre=7.4,43.7&rayon=99999999&mode=avion&zones=oui&lieu=${'x'.repeat(500)}`,
      10_000,
    );
    expect(odd).toEqual({
      center: { lng: 7.4, lat: 43.7 },
      label: 'x'.repeat(200),
      radius: 10_000,
      mode: 'marche',
      areas: false,
    });
    expect(parseRadiusHash('?centre=7.4,43.7&rayon=50', 10_000)?.radius).toBe(10_000);
  });
});
