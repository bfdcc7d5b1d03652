/**
 * A map-layer page on the map (issue 17): the view fitted to the page's area (a ZFE page to its
 * zones) clear of the panel, the low-emission zones drawn from the service's areas
 * (zfe-layer.ts), restrictions and traffic events as circles built from the answers — a click
 * names one — and « voir sur la carte » centring the item focused. The map mode is the layer
 * page system's. A map extension: it subscribes to the page actor and holds no rule of its own.
 */
import type * as MapLibre from 'maplibre-gl';
import type { Feature, FeatureCollection } from 'geojson';
import { hitBox } from '../domain/map-constants';
import { MAX_FLIGHT_MS } from '../domain/ui-constants';
import { requestPath } from '../domain/paths/layer-paths';
import { layerLabelIn } from '../domain/restrictions/layer-labels';
import { supersededKeys } from '../domain/restrictions/zfe-text';
import {
  pageBbox,
  type LayerPageContext,
  type LayerPageData,
} from '../machines/layer-page-machine';
import { layerLanguage } from '../i18n/layer-messages';
import { existingLayerPageSystem, type LayerPageSystem } from '../machines/layer-page-system';
import {
  isTouchScreen,
  registerClickableLayer,
  type MapExtension,
  type MapExtensionContext,
} from './map-extensions';
import { paddingOffset, panelPadding } from './panel-padding';
import { addClearPopup } from './popup-placement';
import { areasBefore, removeZfeAreas, showZfeAreas } from './zfe-layer';

/** Ids of the markers' source and layers. */
export const LAYER_MARKER_IDS = {
  source: 'layer-page-markers',
  circles: 'layer-page-markers',
  focus: 'layer-page-focus',
} as const;

/** Most zoom of a fitted page, and the zoom « voir sur la carte » goes to at least. */
const FIT_MAX_ZOOM = 15;
const FOCUS_ZOOM = 17;

const point = (
  id: string,
  lng: number,
  lat: number,
  kind: string,
  label: string,
  road: string,
): Feature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { id, kind, label, road },
});

/** The markers of a page's answer: restrictions, or traffic events by status. */
export function markerFeatures(data: LayerPageData | null): FeatureCollection {
  const features =
    data?.kind === 'restrictions'
      ? data.answer.items.map((i) =>
          point(i.id, i.lng, i.lat, 'restriction', i.label, i.road ?? ''),
        )
      : data?.kind === 'traffic'
        ? data.answer.events.map((e) =>
            point(e.id, e.lng, e.lat, `event-${e.status}`, e.label, e.road ?? ''),
          )
        : [];
  return { type: 'FeatureCollection', features };
}

function addMarkerLayers(map: MapLibre.Map): void {
  map.addSource(LAYER_MARKER_IDS.source, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  const before = areasBefore(map);
  map.addLayer(
    {
      id: LAYER_MARKER_IDS.focus,
      type: 'circle',
      source: LAYER_MARKER_IDS.source,
      filter: ['==', ['get', 'id'], ''],
      paint: { 'circle-radius': 14, 'circle-color': '#2f6fed', 'circle-opacity': 0.3 },
    },
    before,
  );
  map.addLayer({
    id: LAYER_MARKER_IDS.circles,
    type: 'circle',
    source: LAYER_MARKER_IDS.source,
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 11, 4, 16, 7],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
      'circle-color': [
        'match',
        ['get', 'kind'],
        'restriction',
        '#d92d20',
        'event-planned',
        '#2f6fed',
        '#e59400',
      ],
    },
  });
}

function removeMarkers(map: MapLibre.Map): void {
  for (const id of [LAYER_MARKER_IDS.circles, LAYER_MARKER_IDS.focus])
    if (map.getLayer(id)) map.removeLayer(id);
  if (map.getSource(LAYER_MARKER_IDS.source)) map.removeSource(LAYER_MARKER_IDS.source);
}

/** Draws what a page shows: its zones and its markers. */
function draw(map: MapLibre.Map, context: LayerPageContext): void {
  const { data } = context;
  if (data?.kind === 'zfe')
    showZfeAreas(map, data.answer.geometry, { superseded: supersededKeys(data.answer.stages) });
  else removeZfeAreas(map);
  const markers = markerFeatures(data);
  if (markers.features.length === 0) return removeMarkers(map);
  if (!map.getSource(LAYER_MARKER_IDS.source)) addMarkerLayers(map);
  map.getSource<MapLibre.GeoJSONSource>(LAYER_MARKER_IDS.source)?.setData(markers);
  map.setFilter(LAYER_MARKER_IDS.focus, ['==', ['get', 'id'], context.focused?.id ?? '']);
}

