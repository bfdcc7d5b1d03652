/**
 * Low-emission zones on the map (issue 17): the simplified areas of the national base as the
 * restrictions service gives them (one feature per stage, `status` at the time looked at), a fill
 * and an outline under the labels — stages in force solid orange, planned ones lighter and
 * dashed, expired ones grey. Below zoom 9 a dot marks each zone in force or planned, over the
 * labels: at a country's scale a zone is a few pixels under its city's name. The style's own zfe
 * overlay (OSM boundary=low_emission_zone) is nearly empty: the national base is the source.
 */
import type * as MapLibre from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { overlayBefore } from './style-layers';

/** The source credited while zones are drawn (MapLibre shows it with the source). */
const ZFE_ATTRIBUTION =
  'ZFE : <a href="https://transport.data.gouv.fr/" target="_blank" rel="noopener">transport.data.gouv.fr</a>';

/** Ids of a source of zones and its layers. */
export interface ZfeIds {
  source: string;
  fill: string;
  outline: string;
  planned: string;
  /** The source and layer of the dots that mark the zones at small scales. */
  dots: string;
}

/** Ids of the source and layers of a page's zones. */
export const ZFE_IDS: ZfeIds = {
  source: 'zfe-areas',
  fill: 'zfe-areas-fill',
  outline: 'zfe-areas-outline',
  planned: 'zfe-areas-planned',
  dots: 'zfe-areas-dots',
};

/** Ids of the source and layers of the ZFE map mode's zones (all of France). */
export const NATIONAL_ZFE_IDS: ZfeIds = {
  source: 'zfe-national',
  fill: 'zfe-national-fill',
  outline: 'zfe-national-outline',
  planned: 'zfe-national-planned',
  dots: 'zfe-national-dots',
};

/** The colours of the statuses (the legend of the ZFE pages uses them too). */
export const ZFE_COLOURS = { ongoing: '#e65100', planned: '#ff9e40', expired: '#8a939c' } as const;

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

const status = ['get', 'status'] as MapLibre.ExpressionSpecification;

/** The layer areas go under: the labels, and a trip drawn already. */
export function areasBefore(map: MapLibre.Map): string | undefined {
  return overlayBefore(map.getStyle()?.layers ?? []);
}

/** The zoom from which the zones' outlines are drawn without their dots. */
const DOTS_MAX_ZOOM = 9;

