import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { RoutingEngine } from '../core/deps';

/** The subset of the @valhallajs/valhallajs Actor the server calls. */
export interface ValhallaActor {
  status(query: Record<string, unknown>): Promise<Record<string, unknown>>;
  route(query: Record<string, unknown>): Promise<Record<string, unknown>>;
}

/** Makes the relative paths of the artefact's valhalla.json absolute. */
export function resolveValhallaConfig(
  artefactDir: string,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const mjolnir = { ...(config.mjolnir as Record<string, unknown>) };
  for (const key of ['tile_extract', 'admin'] as const) {
    const value = mjolnir[key];
    if (typeof value === 'string' && value && !isAbsolute(value))
      mjolnir[key] = join(artefactDir, value);
  }
  return { ...config, mjolnir };
}

/** Routing engine backed by an in-process Valhalla Actor on the region's tile extract. */
export class ValhallaEngine implements RoutingEngine {
  private constructor(readonly actor: ValhallaActor) {}

  /** Loads the graph of a routing artefact directory. */
  static async open(artefactDir: string): Promise<ValhallaEngine> {
    const raw = JSON.parse(readFileSync(join(artefactDir, 'valhalla.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const { Actor } = await import('@valhallajs/valhallajs');
    return new ValhallaEngine(
      new Actor(resolveValhallaConfig(artefactDir, raw)) as unknown as ValhallaActor,
    );
  }

  async status(): Promise<{ ok: boolean; detail: string }> {
    const s = await this.actor.status({});
    return { ok: typeof s.version === 'string', detail: `valhalla ${String(s.version)}` };
  }

  close(): void {
    // The Actor holds no handle that needs closing; the process releases the mapped extract.
  }
}
