/**
 * One GBFS system of the region: read live from its auto-discovery URL (gbfs.json, then the
 * feeds it lists) and kept for the documents' ttl, or from a recorded file offline (also the
 * fallback when the network fails). Every document is validated (gbfs-schema.ts) and joined
 * into a snapshot: stations with their available vehicles by kind and free docks, free-floating
 * vehicles, pricing plans.
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import {
  freeBikeStatusSchema,
  gbfsDiscoverySchema,
  gbfsRecordingSchema,
  pricingPlansSchema,
  stationInformationSchema,
  stationStatusSchema,
  systemInformationSchema,
  vehicleTypesSchema,
  type GbfsRecording,
  type PricingPlan,
  type VehicleTypes,
} from './gbfs-schema';

/** The shared modes a GBFS system can serve. */
export type ShareKind = 'bike_share' | 'scooter_share';

/** A GBFS system as the region lists it. */
export interface GbfsFeedConfig {
  id: string;
  label: string;
  modes: readonly ShareKind[];
  /** gbfs.json auto-discovery URL (read live). */
  url?: string | undefined;
  /** Absolute path of a recorded file (offline, or when the network fails). */
  recorded?: string | undefined;
}

/** A station with what it offers now. */
export interface GbfsStation {
  id: string;
  name: string;
  lng: number;
  lat: number;
  available: Readonly<Record<ShareKind, number>>;
  /** Free docks; null when the feed does not say. */
  docks: number | null;
  renting: boolean;
  returning: boolean;
}

/** A free-floating vehicle ready to rent. */
export interface GbfsVehicle {
  id: string;
  lng: number;
  lat: number;
  kind: ShareKind;
  electric: boolean;
  name: string | undefined;
  pricingPlanId: string | undefined;
}

/** What the system offers at one time. */
export interface GbfsSnapshot {
  systemName: string;
  source: 'live' | 'recorded';
  stations: GbfsStation[];
  vehicles: GbfsVehicle[];
  plans: PricingPlan[];
  /** Pricing plan of a kind of vehicle at stations (its vehicle type's default plan). */
  stationPlan: Readonly<Partial<Record<ShareKind, string>>>;
  /** True when the kind's vehicles at stations are electric. */
  stationElectric: Readonly<Partial<Record<ShareKind, boolean>>>;
  /** Seconds the documents may be kept. */
  ttl: number;
}

/** A GBFS document that could not be read or is invalid. */
export class GbfsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GbfsError';
  }
}

/** The feeds Périple reads (system_information is required). */
export const READ_FEEDS = [
  'system_information',
  'station_information',
  'station_status',
  'free_bike_status',
  'vehicle_types',
  'system_pricing_plans',
] as const;

function parse<S extends z.ZodType>(schema: S, value: unknown, feed: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new GbfsError(`GBFS ${feed} invalide : ${issue?.path.join('.')} ${issue?.message}`);
}

/** The kind of a form factor (mopeds, cars and others are not served). */
export function kindOfFormFactor(form: string): ShareKind | null {
  if (form === 'bicycle' || form === 'cargo_bicycle') return 'bike_share';
  return form.startsWith('scooter') ? 'scooter_share' : null;
}

type TypeInfo = { kind: ShareKind | null; electric: boolean; name?: string; plan?: string };

function typeTable(doc: VehicleTypes | undefined): Map<string, TypeInfo> {
  const table = new Map<string, TypeInfo>();
  for (const t of doc?.data.vehicle_types ?? []) {
    table.set(t.vehicle_type_id, {
      kind: kindOfFormFactor(t.form_factor),
      electric: t.propulsion_type.includes('electric'),
      ...(t.name ? { name: t.name } : {}),
      ...(t.default_pricing_plan_id ? { plan: t.default_pricing_plan_id } : {}),
    });
  }
  return table;
}

interface Parsed {
  types: Map<string, TypeInfo>;
  defaultKind: ShareKind;
}