function addDots(map: MapLibre.Map, ids: ZfeIds): void {
  map.addSource(ids.dots, { type: 'geojson', data: EMPTY });
  map.addLayer({
    id: ids.dots,
    type: 'circle',
    source: ids.dots,
    maxzoom: DOTS_MAX_ZOOM,
    paint: {
      'circle-radius': 5,
      'circle-color': ['match', status, 'ongoing', ZFE_COLOURS.ongoing, ZFE_COLOURS.planned],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  });
}

function addLayers(map: MapLibre.Map, ids: ZfeIds): void {
  map.addSource(ids.source, { type: 'geojson', data: EMPTY, attribution: ZFE_ATTRIBUTION });
  const before = areasBefore(map);
  map.addLayer(
    {
      id: ids.fill,
      type: 'fill',
      source: ids.source,
      paint: {
        'fill-color': [
          'match',
          status,
          'ongoing',
          ZFE_COLOURS.ongoing,
          'planned',
          ZFE_COLOURS.planned,
          ZFE_COLOURS.expired,
        ],
        'fill-opacity': ['match', status, 'ongoing', 0.22, 'planned', 0.12, 0.08],
      },
    },
    before,
  );
  map.addLayer(
    {
      id: ids.planned,
      type: 'line',
      source: ids.source,
      filter: ['==', status, 'planned'],
      paint: { 'line-color': ZFE_COLOURS.planned, 'line-width': 2, 'line-dasharray': [3, 2] },
    },
    before,
  );
  map.addLayer(
    {
      id: ids.outline,
      type: 'line',
      source: ids.source,
      filter: ['!=', status, 'planned'],
      paint: {
        'line-color': ['match', status, 'ongoing', ZFE_COLOURS.ongoing, ZFE_COLOURS.expired],
        'line-width': ['match', status, 'ongoing', 2.5, 1.2],
      },
    },
    before,
  );
}

type ZoneFeature = FeatureCollection['features'][number];

/** The areas to draw: a superseded stage as ended, expired first and in force on top. */
export function zoneFeatures(
  areas: FeatureCollection,
  superseded: ReadonlySet<string>,
): FeatureCollection {
  const statusOf = (f: ZoneFeature): unknown =>
    superseded.has(String(f.properties?.key)) ? 'expired' : f.properties?.status;
  const rank = (f: ZoneFeature): number => {
    const value = statusOf(f);
    return value === 'ongoing' ? 2 : value === 'planned' ? 1 : 0;
  };
  const features = areas.features
    .map((f) => ({ ...f, properties: { ...f.properties, status: statusOf(f) } }))
    .sort((a, b) => rank(a) - rank(b));
  return { type: 'FeatureCollection', features };
}

/** The bounding box's centre of a zone's geometry. */
function centreOf(geometry: ZoneFeature['geometry']): [number, number] | undefined {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (value: unknown): void => {
    if (!Array.isArray(value)) return;
    const [x, y] = value as unknown[];
    if (typeof x === 'number' && typeof y === 'number') {
      box[0] = Math.min(box[0]!, x);
      box[1] = Math.min(box[1]!, y);
      box[2] = Math.max(box[2]!, x);
      box[3] = Math.max(box[3]!, y);
    } else value.forEach(walk);
  };
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') walk(geometry.coordinates);
  const [w, s, e, n] = box as [number, number, number, number];
  return w <= e ? [(w + e) / 2, (s + n) / 2] : undefined;
}

/**
 * One dot per zone in force or planned (its stages share a centre: the one in force wins), at
 * its box's centre, from the features `zoneFeatures` gives.
 */
export function zoneDots(zones: FeatureCollection): FeatureCollection {
  const dots = new Map<string, ZoneFeature>();
  for (const zone of zones.features) {
    const value: unknown = zone.properties?.status;
    const centre = centreOf(zone.geometry);
    if ((value !== 'ongoing' && value !== 'planned') || !centre) continue;
    const key = centre.map((c) => c.toFixed(3)).join(',');
    if (dots.get(key)?.properties?.status === 'ongoing') continue;
    dots.set(key, {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: centre },
      properties: { key: String(zone.properties?.key), status: value },
    });
  }
  return { type: 'FeatureCollection', features: [...dots.values()] };
}

/**
 * Draws the zones (a stage's successor often has its area: the one in force goes on top); adds
 * the source and layers when the style has none (a new style drops them). Throws while the style
 * is not loaded: its load draws again.
 */
export function showZfeAreas(
  map: MapLibre.Map,
  areas: FeatureCollection,
  options: { superseded?: ReadonlySet<string>; ids?: ZfeIds } = {},
): void {
  const { superseded = new Set<string>(), ids = ZFE_IDS } = options;
  if (!map.getSource(ids.source)) addLayers(map, ids);
  if (!map.getSource(ids.dots)) addDots(map, ids);
  const zones = zoneFeatures(areas, superseded);
  map.getSource<MapLibre.GeoJSONSource>(ids.source)?.setData(zones);
  map.getSource<MapLibre.GeoJSONSource>(ids.dots)?.setData(zoneDots(zones));
}

/** Removes the zones (of a page, or the ids given) from the map. */
export function removeZfeAreas(map: MapLibre.Map, ids: ZfeIds = ZFE_IDS): void {
  for (const id of [ids.dots, ids.planned, ids.outline, ids.fill])
    if (map.getLayer(id)) map.removeLayer(id);
  for (const id of [ids.source, ids.dots]) if (map.getSource(id)) map.removeSource(id);
}
