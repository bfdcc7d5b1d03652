/** The leg strip of a card shows only what the card does not already say (core journey). */
import { describe, expect, it } from 'vitest';
import type { RouteLeg } from '../../domain/itinerary/types';
import { showsLegStrip } from './transit-summary';

const leg = (mode: RouteLeg['mode']): RouteLeg => ({
  mode,
  from: 0,
  to: 1,
  time: { value: 240, label: '4 min' },
  length: { value: 2700, label: '2,7 km' },
});

describe('showsLegStrip', () => {
  it('hides a lone taxi ride, whose mode and minutes the card already gives', () => {
    expect(showsLegStrip([leg('taxi')])).toBe(false);
    expect(showsLegStrip([leg('taxi'), leg('taxi')])).toBe(false);
  });

  it('shows a trip aboard a vehicle, even a single one', () => {
    expect(showsLegStrip([leg('bus')])).toBe(true);
    expect(showsLegStrip([leg('walk'), leg('tram'), leg('walk')])).toBe(true);
  });

  it('shows ways of travel mixed without a vehicle', () => {
    expect(showsLegStrip([leg('walk'), leg('bike'), leg('walk')])).toBe(true);
  });
});
