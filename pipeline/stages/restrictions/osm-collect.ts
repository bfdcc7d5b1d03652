/**
 * Turns the region's highways into the artefact's OSM rows: cycle facilities, restrictions,
 * roadworks and the number of roads per commune. Ways are kept while the extract is read (only
 * the lines of cycle facilities), then placed in their commune once every address point is
 * known to the locality resolver.
 */
import type { Position } from 'geojson';
import type { Bbox } from '../../../src/domain/geo';
import type { CycleCategory } from '../../../src/domain/restrictions/cycling';
import type { LocalityHints } from '../search/locality';
import type { CommunePlacer } from './commune-placer';
import { classifyCycleWay, type CycleFacility } from './cycle-classify';
import { bboxOfPositions, lineLengthMetres, middleVertex } from './geometry';
import type { OsmAddressHint, OsmHighway, OsmWaysSink } from './osm-ways';
import { countInto } from './report';
import type { RestrictionDraft } from './restriction-tags';
import { roadName, roadworksOf, type RoadworksDraft } from './roadworks';
import { wayRestrictions } from './way-restrictions';

/** Where a row is: its representative point and commune (INSEE, null when none). */
interface Placed {
  osmId: string;
  lng: number;
  lat: number;
  commune: string | null;
}

/** A cycle_way row. */
export interface CycleWayRow {
  osmId: string;
  category: CycleCategory;
  /** The way's length times the sides it runs on. */
  lengthM: number;
  commune: string | null;
  bbox: Bbox;
  line: Position[];
}

/** A restriction row. */
export type RestrictionRow = RestrictionDraft & Placed & { road: string | null };

/** A roadworks row. */
export type RoadworksRow = RoadworksDraft & Placed;

/** A highway as kept while reading: its point, hints and what it carries. */
interface PendingWay {
  osmId: string;
  point: [number, number];
  hints: LocalityHints;
  road: string | null;
  cycle: CycleFacility[];
  line: Position[] | null;
  restrictions: RestrictionDraft[];
  roadworks: RoadworksDraft | undefined;
}

/** Everything made from the extract. */
export interface OsmRows {
  cycleWays: CycleWayRow[];
  restrictions: RestrictionRow[];
  roadworks: RoadworksRow[];
  /** Highways per commune (INSEE). */
  roads: Map<string, number>;
  /** Values left out, by reason. */
  skipped: Record<string, number>;
  /** cycle_way rows placed in Monaco (no INSEE commune). */
  monacoCycleRows: number;
}

/** Collects the highways and addresses of the extract (the sink of `readOsmWays`). */
export class OsmCollector implements OsmWaysSink {
  readonly addresses: OsmAddressHint[] = [];
  readonly ways: PendingWay[] = [];
  readonly skipped: Record<string, number> = {};

  constructor(private readonly validHours: (value: string) => boolean) {}

  address(address: OsmAddressHint): void {
    this.addresses.push(address);
  }

  highway(way: OsmHighway): void {
    const point = middleVertex(way.line);
    if (!point) return;
    const { tags } = way;
    const cycle = classifyCycleWay(tags);
    const found = wayRestrictions(tags, this.validHours);
    for (const reason of found.skipped) countInto(this.skipped, reason);
    this.ways.push({
      osmId: way.osmId,
      point,
      hints: {
        postcode: tags['addr:postcode'] ?? tags.postal_code ?? null,
        city: tags['addr:city'] ?? null,
      },
      road: roadName(tags),
      cycle,
      line: cycle.length > 0 ? way.line : null,
      restrictions: found.items,
      roadworks: roadworksOf(tags),
    });
  }
}

/** A check cached by value (the same conditions repeat along a road). */
export function cachedCheck(check: (value: string) => boolean): (value: string) => boolean {
  const cache = new Map<string, boolean>();
  return (value) => {
    const known = cache.get(value);
    if (known !== undefined) return known;
    const result = check(value);
    cache.set(value, result);
    return result;
  };
}

function cycleRows(way: PendingWay, commune: string | null): CycleWayRow[] {
  if (!way.line || way.cycle.length === 0) return [];
  const line = way.line;
  const metres = lineLengthMetres(line);
  const bbox = bboxOfPositions(line);
  return way.cycle.map((f) => ({
    osmId: way.osmId,
    category: f.category,
    lengthM: metres * f.sides,
    commune,
    bbox,
    line,
  }));
}

/**
 * Places every collected way in its commune: the address points are remembered first (their
 * addr:postcode and addr:city name their town), then each way is placed at its middle vertex.
 * Monaco's locality has no INSEE code: its ways get a NULL commune.
 */
export function placeOsmRows(collector: OsmCollector, placer: CommunePlacer): OsmRows {
  for (const a of collector.addresses)
    placer.rememberAddress(a.lng, a.lat, { postcode: a.postcode, city: a.city });
  const rows: OsmRows = {
    cycleWays: [],
    restrictions: [],
    roadworks: [],
    roads: new Map(),
    skipped: collector.skipped,
    monacoCycleRows: 0,
  };
  for (const way of collector.ways) {
    const [lng, lat] = way.point;
    const locality = placer.place(lng, lat, way.hints);
    const commune = locality?.towncode ?? null;
    if (commune) rows.roads.set(commune, (rows.roads.get(commune) ?? 0) + 1);
    const cycles = cycleRows(way, commune);
    if (locality && !commune) rows.monacoCycleRows += cycles.length;
    rows.cycleWays.push(...cycles);
    const placed = { osmId: way.osmId, lng, lat, commune };
    for (const r of way.restrictions) rows.restrictions.push({ ...r, ...placed, road: way.road });
    if (way.roadworks) rows.roadworks.push({ ...way.roadworks, ...placed });
  }
  return rows;
}
