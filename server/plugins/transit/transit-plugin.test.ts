import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

describe('GET /api/transit/network.geojson', () => {
  it('returns the CAM lines in their colours and the stops with their lines', async () => {
    const res = await t.app.inject({
      url: '/api/transit/network.geojson',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject('/api/transit/network.geojson');
    const network = plain.json<FeatureCollection>();
    const lines = network.features.filter((f) => f.properties?.kind === 'line');
    const stops = network.features.filter((f) => f.properties?.kind === 'stop');
    expect(new Set(lines.map((l): unknown => l.properties?.ref))).toContain('6');
    expect(lines.every((l) => /^#[0-9A-F]{6}$/.test(String(l.properties?.colour)))).toBe(true);
    expect(stops.length).toBeGreaterThan(80);
    expect(stops.some((s) => String(s.properties?.routes).split(',').length > 1)).toBe(true);
    // The feed writes its stops in capitals: they read as OSM writes them (« Place du Casino »).
    const names = stops.map((s) => String(s.properties?.name));
    expect(names).toContain('Place du Casino');
    expect(names).toContain('Pont Sainte-Dévote');
    expect(names.filter((n) => !/\p{Ll}/u.test(n))).toEqual([]);
    const again = await t.app.inject({
      url: '/api/transit/network.geojson',
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/transit/stops/:stopId/departures', () => {
  it('lists the next departures per line at a stop', async () => {
    const stopId = t.deps.transit.timetable.stopIds.find(
      (_, i) => t.deps.transit.timetable.stopNames[i] === 'Stade Louis II',
    )!;
    const res = await t.app.inject(
      `/api/transit/stops/${encodeURIComponent(stopId)}/departures?date=2026-01-15&time=08:00&limit=3`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      stop: { name: string };
      lines: { line: { ref: string }; headsign: string; times: string[] }[];
    }>();
    expect(body.stop.name).toBe('Stade Louis II');
    expect(body.lines.length).toBeGreaterThan(0);
    for (const l of body.lines) {
      expect(l.times.length).toBeGreaterThan(0);
      expect(l.times.length).toBeLessThanOrEqual(3);
      expect(l.times.every((t) => t >= '08:00')).toBe(true);
      expect([...l.times].sort()).toEqual(l.times);
    }
  });

  it('answers 404 for an unknown stop and 400 for a bad time', async () => {
    expect((await t.app.inject('/api/transit/stops/nope/departures')).statusCode).toBe(404);
    const stopId = encodeURIComponent(t.deps.transit.timetable.stopIds[0]!);
    const bad = await t.app.inject(`/api/transit/stops/${stopId}/departures?time=25:99`);
    expect(bad.statusCode).toBe(400);
    expect(errorBodyOf(bad).code).toBe('VALIDATION');
  });
});
