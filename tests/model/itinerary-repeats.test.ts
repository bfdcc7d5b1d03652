import { describe, expect, it } from 'vitest';
import { initialContext, receiveOptional } from '../../src/machines/itinerary-actions';
import type { ItineraryContext } from '../../src/machines/itinerary-types';
import { fakeRoute, TRANSPORTS } from './itinerary-fixtures';

/** Results with the fastest car's two routes, the shortest asked (its placeholder chosen). */
function results(): ItineraryContext {
  const providers = TRANSPORTS.transport_modes.flatMap((m) => m.providers);
  return {
    ...initialContext({ lang: 'fr' }),
    providers,
    routes: [
      fakeRoute('voiture', 0),
      { ...fakeRoute('voiture', 1), length: { value: 2500, label: '' } },
    ],
    currentProvider: 'voiture-courte',
    currentRouteId: null,
  };
}

describe('an optional provider whose route repeats another', () => {
  it('is not listed, alternatives included; the route it repeats is selected', () => {
    const c = results();
    const { time, length } = fakeRoute('voiture');
    const other = { ...fakeRoute('voiture-courte', 1), length: { value: 1234, label: '' } };
    const update = receiveOptional(
      c,
      { routes: [{ ...fakeRoute('voiture-courte', 0), time, length }, other] },
      ['voiture-courte'],
    );
    expect(update.routes?.map((r) => r.routeId)).toEqual(['voiture-0', 'voiture-1']);
    expect(update.sameRoutes).toEqual({ 'voiture-courte': 'voiture' });
    expect([update.currentProvider, update.currentRouteId]).toEqual(['voiture', 'voiture-0']);
    expect(update.placeholders).not.toContain('voiture-courte');
  });

  it('is listed when its first route matches only another provider’s alternative', () => {
    const c = results();
    const { time, length } = c.routes[1]!;
    const update = receiveOptional(
      c,
      { routes: [{ ...fakeRoute('voiture-courte', 0), time, length }] },
      ['voiture-courte'],
    );
    expect(update.routes?.map((r) => r.routeId)).toContain('voiture-courte-0');
    expect(update.sameRoutes).toEqual({});
    expect(update.currentProvider).toBe('voiture-courte');
  });
});