function stationsOf(docs: Readonly<Record<string, unknown>>, p: Parsed): GbfsStation[] {
  if (docs.station_information === undefined) return [];
  const info = parse(stationInformationSchema, docs.station_information, 'station_information');
  const status =
    docs.station_status === undefined
      ? undefined
      : parse(stationStatusSchema, docs.station_status, 'station_status');
  const byId = new Map(status?.data.stations.map((s) => [s.station_id, s]));
  return info.data.stations.flatMap((s) => {
    const st = byId.get(s.station_id);
    if (!st) return [];
    const available = { bike_share: 0, scooter_share: 0 };
    if (st.vehicle_types_available && p.types.size > 0) {
      for (const v of st.vehicle_types_available) {
        const kind = p.types.get(v.vehicle_type_id)?.kind;
        if (kind) available[kind] += v.count;
      }
    } else available[p.defaultKind] = st.num_bikes_available;
    return [
      {
        id: s.station_id,
        name: s.name,
        lng: s.lon,
        lat: s.lat,
        available,
        docks: st.num_docks_available ?? null,
        renting: st.is_installed && st.is_renting,
        returning: st.is_installed && st.is_returning,
      },
    ];
  });
}

function vehiclesOf(docs: Readonly<Record<string, unknown>>, p: Parsed): GbfsVehicle[] {
  if (docs.free_bike_status === undefined) return [];
  const doc = parse(freeBikeStatusSchema, docs.free_bike_status, 'free_bike_status');
  return doc.data.bikes.flatMap((b) => {
    if (b.is_reserved || b.is_disabled || b.station_id !== undefined) return [];
    if (b.lat === undefined || b.lon === undefined) return [];
    const type = b.vehicle_type_id === undefined ? undefined : p.types.get(b.vehicle_type_id);
    const kind = type ? type.kind : p.defaultKind;
    if (!kind) return [];
    return [
      {
        id: b.bike_id,
        lng: b.lon,
        lat: b.lat,
        kind,
        electric: type?.electric ?? false,
        name: type?.name,
        pricingPlanId: b.pricing_plan_id ?? type?.plan,
      },
    ];
  });
}

function stationDefaults(types: Map<string, TypeInfo>) {
  const plan: Partial<Record<ShareKind, string>> = {};
  const electric: Partial<Record<ShareKind, boolean>> = {};
  for (const t of types.values()) {
    if (!t.kind) continue;
    if (t.plan) plan[t.kind] ??= t.plan;
    electric[t.kind] = (electric[t.kind] ?? false) || t.electric;
  }
  return { plan, electric };
}

/** Validates and joins the documents of a system (by feed name) into a snapshot. */
export function snapshotOf(
  docs: Readonly<Record<string, unknown>>,
  feed: Pick<GbfsFeedConfig, 'modes'>,
  source: GbfsSnapshot['source'],
): GbfsSnapshot {
  const system = parse(systemInformationSchema, docs.system_information, 'system_information');
  const typesDoc =
    docs.vehicle_types === undefined
      ? undefined
      : parse(vehicleTypesSchema, docs.vehicle_types, 'vehicle_types');
  const plansDoc =
    docs.system_pricing_plans === undefined
      ? undefined
      : parse(pricingPlansSchema, docs.system_pricing_plans, 'system_pricing_plans');
  const parsed: Parsed = { types: typeTable(typesDoc), defaultKind: feed.modes[0] ?? 'bike_share' };
  const defaults = stationDefaults(parsed.types);
  return {
    systemName: system.data.name,
    source,
    stations: stationsOf(docs, parsed),
    vehicles: vehiclesOf(docs, parsed),
    plans: plansDoc?.data.plans ?? [],
    stationPlan: defaults.plan,
    stationElectric: defaults.electric,
    ttl: system.ttl,
  };
}

