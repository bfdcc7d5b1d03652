/**
 * GET /api/restrictions/covered?family=zfe|cycling|restrictions|traffic: the areas a layer
 * family's home page links to (issue 17). Computed once per family and French day.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parisParts } from '../../../src/domain/paris-time';
import {
  COVERED_FAMILIES,
  type CoveredAreas,
  type CoveredFamily,
} from '../../../src/domain/restrictions/covered';
import { parseWith } from '../../core/errors';
import { coveredAreas, type CoveredDeps } from '../../restrictions/layer-pages';

const coveredQuerySchema = z.object({ family: z.enum(COVERED_FAMILIES) });

/** Registers the route. */
export function registerCoveredRoute(app: FastifyInstance, deps: CoveredDeps): void {
  let day = '';
  const cache = new Map<CoveredFamily, CoveredAreas>();
  app.get('/api/restrictions/covered', async (request, reply) => {
    const { family } = parseWith(coveredQuerySchema, request.query);
    const today = parisParts(new Date()).date;
    if (today !== day) {
      day = today;
      cache.clear();
    }
    const answer = cache.get(family) ?? coveredAreas(family, deps, today);
    cache.set(family, answer);
    reply.header('cache-control', 'public, max-age=3600');
    return { data: answer };
  });
}
