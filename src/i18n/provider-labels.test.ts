import { describe, expect, it } from 'vitest';
import { MULTIMODAL_PROVIDERS } from '../domain/itinerary/multimodal-providers';
import { transitFrFR } from './messages/transit';
import { transitEnGB } from './messages/en-gb/transit';
import { transitNlBE } from './messages/nl-be/transit';

describe('the names of the shared bikes and scooters', () => {
  it('are the same on their mode tab and on their results, in every language', () => {
    for (const mode of ['bike_share', 'scooter_share'] as const) {
      const provider = MULTIMODAL_PROVIDERS.find((p) => p.mode === mode);
      const key = `itinerary.mode.${mode}` as const;
      expect(provider?.labels).toEqual({
        fr: transitFrFR[key],
        en: transitEnGB[key],
        nl: transitNlBE[key],
      });
    }
  });
});
