/**
 * The 'tc' map mode on the region's GTFS (issue 5): the lines of network.geojson in their
 * colours and the stops, instead of the OSM transit overlay of the styles where the network is
 * (network-area.ts: each stop's name is drawn once), and a popup with the next departures per line when a stop is clicked. The
 * layers are tagged `periple:mode: tc`, so the map adapter shows them with the mode. A map
 * extension loaded on the first switch to 'tc' (transit-mode.ts).
 */
import './transit-layer.css';
import type * as MapLibre from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { overlayBefore } from './style-layers';
import { STYLE_METADATA } from '../domain/map-config';
import { createTranslator } from '../i18n/translate';
import { onLanguage } from './on-language';
import { addClearPopup } from './popup-placement';
import { isOutsideFilter, networkBox, outsideFilter, sameStopArea } from './network-area';
import { hitBox } from '../domain/map-constants';
import {
  isTouchScreen,
  registerClickableLayer,
  type MapExtension,
  type MapExtensionContext,
} from './map-extensions';
import {
  fetchDepartures,
  osmStopKind,
  renderStopPopup,
  type StopPopupState,
} from './transit-stop-popup';

/** Ids of the source and layers. */
export const GTFS_SOURCE = 'gtfs-network';
export const GTFS_LAYERS = {
  casing: 'gtfs-lines-casing',
  lines: 'gtfs-lines',
  stops: 'gtfs-stops',
  labels: 'gtfs-stop-labels',
} as const;

/** The OSM stop layers of the styles' transit overlay: silenced near the GTFS stops. */
export const OSM_STOP_LAYERS = ['mode-tc-stop', 'mode-tc-stop-label'] as const;
/** The OSM line layers of the styles' transit overlay: silenced inside the GTFS network's box. */
export const OSM_LINE_LAYERS = [
  'mode-tc-line-casing',
  'mode-tc-line',
  'mode-tc-line-label',
] as const;
/** The OSM transit layers of the styles, silenced where the GTFS network is drawn. */
export const OSM_TRANSIT_LAYERS = [...OSM_LINE_LAYERS, ...OSM_STOP_LAYERS] as const;

const kind = (k: string): MapLibre.FilterSpecification => ['==', ['get', 'kind'], k];
const ramp = (stops: [number, number][]): MapLibre.ExpressionSpecification =>
  ['interpolate', ['linear'], ['zoom'], ...stops.flat()] as MapLibre.ExpressionSpecification;

function lineSpecs(): MapLibre.LayerSpecification[] {
  const layout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  const common = { type: 'line', source: GTFS_SOURCE, filter: kind('line'), layout } as const;
  return [
    {
      ...common,
      id: GTFS_LAYERS.casing,
      paint: {
        'line-color': '#ffffff',
        'line-width': ramp([
          [10, 3],
          [14, 6],
          [17, 10],
        ]),
      },
    },
    {
      ...common,
      id: GTFS_LAYERS.lines,
      paint: {
        'line-color': ['get', 'colour'],
        'line-width': ramp([
          [10, 1.5],
          [14, 3.5],
          [17, 6],
        ]),
      },
    },
  ];
}

function stopSpecs(): MapLibre.LayerSpecification[] {
  return [
    {
      id: GTFS_LAYERS.stops,
      type: 'circle',
      source: GTFS_SOURCE,
      filter: kind('stop'),
      minzoom: 12,
      paint: {
        'circle-radius': ramp([
          [12, 2.5],
          [15, 5],
          [18, 8],
        ]),
        'circle-color': '#ffffff',
        'circle-stroke-color': '#37474f',
        'circle-stroke-width': ramp([
          [12, 1],
          [16, 2],
        ]),
      },
    },
    {
      id: GTFS_LAYERS.labels,
      type: 'symbol',
      source: GTFS_SOURCE,
      filter: kind('stop'),
      minzoom: 15,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': 11,
        'text-anchor': 'top',
        'text-offset': [0, 0.7],
        'text-max-width': 8,
        'text-optional': true,
      },
      paint: { 'text-color': '#263238', 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 },
    },
  ];
}

