import { describe, expect, it } from 'vitest';
import type { TransitAgency } from '../../src/domain/transit/journey';
import { operatorLinks } from './trip-route';
import type { PlannedLeg, PlannedTrip } from './types';

const place = { name: 'Arrêt', lng: 3.88, lat: 43.61, time: '2026-01-15T08:00' };

function leg(mode: PlannedLeg['mode'], agency?: TransitAgency): PlannedLeg {
  const line = {
    ref: 'A',
    name: 'Ligne A',
    colour: '#005CA9',
    textColour: '#FFFFFF',
    vehicle: 'tram' as const,
    ...(agency ? { agency } : {}),
  };
  return {
    mode,
    from: place,
    to: place,
    seconds: 600,
    metres: 3000,
    geometry: [],
    co2Grams: 0,
    step: 0,
    ...(mode === 'walk' ? {} : { line }),
  };
}

function trip(legs: PlannedLeg[]): PlannedTrip {
  const times = { departure: '2026-01-15T08:00', arrival: '2026-01-15T08:30' };
  return { legs, ...times, seconds: 1800, transfers: 0, price: null };
}

const TAM = {
  name: 'TAM',
  url: 'http://www.tam-voyages.com/',
  fareUrl: 'https://boutique.tam-voyages.com/',
};

describe('the operator links of a trip (§3 cta_links, more_trips_links)', () => {
  it("links the first ride's agency: its site, and its ticket page as the call to action", () => {
    const other = {
      name: 'Hérault Transport',
      url: 'https://www.herault-transport.fr/',
      fareUrl: null,
    };
    const links = operatorLinks(trip([leg('walk'), leg('tram', TAM), leg('bus', other)]), 'fr');
    expect(links.provider).toEqual({
      more_trips_links: { desktop: TAM.url, mobile: TAM.url },
      more_trips_label: 'Horaires et trajets sur le site de l’exploitant (TAM)',
    });
    expect(links.route).toEqual({
      cta_links: { desktop: TAM.fareUrl, mobile: TAM.fareUrl },
      cta_label: 'Acheter un billet (TAM)',
    });
    expect(operatorLinks(trip([leg('tram', TAM)]), 'nl').route.cta_label).toBe(
      'Een ticket kopen (TAM)',
    );
  });

  it('gives no call to action without a ticket page, and nothing without an agency', () => {
    const cam = { name: 'CAM', url: 'http://www.cam.mc/', fareUrl: null };
    const links = operatorLinks(trip([leg('bus', cam)]), 'en');
    expect(links.provider.more_trips_label).toBe('Timetables and trips on the CAM website');
    expect(links.route).toEqual({});
    expect(operatorLinks(trip([leg('walk'), leg('bus')]), 'fr')).toEqual({
      provider: {},
      route: {},
    });
  });
});
