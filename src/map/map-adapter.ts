/**
 * The MapLibre adapter: subscribes to the map and geolocation actors and applies their state to
 * a MapLibre map (style, mode overlays, views, position), and turns map events into machine
 * events (style loaded or failed, moved, dragged, labels rendered). It holds no rule of its own.
 */
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { ActorRefFrom, SnapshotFrom, Subscription } from 'xstate';
import type { LngLat } from '../domain/geo';
import { MAX_FLIGHT_MS } from '../domain/ui-constants';
import {
  geolocationStatusOf,
  isPositionShown,
  type geolocationMachine,
  type GeolocationStatus,
} from '../machines/geolocation-machine';
import { styleKeyOf, type mapMachine } from '../machines/map-machine';
import { labelLayerIds, modeVisibility, styleUrl, type LayerLike } from './style-layers';
import { paddingOffset, panelPadding } from './panel-padding';

/** The part of a MapLibre map the adapter uses (a fake in tests). */
export type MapLike = Pick<
  MaplibreMap,
  | 'on'
  | 'setStyle'
  | 'getStyle'
  | 'setLayoutProperty'
  | 'queryRenderedFeatures'
  | 'isStyleLoaded'
  | 'getCenter'
  | 'getZoom'
  | 'getBounds'
  | 'flyTo'
  | 'jumpTo'
  | 'fitBounds'
  | 'easeTo'
  | 'getContainer'
>;

/** Shows the device position on the map. */
export interface PositionMarker {
  show(position: LngLat): void;
  hide(): void;
}

/** What the adapter connects. */
export interface MapAdapterOptions {
  map: MapLike;
  mapActor: ActorRefFrom<typeof mapMachine>;
  geolocationActor: ActorRefFrom<typeof geolocationMachine>;
  marker: PositionMarker;
  /** Origin of the style URLs (`window.location.origin`). */
  origin: string;
}

/** A running adapter. */
export interface MapAdapter {
  /** Stops listening to the actors (the map itself is removed by its owner). */
  destroy(): void;
}

/** Zoom the map goes to at least when it centres on the device position. */
export const POSITION_ZOOM = 15;

interface Applied {
  styleKey: string;
  mode: string;
  flySeq: number;
  destroyed: boolean;
}

function styleLayers(map: MapLike): LayerLike[] {
  try {
    return map.getStyle()?.layers ?? [];
  } catch {
    return [];
  }
}

function applyMode(map: MapLike, mode: SnapshotFrom<typeof mapMachine>['context']['mode']): void {
  for (const change of modeVisibility(styleLayers(map), mode)) {
    map.setLayoutProperty(change.id, 'visibility', change.visibility);
  }
}

function applyMapSnapshot(
  options: MapAdapterOptions,
  applied: Applied,
  snapshot: SnapshotFrom<typeof mapMachine>,
): void {
  const { map } = options;
  const { context } = snapshot;
  const key = styleKeyOf(context);
  if (key !== applied.styleKey) {
    applied.styleKey = key;
    applied.mode = context.mode;
    map.setStyle(styleUrl(context.theme, context.locale, options.origin), { diff: false });
  }
  if (context.mode !== applied.mode) {
    applied.mode = context.mode;
    // At once, tiles still loading or not (`isStyleLoaded` is false until every tile of the view
    // has come: a chip pressed meanwhile was lit over a map without its layer). Only a style
    // whose JSON is still loading refuses it; its `style.load` applies the mode then.
    try {
      applyMode(map, context.mode);
    } catch {
      // The style is being replaced (a theme or a language): style.load applies the mode.
    }
  }
  const fly = context.flyRequest;
  if (fly && fly.seq !== applied.flySeq) {
    applied.flySeq = fly.seq;
    if (fly.bbox) {
      const [w, s, e, n] = fly.bbox;
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { animate: fly.animate, maxDuration: MAX_FLIGHT_MS },
      );
      return;
    }
    const view = { center: [fly.center.lng, fly.center.lat] as [number, number], zoom: fly.zoom };
    // A place flown to is centred in what the panel or the sheet leaves of the map (a roadbook's
    // manoeuvre pressed on a phone was drawn under the sheet); the region's first view jumps as
    // it is (searches in the view read its box).
    const offset = paddingOffset(panelPadding(map));
    if (fly.animate) map.flyTo({ ...view, offset, maxDuration: MAX_FLIGHT_MS });
    else map.jumpTo(view);
  }
}

