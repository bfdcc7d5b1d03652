/**
 * The snapshot of a GBFS system: its documents (any supported version) validated and joined
 * into stations with their available vehicles by kind and free docks, free-floating vehicles and
 * pricing plans, with a warning for every listed feed that was not served.
 */
import {
  discoveryVersion,
  parseDocument,
  READ_FEEDS,
  type GbfsDocuments,
  type ParseContext,
} from './gbfs-documents';
import { GbfsError, gbfsMessages } from './gbfs-messages';
import type { PricingPlan, StationInformation, VehicleTypes } from './gbfs-schema';

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
  /** For operators: the listed feeds that were not served, and what the snapshot lacks. */
  warnings: string[];
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
  docs: Readonly<Record<string, unknown>>;
  ctx: ParseContext;
  types: Map<string, TypeInfo>;
  defaultKind: ShareKind;
}

type StationInfo = StationInformation['data']['stations'][number];

/** A station whose status is unknown: kept, but no ride starts or ends there. */
function withoutStatus(s: StationInfo): GbfsStation {
  const available = { bike_share: 0, scooter_share: 0 };
  const where = { id: s.station_id, name: s.name, lng: s.lon, lat: s.lat };
  return { ...where, available, docks: null, renting: false, returning: false };
}

function stationsOf(p: Parsed): GbfsStation[] {
  const { docs, ctx } = p;
  if (docs.station_information === undefined) return [];
  const info = parseDocument(
    'station_information',
    'station_information',
    docs.station_information,
    ctx,
  );
  if (docs.station_status === undefined) return info.data.stations.map(withoutStatus);
  const status = parseDocument('station_status', 'station_status', docs.station_status, ctx);
  const byId = new Map(status.data.stations.map((s) => [s.station_id, s]));
  return info.data.stations.flatMap((s) => {
    const st = byId.get(s.station_id);
    if (!st) return [];
    const available = { bike_share: 0, scooter_share: 0 };
    if (st.vehicle_types_available && p.types.size > 0) {
      for (const v of st.vehicle_types_available) {
        const kind = p.types.get(v.vehicle_type_id)?.kind;
        if (kind) available[kind] += v.count;
      }
    } else available[p.defaultKind] = st.num_vehicles_available;
    const where = { id: s.station_id, name: s.name, lng: s.lon, lat: s.lat };
    return [
      {
        ...where,
        available,
        docks: st.num_docks_available ?? null,
        renting: st.is_installed && st.is_renting,
        returning: st.is_installed && st.is_returning,
      },
    ];
  });
}

function vehiclesOf(p: Parsed): GbfsVehicle[] {
  const feed = p.docs.vehicle_status !== undefined ? 'vehicle_status' : 'free_bike_status';
  if (p.docs[feed] === undefined) return [];
  const doc = parseDocument('vehicles', feed, p.docs[feed], p.ctx);
  return doc.data.vehicles.flatMap((b) => {
    if (b.is_reserved || b.is_disabled || b.station_id !== undefined) return [];
    if (b.lat === undefined || b.lon === undefined) return [];
    const type = b.vehicle_type_id === undefined ? undefined : p.types.get(b.vehicle_type_id);
    const kind = type ? type.kind : p.defaultKind;
    if (!kind) return [];
    return [
      {
        id: b.vehicle_id,
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

/** system_information, which a system cannot do without. */
function systemInformation(documents: GbfsDocuments, ctx: ParseContext) {
  const doc = documents.feeds.system_information;
  if (doc === undefined) {
    const reason = documents.missing.system_information;
    throw new GbfsError(
      reason === undefined
        ? gbfsMessages.notListed(ctx.system, 'system_information')
        : gbfsMessages.notServed(ctx.system, 'system_information', reason),
    );
  }
  return parseDocument('system_information', 'system_information', doc, ctx);
}

function optionalDocuments(p: Omit<Parsed, 'types'>) {
  const { docs, ctx } = p;
  const types = docs.vehicle_types;
  const plans = docs.system_pricing_plans;
  return {
    types:
      types === undefined ? undefined : parseDocument('vehicle_types', 'vehicle_types', types, ctx),
    plans:
      plans === undefined
        ? undefined
        : parseDocument('system_pricing_plans', 'system_pricing_plans', plans, ctx),
  };
}

/** The warnings of the listed feeds that were not served, in the order they are read. */
function missingWarnings(missing: Readonly<Record<string, string>>, p: Omit<Parsed, 'types'>) {
  return READ_FEEDS.flatMap((feed) => {
    const reason = missing[feed];
    if (reason === undefined || feed === 'system_information') return [];
    return [gbfsMessages.missingFeed(p.ctx.system, feed, reason, p.defaultKind)];
  });
}

/**
 * Validates and joins the documents of a system into a snapshot. Throws a GbfsError when
 * system_information is missing or a served document is invalid or of an unsupported version.
 */
export function snapshotOf(
  documents: GbfsDocuments,
  feed: Pick<GbfsFeedConfig, 'id' | 'modes'>,
  source: GbfsSnapshot['source'],
): GbfsSnapshot {
  const ctx = { system: feed.id, fallbackVersion: discoveryVersion(documents.feeds.gbfs) };
  const base = { docs: documents.feeds, ctx, defaultKind: feed.modes[0] ?? 'bike_share' };
  const system = systemInformation(documents, ctx);
  const optional = optionalDocuments(base);
  const parsed: Parsed = { ...base, types: typeTable(optional.types) };
  const defaults = stationDefaults(parsed.types);
  return {
    systemName: system.data.name,
    source,
    stations: stationsOf(parsed),
    vehicles: vehiclesOf(parsed),
    plans: optional.plans?.data.plans ?? [],
    stationPlan: defaults.plan,
    stationElectric: defaults.electric,
    ttl: system.ttl,
    warnings: missingWarnings(documents.missing, base),
  };
}
