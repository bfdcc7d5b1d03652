/**
 * Registry of map extensions: modules loaded later (the itinerary screens' route layer) attach
 * to the MapLibre map without the map module knowing them. `mount-map.ts` announces each map it
 * creates; an extension registered before or after gets every live map.
 */
import type * as MapLibre from 'maplibre-gl';
import { hitBox } from '../domain/map-constants';
import type { AppSystem } from '../machines/app-system';

/** What an extension receives. */
export interface MapExtensionContext {
  map: MapLibre.Map;
  /** The MapLibre classes the extensions create. */
  lib: Pick<typeof MapLibre, 'Marker' | 'Popup'>;
  system: AppSystem;
}

/** An extension: attaches to a map, returns its detach function. */
export type MapExtension = (context: MapExtensionContext) => () => void;

const extensions = new Set<MapExtension>();
const maps = new Set<MapExtensionContext>();
const detachers = new Map<MapExtensionContext, Map<MapExtension, () => void>>();

function attach(context: MapExtensionContext, extension: MapExtension): void {
  const byExtension = detachers.get(context) ?? new Map<MapExtension, () => void>();
  detachers.set(context, byExtension);
  if (!byExtension.has(extension)) byExtension.set(extension, extension(context));
}

/** Registers an extension on every live and future map; returns its unregistration. */
export function registerMapExtension(extension: MapExtension): () => void {
  extensions.add(extension);
  for (const context of maps) attach(context, extension);
  return () => {
    extensions.delete(extension);
    for (const byExtension of detachers.values()) {
      byExtension.get(extension)?.();
      byExtension.delete(extension);
    }
  };
}

/** Announces a new map (mount-map.ts); returns what detaches every extension from it. */
export function announceMap(context: MapExtensionContext): () => void {
  maps.add(context);
  for (const extension of extensions) attach(context, extension);
  return () => {
    maps.delete(context);
    for (const detach of detachers.get(context)?.values() ?? []) detach();
    detachers.delete(context);
  };
}

/**
 * Whether a clickable layer takes the click at a point when it hits one of its features (every
 * click by default): a wide area (the 'zfe' mode's zones) leaves the places' icons and the
 * itinerary's map clicks alone.
 */
export type ClickOwnership = (map: MapLibre.Map, point: MapLibre.Point) => boolean;

/** Map layers whose features answer a click themselves (stops, POI markers…). */
const clickableLayers = new Map<string, ClickOwnership | undefined>();

/**
 * Declares a layer whose features own their clicks: the generic click behaviours (the address
 * popup, the itinerary map menu) leave a click on one of its features alone (when `owns` says
 * so, if given). Returns the undo.
 */
export function registerClickableLayer(layerId: string, owns?: ClickOwnership): () => void {
  clickableLayers.set(layerId, owns);
  return () => clickableLayers.delete(layerId);
}

/** True on a touch screen (a coarse pointer): a finger's click gets the smaller hit-box (§9). */
export function isTouchScreen(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

/**
 * True when a click point hits a feature of a clickable layer present in the map's style (but
 * `except`), within the spec's hit-box around it (5 px for a finger, 10 px for a mouse).
 */
export function clickHitsFeature(
  map: MapLibre.Map,
  point: MapLibre.Point,
  except?: string,
): boolean {
  const layers = [...clickableLayers]
    .filter(([id, owns]) => id !== except && map.getLayer(id) && (owns?.(map, point) ?? true))
    .map(([id]) => id);
  if (layers.length === 0) return false;
  return map.queryRenderedFeatures(hitBox(point, isTouchScreen()), { layers }).length > 0;
}

/** The basemap's layer of POI icons and names (domain/map-style/layers-labels.ts). */
export const POI_ICON_LAYER = 'poi-label';

/**
 * The named POI icon of the basemap under a click (within the spec's hit-box), nearest to the
 * click first, with the point it is drawn at; undefined when the click hit none.
 */
export function poiIconAt(
  map: MapLibre.Map,
  point: MapLibre.Point,
): { name: string; point: { lng: number; lat: number } } | undefined {
  if (!map.getLayer(POI_ICON_LAYER)) return undefined;
  let best: { name: string; point: { lng: number; lat: number }; d: number } | undefined;
  for (const feature of map.queryRenderedFeatures(hitBox(point, isTouchScreen()), {
    layers: [POI_ICON_LAYER],
  })) {
    const name: unknown = feature.properties.name;
    if (typeof name !== 'string' || name === '' || feature.geometry.type !== 'Point') continue;
    const [lng, lat] = feature.geometry.coordinates;
    if (lng === undefined || lat === undefined) continue;
    const at = map.project([lng, lat]);
    const d = Math.hypot(at.x - point.x, at.y - point.y);
    if (!best || d < best.d) best = { name, point: { lng, lat }, d };
  }
  return best && { name: best.name, point: best.point };
}
