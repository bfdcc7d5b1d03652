import { describe, expect, it } from 'vitest';
import { politeDutch } from './dutch-register';

describe('politeDutch', () => {
  it.each([
    ['Je bent op je bestemming aangekomen.', 'U bent op uw bestemming aangekomen.'],
    ['Je zult op je bestemming aankomen.', 'U zult op uw bestemming aankomen.'],
    ['Aangekomen op je bestemming.', 'Aangekomen op uw bestemming.'],
    ['Je bent aangekomen op Casino.', 'U bent aangekomen op Casino.'],
    ['Je zult aankomen op Casino.', 'U zult aankomen op Casino.'],
    ['Je bestemming bevindt zich rechts.', 'Uw bestemming bevindt zich rechts.'],
  ])('says « %s » with u and uw', (informal, polite) => {
    expect(politeDutch(informal)).toBe(polite);
  });

  it('leaves a street whose name holds the letters alone', () => {
    expect(politeDutch('Sla rechtsaf naar Rue Jean-Jaurès.')).toBe(
      'Sla rechtsaf naar Rue Jean-Jaurès.',
    );
  });
});