function fit(map: MapLibre.Map, bbox: readonly [number, number, number, number]): void {
  // The next frame: the page's panel has its size by then.
  requestAnimationFrame(() => {
    if (!map.getCanvas().isConnected) return;
    const [w, s, e, n] = bbox;
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding: panelPadding(map, 'vector'), maxZoom: FIT_MAX_ZOOM, duration: 0 },
    );
  });
}

function focus(map: MapLibre.Map, context: LayerPageContext): void {
  const id = context.focused?.id;
  const item = markerFeatures(context.data).features.find((f) => f.id === id);
  if (item?.geometry.type !== 'Point') return;
  const [lng, lat] = item.geometry.coordinates;
  if (lng === undefined || lat === undefined) return;
  map.flyTo({
    center: [lng, lat],
    zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
    offset: paddingOffset(panelPadding(map)),
    maxDuration: MAX_FLIGHT_MS,
  });
}

/** What the layer has done for the page shown, so that it does each once. */
interface Shown {
  fitted: string;
  focusSeq: number;
}

function update(ctx: MapExtensionContext, system: LayerPageSystem, shown: Shown): void {
  const { map } = ctx;
  const snapshot = system.page.getSnapshot();
  const { context } = snapshot;
  try {
    if (snapshot.matches('idle')) {
      removeZfeAreas(map);
      removeMarkers(map);
      shown.fitted = '';
      return;
    }
    draw(map, context);
  } catch {
    // The style is not loaded yet: its 'style.load' draws again.
    return;
  }
  const bbox = pageBbox(context);
  const key = context.request && snapshot.matches('ready') ? requestPath(context.request) : '';
  if (bbox && key && key !== shown.fitted) {
    shown.fitted = key;
    // The page is the view: the region's first view must not replace it.
    ctx.system.map.send({ type: 'view.restore', bbox });
    fit(map, bbox);
  }
  if (context.focused && context.focused.seq !== shown.focusSeq) {
    shown.focusSeq = context.focused.seq;
    focus(map, context);
  }
}

/** A click on a marker names it. */
function onMarkerClick(ctx: MapExtensionContext, event: MapLibre.MapMouseEvent): void {
  const [feature] = ctx.map.queryRenderedFeatures(hitBox(event.point, isTouchScreen()), {
    layers: [LAYER_MARKER_IDS.circles],
  });
  const label: unknown = feature?.properties.label;
  if (typeof label !== 'string') return;
  const road: unknown = feature?.properties.road;
  const content = document.createElement('div');
  content.className = 'layer-popup';
  const title = document.createElement('strong');
  title.textContent = layerLabelIn(
    label,
    layerLanguage(ctx.system.locale.getSnapshot().context.locale),
  );
  content.append(title);
  if (typeof road === 'string' && road) content.append(document.createTextNode(road));
  addClearPopup({
    lib: ctx.lib,
    map: ctx.map,
    at: event.lngLat,
    content,
    popup: { maxWidth: '260px' },
  });
}

/** The extension. */
export const layerPageLayerExtension: MapExtension = (ctx) => {
  const system = existingLayerPageSystem(ctx.system);
  if (!system) return () => undefined;
  const shown: Shown = { fitted: '', focusSeq: 0 };
  const refresh = (): void => update(ctx, system, shown);
  const click = (event: MapLibre.MapMouseEvent): void => {
    if (ctx.map.getLayer(LAYER_MARKER_IDS.circles)) onMarkerClick(ctx, event);
  };
  const unregister = registerClickableLayer(LAYER_MARKER_IDS.circles);
  const subscription = system.page.subscribe(refresh);
  ctx.map.on('style.load', refresh);
  ctx.map.on('click', click);
  refresh();
  return () => {
    subscription.unsubscribe();
    ctx.map.off('style.load', refresh);
    ctx.map.off('click', click);
    unregister();
    try {
      removeZfeAreas(ctx.map);
      removeMarkers(ctx.map);
    } catch {
      // The map is gone with its style.
    }
  };
};