function errorDetails(event: unknown): { url: string | undefined; message: string } {
  const error = (event as { error?: { url?: unknown; message?: unknown } }).error;
  const url = typeof error?.url === 'string' ? error.url : undefined;
  const message = typeof error?.message === 'string' ? error.message : 'style error';
  return { url, message };
}

function bindMapEvents(options: MapAdapterOptions, applied: Applied): void {
  const { map, mapActor, geolocationActor } = options;
  map.on('style.load', () => {
    if (applied.destroyed) return;
    applyMode(map, mapActor.getSnapshot().context.mode);
    mapActor.send({ type: 'style.loaded' });
  });
  map.on('error', (event) => {
    if (applied.destroyed || mapActor.getSnapshot().value === 'styled') return;
    const { url, message } = errorDetails(event);
    const styleFailed = url ? url.includes('/styles/') : !map.isStyleLoaded();
    if (styleFailed) mapActor.send({ type: 'style.error', message });
  });
  map.on('moveend', () => {
    if (applied.destroyed) return;
    const center = map.getCenter();
    const [[w, s], [e, n]] = map.getBounds().toArray();
    mapActor.send({
      type: 'moved',
      center: { lng: center.lng, lat: center.lat },
      zoom: map.getZoom(),
      bbox: [w, s, e, n],
    });
  });
  map.on('dragstart', (event) => {
    if (!applied.destroyed && event.originalEvent) geolocationActor.send({ type: 'map.dragged' });
  });
  map.on('idle', () => probeLabels(options, applied));
}

/** After an idle, marks the labels rendered once a label layer shows at least one feature. */
function probeLabels(options: MapAdapterOptions, applied: Applied): void {
  const { map, mapActor } = options;
  const snapshot = mapActor.getSnapshot();
  if (applied.destroyed || snapshot.value !== 'styled' || snapshot.context.labels !== 'pending') {
    return;
  }
  const layers = labelLayerIds(styleLayers(map));
  if (layers.length === 0) return;
  if (map.queryRenderedFeatures({ layers }).length > 0) mapActor.send({ type: 'labels.rendered' });
}

function bindGeolocation(options: MapAdapterOptions): Subscription {
  const { map, marker, geolocationActor } = options;
  let previous: { status: GeolocationStatus; position: LngLat | null } = {
    status: geolocationStatusOf(geolocationActor.getSnapshot().value),
    position: geolocationActor.getSnapshot().context.position,
  };
  return geolocationActor.subscribe((snapshot) => {
    const status = geolocationStatusOf(snapshot.value);
    const { position } = snapshot.context;
    if (position && isPositionShown(status)) marker.show(position);
    else marker.hide();
    const moved = position !== previous.position || status !== previous.status;
    // A position shown at start without being asked for (`quiet`) leaves the map where it is.
    const found = previous.status === 'fetch-active' && !snapshot.context.quiet;
    const recentre = status === 'follow' || (status === 'active' && found);
    if (position && moved && recentre) {
      // In the middle of what the panel or the sheet leaves of the map, as a place is shown.
      map.easeTo({
        center: [position.lng, position.lat],
        zoom: Math.max(map.getZoom(), POSITION_ZOOM),
        offset: paddingOffset(panelPadding(map)),
      });
    }
    previous = { status, position };
  });
}

/** Connects a map to the actors; the map must have been created with the current style. */
export function attachMapAdapter(options: MapAdapterOptions): MapAdapter {
  const initial = options.mapActor.getSnapshot().context;
  const applied: Applied = {
    styleKey: styleKeyOf(initial),
    mode: initial.mode,
    flySeq: 0,
    destroyed: false,
  };
  bindMapEvents(options, applied);
  applyMapSnapshot(options, applied, options.mapActor.getSnapshot());
  const mapSubscription = options.mapActor.subscribe((snapshot) =>
    applyMapSnapshot(options, applied, snapshot),
  );
  const geolocationSubscription = bindGeolocation(options);
  return {
    destroy: () => {
      applied.destroyed = true;
      mapSubscription.unsubscribe();
      geolocationSubscription.unsubscribe();
      options.marker.hide();
    },
  };
}
