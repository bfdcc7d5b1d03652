/** The address a place is kept under as a favourite. */
import { describe, expect, it } from 'vitest';
import { favoriteAddressOf, favoriteHref, keptAddress, keptNameBeside, keptPoi } from './favorites';

describe('favoriteAddressOf', () => {
  it('does not write the street twice when the address line names it', () => {
    expect(
      favoriteAddressOf({
        label: 'Musée Océanographique, Monaco',
        way: 'Avenue Saint-Martin',
        addressLabel: 'Avenue Saint-Martin, 98000 Monaco',
      }),
    ).toBe('Avenue Saint-Martin, 98000 Monaco');
  });

  it('puts the street before a line of postcode and town, and names the place without a street', () => {
    expect(
      favoriteAddressOf({
        label: 'Casino, Monaco',
        way: 'Boulevard Albert 1er',
        addressLabel: '98000 Monaco',
      }),
    ).toBe('Boulevard Albert 1er, 98000 Monaco');
    expect(favoriteAddressOf({ label: 'Petit Casino, Monaco', addressLabel: '98000 Monaco' })).toBe(
      'Petit Casino, Monaco',
    );
  });
});

describe('a favourite on the map', () => {
  const favorite = {
    uuid: 'u1',
    type: 'other' as const,
    label: 'Le casino',
    address: 'Place du Casino, 98000 Monaco',
    poiId: 'osm-n123',
    lng: 7.42,
    lat: 43.74,
    pollutionClassId: null,
  };

  it('opens its POI page when it was added from a POI, else its address page', () => {
    expect(favoriteHref(favorite)).toBe('/poi/osm-n123');
    expect(favoriteHref({ ...favorite, poiId: null })).toBe(
      '/plan#/place-du-casino-98000-monaco?point=7.42000,43.74000',
    );
  });

  it('is known kept by its POI, as home, work or another place', () => {
    const book = { home: null, work: { ...favorite, type: 'work' as const }, others: [] };
    expect(keptPoi(book, 'osm-n123')).toBe(book.work);
    expect(keptPoi(book, 'osm-n999')).toBeUndefined();
    expect(keptPoi({ home: null, work: null, others: [] }, 'osm-n123')).toBeUndefined();
  });

  it('knows an address kept by its label when it came from no POI', () => {
    const address = { ...favorite, poiId: null };
    const book = { home: null, work: null, others: [address] };
    expect(keptAddress(book, address.address)).toBe(address);
    expect(keptAddress(book, 'Boulevard des Moulins, 98000 Monaco')).toBeUndefined();
    // The same address kept from a POI is that POI's, not the address's.
    expect(
      keptAddress({ home: null, work: null, others: [favorite] }, favorite.address),
    ).toBeUndefined();
  });

  it('gives the kept favourite, whose own name the card shows when the user gave another', () => {
    const mamie = { ...favorite, label: 'Chez Mamie' };
    expect(keptPoi({ home: null, work: null, others: [mamie] }, 'osm-n123')).toBe(mamie);
    expect(keptNameBeside(mamie, 'Place du Casino')).toBe('Chez Mamie');
    // The place's own name, whatever its case or spaces, adds nothing; nor does an empty one.
    expect(keptNameBeside({ label: ' place du casino ' }, 'Place du Casino')).toBeNull();
    expect(keptNameBeside({ label: '  ' }, 'Place du Casino')).toBeNull();
  });
});
