/** §4: the roadbook opens only for a route that has a details or roadbook link. */
import { describe, expect, it } from 'vitest';
import { offersRoadbook } from './types';

describe('offersRoadbook', () => {
  it('needs a details link or a roadbook link', () => {
    expect(offersRoadbook({ details_link: '/itineraire#/…', roadbook_link: '' })).toBe(true);
    expect(offersRoadbook({ details_link: '', roadbook_link: '/api/multipath/roadbook?…' })).toBe(
      true,
    );
    expect(offersRoadbook({ details_link: '', roadbook_link: '' })).toBe(false);
  });
});
