import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../app';
import { abConfigSource } from '../abtest/abtest-config';

/** How long browsers and caches keep the configuration. */
const MAX_AGE_S = 300;

/**
 * GET /api/abtest/config-web.json (issue 15; spec 001 §7): `{data}`, the entries of the A/B
 * configuration file as written (the SPA keeps the valid ones that apply to it).
 */
export async function abtestPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { abtestFile, repoRoot } = options.config;
  const file = abtestFile ?? join(repoRoot, 'server', 'abtest', 'config-web.json');
  const source = abConfigSource(file, app.log);
  app.get('/api/abtest/config-web.json', async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${MAX_AGE_S}`);
    return { data: await source.entries() };
  });
}
