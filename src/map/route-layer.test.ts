import { describe, expect, it } from 'vitest';
import { areaZoom } from '../domain/address';
import { lonePlaced } from './route-layer';

describe('the place of a step just chosen', () => {
  const step = (id: string, lng?: number) => ({
    id,
    label: '',
    coordinates: lng === undefined ? null : { lng, lat: 43.73 },
  });

  it('is the only located step when it was just chosen or moved', () => {
    const empty = [step('departure'), step('arrival')];
    const picked = [step('departure', 7.42), step('arrival')];
    expect(lonePlaced(empty, picked)).toEqual({ lng: 7.42, lat: 43.73 });
    expect(lonePlaced(picked, [step('departure', 7.43), step('arrival')])).toEqual({
      lng: 7.43,
      lat: 43.73,
    });
  });

  it('is none when it did not move, or when both ends are known (the trip is framed)', () => {
    const picked = [step('departure', 7.42), step('arrival')];
    expect(lonePlaced(picked, [step('departure', 7.42), step('arrival')])).toBeNull();
    // Named by the geocoder, moved to its address point a few metres away: no new place.
    expect(lonePlaced(picked, [step('departure', 7.4202), step('arrival')])).toBeNull();
    expect(lonePlaced(picked, [step('departure', 7.42), step('arrival', 7.41)])).toBeNull();
    expect(lonePlaced(picked, [step('departure'), step('arrival')])).toBeNull();
    // The layer shown again: nothing was chosen now.
    expect(lonePlaced(null, picked)).toBeNull();
  });

  it('carries its level: a town is shown whole, an address at street level', () => {
    const town = { ...step('departure', 7.26), geocode_level: 'town' as const };
    const placed = lonePlaced([step('departure'), step('arrival')], [town, step('arrival')]);
    expect(placed?.level).toBe('town');
    expect(areaZoom(placed?.level)).toBe(12);
    expect(areaZoom('admin_7')).toBeLessThan(areaZoom('district')!);
    expect(areaZoom('address_point')).toBeUndefined();
    expect(areaZoom(undefined)).toBeUndefined();
  });
});
