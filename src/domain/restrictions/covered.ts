/**
 * GET /api/restrictions/covered?family=: the areas a layer page family has data for, for the
 * family's home page (issue 17). Low-emission zones: one link per zone of the national base (to
 * its main commune); cycle paths and restrictions: the communes of the imported OSM extracts with
 * such data; traffic: the communes of the imported extracts. Zod-free.
 */
import type { AreaRef } from './api';
import type { EventStatus } from './zfe';

/** The families the endpoint answers for (the API's names of the layer families). */
export const COVERED_FAMILIES = ['zfe', 'cycling', 'restrictions', 'traffic'] as const;
export type CoveredFamily = (typeof COVERED_FAMILIES)[number];

/** Most communes listed on a home page (the most populated first). */
export const COVERED_MAX_COMMUNES = 60;

/** A commune a home page links to. */
export interface CoveredLink {
  /** What the link says: the zone's name (« ZFE de Paris ») or the commune's. */
  name: string;
  area: AreaRef;
  /** For a zone: its status today (its best stage: ongoing, else planned, else expired). */
  status: EventStatus | null;
}

/** The answer. */
export interface CoveredAreas {
  family: CoveredFamily;
  communes: CoveredLink[];
  /** The départements and régions of those communes, by name. */
  departments: AreaRef[];
  regions: AreaRef[];
}
