/**
 * The layer pages' data (issue 17): low-emission-zone stages at a time over an area or a box,
 * cycle facilities per area with the département beside a commune, restrictions and traffic
 * events. Independent of Fastify; server/plugins/restrictions validates and serialises.
 */
import type { Feature } from 'geojson';
import { bboxesOverlap, type Bbox } from '../../src/domain/geo';
import type {
  AreaRef,
  CycleSummary,
  CyclingAnswer,
  RestrictionsAnswer,
  TrafficAnswer,
  TrafficEvent,
  TrafficFeedState,
  ZfeAnswer,
} from '../../src/domain/restrictions/api';
import { statusesOn, type EventStatus, type ZfeStageAt } from '../../src/domain/restrictions/zfe';
import { parisParts } from '../../src/domain/paris-time';
import { mergeSections } from '../../src/domain/restrictions/restriction-list';
import type { AreaResolver, ResolvedArea } from './areas';
import type { RestrictionsStore, RoadworksRow, StoredZfeStage } from './restrictions-store';

/** A live traffic feed (DATEX II poller), when one is configured. */
export interface TrafficFeed {
  state(): TrafficFeedState;
  events(at: Date): TrafficEvent[];
}

/** What the service reads. */
export interface RestrictionsServiceDeps {
  store: RestrictionsStore;
  areas: AreaResolver;
  traffic?: TrafficFeed | undefined;
}

/** Where a request looks: an area, a box, or both unknown (everything). */
export interface Where {
  area: ResolvedArea | null;
  bbox: Bbox | null;
}

function touches(stage: StoredZfeStage, where: Where): boolean {
  if (where.bbox && !bboxesOverlap(stage.bbox, where.bbox)) return false;
  const area = where.area;
  if (!area || area.ref.kind === 'france') return true;
  const communes = new Set(area.communes);
  return stage.communes.some((c) => communes.has(c));
}

function withStatus(stage: StoredZfeStage, statuses: Map<string, EventStatus>): ZfeStageAt {
  const { area: _area, ...rest } = stage;
  return { ...rest, status: statuses.get(stage.key) ?? 'expired' };
}

function roadworksEvent(row: RoadworksRow, day: string): TrafficEvent {
  const status: EventStatus =
    row.start && day < row.start.slice(0, 10)
      ? 'planned'
      : row.end && day > row.end.slice(0, 10)
        ? 'expired'
        : 'ongoing';
  return {
    id: `osm:${row.osmId}`,
    source: 'osm',
    type: 'roadworks',
    label: row.label,
    road: row.road,
    start: row.start,
    end: row.end,
    status,
    lng: row.lng,
    lat: row.lat,
  };
}

function inBox(e: { lng: number; lat: number }, bbox: Bbox | null): boolean {
  return !bbox || (e.lng >= bbox[0] && e.lng <= bbox[2] && e.lat >= bbox[1] && e.lat <= bbox[3]);
}

/** The layer pages' data over the restrictions artefact and the live feed. */
export class RestrictionsService {
  constructor(private readonly deps: RestrictionsServiceDeps) {}

  private get store(): RestrictionsStore {
    return this.deps.store;
  }

  private communesOf(where: Where): string[] | null {
    return where.area && where.area.ref.kind !== 'france' ? where.area.communes : null;
  }

  private covered(communes: readonly string[]): boolean {
    return communes.some((c) => this.store.osmCommunes.has(c));
  }

  private cycleSummary(area: ResolvedArea): CycleSummary {
    const lengths = this.store.cycleLengths(area.communes).map((l) => ({
      category: l.category,
      km: Math.round(l.km * 100) / 100,
    }));
    const totalKm = Math.round(lengths.reduce((s, l) => s + l.km, 0) * 100) / 100;
    return { area: area.ref, lengths, totalKm };
  }

  /** Stages touching the area or box, with statuses on the French day of `at`. */
  zfe(where: Where, at: Date): ZfeAnswer {
    const statuses = statusesOn(this.store.stages, parisParts(at).date);
    const stages = this.store.stages.filter((s) => touches(s, where));
    const features: Feature[] = stages.map((s) => ({
      type: 'Feature',
      properties: { key: s.key, status: statuses.get(s.key) ?? 'expired', name: s.name },
      geometry: s.area,
    }));
    return {
      at: at.toISOString(),
      area: where.area?.ref ?? null,
      stages: stages.map((s) => withStatus(s, statuses)),
      geometry: { type: 'FeatureCollection', features },
    };
  }

  /** Cycle facilities of an area, and of its département for a commune. */
  cycling(area: ResolvedArea): CyclingAnswer {
    const found = area.ref.kind === 'commune' ? this.deps.areas.departmentOf(area) : undefined;
    // Paris is its own département: nothing to compare it with.
    const department = found && !sameCommunes(found, area) ? found : undefined;
    const sources = this.store.cycleSources(area.communes);
    return {
      ...this.cycleSummary(area),
      comparison: department ? this.cycleSummary(department) : null,
      covered: this.covered(area.communes) || sources.length > 0,
      sources,
    };
  }

  /** OSM restrictions of an area or box and the zone stages in force there. */
  restrictions(where: Where, at: Date, limit: number): RestrictionsAnswer {
    const statuses = statusesOn(this.store.stages, parisParts(at).date);
    const communes = this.communesOf(where);
    const { items, total } = this.store.restrictions({ communes, bbox: where.bbox, limit });
    const zfe = this.store.stages
      .filter((s) => touches(s, where) && statuses.get(s.key) === 'ongoing')
      .map((s) => withStatus(s, statuses));
    return {
      area: where.area?.ref ?? null,
      at: at.toISOString(),
      items: mergeSections(items),
      total,
      zfe,
      covered: communes ? this.covered(communes) : this.store.osmCommunes.size > 0,
    };
  }

  /** Roadworks of the imported extracts and the live feed's events, not yet expired. */
  traffic(where: Where, at: Date): TrafficAnswer {
    const day = parisParts(at).date;
    const osm = this.store
      .roadworks({ communes: this.communesOf(where), bbox: where.bbox })
      .map((r) => roadworksEvent(r, day));
    const box = where.bbox ?? where.area?.ref.bbox ?? null;
    const live = this.deps.traffic?.events(at).filter((e) => inBox(e, box)) ?? [];
    return {
      at: at.toISOString(),
      live: this.deps.traffic?.state() ?? { configured: false, fetchedAt: null, lastError: null },
      events: [...live, ...osm].filter((e) => e.status !== 'expired'),
    };
  }
}

/** An area's reference (re-exported for the plugin). */
export type { AreaRef };

/** Whether two areas are the same communes (a commune that is its own département). */
function sameCommunes(a: ResolvedArea, b: ResolvedArea): boolean {
  const codes = new Set(b.communes);
  return a.communes.length === codes.size && a.communes.every((c) => codes.has(c));
}
