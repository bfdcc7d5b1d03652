/**
 * Crit'Air-aware itineraries on the real Monaco graph (Valhalla): a test zone drawn over the
 * Casino district (test data, see restrictions-fixture.ts) bans Crit'Air 4 cars.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import type { AppDeps } from '../core/deps';
import { closeDeps, openDeps } from '../core/open-deps';
import type { Polygon } from 'geojson';
import { boxPolygon, restrictionsFixture } from '../test-support/restrictions-fixture';
import { shiftWallClock } from './zfe-routes';

const repoRoot = resolve(import.meta.dirname, '../..');
const casino = boxPolygon(7.4265, 43.7375, 7.43, 43.74);

/**
 * The same area with a jagged edge, about 18 km around: as long as a real zone's (the national
 * zones measure 13 to 132 km), beyond Valhalla's default limit of 10 km for avoided areas.
 */
function jaggedCasino(): Polygon {
  const teeth = 400;
  const step = (7.43 - 7.4265) / teeth;
  const edge = (y: number, dy: number) =>
    Array.from({ length: teeth + 1 }, (_, i): [number, number] => [
      7.4265 + i * step,
      y + (i % 2) * dy,
    ]);
  const ring = [...edge(43.7375, 0.0002), ...edge(43.74, -0.0002).reverse()];
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}
const stageOf = (key: string, start: string, area = casino, name = 'ZFE de test') => ({
  key,
  id: key.split('@')[0]!,
  authority: name,
  name,
  start,
  end: null,
  rules: { vp: { firstBanned: 'V4' as const, hours: 'Mo-Fr 08:00-20:00; PH off' } },
  orderUrl: null,
  infoUrl: null,
  communes: [],
  area,
});

const noticeSchema = z.object({
  kind: z.string(),
  zone: z.string(),
  message: z.string(),
  originInside: z.boolean(),
  destinationInside: z.boolean(),
});
const zfeSchema = z.object({
  vignette: z.string().nullable(),
  notices: z.array(noticeSchema),
  avoids: z.array(z.string()).optional(),
  noAlternative: z.string().optional(),
  parkAndRide: z
    .object({
      parking: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
      walk: z.object({ metres: z.number(), seconds: z.number(), label: z.string() }),
      transitLink: z.string(),
    })
    .optional(),
});
const routesSchema = z.object({
  data: z.object({
    routes: z.array(
      z.object({
        routeId: z.string(),
        length: z.object({ value: z.number() }),
        roadbook_link: z.string(),
        zfe: zfeSchema.optional(),
      }),
    ),
  }),
});
const roadbookSchema = z.object({
  data: z.object({
    routeId: z.string(),
    summary: z.object({ restrictions: z.array(z.string()) }),
    zfe: zfeSchema.optional(),
  }),
});

let app: FastifyInstance;
let deps: AppDeps;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'periple-zfe-'));
  const config = loadConfig({
    env: {
      LOG_LEVEL: 'silent',
      PERIPLE_RATE_LIMIT: '0',
      PERIPLE_DATA_DIR: process.env.PERIPLE_DATA_DIR,
    },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
  const opened = await openDeps(config);
  opened.restrictions.close();
  const restrictions = restrictionsFixture(dir, [
    stageOf('test-1@2020-01-01', '2020-01-01', jaggedCasino()),
    stageOf(
      'later-1@2027-01-01',
      '2027-01-01',
      boxPolygon(7.4155, 43.7285, 7.4185, 43.731),
      'ZFE de Fontvieille (test)',
    ),
  ]);
  deps = { ...opened, restrictions };
  app = await buildApp(config, deps);
});

afterAll(async () => {
  await app.close();
  closeDeps(deps);
  rmSync(dir, { recursive: true, force: true });
});

const FONTVIEILLE = '7.4165,43.7305';
const LARVOTTO = '7.4350,43.7460';
const TUESDAY_10H = 'date=20261124T1000';