/** How the live documents are fetched. */
export interface GbfsFetchOptions {
  fetch?: typeof globalThis.fetch | undefined;
  /** Per document. */
  timeoutMs?: number | undefined;
}

async function fetchJson(url: string, options: GbfsFetchOptions): Promise<unknown> {
  const fetcher = options.fetch ?? globalThis.fetch;
  const res = await fetcher(url, {
    signal: AbortSignal.timeout(options.timeoutMs ?? 4000),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new GbfsError(`GBFS ${url} : HTTP ${res.status}`);
  return res.json();
}

/** Reads a system live: gbfs.json (French feeds first, else English, else the first), then its feeds. */
export async function fetchGbfsDocuments(
  url: string,
  options: GbfsFetchOptions = {},
): Promise<Record<string, unknown>> {
  const discovery = parse(gbfsDiscoverySchema, await fetchJson(url, options), 'gbfs');
  const languages = Object.keys(discovery.data);
  const language = ['fr', 'en'].find((l) => languages.includes(l)) ?? languages[0]!;
  const feeds = discovery.data[language]!.feeds;
  const docs: Record<string, unknown> = { gbfs: discovery };
  await Promise.all(
    READ_FEEDS.map(async (name) => {
      const feed = feeds.find((f) => f.name === name);
      if (feed) docs[name] = await fetchJson(feed.url, options);
    }),
  );
  return docs;
}

/** Records a system (the file a region lists as `recorded`). */
export async function recordGbfs(
  url: string,
  options: GbfsFetchOptions = {},
): Promise<GbfsRecording> {
  const feeds = await fetchGbfsDocuments(url, options);
  return { recorded_at: new Date().toISOString(), source: url, feeds };
}

/** Reads a recorded file. */
export async function readRecording(path: string): Promise<Record<string, unknown>> {
  const text = await readFile(path, 'utf8').catch((error: Error) => {
    throw new GbfsError(`GBFS enregistré illisible : ${path} (${error.message})`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GbfsError(`GBFS enregistré invalide : ${path} n'est pas du JSON`);
  }
  return parse(gbfsRecordingSchema, json, 'enregistrement').feeds;
}

/** Documents are kept at least this long (seconds), at most MAX_CACHE_SECONDS. */
export const MIN_CACHE_SECONDS = 15;
export const MAX_CACHE_SECONDS = 300;

/** One system: the live snapshot kept for its ttl, the recorded one as the fallback. */
export class GbfsFeed {
  private cached: { at: number; snapshot: Promise<GbfsSnapshot> } | undefined;

  constructor(
    readonly config: GbfsFeedConfig,
    private readonly options: GbfsFetchOptions & { now?: () => number } = {},
  ) {}

  private async load(): Promise<GbfsSnapshot> {
    const { url, recorded } = this.config;
    if (url) {
      try {
        return snapshotOf(await fetchGbfsDocuments(url, this.options), this.config, 'live');
      } catch (error) {
        if (!recorded) throw error instanceof GbfsError ? error : new GbfsError(String(error));
      }
    }
    if (!recorded) throw new GbfsError(`GBFS ${this.config.id} : ni URL ni enregistrement`);
    return snapshotOf(await readRecording(recorded), this.config, 'recorded');
  }

  /** The current snapshot (a failed read is not kept). */
  snapshot(): Promise<GbfsSnapshot> {
    const now = (this.options.now ?? Date.now)();
    const c = this.cached;
    if (c && now < c.at) return c.snapshot;
    const snapshot = this.load();
    this.cached = { at: now + MIN_CACHE_SECONDS * 1000, snapshot };
    snapshot.then(
      (s) => {
        const keep = Math.min(MAX_CACHE_SECONDS, Math.max(MIN_CACHE_SECONDS, s.ttl));
        if (this.cached?.snapshot === snapshot) this.cached.at = now + keep * 1000;
      },
      () => {
        if (this.cached?.snapshot === snapshot) this.cached = undefined;
      },
    );
    return snapshot;
  }
}
