/**
 * Zod schemas of the GBFS v2.3 documents Périple reads (General Bikeshare Feed Specification,
 * MobilityData): the auto-discovery file gbfs.json and the feeds system_information,
 * station_information, station_status, free_bike_status, vehicle_types and
 * system_pricing_plans. Every external document is validated before use; unknown fields are
 * dropped. Booleans of v1 feeds (0/1) are accepted.
 */
import { z } from 'zod';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);
const count = z.number().int().min(0);
const lat = z.number().min(-90).max(90);
const lon = z.number().min(-180).max(180);
const id = z.union([z.string().min(1), z.number()]).transform(String);
const money = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

/** The envelope every GBFS document shares. */
function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    last_updated: z.number(),
    ttl: z.number().int().min(0),
    version: z.string().optional(),
    data,
  });
}

/** gbfs.json: the feeds of each language. */
export const gbfsDiscoverySchema = envelope(
  z.record(
    z.string(),
    z.object({ feeds: z.array(z.object({ name: z.string(), url: z.url() })).min(1) }),
  ),
);

/** system_information.json. */
export const systemInformationSchema = envelope(
  z.object({
    system_id: z.string().min(1),
    language: z.string(),
    name: z.string().min(1),
    operator: z.string().optional(),
    timezone: z.string(),
  }),
);

/** station_information.json. */
export const stationInformationSchema = envelope(
  z.object({
    stations: z.array(
      z.object({
        station_id: id,
        name: z.string(),
        lat,
        lon,
        capacity: count.optional(),
      }),
    ),
  }),
);

/** station_status.json. */
export const stationStatusSchema = envelope(
  z.object({
    stations: z.array(
      z.object({
        station_id: id,
        num_bikes_available: count,
        num_docks_available: count.optional(),
        is_installed: flag,
        is_renting: flag,
        is_returning: flag,
        last_reported: z.number(),
        vehicle_types_available: z.array(z.object({ vehicle_type_id: id, count })).optional(),
      }),
    ),
  }),
);

/** free_bike_status.json (vehicles not docked at a station, or all vehicles with station_id). */
export const freeBikeStatusSchema = envelope(
  z.object({
    bikes: z.array(
      z.object({
        bike_id: id,
        lat: lat.optional(),
        lon: lon.optional(),
        is_reserved: flag,
        is_disabled: flag,
        vehicle_type_id: id.optional(),
        station_id: id.optional(),
        pricing_plan_id: id.optional(),
      }),
    ),
  }),
);

/** Form factors of vehicle_types.json. */
export const FORM_FACTORS = [
  'bicycle',
  'cargo_bicycle',
  'car',
  'moped',
  'other',
  'scooter',
  'scooter_standing',
  'scooter_seated',
] as const;

/** vehicle_types.json. */
export const vehicleTypesSchema = envelope(
  z.object({
    vehicle_types: z.array(
      z.object({
        vehicle_type_id: id,
        form_factor: z.enum(FORM_FACTORS),
        propulsion_type: z.string(),
        name: z.string().optional(),
        default_pricing_plan_id: id.optional(),
      }),
    ),
  }),
);

const pricingSegment = z.object({
  start: z.number().min(0),
  rate: z.number(),
  interval: z.number().min(0),
  end: z.number().min(0).optional(),
});

/** system_pricing_plans.json. */
export const pricingPlansSchema = envelope(
  z.object({
    plans: z.array(
      z.object({
        plan_id: id,
        name: z.string(),
        currency: z.string().length(3),
        price: money,
        is_taxable: flag,
        description: z.string(),
        per_km_pricing: z.array(pricingSegment).optional(),
        per_min_pricing: z.array(pricingSegment).optional(),
      }),
    ),
  }),
);

/**
 * A recorded GBFS system: the documents of one fetch, by feed name (`gbfs` is the discovery
 * file). Written by `recordGbfs` (scripts/record-gbfs.ts), read offline.
 */
export const gbfsRecordingSchema = z.object({
  recorded_at: z.string(),
  source: z.string().optional(),
  feeds: z.record(z.string(), z.unknown()),
});

export type GbfsDiscovery = z.infer<typeof gbfsDiscoverySchema>;
export type StationInformation = z.infer<typeof stationInformationSchema>;
export type StationStatus = z.infer<typeof stationStatusSchema>;
export type FreeBikeStatus = z.infer<typeof freeBikeStatusSchema>;
export type VehicleTypes = z.infer<typeof vehicleTypesSchema>;
export type PricingPlans = z.infer<typeof pricingPlansSchema>;
export type PricingPlan = PricingPlans['data']['plans'][number];
export type GbfsRecording = z.infer<typeof gbfsRecordingSchema>;
