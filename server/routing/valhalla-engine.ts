import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { FeatureCollection } from 'geojson';
import type { RoutingEngine } from '../core/deps';
import type {
  ValhallaHeightResponse,
  ValhallaMatrixResponse,
  ValhallaRouteResponse,
  ValhallaTraceResponse,
} from './valhalla-types';

/** The subset of the @valhallajs/valhallajs Actor the server calls. */
export interface ValhallaActor {
  status(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  route(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  traceAttributes(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  height(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  isochrone(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  matrix(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  locate(query: Record<string, unknown>): Promise<unknown>;
}

function absolute(artefactDir: string, value: unknown): unknown {
  return typeof value === 'string' && value && !isAbsolute(value)
    ? join(artefactDir, value)
    : value;
}

/**
 * The longest total perimeter of the areas a route may be asked to avoid, metres. Valhalla's
 * default (10 km) refuses every real low-emission zone (the simplified national zones measure
 * 13 to 132 km around); the server's own service limit, set at load time.
 */
export const EXCLUDE_POLYGONS_METRES = 600_000;

/**
 * Makes the relative paths of the artefact's valhalla.json absolute (extract, admins, DEM) and
 * sets the server's service limits (the perimeter of the zones a route avoids).
 */
export function resolveValhallaConfig(
  artefactDir: string,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const mjolnir = { ...(config.mjolnir as Record<string, unknown>) };
  for (const key of ['tile_extract', 'admin'] as const)
    mjolnir[key] = absolute(artefactDir, mjolnir[key]);
  const additional = { ...(config.additional_data as Record<string, unknown> | undefined) };
  additional.elevation = absolute(artefactDir, additional.elevation);
  const limits = {
    ...(config.service_limits as Record<string, unknown> | undefined),
    max_exclude_polygons_length: EXCLUDE_POLYGONS_METRES,
  };
  return { ...config, mjolnir, additional_data: additional, service_limits: limits };
}

/** True when a directory (Valhalla's elevation folder) holds at least one .hgt tile. */
export function hasHgtTiles(dir: unknown): boolean {
  if (typeof dir !== 'string' || !dir || !existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.hgt'));
}

/** Routing engine backed by an in-process Valhalla Actor on the region's tile extract. */
export class ValhallaEngine implements RoutingEngine {
  private constructor(
    readonly actor: ValhallaActor,
    readonly hasElevation: boolean,
  ) {}

  /** Loads the graph of a routing artefact directory. */
  static async open(artefactDir: string): Promise<ValhallaEngine> {
    const raw = JSON.parse(readFileSync(join(artefactDir, 'valhalla.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const config = resolveValhallaConfig(artefactDir, raw);
    const { Actor } = await import('@valhallajs/valhallajs');
    const elevation = (config.additional_data as { elevation?: unknown }).elevation;
    return new ValhallaEngine(new Actor(config), hasHgtTiles(elevation));
  }

  async status(): Promise<{ ok: boolean; detail: string }> {
    const s = await this.actor.status({});
    return { ok: typeof s.version === 'string', detail: `valhalla ${String(s.version)}` };
  }

  async route(query: Record<string, unknown>): Promise<ValhallaRouteResponse> {
    return (await this.actor.route(query)) as unknown as ValhallaRouteResponse;
  }

  async traceAttributes(query: Record<string, unknown>): Promise<ValhallaTraceResponse> {
    return await this.actor.traceAttributes(query);
  }

  async height(query: Record<string, unknown>): Promise<ValhallaHeightResponse> {
    return await this.actor.height(query);
  }

  async matrix(query: Record<string, unknown>): Promise<ValhallaMatrixResponse> {
    return (await this.actor.matrix(query)) as unknown as ValhallaMatrixResponse;
  }

  async locate(query: Record<string, unknown>): Promise<unknown> {
    return await this.actor.locate(query);
  }

  async isochrone(query: Record<string, unknown>): Promise<FeatureCollection> {
    return (await this.actor.isochrone(query)) as unknown as FeatureCollection;
  }

  close(): void {
    // The Actor holds no handle that needs closing; the process releases the mapped extract.
  }
}
