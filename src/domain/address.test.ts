import { describe, expect, it } from 'vitest';
import { areaZoom, isStreetLevel, offersNearbyLists, offersPlacesAround } from './address';

describe('the levels of an address', () => {
  it('offer the lists of the box on a town’s or a district’s page only', () => {
    expect(offersNearbyLists('town')).toBe(true);
    expect(offersNearbyLists('district')).toBe(true);
    for (const level of ['address_point', 'way', 'landmark', 'admin_2', 'country'] as const)
      expect(offersNearbyLists(level), level).toBe(false);
  });

  it('offer the places around a point, not around a département, a region or a country', () => {
    for (const level of ['address_point', 'way', 'landmark', 'hamlet', 'named_place'] as const)
      expect(offersPlacesAround(level), level).toBe(true);
    for (const level of ['town', 'district', 'admin_7', 'admin_2', 'admin_1', 'country'] as const)
      expect(offersPlacesAround(level), level).toBe(false);
  });

  it('tell an address proper from an area, and show an area whole', () => {
    expect(isStreetLevel('address_point')).toBe(true);
    expect(isStreetLevel('district')).toBe(false);
    expect(areaZoom('district')).toBe(13.5);
    expect(areaZoom('way')).toBeUndefined();
  });
});
