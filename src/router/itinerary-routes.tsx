/**
 * Routes of the itinerary pages (§2): `/itineraire` and `/itineraire/{mode}`. Their screen is
 * loaded lazily (src/views/itinerary/itinerary-route.tsx); the sub-screens are hash routes
 * (src/domain/paths/itinerary-hash.ts). An unknown mode slug is a page that does not exist.
 */
import { createRoute, redirect } from '@tanstack/react-router';
import { modeFromSlug } from '../domain/itinerary/modes';
import { rootRoute } from './router';
import { withScreenMessages } from '../i18n/translate';

/** Path of the itinerary home. */
export const ITINERARY_PATH = '/itineraire';

/** The two itinerary routes under the root route (called by router.tsx once it is defined). */
export function createItineraryRoutes() {
  const home = createRoute({ getParentRoute: () => rootRoute, path: ITINERARY_PATH }).lazy(
    withScreenMessages(() =>
      import('../views/itinerary/itinerary-route').then((m) => m.itineraryLazyRoute),
    ),
  );
  const byMode = createRoute({
    getParentRoute: () => rootRoute,
    path: `${ITINERARY_PATH}/$mode`,
    beforeLoad: ({ params, location, context, preload }) => {
      if (preload || modeFromSlug(params.mode)) return;
      context.monitoring.reportNotFound(location.href);
      // `throw: true`: the router throws its redirect (a Response) itself.
      redirect({
        to: '/',
        replace: true,
        state: (previous) => ({ ...previous, notFoundFrom: location.pathname }),
        throw: true,
      });
    },
  }).lazy(
    withScreenMessages(() =>
      import('../views/itinerary/itinerary-route').then((m) => m.itineraryModeLazyRoute),
    ),
  );
  return [home, byMode] as const;
}
