import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/translate';
import { initialContext, miscUpdates } from './itinerary-actions';

describe('the itinerary in another language', () => {
  it('renames the steps at the visitor’s position, not the places picked', async () => {
    // The locale's texts are there before it is the interface's (locale-machine.ts).
    await Promise.all([loadMessages('en-GB'), loadMessages('nl-BE')]);
    const context = initialContext({ lang: 'fr-FR' });
    const [departure, arrival] = context.steps;
    if (!departure || !arrival) throw new Error('a new itinerary has a departure and an arrival');
    const steps = [
      {
        ...departure,
        coordinates: { lng: 7.42, lat: 43.73 },
        label: 'Ma position',
        from: 'geolocation' as const,
      },
      {
        ...arrival,
        coordinates: { lng: 7.43, lat: 43.74 },
        label: 'Place du Casino',
        from: 'search' as const,
      },
    ];
    const english = miscUpdates.lang({ ...context, steps }, { type: 'lang.set', lang: 'en-GB' });
    expect(english.lang).toBe('en-GB');
    expect(english.steps?.map((s) => s.label)).toEqual(['My location', 'Place du Casino']);
    const dutch = miscUpdates.lang({ ...context, steps }, { type: 'lang.set', lang: 'nl-BE' });
    expect(dutch.steps?.[0]?.label).toBe('Mijn locatie');
    expect(dutch.steps?.[1]).toBe(steps[1]);
  });
});
