import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { GtfsFeed } from '../../sources/gtfs/types';
import type { Timetable } from '../../../artefacts/transit/timetable';

const round = (x: number): number => Math.round(x * 1e5) / 1e5;

function cleanLine(points: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [x, y] of points) {
    const p: [number, number] = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function patternLine(
  t: Timetable,
  p: number,
  shapes: ReadonlyMap<string, [number, number][]>,
  shapeOf: ReadonlyMap<string, string>,
): { key: string; coords: [number, number][] } {
  const tripId = t.tripIds[t.patternTripStart[p]!]!.replace(/@\d+$/, '');
  const shapeId = shapeOf.get(tripId);
  const shape = shapeId ? shapes.get(shapeId) : undefined;
  if (shape && shape.length >= 2) return { key: `shape:${shapeId}`, coords: cleanLine(shape) };
  const coords: [number, number][] = [];
  for (let i = t.patternStopStart[p]!; i < t.patternStopStart[p + 1]!; i++) {
    const s = t.patternStops[i]!;
    coords.push([t.stopLon[s]!, t.stopLat[s]!]);
  }
  return { key: `stops:${coords.join(';')}`, coords: cleanLine(coords) };
}

/** The geometry of every pattern ([lng, lat] points), for the legs of journeys. */
export function patternGeometries(t: Timetable, feeds: readonly GtfsFeed[]): [number, number][][] {
  const { shapes, shapeOf } = shapeTables(feeds);
  return Array.from(
    { length: t.patternRoute.length },
    (_, p) => patternLine(t, p, shapes, shapeOf).coords,
  );
}

function shapeTables(feeds: readonly GtfsFeed[]): {
  shapes: Map<string, [number, number][]>;
  shapeOf: Map<string, string>;
} {
  const shapes = new Map<string, [number, number][]>();
  const shapeOf = new Map<string, string>();
  for (const f of feeds) {
    for (const [id, line] of f.shapes) shapes.set(`${f.id}:${id}`, line);
    for (const trip of f.trips)
      if (trip.shapeId) shapeOf.set(`${f.id}:${trip.id}`, `${f.id}:${trip.shapeId}`);
  }
  return { shapes, shapeOf };
}

/**
 * The network drawn by the 'tc' map mode: one line per distinct shape of each route (GTFS
 * shapes, else straight lines between the stops) in the route's colour, and the stops with the
 * routes that serve them.
 */
export function networkGeoJson(
  t: Timetable,
  feeds: readonly GtfsFeed[],
): FeatureCollection<LineString | Point> {
  const { shapes, shapeOf } = shapeTables(feeds);
  const features: Feature<LineString | Point>[] = [];
  const seen = new Set<string>();
  const stopRoutes = new Map<number, Set<string>>();
  for (let p = 0; p < t.patternRoute.length; p++) {
    const route = t.routes[t.patternRoute[p]!]!;
    for (let i = t.patternStopStart[p]!; i < t.patternStopStart[p + 1]!; i++) {
      const s = t.patternStops[i]!;
      stopRoutes.set(s, (stopRoutes.get(s) ?? new Set()).add(route.shortName || route.longName));
    }
    const line = patternLine(t, p, shapes, shapeOf);
    const key = `${t.patternRoute[p]}|${line.key}`;
    if (seen.has(key) || line.coords.length < 2) continue;
    seen.add(key);
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: line.coords },
      properties: {
        kind: 'line',
        route: `${route.feed}:${route.id}`,
        ref: route.shortName,
        name: route.longName,
        colour: `#${route.color}`,
        text_colour: `#${route.textColor}`,
        route_type: route.type,
      },
    });
  }
  for (const [s, refs] of stopRoutes) {
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [round(t.stopLon[s]!), round(t.stopLat[s]!)] },
      properties: {
        kind: 'stop',
        stop: s,
        id: t.stopIds[s],
        name: t.stopNames[s],
        routes: [...refs].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })).join(','),
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
