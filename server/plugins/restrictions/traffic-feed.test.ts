/**
 * Live traffic through GET /api/traffic/events: a real DATEX II poller reading a local HTTP
 * server that serves a SituationPublication in the standard's format (server/traffic/fixtures).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { loadConfig } from '../../core/config';
import type { AppDeps } from '../../core/deps';
import { closeDeps, openDeps } from '../../core/open-deps';
import { DatexPoller } from '../../traffic/datex-poller';

const repoRoot = resolve(import.meta.dirname, '../../..');
const xml = readFileSync(
  resolve(import.meta.dirname, '../../traffic/fixtures/datex2-v2-rouen.xml'),
  'utf8',
);
let status = 200;
let feed: Server;
let poller: DatexPoller;
let app: FastifyInstance;
let deps: AppDeps;

const answerSchema = z.object({
  data: z.object({
    live: z.object({
      configured: z.boolean(),
      fetchedAt: z.string().nullable(),
      lastError: z.string().nullable(),
    }),
    events: z.array(
      z.object({ source: z.string(), type: z.string(), status: z.string(), label: z.string() }),
    ),
  }),
});

beforeAll(async () => {
  feed = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(status === 200 ? xml : 'erreur');
  });
  await new Promise<void>((done) => feed.listen(0, '127.0.0.1', done));
  const { port } = feed.address() as AddressInfo;
  poller = new DatexPoller({ url: `http://127.0.0.1:${port}/datex`, timeoutMs: 2000 });
  await poller.refresh();
  const config = loadConfig({
    env: {
      LOG_LEVEL: 'silent',
      PERIPLE_RATE_LIMIT: '0',
      PERIPLE_DATA_DIR: process.env.PERIPLE_DATA_DIR,
    },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
  deps = { ...(await openDeps(config)), traffic: poller };
  app = await buildApp(config, deps);
});

afterAll(async () => {
  await app.close();
  closeDeps(deps);
  poller.stop();
  await new Promise((done) => feed.close(done));
});

const ROUEN = '/api/traffic/events?bbox=0.9,49.3,1.3,49.6&at=2026-03-10T10:00';

describe('live traffic from a DATEX II feed', () => {
  it('lists the feed’s events in the box with their status at the time asked', async () => {
    const { data } = answerSchema.parse((await app.inject(ROUEN)).json());
    expect(data.live.configured).toBe(true);
    expect(data.live.lastError).toBeNull();
    const live = data.events.filter((e) => e.source === 'datex');
    expect(live.map((e) => e.type)).toEqual(
      expect.arrayContaining(['accident', 'roadworks', 'closure']),
    );
    expect(live.some((e) => e.status === 'planned')).toBe(true);
  });

  it('keeps the last good events when the feed fails, and says so', async () => {
    status = 500;
    await poller.refresh();
    const { data } = answerSchema.parse((await app.inject(ROUEN)).json());
    expect(data.live.lastError).toBe('Flux DATEX II injoignable : réponse HTTP 500');
    expect(data.live.fetchedAt).not.toBeNull();
    expect(data.events.some((e) => e.source === 'datex')).toBe(true);
    status = 200;
  });
});
