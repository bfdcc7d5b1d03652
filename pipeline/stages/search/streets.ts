/**
 * Streets (geocode level `way`): OSM ways grouped by name and town, and the streets of the
 * address files grouped the same way; both merge when they name the same street. A street's
 * point is its vertex (or address) nearest the middle of its box; its segments on the surface
 * (not in tunnels) serve reverse geocoding.
 */
import type { Position } from 'geojson';
import { indexTokens } from '../../../src/domain/search-text/normalise';
import { boxOf, staticImportance, type Box, type SearchEntry, type Segment } from './entry';
import type { Locality } from './locality';
import { appendAll } from '../../core/arrays';

/** A street being assembled. */
export interface StreetGroup {
  name: string;
  locality: Locality | null;
  lines: Position[][];
  /** The lines on the surface (not in a tunnel): the segments of reverse geocoding. */
  surfaceLines: Position[][];
  /** Address points of the street (files and OSM). */
  points: [number, number][];
  postcodes: Map<string, number>;
  sourceId: string;
}

/** The key grouping streets: town and the canonical words of the name ('r.' is 'rue'). */
export function streetKey(name: string, locality: Locality | null): string {
  return `${locality?.towncode ?? locality?.town ?? '-'}|${indexTokens(name).join(' ')}`;
}

/** Streets by key. */
export class StreetCollector {
  readonly groups = new Map<string, StreetGroup>();

  private group(name: string, locality: Locality | null, sourceId: string): StreetGroup {
    const key = streetKey(name, locality);
    let group = this.groups.get(key);
    if (!group) {
      group = {
        name,
        locality,
        lines: [],
        surfaceLines: [],
        points: [],
        postcodes: new Map(),
        sourceId,
      };
      this.groups.set(key, group);
    } else if (name.length > group.name.length) {
      // « Rue des Goncourt » rather than « r. des Goncourt »: the longest spelling is shown.
      group.name = name;
    }
    return group;
  }

  /**
   * Adds the lines of an OSM way. A way in a tunnel is part of the street's geometry but does
   * not name the points above it.
   */
  addWay(options: {
    name: string;
    locality: Locality | null;
    lines: Position[][];
    osmId: string;
    tunnel?: boolean;
  }): void {
    const group = this.group(options.name, options.locality, `osm-${options.osmId}`);
    appendAll(group.lines, options.lines);
    if (!options.tunnel) appendAll(group.surfaceLines, options.lines);
  }

  /** Adds an address point of the street. */
  addPoint(options: {
    name: string;
    locality: Locality | null;
    lng: number;
    lat: number;
    postcode: string | null;
    sourceId: string;
  }): void {
    const group = this.group(options.name, options.locality, options.sourceId);
    group.points.push([options.lng, options.lat]);
    if (options.postcode)
      group.postcodes.set(options.postcode, (group.postcodes.get(options.postcode) ?? 0) + 1);
  }
}

function segmentsOf(lines: readonly Position[][]): Segment[] {
  const out: Segment[] = [];
  for (const line of lines) {
    for (let i = 1; i < line.length; i++) {
      const a = line[i - 1] as Position;
      const b = line[i] as Position;
      out.push([a[0]!, a[1]!, b[0]!, b[1]!]);
    }
  }
  return out;
}

function middlePoint(points: readonly (readonly [number, number])[], box: Box): [number, number] {
  const cx = (box[0] + box[2]) / 2;
  const cy = (box[1] + box[3]) / 2;
  let best = points[0] ?? [cx, cy];
  let bestD = Infinity;
  for (const p of points) {
    const d = (p[0] - cx) ** 2 + (p[1] - cy) ** 2;
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return [best[0], best[1]];
}

function mainPostcode(group: StreetGroup): string | null {
  let best: string | null = null;
  let count = 0;
  for (const [postcode, n] of group.postcodes) {
    if (n > count) [best, count] = [postcode, n];
  }
  return (
    best ?? (group.locality?.postcodes.length === 1 ? (group.locality.postcodes[0] ?? null) : null)
  );
}

/** The street entry of a group. */
export function streetEntry(group: StreetGroup): SearchEntry | undefined {
  const vertices = group.lines.flatMap((l) => l.map((p) => [p[0]!, p[1]!] as [number, number]));
  const all = [...vertices, ...group.points];
  const bbox = boxOf(all);
  if (!bbox) return undefined;
  const [lng, lat] = middlePoint(vertices.length > 0 ? vertices : group.points, bbox);
  const segments = segmentsOf(group.surfaceLines);
  return {
    kind: 'address',
    level: 'way',
    name: group.name,
    locality: group.locality,
    postcode: mainPostcode(group),
    lng,
    lat,
    bbox,
    importance: staticImportance({
      level: 'way',
      addressCount: group.points.length || segmentsOf(group.lines).length,
    }),
    source: group.sourceId.startsWith('osm-') ? 'osm' : 'addresses',
    sourceId: group.sourceId,
    segments,
    ...(group.lines.length > 0
      ? { geometry: { type: 'MultiLineString', coordinates: group.lines } }
      : {}),
  };
}
