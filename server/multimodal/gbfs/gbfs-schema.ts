/**
 * Zod schemas of the GBFS documents Périple reads (General Bikeshare Feed Specification,
 * MobilityData), in two dialects: 1.x–2.3 (POSIX timestamps, plain strings, discovery feeds by
 * language, free_bike_status) and 3.x (RFC 3339 timestamps, localised string arrays, one flat
 * discovery list, vehicle_status). Both give the same normalised documents: timestamps in POSIX
 * seconds, one text per name (French, else English, else the first), `vehicles` and
 * `num_vehicles_available`. Unknown fields are dropped; v1 booleans (0/1) are accepted.
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

/** The preferred of some language tags: French, else English, else the first. */
export function preferredLanguage(languages: readonly string[]): string | undefined {
  for (const wanted of ['fr', 'en']) {
    const hit = languages.find((l) => l.toLowerCase().split('-')[0] === wanted);
    if (hit !== undefined) return hit;
  }
  return languages[0];
}

/** GBFS 3 Array<Localized String>: the text in the preferred language. */
const localisedText = z
  .array(z.object({ text: z.string(), language: z.string() }))
  .transform((texts) => {
    const language = preferredLanguage(texts.map((t) => t.language));
    return texts.find((t) => t.language === language)?.text ?? '';
  });

/** GBFS 3 Timestamp (RFC 3339, with an offset), as POSIX seconds. */
const rfc3339 = z.iso.datetime({ offset: true }).transform((s) => Date.parse(s) / 1000);

/** What changes between the two dialects in the documents they share. */
interface Dialect {
  text: z.ZodType<string>;
  timestamp: z.ZodType<number>;
}

const V2: Dialect = { text: z.string(), timestamp: z.number() };
const V3: Dialect = { text: localisedText, timestamp: rfc3339 };

/** The envelope every GBFS document shares. */
function envelope<T extends z.ZodType>(d: Dialect, data: T) {
  return z.object({
    last_updated: d.timestamp,
    ttl: count,
    version: z.string().optional(),
    data,
  });
}

const feedList = z.array(z.object({ name: z.string(), url: z.url() })).min(1);

/** gbfs.json 1.x–2.3: the feeds of each language; those of the preferred language are read. */
const discoveryV2 = envelope(
  V2,
  z
    .record(z.string(), z.object({ feeds: feedList }))
    .refine((byLanguage) => Object.keys(byLanguage).length > 0, 'no language listed')
    .transform((byLanguage) => {
      const language = preferredLanguage(Object.keys(byLanguage)) ?? '';
      return { feeds: byLanguage[language]?.feeds ?? [] };
    }),
);

/** gbfs.json 3.x: one list of feeds. */
const discoveryV3 = envelope(V3, z.object({ feeds: feedList }));

const systemInformation = (d: Dialect) =>
  envelope(
    d,
    z.object({
      system_id: z.string().min(1),
      name: d.text,
      operator: d.text.optional(),
      timezone: z.string(),
    }),
  );

const stationInformation = (d: Dialect) =>
  envelope(
    d,
    z.object({
      stations: z.array(
        z.object({ station_id: id, name: d.text, lat, lon, capacity: count.optional() }),
      ),
    }),
  );

const stationStatusEntry = (d: Dialect) =>
  z.object({
    station_id: id,
    num_docks_available: count.optional(),
    is_installed: flag,
    is_renting: flag,
    is_returning: flag,
    last_reported: d.timestamp,
    vehicle_types_available: z.array(z.object({ vehicle_type_id: id, count })).optional(),
  });

/** station_status.json 1.x–2.3 (`num_bikes_available`). */
const stationStatusV2 = envelope(
  V2,
  z.object({
    stations: z.array(
      stationStatusEntry(V2)
        .extend({ num_bikes_available: count })
        .transform(({ num_bikes_available, ...s }) => ({
          ...s,
          num_vehicles_available: num_bikes_available,
        })),
    ),
  }),
);

/** station_status.json 3.x (`num_vehicles_available`). */
const stationStatusV3 = envelope(
  V3,
  z.object({
    stations: z.array(stationStatusEntry(V3).extend({ num_vehicles_available: count })),
  }),
);

const vehicleEntry = (d: Dialect) =>
  z.object({
    lat: lat.optional(),
    lon: lon.optional(),
    is_reserved: flag,
    is_disabled: flag,
    vehicle_type_id: id.optional(),
    station_id: id.optional(),
    pricing_plan_id: id.optional(),
    last_reported: d.timestamp.optional(),
  });

