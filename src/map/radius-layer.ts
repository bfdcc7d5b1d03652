/**
 * The radius tool on the map: the circle of the chosen radius around the centre, the reachable
 * areas by travel time (largest first, lighter), a marker at the centre, the view fitted to the
 * circle and then to the areas once they are drawn (clear of the panel), a dashed line from the
 * centre to where the areas start when no road passes by it, and the map clicks while
 * the tool is shown (a click sets the centre). A transparent layer over the world is declared
 * clickable meanwhile, so the address popup leaves those clicks to the tool.
 */
import type * as MapLibre from 'maplibre-gl';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { unionBbox, type Bbox, type LngLat } from '../domain/geo';
import { JOINED_START_METRES, type ReachableAreas } from '../domain/reachable-areas';
import { existingPoiSystem, type PoiSystem } from '../machines/poi-system';
import { WORLD_CATCHER } from './world-catcher';
import { registerClickableLayer, type MapExtension } from './map-extensions';
import { panelPadding, whenPanelSettled } from './panel-padding';

/** Ids of the source and layers. */
export const RADIUS_SOURCE = 'radius-tool';
export const RADIUS_LAYERS = {
  catcher: 'radius-tool-click-catcher',
  areas: 'radius-tool-areas',
  circleFill: 'radius-tool-circle-fill',
  circleLine: 'radius-tool-circle-line',
  startLine: 'radius-tool-start-line',
} as const;

const EARTH_RADIUS = 6378137;
/** Colours of the reachable areas, 5, 10 and 15 minutes. */
const AREA_COLOURS = ['#2f9e44', '#f59f00', '#e8590c'];

/** A circle of `metres` around a point as a polygon of `steps` points (spherical earth, §9 radius). */
export function circlePolygon(center: LngLat, metres: number, steps = 96): Feature<Polygon> {
  const lat1 = (center.lat * Math.PI) / 180;
  const lng1 = (center.lng * Math.PI) / 180;
  const d = metres / EARTH_RADIUS;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
        Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: { kind: 'circle' },
  };
}

/** What the tool draws now. */
export function radiusFeatures(ps: PoiSystem): FeatureCollection {
  if (!ps.radiusVisible) return { type: 'FeatureCollection', features: [] };
  const { center, radius, areas } = ps.radius.getSnapshot().context;
  const features: Feature[] = [WORLD_CATCHER];
  const sorted = [...(areas?.features ?? [])].sort(
    (a, b) => Number(b.properties?.minutes) - Number(a.properties?.minutes),
  );
  sorted.forEach((f, i) =>
    features.push({
      ...f,
      properties: {
        ...f.properties,
        kind: 'area',
        colour: AREA_COLOURS[sorted.length - 1 - i] ?? '#e8590c',
      },
    }),
  );
  if (center) features.push(circlePolygon(center, radius));
  const start = center ? startLine(center, areas) : null;
  if (start) features.push(start);
  return { type: 'FeatureCollection', features };
}

/** The dashed line from the centre to where the areas start, when that is not at the centre. */
function startLine(center: LngLat, areas: ReachableAreas | null): Feature | null {
  const start = areas?.start;
  if (!start || start.metres <= JOINED_START_METRES) return null;
  return {
    type: 'Feature',
    geometry: {
      type: 'LineString',
      coordinates: [
        [center.lng, center.lat],
        [start.lng, start.lat],
      ],
    },
    properties: { kind: 'start' },
  };
}

