/**
 * Zod schemas of the layer pages' answers (issue 17): what the SPA reads from
 * /api/restrictions/* and /api/traffic/events, never trusted as it comes. Loaded with the layer
 * pages only (zod stays out of the first screen); the server's tests read its answers with them.
 */
import { z } from 'zod';
import type { AreaRef, CyclingAnswer, RestrictionsAnswer, TrafficAnswer, ZfeAnswer } from './api';
import { RESTRICTION_KINDS } from './api';
import type { CoveredAreas } from './covered';
import { COVERED_FAMILIES } from './covered';
import { VEHICLE_CLASSES, VIGNETTES } from './critair';
import { CYCLE_CATEGORIES } from './cycling';

const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const status = z.enum(['planned', 'ongoing', 'expired']);
const lng = z.number().min(-180).max(180);
const lat = z.number().min(-90).max(90);

/** An area a page is about. */
export const areaRefSchema = z.object({
  kind: z.enum(['france', 'region', 'department', 'commune']),
  code: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  bbox: bbox.nullable(),
  department: z.object({ code: z.string(), name: z.string(), slug: z.string() }).optional(),
}) satisfies z.ZodType<AreaRef>;

const ruleSchema = z.object({ firstBanned: z.enum(VIGNETTES), hours: z.string() });

/** A low-emission-zone stage with its status. */
export const zfeStageAtSchema = z.object({
  key: z.string(),
  id: z.string(),
  authority: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string().nullable(),
  rules: z.partialRecord(z.enum(VEHICLE_CLASSES), ruleSchema),
  orderUrl: z.string().nullable(),
  infoUrl: z.string().nullable(),
  bbox,
  communes: z.array(z.string()),
  status,
});

const position = z.array(z.number()).min(2);
const zoneGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(position)) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) }),
]);

/** The zones' simplified areas for the map: one feature per stage. */
export const zoneFeaturesSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: zoneGeometry,
      properties: z.object({ key: z.string(), status, name: z.string() }),
    }),
  ),
});

/** `data` of GET /api/restrictions/zfe. */
export const zfeAnswerSchema = z.object({
  at: z.string(),
  area: areaRefSchema.nullable(),
  stages: z.array(zfeStageAtSchema),
  geometry: zoneFeaturesSchema,
}) satisfies z.ZodType<ZfeAnswer>;

const cycleSummarySchema = z.object({
  area: areaRefSchema,
  lengths: z.array(z.object({ category: z.enum(CYCLE_CATEGORIES), km: z.number().min(0) })),
  totalKm: z.number().min(0),
});

/** `data` of GET /api/restrictions/cycling. */
export const cyclingAnswerSchema = cycleSummarySchema.extend({
  comparison: cycleSummarySchema.nullable(),
  covered: z.boolean(),
  sources: z.array(z.string()),
}) satisfies z.ZodType<CyclingAnswer>;

/** `data` of GET /api/restrictions/list. */
export const restrictionsAnswerSchema = z.object({
  area: areaRefSchema.nullable(),
  at: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(RESTRICTION_KINDS),
      value: z.string(),
      conditional: z.string().nullable(),
      label: z.string(),
      road: z.string().nullable(),
      lng,
      lat,
      commune: z.string().nullable(),
      sections: z.number().int().min(2).optional(),
    }),
  ),
  total: z.number().int().min(0),
  zfe: z.array(zfeStageAtSchema),
  covered: z.boolean(),
}) satisfies z.ZodType<RestrictionsAnswer>;

/** `data` of GET /api/traffic/events. */
export const trafficAnswerSchema = z.object({
  at: z.string(),
  live: z.object({
    configured: z.boolean(),
    fetchedAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
  events: z.array(
    z.object({
      id: z.string(),
      source: z.enum(['osm', 'datex']),
      type: z.enum(['roadworks', 'accident', 'closure', 'other']),
      label: z.string(),
      road: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      status,
      lng,
      lat,
    }),
  ),
}) satisfies z.ZodType<TrafficAnswer>;

/** `data` of GET /api/restrictions/covered. */
export const coveredAreasSchema = z.object({
  family: z.enum(COVERED_FAMILIES),
  communes: z.array(z.object({ name: z.string(), area: areaRefSchema, status: status.nullable() })),
  departments: z.array(areaRefSchema),
  regions: z.array(areaRefSchema),
}) satisfies z.ZodType<CoveredAreas>;

/** The error body of an unknown area (404 AREA_NOT_FOUND) with the closest names. */
export const areaNotFoundSchema = z.object({
  code: z.literal('AREA_NOT_FOUND'),
  details: z.object({ closest: z.array(areaRefSchema) }),
});
