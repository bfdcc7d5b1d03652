/**
 * Routes of the POI screens (§2): /app/{app} and /app/{app}/poi/{geoentityId},
 * /activite/{rubric}/poi/{geoentityId} (/activite/{rubric} and /poi/{geoentityId} are declared
 * with the search routes and load the same screens), and the radius tool /outils/calcul-rayon.
 * Their screens are loaded lazily (src/views/poi/).
 */
import { createRoute } from '@tanstack/react-router';
import { RADIUS_TOOL_PATH } from '../domain/paths/poi-paths';
import { rootRoute } from './router';
import { withScreenMessages } from '../i18n/translate';

const pages = withScreenMessages(() => import('../views/poi/poi-pages'));
const parent = () => rootRoute;

/** The routes under the root route (called by router.tsx once it is defined). */
export function createPoiRoutes() {
  return [
    createRoute({ getParentRoute: parent, path: '/app/$app' }).lazy(() =>
      pages().then((m) => m.appLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/app/$app/poi/$geoentityId' }).lazy(() =>
      pages().then((m) => m.appPoiLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/activite/$rubric/poi/$geoentityId' }).lazy(() =>
      pages().then((m) => m.activityPoiLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: RADIUS_TOOL_PATH }).lazy(
      withScreenMessages(() =>
        import('../views/poi/radius-tool').then((m) => m.radiusToolLazyRoute),
      ),
    ),
  ] as const;
}