function layerSpecs(): MapLibre.LayerSpecification[] {
  return [...lineSpecs(), ...stopSpecs()];
}

/** Adds the source and layers (visible when the map shows 'tc'), silences the OSM overlay. */
export function addNetworkLayers(map: MapLibre.Map, fc: FeatureCollection, visible: boolean): void {
  if (!map.getSource(GTFS_SOURCE)) map.addSource(GTFS_SOURCE, { type: 'geojson', data: fc });
  // Under the labels, and under a trip drawn already.
  const before = overlayBefore(map.getStyle()?.layers ?? []);
  for (const spec of layerSpecs()) {
    if (map.getLayer(spec.id)) continue;
    const layout = {
      ...('layout' in spec ? spec.layout : {}),
      visibility: visible ? 'visible' : 'none',
    };
    const layer = { ...spec, layout, metadata: { [STYLE_METADATA.mode]: 'tc' } };
    map.addLayer(layer as MapLibre.LayerSpecification, spec.type === 'symbol' ? undefined : before);
  }
  silenceOsmOverlay(map, fc);
}

/**
 * Leaves the OSM transit overlay out where the GTFS network stands for it: its stops near a
 * GTFS stop (the same stop, whose name the GTFS layer draws once), its lines inside the network's
 * box. Elsewhere in the region it stays.
 */
function silenceOsmOverlay(map: MapLibre.Map, fc: FeatureCollection): void {
  const areas = [
    [OSM_STOP_LAYERS, sameStopArea(fc)],
    [OSM_LINE_LAYERS, networkBox(fc)],
  ] as const;
  for (const [ids, area] of areas) {
    if (!area) continue;
    for (const id of ids) {
      if (!map.getLayer(id)) continue;
      const own = map.getFilter(id);
      if (!isOutsideFilter(own)) map.setFilter(id, outsideFilter(own, area));
    }
  }
}

/** What the extension holds: the network, the open stop popup, what it shows and its request. */
interface LayerState {
  fc: FeatureCollection | null;
  popup: MapLibre.Popup | null;
  shown: { root: HTMLElement; name: string; view: StopPopupState } | null;
  request: AbortController | null;
}

/** Writes the open stop popup again in the page's language (after a switch). */
function rewritePopup(ctx: MapExtensionContext, state: LayerState): void {
  if (!state.shown || !state.popup?.isOpen()) return;
  const t = createTranslator(ctx.system.locale.getSnapshot().context.locale);
  renderStopPopup(state.shown.root, { t, name: state.shown.name, state: state.shown.view });
}

/** Opens the stop popup at a stop's point, showing `view` (replacing the one open). */
function openPopup(
  ctx: MapExtensionContext,
  state: LayerState,
  stop: { feature: MapLibre.MapGeoJSONFeature; view: StopPopupState },
): NonNullable<LayerState['shown']> {
  const name = String(stop.feature.properties.name ?? '');
  const [lng, lat] = (stop.feature.geometry as GeoJSON.Point).coordinates as [number, number];
  const root = document.createElement('div');
  root.className = 'stop-popup';
  root.dataset.testid = 'stop-popup';
  const shown: NonNullable<LayerState['shown']> = { root, name, view: stop.view };
  state.shown = shown;
  state.request?.abort();
  state.popup?.remove();
  // Filled before it is placed: a popup under the panel is brought into the free part of the map.
  renderStopPopup(root, {
    t: createTranslator(ctx.system.locale.getSnapshot().context.locale),
    name,
    state: stop.view,
  });
  state.popup = addClearPopup({
    lib: ctx.lib,
    map: ctx.map,
    at: [lng, lat],
    content: root,
    popup: { maxWidth: '300px', closeButton: true },
  });
  return shown;
}

