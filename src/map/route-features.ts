/**
 * What the itinerary draws of its routes, as Google Maps does: the selected route in its
 * provider's colour, and the other routes of the same provider (its alternatives) in grey
 * underneath, each selected by a click on its line. The other modes' routes are listed in the
 * panel, not drawn: a map of thirteen lines of as many colours had no legend to read it by.
 */
import type * as MapLibre from 'maplibre-gl';
import type { Feature, FeatureCollection } from 'geojson';
import { routePointAtStep } from '../domain/itinerary/approaches';
import { filledSteps } from '../domain/itinerary/steps';
import { haversineMetres, type LngLat } from '../domain/geo';
import type { ItineraryRoute } from '../domain/itinerary/types';
import type { ItineraryContext } from '../machines/itinerary-types';
import { selectedRoute } from '../machines/itinerary-logic';
import { hitBox } from '../domain/map-constants';
import { isTouchScreen } from './map-extensions';

/**
 * The colour of an alternative route's line: a pale blue-grey inside a dark outline
 * (`ALTERNATIVE_CASING`), so that it reads as a route to choose and not as one more grey road.
 */
export const ALTERNATIVE_COLOR = '#bccade';

/** The outline of an alternative route's line. */
export const ALTERNATIVE_CASING = '#5d6b82';

/** The routes drawn: the selected one and its provider's other routes, the selected one last. */
export function drawnRoutes(context: ItineraryContext): ItineraryRoute[] {
  const selected = selectedRoute(context);
  if (!selected) return [];
  const alternatives = context.routes.filter(
    (r) => r.provider.id === selected.provider.id && r.routeId !== selected.routeId,
  );
  return [...alternatives, selected];
}

/** Farther than this from where its route starts, passes or ends, a step is joined to it, m. */
export const JOIN_METRES = 20;

/** The colour of the dots joining a step to a route that passes far from it. */
export const APPROACH_COLOR = '#5f6b7a';

/**
 * Where `route` meets step `i` of `count`: its first point, its last, or the end of a leg when
 * its sections are its legs (a public-transport route's sections are its rides and walks).
 */
function meetingPoint(route: ItineraryRoute, i: number, count: number): LngLat | undefined {
  if (i === count - 1 && i > 0) {
    const [lng, lat] = route.sections.at(-1)?.geometry.coordinates.at(-1) ?? [];
    return lng === undefined || lat === undefined ? undefined : { lng, lat };
  }
  return i === 0 || route.sections.length === count - 1 ? routePointAtStep(route, i) : undefined;
}

/**
 * Dotted lines (the walk layers') from each step the selected route does not start, pass or end
 * at to where it does: the route of a station outside the map starts 476 m away, a bike route
 * from a pedestrian street 100 m away, and the pin is joined to it as Google Maps does. The card
 * says how far only past `APPROACH_METRES` (the server's `approaches`).
 */
export function approachFeatures(context: ItineraryContext, route: ItineraryRoute): Feature[] {
  // The steps the route was asked for, in its order (its legs' ends).
  const located = filledSteps(context.steps).flatMap((s) => (s.coordinates ? [s.coordinates] : []));
  return located.flatMap((from, i) => {
    const to = meetingPoint(route, i, located.length);
    if (!to || haversineMetres(from, to) <= JOIN_METRES) return [];
    return [
      {
        type: 'Feature' as const,
        geometry: {
          type: 'LineString' as const,
          coordinates: [
            [from.lng, from.lat],
            [to.lng, to.lat],
          ],
        },
        properties: {
          walk: true,
          approach: true,
          color: APPROACH_COLOR,
          routeId: route.routeId,
          selected: true,
        },
      },
    ];
  });
}

/** The drawn routes as one feature collection, each section marked selected or not. */
export function routeFeatures(context: ItineraryContext): FeatureCollection {
  const routes = drawnRoutes(context);
  const current = routes.at(-1);
  const selected = current?.routeId;
  return {
    type: 'FeatureCollection',
    features: [
      ...(current ? approachFeatures(context, current) : []),
      ...routes.flatMap((route) =>
        route.sections.map((s) => {
          const chosen = route.routeId === selected;
          return {
            type: 'Feature' as const,
            geometry: s.geometry,
            properties: {
              ...s.properties,
              color: chosen ? s.properties.color : ALTERNATIVE_COLOR,
              routeId: route.routeId,
              selected: chosen,
            },
          };
        }),
      ),
    ],
  };
}

/**
 * The id of the alternative route whose line is under a click (within the spec's hit-box), or
 * null: a click on the selected route or beside the lines is the map's.
 */
export function alternativeAt(
  map: MapLibre.Map,
  point: MapLibre.Point,
  layer: string,
): string | null {
  if (!map.getLayer(layer)) return null;
  const hits = map.queryRenderedFeatures(hitBox(point, isTouchScreen()), { layers: [layer] });
  if (hits.some((f) => f.properties.selected === true)) return null;
  const routeId: unknown = hits[0]?.properties.routeId;
  return typeof routeId === 'string' ? routeId : null;
}