/** free_bike_status.json 1.x–2.3 (`bikes`, `bike_id`). */
const freeBikeStatus = envelope(
  V2,
  z
    .object({
      bikes: z.array(
        vehicleEntry(V2)
          .extend({ bike_id: id })
          .transform(({ bike_id, ...v }) => ({ ...v, vehicle_id: bike_id })),
      ),
    })
    .transform(({ bikes }) => ({ vehicles: bikes })),
);

/** vehicle_status.json 3.x (`vehicles`, `vehicle_id`). */
const vehicleStatus = envelope(
  V3,
  z.object({ vehicles: z.array(vehicleEntry(V3).extend({ vehicle_id: id })) }),
);

/** Form factors of vehicle_types.json (`scooter` is 2.x only). */
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

const vehicleTypes = (d: Dialect) =>
  envelope(
    d,
    z.object({
      vehicle_types: z.array(
        z.object({
          vehicle_type_id: id,
          form_factor: z.enum(FORM_FACTORS),
          propulsion_type: z.string(),
          name: d.text.optional(),
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

const pricingPlans = (d: Dialect) =>
  envelope(
    d,
    z.object({
      plans: z.array(
        z.object({
          plan_id: id,
          name: d.text,
          currency: z.string().length(3),
          price: money,
          is_taxable: flag,
          description: d.text,
          per_km_pricing: z.array(pricingSegment).optional(),
          per_min_pricing: z.array(pricingSegment).optional(),
        }),
      ),
    }),
  );

/** The schemas of the 1.x–2.3 documents (the feeds Périple reads, and `gbfs`). */
const GBFS_V2 = {
  gbfs: discoveryV2,
  system_information: systemInformation(V2),
  station_information: stationInformation(V2),
  station_status: stationStatusV2,
  vehicles: freeBikeStatus,
  vehicle_types: vehicleTypes(V2),
  system_pricing_plans: pricingPlans(V2),
};

/** The schemas of one dialect: each gives the normalised document. */
export type GbfsSchemas = {
  readonly [K in keyof typeof GBFS_V2]: z.ZodType<z.output<(typeof GBFS_V2)[K]>>;
};

/** The schemas of the 3.x documents. */
const GBFS_V3: GbfsSchemas = {
  gbfs: discoveryV3,
  system_information: systemInformation(V3),
  station_information: stationInformation(V3),
  station_status: stationStatusV3,
  vehicles: vehicleStatus,
  vehicle_types: vehicleTypes(V3),
  system_pricing_plans: pricingPlans(V3),
};

/** The schemas of a major version (1 and 2 share a dialect). */
export function gbfsSchemas(major: 1 | 2 | 3): GbfsSchemas {
  return major === 3 ? GBFS_V3 : GBFS_V2;
}

/** A document's `version`, when it has one. */
export const versionProbeSchema = z.object({ version: z.string().optional() });

/** A discovery file whose `data` is `{}` (no language in 2.x, no `feeds` in 3.x). */
export const emptyDiscoverySchema = z.object({ data: z.object({}).strict() });

/**
 * A recorded GBFS system: the documents of one fetch as served, by feed name (`gbfs` is the
 * discovery file), and the listed feeds that were not served, with why. Written by `recordGbfs`
 * (record-gbfs-cli.ts), read offline.
 */
export const gbfsRecordingSchema = z.object({
  recorded_at: z.string(),
  source: z.string().optional(),
  feeds: z.record(z.string(), z.unknown()),
  missing: z.record(z.string(), z.string()).optional(),
});

type Output<K extends keyof GbfsSchemas> = z.output<GbfsSchemas[K]>;
/** gbfs.json, normalised: the feeds of the preferred language (2.x) or the only list (3.x). */
export type GbfsDiscovery = Output<'gbfs'>;
/** system_information.json, normalised. */
export type SystemInformation = Output<'system_information'>;
/** station_information.json, normalised. */
export type StationInformation = Output<'station_information'>;
/** station_status.json, normalised (`num_vehicles_available`). */
export type StationStatus = Output<'station_status'>;
/** free_bike_status.json (2.x) or vehicle_status.json (3.x), normalised (`vehicles`). */
export type VehicleStatus = Output<'vehicles'>;
/** vehicle_types.json, normalised. */
export type VehicleTypes = Output<'vehicle_types'>;
/** system_pricing_plans.json, normalised. */
export type PricingPlans = Output<'system_pricing_plans'>;
/** One pricing plan (names and descriptions as one text). */
export type PricingPlan = PricingPlans['data']['plans'][number];
/** A recorded system (record-gbfs-cli.ts). */
export type GbfsRecording = z.infer<typeof gbfsRecordingSchema>;
