/**
 * Where the GTFS network of the 'tc' map mode stands in for the OSM transit overlay of the
 * styles: OSM stops near a GTFS stop are the same stops (drawn once, by the GTFS layer, which
 * knows their departures), OSM lines inside the network's box are its lines. Elsewhere in the
 * region (a town the feeds do not serve) the OSM overlay stays. The areas are MapLibre `within`
 * filters, which keep the features outside them.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import type { ExpressionSpecification, FilterSpecification } from 'maplibre-gl';

/** Half the side of the square around a GTFS stop where an OSM stop is the same stop, metres. */
export const SAME_STOP_M = 120;

/** Above this many stops, the squares give way to the network's box (filters stay light). */
const MAX_SQUARES = 3000;

const METRES_PER_DEGREE = 111_320;

function stopPositions(fc: FeatureCollection): Position[] {
  return fc.features
    .filter((f: Feature) => f.properties?.kind === 'stop' && f.geometry.type === 'Point')
    .map((f) => (f.geometry as { coordinates: Position }).coordinates);
}

function square(lng: number, lat: number, metres: number): Position[][] {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = dLat / Math.cos((lat * Math.PI) / 180);
  return [
    [
      [lng - dLng, lat - dLat],
      [lng + dLng, lat - dLat],
      [lng + dLng, lat + dLat],
      [lng - dLng, lat + dLat],
      [lng - dLng, lat - dLat],
    ],
  ];
}

/** The box of the network's features, with a margin of `metres`. */
export function networkBox(fc: FeatureCollection, metres = SAME_STOP_M): Polygon | null {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (p: Position): void => {
    const [x = NaN, y = NaN] = p;
    [w, s, e, n] = [Math.min(w, x), Math.min(s, y), Math.max(e, x), Math.max(n, y)];
  };
  for (const f of fc.features) {
    if (f.geometry.type === 'Point') visit(f.geometry.coordinates);
    if (f.geometry.type === 'LineString') f.geometry.coordinates.forEach(visit);
  }
  if (!Number.isFinite(w) || !Number.isFinite(n)) return null;
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = dLat / Math.cos((((s + n) / 2) * Math.PI) / 180);
  const ring: Position[] = [
    [w - dLng, s - dLat],
    [e + dLng, s - dLat],
    [e + dLng, n + dLat],
    [w - dLng, n + dLat],
    [w - dLng, s - dLat],
  ];
  return { type: 'Polygon', coordinates: [ring] };
}

/** A square of SAME_STOP_M around each GTFS stop (the network's box past MAX_SQUARES stops). */
export function sameStopArea(fc: FeatureCollection): MultiPolygon | Polygon | null {
  const stops = stopPositions(fc);
  if (stops.length === 0) return null;
  if (stops.length > MAX_SQUARES) return networkBox(fc);
  return {
    type: 'MultiPolygon',
    coordinates: stops.map(([lng = 0, lat = 0]) => square(lng, lat, SAME_STOP_M)),
  };
}

/**
 * A layer's filter that also leaves out what lies within `area`, its own filter kept (the styles
 * write their filters as expressions, never in the legacy form).
 */
export function outsideFilter(
  own: FilterSpecification | undefined | null | void,
  area: MultiPolygon | Polygon,
): FilterSpecification {
  const outside: ExpressionSpecification = ['!', ['within', area]];
  // The styles' filters are expressions; the lint's checker reads the legacy form as compatible.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return own ? ['all', own as ExpressionSpecification, outside] : outside;
}

/** True for a filter outsideFilter built (so that drawing again does not nest it). */
export function isOutsideFilter(filter: unknown): boolean {
  return JSON.stringify(filter ?? null).includes('"within"');
}