function ensureLayers(map: MapLibre.Map): void {
  if (map.getSource(RADIUS_SOURCE)) return;
  map.addSource(RADIUS_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  const kind = (k: string) => ['==', ['get', 'kind'], k] as MapLibre.FilterSpecification;
  map.addLayer({
    id: RADIUS_LAYERS.catcher,
    type: 'fill',
    source: RADIUS_SOURCE,
    filter: kind('catcher'),
    paint: { 'fill-opacity': 0 },
  });
  map.addLayer({
    id: RADIUS_LAYERS.areas,
    type: 'fill',
    source: RADIUS_SOURCE,
    filter: kind('area'),
    paint: {
      'fill-color': ['get', 'colour'],
      'fill-opacity': 0.28,
      'fill-outline-color': ['get', 'colour'],
    },
  });
  map.addLayer({
    id: RADIUS_LAYERS.circleFill,
    type: 'fill',
    source: RADIUS_SOURCE,
    filter: kind('circle'),
    paint: { 'fill-color': '#1864ab', 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: RADIUS_LAYERS.circleLine,
    type: 'line',
    source: RADIUS_SOURCE,
    filter: kind('circle'),
    paint: { 'line-color': '#1864ab', 'line-width': 2.5, 'line-dasharray': [2, 1] },
  });
  map.addLayer({
    id: RADIUS_LAYERS.startLine,
    type: 'line',
    source: RADIUS_SOURCE,
    filter: kind('start'),
    paint: { 'line-color': '#495057', 'line-width': 3, 'line-dasharray': [1, 1.5] },
  });
}

/** The box of every point of some polygons (the reachable areas), null when there is none. */
export function polygonsBbox(collection: FeatureCollection | null): Bbox | null {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const feature of collection?.features ?? []) {
    const { geometry } = feature;
    const rings =
      geometry.type === 'Polygon'
        ? geometry.coordinates
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates.flat()
          : [];
    for (const [lng = NaN, lat = NaN] of rings.flat()) {
      [w, s, e, n] = [Math.min(w, lng), Math.min(s, lat), Math.max(e, lng), Math.max(n, lat)];
    }
  }
  return [w, s, e, n].every(Number.isFinite) ? [w, s, e, n] : null;
}

/** What the view shows: the reachable areas once drawn, else the circle; null when hidden. */
export function radiusView(ps: PoiSystem): { key: string; bbox: Bbox } | null {
  const { center, radius, areas } = ps.radius.getSnapshot().context;
  if (!ps.radiusVisible || !center) return null;
  const polygonsBox = polygonsBbox(areas);
  // The centre stays in view with the areas (they may start away from it).
  const areasBox =
    polygonsBox && center
      ? unionBbox([polygonsBox, [center.lng, center.lat, center.lng, center.lat]])
      : polygonsBox;
  if (areasBox) return { key: `areas:${areasBox.join(',')}`, bbox: areasBox };
  const ring = circlePolygon(center, radius, 16).geometry.coordinates[0]!;
  const lngs = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  return {
    key: `circle:${center.lng},${center.lat},${radius}`,
    bbox: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)],
  };
}

/** Fits the map to the tool's view when it changes (a new centre, radius or areas). */
function fitView(map: MapLibre.Map, ps: PoiSystem, applied: { key: string }): void {
  const view = radiusView(ps);
  if (!view || view.key === applied.key) return;
  applied.key = view.key;
  const [w, s, e, n] = view.bbox;
  // Once the panel is still: a phone's sheet, raised over the keyboard while a centre is typed,
  // goes back down when it is picked, and a view fitted meanwhile would end under it.
  whenPanelSettled(map.getContainer(), () => {
    // Meanwhile the tool may have closed, the map gone, or another view been asked.
    if (!map.getCanvas().isConnected || !ps.radiusVisible || applied.key !== view.key) return;
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      {
        padding: panelPadding(map, 'vector'),
        duration: 300,
      },
    );
  });
}

/** The extension. */
export const radiusLayerExtension: MapExtension = (ctx) => {
  const ps = existingPoiSystem(ctx.system);
  if (!ps) return () => undefined;
  const { map } = ctx;
  const applied = { key: '' };
  const marker = new ctx.lib.Marker({ color: '#1864ab' });
  const unregister = registerClickableLayer(RADIUS_LAYERS.catcher);
  const draw = (): void => {
    if (!map.isStyleLoaded() && !map.getSource(RADIUS_SOURCE)) {
      void map.once('idle', draw);
      return;
    }
    ensureLayers(map);
    (map.getSource(RADIUS_SOURCE) as MapLibre.GeoJSONSource).setData(radiusFeatures(ps));
    const { center } = ps.radius.getSnapshot().context;
    if (ps.radiusVisible && center) marker.setLngLat([center.lng, center.lat]).addTo(map);
    else marker.remove();
    fitView(map, ps, applied);
  };
  const onClick = (event: MapLibre.MapMouseEvent): void => {
    if (!ps.radiusVisible) return;
    ps.radius.send({ type: 'center.set', point: { lng: event.lngLat.lng, lat: event.lngLat.lat } });
  };
  const subscriptions = [ps.radius.subscribe(draw), ps.app.screen.subscribe(draw)];
  map.on('click', onClick);
  map.on('style.load', draw);
  draw();
  return () => {
    map.off('click', onClick);
    map.off('style.load', draw);
    for (const s of subscriptions) s.unsubscribe();
    unregister();
    marker.remove();
  };
};
