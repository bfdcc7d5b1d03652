/**
 * A town page's path names its commune by name and département (`/plan/saint-barthelemy-38000`,
 * §5's location form): among homonyms it opens that département's, not the most important one.
 */
import { describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../../test-support/monaco-app';
import type { ForwardGeocodeResponse } from '../../../src/domain/search';

const t = monacoAppFixture();

describe('GET /api/geocode/forward on a town page’s words', () => {
  it('opens the town of a page path among homonyms by its département (`NN000`)', async () => {
    const town = async (slugWords: string) =>
      (
        await t.app.inject(`/api/geocode/forward?q=${encodeURIComponent(slugWords)}&subtypes=town`)
      ).json<ForwardGeocodeResponse>().addresses.features[0];
    // Seven communes are named Saint-Barthélemy; the Morbihan's is the most important.
    expect((await town('saint barthelemy 38000'))?.towncode).toBe('38363');
    expect((await town('saint barthelemy 97000'))?.towncode).toBe('97701');
    expect((await town('saint barthelemy 56000'))?.towncode).toBe('56207');
    expect((await town('saint barthelemy'))?.towncode).toBe('56207');
  });
});
