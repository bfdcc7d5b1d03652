/**
 * Shapes of the restrictions, cycling and traffic API (issue 17), shared by the server and the
 * SPA. Zod-free; the SPA checks answers with restrictions-api-schema.ts.
 */
import type { Bbox } from '../geo';
import type { CycleCategory } from './cycling';
import type { EventStatus, ZfeStageAt } from './zfe';

/** The area a page is about. */
export interface AreaRef {
  kind: 'france' | 'region' | 'department' | 'commune';
  /** INSEE code (commune, département, région); null for France. */
  code: string | null;
  name: string;
  /** URL slug of the name (`rouen`, `seine-maritime`, `normandie`). */
  slug: string;
  /** Box to fit the map to; null when the area has no known position. */
  bbox: Bbox | null;
  /** For a commune: its département's name and code. */
  department?: { code: string; name: string; slug: string } | undefined;
}

/** GET /api/restrictions/zfe: the stages over an area or box at a time. */
export interface ZfeAnswer {
  /** The instant the statuses are given for (ISO). */
  at: string;
  area: AreaRef | null;
  /** Stages touching the area or box, each with its status at `at`, without geometry. */
  stages: ZfeStageAt[];
  /** Simplified areas for the map: one feature per stage, properties `key` and `status`. */
  geometry: GeoJSON.FeatureCollection;
}

/** Length of one facility category in an area. */
export interface CycleLength {
  category: CycleCategory;
  km: number;
}

/** Cycle facilities of one area. */
export interface CycleSummary {
  area: AreaRef;
  lengths: CycleLength[];
  totalKm: number;
}

/** GET /api/restrictions/cycling. */
export interface CyclingAnswer extends CycleSummary {
  /** The same for the commune's département (null for larger areas or when unknown). */
  comparison: CycleSummary | null;
  /** True when an imported OSM extract or facilities file covers (part of) the area. */
  covered: boolean;
  /** Where the figures come from: 'osm' and/or a facilities file's name. */
  sources: string[];
}

/** Kinds of restriction read from OSM and the ZFE rules. */
export const RESTRICTION_KINDS = [
  'maxweight',
  'maxheight',
  'maxwidth',
  'maxlength',
  'hgv',
  'access',
] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** One traffic restriction on a road. */
export interface RestrictionItem {
  /** OSM id (`w123`). */
  id: string;
  kind: RestrictionKind;
  /** The tag's value as mapped (`3.5`, `no`, `destination`). */
  value: string;
  /** Hours of a `:conditional` restriction (`Mo-Fr 07:00-19:00`), null when permanent. */
  conditional: string | null;
  /** Human label: « Interdit aux plus de 3,5 t », « Hauteur limitée à 3,50 m ». */
  label: string;
  road: string | null;
  lng: number;
  lat: number;
  /** INSEE code of its commune, null when unknown. */
  commune: string | null;
  /** How many OSM ways of this road carry the same rule (a road is mapped in pieces); 1 if absent. */
  sections?: number | undefined;
}

/** GET /api/restrictions/list. */
export interface RestrictionsAnswer {
  area: AreaRef | null;
  at: string;
  items: RestrictionItem[];
  /** Total before the limit. */
  total: number;
  /** The low-emission-zone stages in force in the area (their rules are restrictions too). */
  zfe: ZfeStageAt[];
  covered: boolean;
}

/** Kinds of traffic event. */
export type TrafficEventType = 'roadworks' | 'accident' | 'closure' | 'other';

/** One traffic event (OSM roadworks or a DATEX II situation record). */
export interface TrafficEvent {
  id: string;
  source: 'osm' | 'datex';
  type: TrafficEventType;
  label: string;
  road: string | null;
  /** Validity (ISO instants), null when not given. */
  start: string | null;
  end: string | null;
  status: EventStatus;
  lng: number;
  lat: number;
}

/** State of the live traffic feed. */
export interface TrafficFeedState {
  /** False when no DATEX II feed is configured (PERIPLE_TRAFFIC_DATEX_URL). */
  configured: boolean;
  /** When the events shown were last fetched successfully (ISO), null when never. */
  fetchedAt: string | null;
  /** Why the last fetch failed, when it did (the last good events are kept). */
  lastError: string | null;
}

/** GET /api/traffic/events. */
export interface TrafficAnswer {
  at: string;
  live: TrafficFeedState;
  events: TrafficEvent[];
}
