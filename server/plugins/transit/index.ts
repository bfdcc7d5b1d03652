import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PluginOptions } from '../../app';
import { AppError, parseWith } from '../../core/errors';
import { nextDepartures } from '../../transit/departures';
import type { TransitService } from '../../transit/transit-service';

const departuresQuery = z.object({
  date: z.iso.date().optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(10).default(3),
});

const pad = (n: number): string => String(n).padStart(2, '0');

function nowParts(): { date: string; time: string } {
  const d = new Date();
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/**
 * Public-transport network of the region (from the GTFS import): the lines and stops the 'tc'
 * map mode draws, and the next departures at a stop.
 */
export async function transitPlugin(app: FastifyInstance, options: PluginOptions): Promise<void> {
  const { deps, config } = options;
  const service = deps.transit;
  const network = readFileSync(
    join(
      config.dataDir,
      deps.region.name,
      'transit',
      deps.manifests.transit.files.network ?? 'network.geojson',
    ),
  );
  const gzipped = gzipSync(network);
  const etag = `"${deps.manifests.transit.inputsHash.slice(0, 16)}"`;

  app.get('/api/transit/network.geojson', async (request, reply) => {
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.type('application/geo+json');
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
      return reply.header('Content-Encoding', 'gzip').send(gzipped);
    return reply.send(network);
  });

  app.get<{ Params: { stopId: string } }>(
    '/api/transit/stops/:stopId/departures',
    async (request) => stopDepartures(service, request.params.stopId, request.query),
  );
}

/** The next departures per line at a stop (query: date, time, limit; default now). */
function stopDepartures(service: TransitService, stopId: string, query: unknown) {
  const q = parseWith(departuresQuery, query);
  const t = service.timetable;
  const stop = t.stopIds.indexOf(stopId);
  if (stop < 0) throw new AppError('NOT_FOUND');
  const now = nowParts();
  const date = q.date ?? now.date;
  const time = q.time ?? now.time;
  const [h, m] = time.split(':').map(Number) as [number, number];
  const day = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
  return {
    stop: { id: stopId, name: t.stopNames[stop], lng: t.stopLon[stop], lat: t.stopLat[stop] },
    date,
    time,
    validity: service.validity(),
    lines: nextDepartures(t, { stop, day, time: h * 3600 + m * 60, limit: q.limit }),
  };
}
