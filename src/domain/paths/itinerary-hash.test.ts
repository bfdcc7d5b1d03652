import { describe, expect, it } from 'vitest';
import { isLegacyNumericHash } from './legacy-hash';
import { itineraryHash, parseItineraryHash, parseStepToken, stepToken } from './itinerary-hash';

const A = { point: { lng: 7.4197, lat: 43.7311 }, label: 'Monaco-Ville' };
const B = { point: { lng: 7.4277, lat: 43.7394 } };

describe('itinerary hash routes (§2)', () => {
  it('writes steps as [label@]lng,lat', () => {
    expect(stepToken(A)).toBe('Monaco-Ville@7.41970,43.73110');
    expect(stepToken({ point: B.point, label: 'Place du Casino / Monte-Carlo' })).toBe(
      'Place%20du%20Casino%20%2F%20Monte-Carlo@7.42770,43.73940',
    );
    expect(parseStepToken('7.42770,43.73940')).toEqual(B);
    expect(parseStepToken('0,0')).toBeUndefined();
    expect(parseStepToken('x@7.4,NaN')).toBeUndefined();
    expect(parseStepToken('%E0%A4%A@7.4,43.7')).toEqual({ point: { lng: 7.4, lat: 43.7 } });
  });

  it('keeps a stop’s name with « & » or « ; » whole through the router’s decoding', () => {
    // TanStack Router decodes the fragment but « %25 »: a stop's name is encoded twice for that.
    const stop = { point: { lng: 7.4241, lat: 43.7336 }, label: 'Tabac & Presse; Café 100 %' };
    const view = {
      screen: 'computing' as const,
      mode: undefined,
      trip: { from: A, to: B, stops: [stop, { point: B.point }] },
    };
    const decoded = itineraryHash(view).replace(/%(?!25)[0-9A-F]{2}/gi, (m) =>
      decodeURIComponent(m),
    );
    expect(parseItineraryHash(decoded)).toEqual(view);
  });

  it('round-trips every screen', () => {
    const trip = { from: A, to: B, stops: [{ point: { lng: 7.4241, lat: 43.7336 } }] };
    const later = { ...trip, when: 'ARRIVAL_LATER' as const, date: '2025-11-21', time: '08:30' };
    const views = [
      { screen: 'home' as const },
      { screen: 'to' as const, to: B },
      { screen: 'from' as const, from: A },
      { screen: 'computing' as const, mode: undefined, trip },
      { screen: 'computing' as const, mode: 'bike' as const, trip: later },
      { screen: 'results' as const, mode: 'car' as const, trip, provider: 'voiture' },
      {
        screen: 'results' as const,
        mode: 'car' as const,
        trip,
        provider: 'voiture',
        routeId: 'voiture-0',
      },
      {
        screen: 'roadbook' as const,
        mode: 'scooter' as const,
        trip,
        provider: 'trottinette',
        routeId: 'trottinette-0',
      },
      {
        screen: 'expense' as const,
        mode: 'car' as const,
        trip: later,
        provider: 'voiture',
        routeId: 'voiture-0',
      },
      { screen: 'options' as const },
      { screen: 'datetime' as const },
    ];
    for (const view of views) {
      const hash = itineraryHash(view);
      const parsed = parseItineraryHash(`#${hash}`);
      expect(parsed, hash).toMatchObject(
        view.screen === 'computing' && !view.mode ? { ...view, mode: undefined } : view,
      );
      expect(isLegacyNumericHash(hash)).toBe(false);
    }
  });

  it('names the spec paths', () => {
    const trip = { from: B, to: B, stops: [] };
    expect(itineraryHash({ screen: 'computing', mode: 'pedestrian', trip })).toBe(
      '/recherche/pieton/7.42770,43.73940/7.42770,43.73940',
    );
    expect(
      itineraryHash({
        screen: 'expense',
        mode: 'car',
        trip,
        provider: 'voiture',
        routeId: 'voiture-0',
      }),
    ).toBe(
      '/voiture/7.42770,43.73940/7.42770,43.73940/voiture/feuille_de_route/voiture-0/note_de_frais',
    );
    expect(itineraryHash({ screen: 'options' })).toBe('/option_de_deplacement');
    expect(itineraryHash({ screen: 'datetime' })).toBe('/date_et_heure');
  });

  it('reads the text of a place in #/vers/{to} (B pre-filled, resolved like typed text)', () => {
    expect(parseItineraryHash('#/vers/Place%20du%20Casino%2C%20Monaco')).toEqual({
      screen: 'to',
      to: { query: 'Place du Casino, Monaco' },
    });
    expect(parseItineraryHash('#/vers/gare-de-rouen-rive-droite')).toEqual({
      screen: 'to',
      to: { query: 'gare de rouen rive droite' },
    });
    expect(itineraryHash({ screen: 'to', to: { query: 'Place du Casino, Monaco' } })).toBe(
      '/vers/Place%20du%20Casino%2C%20Monaco',
    );
    expect(parseItineraryHash('#/vers/%E0%A4%A')).toEqual({ screen: 'unknown' });
  });

  it('does not resolve what is not a route', () => {
    for (const hash of [
      '#/nimporte',
      '#/recherche/1,2',
      '#/helicoptere/7.4,43.7/7.5,43.8/x',
      '#/voiture/7.4,43.7/7.5,43.8/voiture/a/b',
      '#/vers/0,0',
    ])
      expect(parseItineraryHash(hash)).toEqual({ screen: 'unknown' });
  });
});
