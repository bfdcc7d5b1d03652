/**
 * The route paths of the map-layer pages by the spec's route names (TRAFFIC, BICYCLE, ZFE,
 * RESTRICTION × HOME, CITY, DEPARTMENT, REGION), alone in their module: the router of the first
 * screen reads them, and nothing else of layer-paths.ts must come with them.
 */
import type { LayerFamily, LayerPageKind } from './layer-paths';

/** The four routes under a family's first segment. */
function routes<B extends string>(base: B) {
  return {
    HOME: base,
    CITY: `${base}/$location`,
    DEPARTMENT: `${base}/departement/$location`,
    REGION: `${base}/region/$location`,
  } as const;
}

/** The route paths (TanStack templates) by route name: `LAYER_ROUTES.ZFE.CITY` is `/zfe/$location`. */
export const LAYER_ROUTES = {
  TRAFFIC: routes('/info-trafic'),
  BICYCLE: routes('/pistes-cyclables'),
  ZFE: routes('/zfe'),
  RESTRICTION: routes('/restrictions-circulation'),
} as const satisfies Record<LayerFamily, Record<LayerPageKind, string>>;

/** A route path of a layer page. */
export type LayerRoutePath = (typeof LAYER_ROUTES)[LayerFamily][LayerPageKind];
