/**
 * Routes of the map-layer pages (spec 001 §2, issue 17): for traffic, cycle paths, low-emission
 * zones and restrictions, a home and a page per commune, département and région
 * (src/domain/paths/layer-route-table.ts names them). Their screens load lazily (src/views/layers/).
 */
import { createRoute } from '@tanstack/react-router';
import { LAYER_ROUTES as R, type LayerRoutePath } from '../domain/paths/layer-route-table';
import { rootRoute } from './router';
import { withScreenMessages } from '../i18n/translate';

const pages = withScreenMessages(() => import('../views/layers/layer-pages'));
const parent = () => rootRoute;

/** A route of a layer page, its screen loaded with the pages' chunk. */
function layerRoute<P extends LayerRoutePath>(path: P) {
  return createRoute({ getParentRoute: parent, path }).lazy(() =>
    pages().then((m) => m.layerLazyRoute(path)),
  );
}

/** The routes under the root route (called by router.tsx once it is defined). */
export function createLayerRoutes() {
  return [
    layerRoute(R.TRAFFIC.HOME),
    layerRoute(R.TRAFFIC.CITY),
    layerRoute(R.TRAFFIC.DEPARTMENT),
    layerRoute(R.TRAFFIC.REGION),
    layerRoute(R.BICYCLE.HOME),
    layerRoute(R.BICYCLE.CITY),
    layerRoute(R.BICYCLE.DEPARTMENT),
    layerRoute(R.BICYCLE.REGION),
    layerRoute(R.ZFE.HOME),
    layerRoute(R.ZFE.CITY),
    layerRoute(R.ZFE.DEPARTMENT),
    layerRoute(R.ZFE.REGION),
    layerRoute(R.RESTRICTION.HOME),
    layerRoute(R.RESTRICTION.CITY),
    layerRoute(R.RESTRICTION.DEPARTMENT),
    layerRoute(R.RESTRICTION.REGION),
  ] as const;
}
