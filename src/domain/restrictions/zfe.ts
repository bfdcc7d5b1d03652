/**
 * Low-emission zones (ZFE) as Périple keeps them: one stage per row of the national base (the
 * same zone id may have several stages with successive dates), its rules per vehicle class and
 * its status at a given time. Zod-free: the SPA imports it; the source reader is zfe-source.ts.
 */
import type { Bbox } from '../geo';
import type { VehicleClass, Vignette } from './critair';

/** One vehicle class's rule: the first vignette banned and when (OSM opening_hours syntax). */
export interface ZfeRule {
  firstBanned: Vignette;
  /** OSM opening_hours value; '24/7' when the ban is permanent. */
  hours: string;
}

/** One stage of a zone: a row of the national base. */
export interface ZfeStage {
  /** Unique within the artefact: `${id}@${start}`. */
  key: string;
  /** The base's id (SIREN of the authority, '-ZFE-', number); shared by successive stages. */
  id: string;
  /** The authority's name (EPCI or commune of the SIREN), else the main commune inside. */
  authority: string;
  /** A short name for titles: « ZFE de Paris ». */
  name: string;
  /** First day (YYYY-MM-DD, French time). */
  start: string;
  /** Last day (YYYY-MM-DD, inclusive), null when open-ended. */
  end: string | null;
  rules: Partial<Record<VehicleClass, ZfeRule>>;
  orderUrl: string | null;
  infoUrl: string | null;
  bbox: Bbox;
  /** INSEE codes of the communes whose point lies inside the area. */
  communes: string[];
}

/** Status of a stage (or an event) at a time: the spec's planned / ongoing / expired. */
export type EventStatus = 'planned' | 'ongoing' | 'expired';

/** The status of a stage on a French calendar day (YYYY-MM-DD). */
export function stageStatusOn(stage: Pick<ZfeStage, 'start' | 'end'>, day: string): EventStatus {
  if (day < stage.start) return 'planned';
  if (stage.end !== null && day > stage.end) return 'expired';
  return 'ongoing';
}

/**
 * The status of a set of dated events taken together (a map event mode's): in force when one is,
 * else planned when one is to come, else over when every one is; in force when there is none (an
 * undated mode).
 */
export function overallStatus(statuses: Iterable<EventStatus>): EventStatus {
  const seen = new Set(statuses);
  if (seen.has('ongoing') || seen.size === 0) return 'ongoing';
  return seen.has('planned') ? 'planned' : 'expired';
}

/** The zone a stage is a stage of: its authority and its area's box (to about 100 m). */
function zoneOf(stage: Pick<ZfeStage, 'authority' | 'bbox'>): string {
  return `${stage.authority}|${stage.bbox.map((v) => v.toFixed(3)).join(',')}`;
}

/**
 * The statuses of a set of stages on a day, successive stages read together: the base leaves
 * some stages open-ended when a later one of the same zone (same authority, same area) replaces
 * them (Strasbourg's 2023, 2024 and 2025 stages are all « in force » by their dates; Toulouse's
 * end on the day the next starts), so a stage in force by its dates is expired once a later
 * stage of the same zone is in force too. Zones of one authority over other areas (Strasbourg's
 * 2028 communes) do not replace each other.
 */
export function statusesOn(
  stages: readonly Pick<ZfeStage, 'key' | 'authority' | 'start' | 'end' | 'bbox'>[],
  day: string,
): Map<string, EventStatus> {
  const statuses = new Map<string, EventStatus>();
  const latest = new Map<string, string>();
  for (const stage of stages) {
    const status = stageStatusOn(stage, day);
    statuses.set(stage.key, status);
    const start = latest.get(zoneOf(stage));
    if (status === 'ongoing' && (start === undefined || stage.start > start))
      latest.set(zoneOf(stage), stage.start);
  }
  for (const stage of stages) {
    const start = latest.get(zoneOf(stage));
    if (statuses.get(stage.key) === 'ongoing' && start !== undefined && stage.start < start)
      statuses.set(stage.key, 'expired');
  }
  return statuses;
}

/** A stage with its status at the time asked. */
export interface ZfeStageAt extends ZfeStage {
  status: EventStatus;
}

/**
 * The stages of one zone (same authority), oldest first, for a timeline: the current one and
 * what comes next.
 */
export function stagesByAuthority(stages: readonly ZfeStageAt[]): Map<string, ZfeStageAt[]> {
  const out = new Map<string, ZfeStageAt[]>();
  for (const stage of stages) {
    const list = out.get(stage.authority) ?? [];
    list.push(stage);
    out.set(stage.authority, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.start.localeCompare(b.start));
  return out;
}
