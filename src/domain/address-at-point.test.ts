import { describe, expect, it } from 'vitest';
import type { Address, GeocodeLevel } from './address';
import { addressAtPoint } from './address-at-point';

function place(label: string, level: GeocodeLevel, extra: Partial<Address> = {}): Address {
  const name = label.split(',')[0] ?? label;
  return {
    type: 'address',
    name,
    label,
    split_label: [name, '98000 Monaco'],
    countryCode: 'MC',
    countryLabel: 'Monaco',
    geocode_level: level,
    coordinates: { lng: 7.4, lat: 43.7 },
    ...extra,
  };
}

const point = { lng: 7.42864, lat: 43.73989 };
const street = place('Allée François Blanc, 98000 Monaco', 'way', {
  bbox: [7.428, 43.739, 7.43, 43.741],
});
const landmark = place('François Blanc, 98000 Monaco', 'landmark');
const town = place('Monaco, 98000 Monaco', 'town', { bbox: [7.4, 43.72, 7.44, 43.75] });

describe('the address of a page that knows its point', () => {
  it('is the place labelled as the page, at the point kept, not the nearer landmark', () => {
    const shown = addressAtPoint({
      slug: 'allee-francois-blanc-98000-monaco',
      point,
      named: [town, street],
      here: [landmark, town],
    });
    expect(shown?.label).toBe(street.label);
    expect(shown?.coordinates).toEqual(point);
    expect(shown?.bbox).toEqual(street.bbox);
  });

  it('is what names the point when no place bears the label, its box dropped if away', () => {
    const far = place('Port Hercule, 98000 Monaco', 'landmark', {
      bbox: [7.41, 43.72, 7.42, 43.73],
    });
    const shown = addressAtPoint({
      slug: 'rue-disparue-98000-monaco',
      point,
      named: [far],
      here: [landmark],
    });
    expect(shown?.label).toBe(landmark.label);
    const alone = addressAtPoint({
      slug: 'rue-disparue-98000-monaco',
      point,
      named: [far],
      here: [],
    });
    expect(alone?.label).toBe(far.label);
    expect(alone?.bbox).toBeUndefined();
    expect(alone?.coordinates).toEqual(point);
  });

  it('is nothing when nothing was found', () => {
    expect(addressAtPoint({ slug: 'x', point, named: [], here: [] })).toBeNull();
  });
});
