import { describe, expect, it } from 'vitest';
import { isLegacyNumericHash } from './legacy-hash';

describe('legacy numeric hash', () => {
  it.each(['#/4/46.5/2.3', '/4/46.5/2.3', '#/123456', '#/12,5/-1.25/48.8', '#5', '#/-0.5'])(
    'matches %s',
    (hash) => {
      expect(isLegacyNumericHash(hash)).toBe(true);
    },
  );

  it.each(['', '#', '#/', '#/suggestion', '#/modale/42', '#/vers/Paris', '#/4/46.5/2.3x', '#/ 4'])(
    'does not match %s',
    (hash) => {
      expect(isLegacyNumericHash(hash)).toBe(false);
    },
  );
});
