import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function data(url: string): Promise<Record<string, unknown>> {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  return z.object({ data: z.record(z.string(), z.unknown()) }).parse(res.json()).data;
}

const stagesSchema = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    status: z.string(),
    start: z.string(),
    rules: z.record(z.string(), z.object({ firstBanned: z.string(), hours: z.string() })),
  }),
);

describe('GET /api/restrictions/zfe', () => {
  it('gives the national base’s stages of a commune with their status at a date', async () => {
    const answer = await data('/api/restrictions/zfe?commune=paris&at=2026-11-24T10:00');
    const stages = stagesSchema.parse(answer.stages);
    expect(stages.map((s) => s.name)).toEqual(['ZFE de Paris']);
    expect(stages[0]?.status).toBe('ongoing');
    expect(stages[0]?.rules.vp).toEqual({ firstBanned: 'V4', hours: 'Mo-Fr 08:00-20:00; PH off' });
    expect(answer.area).toMatchObject({ kind: 'commune', code: '75056', slug: 'paris' });
    const geometry = z.object({ features: z.array(z.unknown()) }).parse(answer.geometry);
    expect(geometry.features).toHaveLength(1);
  });

  it('keeps the successive stages of one zone apart, each with its own status', async () => {
    const answer = await data(
      '/api/restrictions/zfe?commune=saint-etienne&current_time=2026-06-01T12:00',
    );
    const stages = stagesSchema.parse(answer.stages);
    expect(stages.map((s) => [s.start, s.status])).toEqual([
      ['2022-01-31', 'expired'],
      ['2025-01-01', 'ongoing'],
      ['2027-01-01', 'planned'],
    ]);
  });

  it('answers an unknown commune with 404 and the closest names', async () => {
    const res = await t.app.inject('/api/restrictions/zfe?commune=parsi');
    expect(res.statusCode).toBe(404);
    const body = errorBodyOf(res);
    expect(body.code).toBe('AREA_NOT_FOUND');
    expect(body.message).toBe('Aucun résultat ne correspond à cette recherche.');
    expect(JSON.stringify(body)).toContain('"slug":"paris"');
  });

  it('refuses a malformed date or box with the catalogue’s validation error', async () => {
    for (const url of [
      '/api/restrictions/zfe?at=demain',
      '/api/restrictions/zfe?bbox=1,2,3',
      '/api/restrictions/zfe?commune=%3Cscript%3E',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(errorBodyOf(res).code).toBe('VALIDATION');
    }
  });
});

describe('GET /api/restrictions/list and /api/traffic/events', () => {
  it('lists Monaco’s OSM restrictions with French labels', async () => {
    const answer = await data('/api/restrictions/list?bbox=7.40,43.72,7.44,43.76&limit=500');
    const items = z.array(z.object({ label: z.string(), kind: z.string() })).parse(answer.items);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.label.length > 0)).toBe(true);
    expect(answer.total).toBeGreaterThanOrEqual(items.length);
  });

  it('lists named roads first, private ways last, one line per road and rule', async () => {
    const answer = await data('/api/restrictions/list?bbox=7.40,43.72,7.44,43.76&limit=500');
    const items = z
      .array(
        z.object({
          kind: z.string(),
          value: z.string(),
          conditional: z.string().nullable(),
          road: z.string().nullable(),
          sections: z.number().optional(),
        }),
      )
      .parse(answer.items);
    const rank = (i: (typeof items)[number]): number =>
      i.kind === 'access' && i.value === 'private' ? 2 : i.road === null ? 1 : 0;
    const ranks = items.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const named = items.filter((i) => i.road !== null);
    const rules = named.map((i) => `${i.road}|${i.kind}|${i.value}|${i.conditional}`);
    expect(new Set(rules).size).toBe(rules.length);
    expect(items.some((i) => (i.sections ?? 1) > 1)).toBe(true);
  });

  it('says that no live traffic source is configured and lists OSM roadworks', async () => {
    const answer = await data('/api/traffic/events?bbox=7.40,43.72,7.44,43.76');
    expect(answer.live).toEqual({ configured: false, fetchedAt: null, lastError: null });
    const events = z.array(z.object({ source: z.string(), type: z.string() })).parse(answer.events);
    expect(events.every((e) => e.source === 'osm' && e.type === 'roadworks')).toBe(true);
  });
});

describe('GET /api/restrictions/cycling and /api/map/event-modes', () => {
  it('compares a commune with its département, not Paris with itself', async () => {
    const villeurbanne = await data('/api/restrictions/cycling?commune=villeurbanne');
    expect(villeurbanne.comparison).toMatchObject({ area: { kind: 'department' } });
    const paris = await data('/api/restrictions/cycling?commune=paris');
    expect(paris.area).toMatchObject({ kind: 'commune', code: '75056' });
    expect(paris.comparison).toBeNull();
  });

  it('answers a département with its communes’ figures', async () => {
    const answer = await data('/api/restrictions/cycling?departement=rhone');
    expect(answer.area).toMatchObject({ kind: 'department', code: '69' });
    expect(Array.isArray(answer.lengths)).toBe(true);
  });

  it('gives one entry per map event mode, ZFE available from the national base', async () => {
    const res = await t.app.inject('/api/map/event-modes?lang=en');
    expect(res.statusCode).toBe(200);
    const modes = z
      .array(
        z.object({
          mode: z.string(),
          status: z.string(),
          availability: z.string(),
          display_label: z.string(),
        }),
      )
      .parse(res.json());
    expect(modes.map((m) => m.mode)).toEqual(['neutral', 'bicycle', 'traffic', 'tc', 'zfe']);
    // Availability apart from the spec's event status (zones in force today: ongoing).
    expect(modes.find((m) => m.mode === 'zfe')).toMatchObject({
      availability: 'available',
      status: 'ongoing',
    });
    expect(modes.find((m) => m.mode === 'bicycle')?.display_label).toBe('Cycling');
  });

  it('gives the map info texts in French and English, the client picking its pair', async () => {
    const res = await t.app.inject('/api/map/info-texts');
    expect(res.statusCode).toBe(200);
    const texts = z
      .array(z.object({ mode: z.string(), title_fr: z.string(), title_en: z.string() }))
      .parse(res.json());
    expect(texts.find((x) => x.mode === 'zfe')).toMatchObject({
      title_fr: 'Zones à faibles émissions',
      title_en: 'Low-emission zones',
    });
  });
});