async function routes(query: string) {
  const res = await app.inject(`/api/multipath/routes?providers=voiture&${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return routesSchema.parse(res.json()).data.routes;
}

describe('Crit’Air-aware car itineraries', () => {
  it('warns a Crit’Air 4 car crossing the zone on a weekday and adds the route around it', async () => {
    const list = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&critair=4&${TUESDAY_10H}`);
    const main = list[0]!;
    expect(main.zfe?.notices.map((n) => n.kind)).toContain('banned');
    expect(main.zfe?.notices[0]?.message).toBe(
      'Votre véhicule (Crit’Air 4) n’a pas le droit de circuler dans la ZFE de test : Crit’Air 4, 5 et non classés interdits du lundi au vendredi de 8 h à 20 h, sauf jours fériés.',
    );
    // The departure lies in a zone whose stage starts in 2027: told, never a ban.
    expect(main.zfe?.notices.find((n) => n.kind === 'upcoming')?.message).toContain(
      'À partir du 1er janvier 2027',
    );
    const around = list.find((r) => r.routeId === 'voiture-0-zfe');
    expect(around?.zfe?.avoids).toEqual(['ZFE de test']);
    expect(around?.zfe?.notices.some((n) => n.kind === 'banned')).toBe(false);
    expect(around!.length.value).toBeGreaterThan(main.length.value);
  });

  it('warns in the request’s language: English and Dutch, the zone keeping its name', async () => {
    const en = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&critair=4&${TUESDAY_10H}&lang=en`);
    expect(en[0]?.zfe?.notices[0]?.message).toBe(
      'Your vehicle (Crit’Air 4) is not allowed in the test low-emission zone (ZFE): Crit’Air 4, 5 and unclassified vehicles banned Monday to Friday from 8:00 to 20:00, except public holidays.',
    );
    expect(en[0]?.zfe?.notices.find((n) => n.kind === 'upcoming')?.message).toContain(
      'From 1 January 2027',
    );
    const nl = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&${TUESDAY_10H}&lang=nl`);
    expect(nl[0]?.zfe?.notices[0]?.message).toBe(
      'Deze route gaat door de lage-emissiezone (ZFE) van test, waar Crit’Air 4, 5 en niet-geclassificeerde voertuigen van maandag tot vrijdag van 8.00 uur tot 20.00 uur, behalve op feestdagen, verboden zijn. Geef het Crit’Air-vignet van uw voertuig op om te weten of het er mag rijden.',
    );
  });

  it('gives the roadbook of the route around the zone, and the warning in the plain one', async () => {
    const list = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&critair=4&${TUESDAY_10H}`);
    const around = list.find((r) => r.routeId === 'voiture-0-zfe')!;
    const res = await app.inject(around.roadbook_link);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const book = roadbookSchema.parse(res.json()).data;
    expect(book.routeId).toBe('voiture-0-zfe');
    expect(book.zfe?.notices.some((n) => n.kind === 'banned') ?? false).toBe(false);
    const plain = roadbookSchema.parse((await app.inject(list[0]!.roadbook_link)).json()).data;
    expect(plain.zfe?.notices.find((n) => n.kind === 'banned')?.zone).toBe('ZFE de test');
  });

  it('does not ban outside the zone’s hours, a cleaner vignette, or without a vignette', async () => {
    const saturday = await routes(
      `from=${FONTVIEILLE}&to=${LARVOTTO}&critair=4&date=20261128T1000`,
    );
    expect(saturday[0]?.zfe?.notices.map((n) => n.kind)).toContain('outside-hours');
    expect(saturday.some((r) => r.routeId.endsWith('-zfe'))).toBe(false);
    const clean = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&critair=3&${TUESDAY_10H}`);
    expect(clean[0]?.zfe?.notices.some((n) => n.kind === 'banned') ?? false).toBe(false);
    const walking = await app.inject(
      `/api/multipath/routes?providers=marche&from=${FONTVIEILLE}&to=${LARVOTTO}&critair=5`,
    );
    expect(JSON.stringify(walking.json())).not.toContain('"zfe"');
  });

  it('asks for the vignette of a car whose route crosses a zone in force', async () => {
    const list = await routes(`from=${FONTVIEILLE}&to=${LARVOTTO}&${TUESDAY_10H}`);
    const zfe = list[0]?.zfe;
    expect(zfe?.vignette).toBeNull();
    expect(zfe?.notices.map((n) => n.kind)).toEqual(['vignette-unknown']);
    expect(zfe?.notices[0]?.message).toBe(
      'Cet itinéraire traverse la ZFE de test, où les Crit’Air 4, 5 et non classés sont interdits du lundi au vendredi de 8 h à 20 h, sauf jours fériés. Indiquez la vignette Crit’Air de votre véhicule pour savoir s’il peut y circuler.',
    );
    expect(list.some((r) => r.routeId.endsWith('-zfe'))).toBe(false);
  });

  it('proposes a car park outside the zone when the destination is inside', async () => {
    const list = await routes(`from=${FONTVIEILLE}&to=7.4283,43.7388&critair=5&${TUESDAY_10H}`);
    const zfe = list[0]?.zfe;
    expect(zfe?.notices[0]?.destinationInside).toBe(true);
    expect(zfe?.noAlternative).toBe(
      'Votre arrivée est dans la ZFE de test : garez-vous avant d’y entrer.',
    );
    const park = zfe?.parkAndRide;
    expect(park?.parking.name.length).toBeGreaterThan(0);
    expect(park?.walk.metres).toBeGreaterThan(0);
    expect(park?.transitLink).toMatch(/^\/itineraire#\/transports-en-commun\//);
  });

  it('refuses an unknown vignette with the catalogue’s validation error', async () => {
    const res = await app.inject(
      `/api/multipath/routes?providers=voiture&from=${FONTVIEILLE}&to=${LARVOTTO}&critair=7`,
    );
    expect(res.statusCode).toBe(400);
  });

  it('checks a trip arriving by a time at its departure, the route’s duration earlier', async () => {
    // Arriving on Tuesday at 08:01 leaves before 08:00, when Crit'Air 4 may still drive.
    const list = await routes(
      `from=${FONTVIEILLE}&to=${LARVOTTO}&critair=4&date=20261124T0801&departure=0`,
    );
    expect(list[0]?.zfe?.notices.map((n) => n.kind)).toContain('outside-hours');
    expect(shiftWallClock('2026-11-24T08:01', -300)).toBe('2026-11-24T07:56');
    expect(shiftWallClock('2026-11-24T00:02', -300)).toBe('2026-11-23T23:57');
  });
});