function showPopup(
  ctx: MapExtensionContext,
  state: LayerState,
  feature: MapLibre.MapGeoJSONFeature,
) {
  const id = String(feature.properties.id ?? '');
  const shown = openPopup(ctx, state, { feature, view: { status: 'loading' } });
  // A click on another stop replaces this popup and cancels its request.
  const request = new AbortController();
  state.request = request;
  void fetchDepartures(ctx.system.transitApi, {
    stopId: id,
    at: new Date(),
    signal: request.signal,
  }).then((result) => {
    if (request.signal.aborted) return;
    shown.view = result;
    rewritePopup(ctx, state);
  });
}

/** True when a point lies in the box of the GTFS network (its stops and lines, with a margin). */
function withinNetwork(fc: FeatureCollection, at: MapLibre.LngLat): boolean {
  const ring = networkBox(fc)?.coordinates[0] ?? [];
  const [sw, , ne] = ring;
  if (!sw || !ne) return false;
  const [w = 0, s = 0] = sw;
  const [e = 0, n = 0] = ne;
  return at.lng >= w && at.lng <= e && at.lat >= s && at.lat <= n;
}

/**
 * Any click within the spec's hit-box of a stop opens it (5 px for a finger, 10 for a mouse): a
 * GTFS stop with its departures, else a stop of OSM's overlay with why it has no timetable.
 */
function stopClicks(
  ctx: MapExtensionContext,
  state: LayerState,
): (e: MapLibre.MapMouseEvent) => void {
  const { map } = ctx;
  return (e) => {
    const box = hitBox(e.point, isTouchScreen());
    const [feature] = map.getLayer(GTFS_LAYERS.stops)
      ? map.queryRenderedFeatures(box, { layers: [GTFS_LAYERS.stops] })
      : [];
    if (feature) {
      showPopup(ctx, state, feature);
      return;
    }
    if (!map.getLayer(OSM_STOP_LAYERS[0])) return;
    const [osm] = map.queryRenderedFeatures(box, { layers: [OSM_STOP_LAYERS[0]] });
    if (osm) {
      const kind = osmStopKind(osm.properties.class);
      const inNetwork = !state.fc || withinNetwork(state.fc, e.lngLat);
      openPopup(ctx, state, { feature: osm, view: { status: 'noFeed', kind, inNetwork } });
    }
  };
}

/** The extension: draws the network on this map and answers clicks on its stops. */
export const transitLayerExtension: MapExtension = (ctx) => {
  const { map, system } = ctx;
  const state: LayerState = { fc: null, popup: null, shown: null, request: null };
  const language = onLanguage(system, () => rewritePopup(ctx, state));
  const loading = new AbortController();
  const unclickable = registerClickableLayer(GTFS_LAYERS.stops);
  // OSM's stops where no GTFS network is imported: their popup says so (not an address's).
  const osmUnclickable = registerClickableLayer(OSM_STOP_LAYERS[0]);
  const draw = (): void => {
    if (!state.fc) return;
    try {
      addNetworkLayers(map, state.fc, system.map.getSnapshot().context.mode === 'tc');
    } catch {
      // The style is still loading: its load event draws again.
      void map.once('idle', draw);
    }
  };
  const onClick = stopClicks(ctx, state);
  const pointer = (): void => void (map.getCanvas().style.cursor = 'pointer');
  const unpointer = (): void => void (map.getCanvas().style.cursor = '');
  map.on('style.load', draw);
  map.on('click', onClick);
  for (const layer of [GTFS_LAYERS.stops, OSM_STOP_LAYERS[0]]) {
    map.on('mouseenter', layer, pointer);
    map.on('mouseleave', layer, unpointer);
  }
  // The region's network, once per map; none when the region has no GTFS or the call fails.
  system.transitApi.network(loading.signal).then(
    (fc) => {
      state.fc = fc;
      draw();
    },
    () => undefined,
  );
  return () => {
    for (const s of language) s.unsubscribe();
    loading.abort();
    state.request?.abort();
    unclickable();
    osmUnclickable();
    map.off('style.load', draw);
    map.off('click', onClick);
    for (const layer of [GTFS_LAYERS.stops, OSM_STOP_LAYERS[0]]) {
      map.off('mouseenter', layer, pointer);
      map.off('mouseleave', layer, unpointer);
    }
    state.popup?.remove();
  };
};
