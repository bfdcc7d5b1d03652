/**
 * Each named route's layout group and header height mode, as the spec's §2 chooses them per
 * screen, and the modes' heights (§9). Apart from the route table (route-names.ts) that the first
 * screen's code reads: none of it needs these. The header itself is the `min` mode's 60 px on
 * every screen (src/shell.css `--header-height`; docs/constants.md says why the taller modes
 * are not drawn).
 */
import type { AppRouteName, ItineraryRouteName } from './route-names';

/** The layout groups of the screens (§2). */
export type LayoutGroup =
  'map-only' | 'detail' | 'itinerary' | 'roadbook' | 'geoentity' | 'panorama';

/** The header height modes (§2), chosen per screen. */
export type HeaderMode = 'min' | 'low' | 'low_scrolled_high' | 'high';

/** The heights of the header modes, px (§9); `low_scrolled_high` is `low` grown to `high` on scroll. */
export const HEADER_HEIGHTS = { min: 60, low: 170, high: 250 } as const;

/** A screen's layout group and header mode. */
export interface RouteLayout {
  layout: LayoutGroup;
  header: HeaderMode;
}

/** The app's routes' layouts. */
export const APP_ROUTE_LAYOUTS: Readonly<Record<AppRouteName, RouteLayout>> = {
  HOME: { layout: 'map-only', header: 'min' },
  ADDRESS_HOME: { layout: 'map-only', header: 'min' },
  ADDRESS: { layout: 'detail', header: 'low' },
  GEOENTITY_AT_ADDRESS: { layout: 'geoentity', header: 'low_scrolled_high' },
  SEARCH: { layout: 'detail', header: 'low' },
  GEOENTITY_ON_SEARCH: { layout: 'geoentity', header: 'low_scrolled_high' },
  SEARCH_BY_APP: { layout: 'detail', header: 'low' },
  GEOENTITY_ON_SEARCH_BY_APP: { layout: 'geoentity', header: 'low_scrolled_high' },
  SEARCH_BY_RUBRIC: { layout: 'detail', header: 'low' },
  GEOENTITY_ON_SEARCH_BY_RUBRIC: { layout: 'geoentity', header: 'low_scrolled_high' },
  SEARCH_BY_CATEGORY: { layout: 'detail', header: 'low' },
  SEARCH_BY_SUBCATEGORY: { layout: 'detail', header: 'low' },
  GEOENTITY_ON_SEARCH_BY_CATEGORY: { layout: 'geoentity', header: 'low_scrolled_high' },
  GEOENTITY_ON_SEARCH_BY_SUBCATEGORY: { layout: 'geoentity', header: 'low_scrolled_high' },
  GEOENTITY: { layout: 'geoentity', header: 'high' },
  PLACE: { layout: 'detail', header: 'low' },
  HAMLET: { layout: 'detail', header: 'low' },
  TOWN: { layout: 'detail', header: 'low' },
  REGIONS: { layout: 'detail', header: 'low' },
  DEPARTMENTS: { layout: 'detail', header: 'low' },
  REGION: { layout: 'detail', header: 'low' },
  DEPARTMENT: { layout: 'detail', header: 'low' },
  COUNTRY: { layout: 'detail', header: 'low' },
  SUGGEST: { layout: 'map-only', header: 'min' },
  SEARCH_FILTERS: { layout: 'map-only', header: 'min' },
  MODAL: { layout: 'map-only', header: 'min' },
  '360_VIEW_FULLSCREEN': { layout: 'panorama', header: 'min' },
  USER_ACCOUNT: { layout: 'map-only', header: 'min' },
  USER_ACCOUNT_SCREEN: { layout: 'map-only', header: 'min' },
  USER_ACCOUNT_RESET: { layout: 'map-only', header: 'min' },
  TOOLS_COMPUTE_RADIUS: { layout: 'detail', header: 'low' },
};

/** The itinerary page's routes' layouts. */
export const ITINERARY_ROUTE_LAYOUTS: Readonly<Record<ItineraryRouteName, RouteLayout>> = {
  HOME: { layout: 'itinerary', header: 'min' },
  TO: { layout: 'itinerary', header: 'min' },
  HP_BY_MODE: { layout: 'itinerary', header: 'min' },
  TO_BY_MODE: { layout: 'itinerary', header: 'min' },
  COMPUTING: { layout: 'itinerary', header: 'min' },
  COMPUTING_BY_MODE: { layout: 'itinerary', header: 'min' },
  RESULTS: { layout: 'itinerary', header: 'min' },
  ROUTE: { layout: 'itinerary', header: 'min' },
  ROADBOOK: { layout: 'roadbook', header: 'min' },
  EXPENSE_REPORT: { layout: 'roadbook', header: 'min' },
  OPTIONS: { layout: 'itinerary', header: 'min' },
  TIME_OPTIONS: { layout: 'itinerary', header: 'min' },
  SEARCH_POIS_ON_ROUTE_BY_APP: { layout: 'itinerary', header: 'min' },
  POI_ON_SEARCH_POIS_ON_ROUTE: { layout: 'geoentity', header: 'min' },
};
