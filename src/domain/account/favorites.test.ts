/** The address a place is kept under as a favourite. */
import { describe, expect, it } from 'vitest';
import { favoriteAddressOf } from './favorites';

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
