import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FeatureCollection } from 'geojson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../core/config';
import type { AppDeps } from '../../core/deps';
import { closeDeps, openDeps } from '../../core/open-deps';

const repoRoot = resolve(import.meta.dirname, '../../..');
let app: FastifyInstance;
let deps: AppDeps;

beforeAll(async () => {
  const config = loadConfig({
    env: { LOG_LEVEL: 'silent' },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
  deps = await openDeps(config);
  app = await buildApp(config, deps);
});
afterAll(async () => {
  await app?.close();
  if (deps) closeDeps(deps);
});

describe('GET /api/transit/network.geojson', () => {
  it('returns the CAM lines in their colours and the stops with their lines', async () => {
    const res = await app.inject({
      url: '/api/transit/network.geojson',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject('/api/transit/network.geojson');
    const network = plain.json() as FeatureCollection;
    const lines = network.features.filter((f) => f.properties?.kind === 'line');
    const stops = network.features.filter((f) => f.properties?.kind === 'stop');
    expect(new Set(lines.map((l) => l.properties?.ref))).toContain('6');
    expect(lines.every((l) => /^#[0-9A-F]{6}$/.test(String(l.properties?.colour)))).toBe(true);
    expect(stops.length).toBeGreaterThan(80);
    expect(stops.some((s) => String(s.properties?.routes).split(',').length > 1)).toBe(true);
    const again = await app.inject({
      url: '/api/transit/network.geojson',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/transit/stops/:stopId/departures', () => {
  it('lists the next departures per line at a stop', async () => {
    const stopId = deps.transit.timetable.stopIds.find(
      (_, i) => deps.transit.timetable.stopNames[i] === 'STADE LOUIS II',
    )!;
    const res = await app.inject(
      `/api/transit/stops/${encodeURIComponent(stopId)}/departures?date=2026-01-15&time=08:00&limit=3`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      stop: { name: string };
      lines: { line: { ref: string }; headsign: string; times: string[] }[];
    };
    expect(body.stop.name).toBe('STADE LOUIS II');
    expect(body.lines.length).toBeGreaterThan(0);
    for (const l of body.lines) {
      expect(l.times.length).toBeGreaterThan(0);
      expect(l.times.length).toBeLessThanOrEqual(3);
      expect(l.times.every((t) => t >= '08:00')).toBe(true);
      expect([...l.times].sort()).toEqual(l.times);
    }
  });

  it('answers 404 for an unknown stop and 400 for a bad time', async () => {
    expect((await app.inject('/api/transit/stops/nope/departures')).statusCode).toBe(404);
    const stopId = encodeURIComponent(deps.transit.timetable.stopIds[0]!);
    const bad = await app.inject(`/api/transit/stops/${stopId}/departures?time=25:99`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
  });
});
