/**
 * The route tree (code-based, @tanstack/react-router). `/` and `/plan` show the map home; any
 * unresolvable path reports a 404 to monitoring and falls back to home with a notice; a legacy
 * numeric hash (`/#/4/46.5/2.3`) redirects to home. A screen that fails to render shows the crash
 * screen (`CrashScreen`) in its place; the shell that fails, in the whole page.
 *
 * Adding a screen: create a route under `rootRoute` and list it in `routeTree`. Later screens are
 * lazy: `createRoute({...}).lazy(() => import('../views/itinerary-route').then((m) => m.route))`
 * keeps their code out of the initial bundle.
 */
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import type { Monitoring } from '../services/monitoring';
import { AppShell } from '../views/app-shell';
import { CrashScreen } from '../views/crash-screen';
import { HomePage } from '../views/plan-home';
import { PlanScreen } from '../views/search/plan-screen';
import { createItineraryRoutes } from './itinerary-routes';
import { isLegacyNumericHash } from '../domain/paths/legacy-hash';
import { createLayerRoutes } from './layer-routes';
import { createQuizRoutes } from './quiz-routes';
import { createPoiRoutes } from './poi-routes';
import { createSearchRoutes } from './search-routes';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set on home when the user was sent back from a path that does not exist. */
    notFoundFrom?: string;
    /** The result of a list whose card is shown: the card is a history entry of its own. */
    poiFocus?: string;
    /** The itinerary's fragment under an overlay (#/option_de_deplacement): a reload restores its trip. */
    beneathOverlay?: string;
    /** The phone's search overlay was opened over the itinerary: closing it goes back there. */
    searchOverItinerary?: boolean;
  }
}

/** What every route can reach. */
export interface RouterContext {
  monitoring: Pick<Monitoring, 'reportNotFound' | 'reportRenderError'>;
}

/** Paths of the routes (build links from these). */
export const ROUTE_PATHS = { home: '/', plan: '/plan' } as const;

/** The root: the app shell (header, map, controls) around the screen of the route. */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (isLegacyNumericHash(location.hash)) {
      // `throw: true`: the router throws its redirect (a Response) itself.
      redirect({ to: ROUTE_PATHS.home, replace: true, throw: true });
    }
  },
  component: AppShell,
  // The root's boundary: the shell itself failed, the crash screen takes the whole page.
  errorComponent: (props) => <CrashScreen {...props} whole />,
});

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.home,
  component: HomePage,
});

const planRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ROUTE_PATHS.plan,
  component: PlanScreen,
});

/** Any other path: report the 404 and go home (replacing the bad entry). */
const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: ({ location, context, preload }) => {
    if (preload) return;
    context.monitoring.reportNotFound(location.href);
    // `throw: true`: the router throws its redirect (a Response) itself.
    redirect({
      to: ROUTE_PATHS.home,
      replace: true,
      state: (previous) => ({ ...previous, notFoundFrom: location.pathname }),
      throw: true,
    });
  },
});

const itineraryRoutes = createItineraryRoutes();
const searchRoutes = createSearchRoutes();
const poiRoutes = createPoiRoutes();
const quizRoutes = createQuizRoutes();
const layerRoutes = createLayerRoutes();

/** The route tree. */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  planRoute,
  ...itineraryRoutes,
  ...searchRoutes,
  ...poiRoutes,
  ...quizRoutes,
  ...layerRoutes,
  notFoundRoute,
]);

/** Options of the router. */
export interface AppRouterOptions {
  context: RouterContext;
  /** Browser history by default; memory history in tests. */
  history?: RouterHistory;
}

/** Creates the router of the SPA. */
export function createAppRouter(options: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: options.context,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    // Each screen's boundary: a screen that fails shows the crash screen in its panel, the map
    // and the header stay.
    defaultErrorComponent: CrashScreen,
    scrollRestoration: false,
  });
}

/** The router type (for typed links). */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
