import type { FastifyInstance } from 'fastify';
import type { Health } from '../../src/domain/map-config';
import type { PluginOptions } from '../app';

const VERSION = process.env.npm_package_version ?? '0.1.0';

/** GET /api/health: status, region and the artefacts with their versions. */
export async function healthPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { deps } = options;
  app.get('/api/health', async (): Promise<Health> => {
    const routing = await deps.routing
      .status()
      .catch((e: unknown) => ({ ok: false, detail: String(e) }));
    const artefacts: Health['artefacts'] = {};
    for (const [kind, m] of Object.entries(deps.manifests)) {
      const degraded = kind === 'routing' && !routing.ok;
      artefacts[kind] = {
        schemaVersion: m.schemaVersion,
        builtAt: m.builtAt,
        inputsHash: m.inputsHash,
        status: degraded ? 'degraded' : 'ok',
        counts: m.counts,
      };
    }
    const status = Object.values(artefacts).every((a) => a.status === 'ok') ? 'ok' : 'degraded';
    return {
      status,
      region: { name: deps.region.name, label: deps.region.label },
      version: VERSION,
      artefacts,
    };
  });
}
