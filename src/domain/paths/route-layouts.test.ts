import { describe, expect, it } from 'vitest';
import { APP_ROUTES, ITINERARY_ROUTES } from './route-names';
import { APP_ROUTE_LAYOUTS, HEADER_HEIGHTS, ITINERARY_ROUTE_LAYOUTS } from './route-layouts';

describe('the screens’ layouts (§2)', () => {
  it('names one for every route of both tables, and none else', () => {
    expect(Object.keys(APP_ROUTE_LAYOUTS).sort()).toEqual(Object.keys(APP_ROUTES).sort());
    expect(Object.keys(ITINERARY_ROUTE_LAYOUTS).sort()).toEqual(
      Object.keys(ITINERARY_ROUTES).sort(),
    );
  });

  it('gives the map its smallest header, a list a low one, a place on a list one that grows', () => {
    expect(APP_ROUTE_LAYOUTS.HOME).toEqual({ layout: 'map-only', header: 'min' });
    expect(APP_ROUTE_LAYOUTS.SEARCH).toEqual({ layout: 'detail', header: 'low' });
    expect(APP_ROUTE_LAYOUTS.GEOENTITY_ON_SEARCH).toEqual({
      layout: 'geoentity',
      header: 'low_scrolled_high',
    });
    expect(APP_ROUTE_LAYOUTS.GEOENTITY).toEqual({ layout: 'geoentity', header: 'high' });
    expect(APP_ROUTE_LAYOUTS['360_VIEW_FULLSCREEN'].layout).toBe('panorama');
  });

  it('keeps the itinerary at the smallest header, its roadbook in a layout of its own', () => {
    for (const layout of Object.values(ITINERARY_ROUTE_LAYOUTS)) expect(layout.header).toBe('min');
    expect(ITINERARY_ROUTE_LAYOUTS.ROADBOOK.layout).toBe('roadbook');
    expect(ITINERARY_ROUTE_LAYOUTS.EXPENSE_REPORT.layout).toBe('roadbook');
  });

  it('measures the modes as §9 does', () => {
    expect(HEADER_HEIGHTS).toEqual({ min: 60, low: 170, high: 250 });
  });
});
