/**
 * Routes of the search screens (§2): place pages /plan/{location}, /plan/lieu/{location},
 * /plan/lieu-dit/{location}; area lists /plan/region, /plan/departement and their
 * /{location}, /plan/pays/{location}; the POI page /poi/{geoentityId}; the rubric or chain listing /activite/{rubric}.
 * Their screens are loaded lazily (src/views/search/; the POI page and the rubric listing from
 * src/views/poi/, which keeps the search's chain listing). /plan itself shows PlanScreen, which reads
 * the hash routes /plan#/recherche/{query}?bbox= and /plan#/{location}.
 */
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './router';
import { withScreenMessages } from '../i18n/translate';

const places = withScreenMessages(() => import('../views/search/place-pages'));
const areas = withScreenMessages(() => import('../views/search/area-pages'));
const parent = () => rootRoute;

/** The routes under the root route (called by router.tsx once it is defined). */
export function createSearchRoutes() {
  return [
    createRoute({ getParentRoute: parent, path: '/plan/$location' }).lazy(() =>
      places().then((m) => m.townLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/lieu/$location' }).lazy(() =>
      places().then((m) => m.placeLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/lieu-dit/$location' }).lazy(() =>
      places().then((m) => m.hamletLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/poi/$geoentityId' }).lazy(
      withScreenMessages(() => import('../views/poi/poi-pages').then((m) => m.poiPageLazyRoute)),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/region' }).lazy(() =>
      areas().then((m) => m.regionsLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/departement' }).lazy(() =>
      areas().then((m) => m.departmentsLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/region/$location' }).lazy(() =>
      areas().then((m) => m.regionLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/departement/$location' }).lazy(() =>
      areas().then((m) => m.departmentLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/plan/pays/$location' }).lazy(() =>
      areas().then((m) => m.countryLazyRoute),
    ),
    createRoute({ getParentRoute: parent, path: '/activite/$rubric' }).lazy(
      withScreenMessages(() => import('../views/poi/poi-pages').then((m) => m.activityLazyRoute)),
    ),
  ] as const;
}
