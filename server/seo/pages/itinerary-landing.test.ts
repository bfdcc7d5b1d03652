import { describe, expect, it } from 'vitest';
import type { SeoCommune } from '../communes';
import { itineraryLandingPage } from './itinerary-landing';
import { isThingToDo } from './itinerary-landing-routes';

const town = (name: string, insee: string): SeoCommune =>
  ({
    insee,
    name,
    href: `/plan/${name.toLowerCase()}-${insee}`,
    point: null,
    departmentName: null,
    departmentCode: null,
    population: 1,
  }) as unknown as SeoCommune;

describe('the itinerary landing’s « Que faire »', () => {
  it('offers leisure, places to stay and to eat out; not stations, pharmacies or car parks', () => {
    expect(
      ['musee', 'monument', 'hotel', 'camping', 'restaurant', 'cafe-bar'].every(isThingToDo),
    ).toBe(true);
    expect(
      [
        'gare',
        'arret-de-bus',
        'station-service',
        'pharmacie',
        'hopital',
        'parking',
        'supermarche',
      ].some(isThingToDo),
    ).toBe(false);
  });

  it('names each activity in the page’s language, its link keeping it', () => {
    const input = {
      path: '/itineraire/rouen/paris',
      mode: 'car' as const,
      from: town('Rouen', '76540'),
      to: town('Paris', '75056'),
      straightMetres: 112_000,
      trip: null,
      activities: {
        from: [],
        to: [{ rubricId: 'musee', count: 12, href: '/activite/musee/paris' }],
      },
    };
    const french = itineraryLandingPage(input, 'fr-FR');
    const dutch = itineraryLandingPage(input, 'nl-BE');
    const block = (page: typeof french) =>
      page.blocks.find((b) => b.kind === 'links' && /Paris$/.test(b.title));
    expect(block(french)).toMatchObject({
      title: 'Que faire à Paris',
      links: [{ label: 'Musées', href: '/activite/musee/paris', detail: '12 musées' }],
    });
    expect(block(dutch)).toMatchObject({
      title: 'Wat te doen in Paris',
      links: [{ href: '/activite/musee/paris?locale=nl-BE', detail: '12' }],
    });
  });
});
