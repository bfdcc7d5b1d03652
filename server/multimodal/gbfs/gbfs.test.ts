/**
 * GBFS: the reader against a local HTTP server serving a GBFS v2.3 system written by the test
 * (gbfs-fixture.ts; the shared data has no real GBFS file), the recorded-file fallback, and the
 * shared bike and scooter routes computed on the real Monaco Valhalla graph, from that system
 * and from the same system written in GBFS 3.0 (gbfs-fixture-v3.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesQuerySchema } from '../../../src/domain/itinerary/api-schema';
import type { RoutesData } from '../../../src/domain/itinerary/types';
import { parseWith } from '../../core/errors';
import { fallbackFuelPrices } from '../../itinerary/fuel-prices';
import { computeRoutes } from '../../itinerary/itinerary-service';
import { normaliseRequest, type RawQuery } from '../../itinerary/request';
import { ValhallaEngine } from '../../routing/valhalla-engine';
import { TransitService } from '../../transit/transit-service';
import { StationList } from '../stations';
import { fetchGbfsDocuments } from './gbfs-documents';
import { GbfsFeed } from './gbfs-feed';
import { startGbfsServer, type GbfsTestServer } from './gbfs-fixture';
import { gbfsDocumentsV3 } from './gbfs-fixture-v3';
import { GbfsError } from './gbfs-messages';
import { GbfsRegistry } from './gbfs-registry';
import { snapshotOf } from './gbfs-snapshot';
import { recordToFile } from './record-gbfs-cli';

const repoRoot = resolve(import.meta.dirname, '../../..');
const FONTVIEILLE = '7.41600,43.72830';
const CASINO = '7.42780,43.73960';

let server: GbfsTestServer;
let serverV3: GbfsTestServer;
let routing: ValhallaEngine;
let transit: TransitService;

beforeAll(async () => {
  server = await startGbfsServer();
  serverV3 = await startGbfsServer(gbfsDocumentsV3);
  routing = await ValhallaEngine.open(join(repoRoot, 'data/monaco/routing'));
  transit = TransitService.open(join(repoRoot, 'data/monaco/transit'));
});
afterAll(async () => {
  await server?.close();
  await serverV3?.close();
});

const feedConfig = (over: Partial<ConstructorParameters<typeof GbfsFeed>[0]> = {}) => ({
  id: 'monabike',
  label: 'MonaBike',
  modes: ['bike_share', 'scooter_share'] as const,
  url: server.url,
  ...over,
});

async function shared(provider: string, feed: GbfsFeed, from = FONTVIEILLE): Promise<RoutesData> {
  const raw: RawQuery = {
    from,
    to: CASINO,
    providers: provider,
    lang: 'fr',
    date: '20260115T0800',
  };
  const request = normaliseRequest(parseWith(routesQuerySchema, raw), raw);
  return computeRoutes(
    {
      routing,
      fuelPrices: fallbackFuelPrices(),
      multimodal: {
        routing,
        transit,
        stations: new StationList([]),
        gbfs: new GbfsRegistry([feed]),
      },
    },
    request,
  );
}

describe('GBFS reader (local HTTP server, GBFS v2.3 written by the test)', () => {
  it('reads the discovery file and its feeds, validates them and joins stations and status', async () => {
    const docs = await fetchGbfsDocuments(server.url);
    const snap = snapshotOf(docs, feedConfig(), 'live');
    expect(snap.systemName).toBe('MonaBike test');
    expect(snap.stations.map((s) => [s.id, s.available.bike_share, s.docks])).toEqual([
      ['empty', 0, 10],
      ['stade', 4, 8],
      ['casino', 2, 10],
    ]);
    // The reserved scooter is not offered.
    expect(snap.vehicles.map((v) => [v.id, v.kind, v.electric])).toEqual([
      ['s1', 'scooter_share', true],
    ]);
    expect(snap.plans.map((p) => p.plan_id)).toEqual(['bike-plan', 'scooter-plan']);
    expect(snap.stationPlan.bike_share).toBe('bike-plan');
  });

  it('refuses an invalid document, naming the system, the feed and its version', async () => {
    const docs = await fetchGbfsDocuments(server.url);
    const status = {
      last_updated: 1_768_464_000,
      ttl: 60,
      version: '2.3',
      data: {
        stations: [
          {
            station_id: 'stade',
            num_bikes_available: -3,
            is_installed: true,
            is_renting: true,
            is_returning: true,
            last_reported: 1_768_464_000,
          },
        ],
      },
    };
    const withStatus = { ...docs, feeds: { ...docs.feeds, station_status: status } };
    expect(() => snapshotOf(withStatus, feedConfig(), 'live')).toThrow(
      'gbfs monabike: station_status.json (GBFS 2.3) invalid at data.stations.0.num_bikes_available: Too small: expected number to be >=0',
    );
    const noSystem = { ...docs, feeds: { ...docs.feeds, system_information: { ttl: 1 } } };
    expect(() => snapshotOf(noSystem, feedConfig(), 'live')).toThrow(GbfsError);
  });

  it('keeps a live snapshot for its ttl, and falls back to the recorded file offline', async () => {
    const reported: string[] = [];
    const report = (message: string) => reported.push(message);
    const feed = new GbfsFeed(feedConfig(), { report });
    const before = server.requests.length;
    expect((await feed.snapshot()).source).toBe('live');
    await feed.snapshot();
    expect(server.requests.length - before).toBe(7);
    const file = join(mkdtempSync(join(tmpdir(), 'gbfs-')), 'monabike.json');
    expect(await recordToFile(server.url, file)).toMatch(/^MonaBike test: 3 stations, 1 free/);
    const offline = new GbfsFeed(
      feedConfig({ url: 'http://127.0.0.1:9/gbfs.json', recorded: file }),
      { timeoutMs: 500, report },
    );
    const snap = await offline.snapshot();
    expect(snap.source).toBe('recorded');
    expect(snap.stations).toHaveLength(3);
    const none = new GbfsFeed(feedConfig({ url: 'http://127.0.0.1:9/gbfs.json' }), {
      timeoutMs: 500,
      report,
    });
    const failure = await none.snapshot().then(
      () => '',
      (error: Error) => error.message,
    );
    // Port 9 is refused by fetch itself ("bad port"); the reason is the runtime's.
    expect(failure).toMatch(/^gbfs monabike: gbfs\.json not served \(.+\)$/);
    expect(reported).toEqual([`${failure}; reading the recorded file ${file}`, failure]);
  });
});

describe('shared vehicles on the real Monaco graph', () => {
  it('rides a shared bike from the nearest station with a bike to a station with a free dock', async () => {
    const data = await shared('velo-libre-service', new GbfsFeed(feedConfig()));
    if (!('routes' in data)) throw new Error(JSON.stringify(data));
    const route = data.routes[0]!;
    expect(route.mode).toBe('bike_share');
    expect(route.legs.map((l) => l.mode)).toEqual(['walk', 'bike', 'walk']);
    const ride = route.legs[1]!;
    expect(ride.departure?.name).toBe('Stade Louis II');
    expect(ride.arrival?.name).toBe('Casino');
    expect(ride.operator).toBe('MonaBike test');
    expect(ride.geometry!.length).toBeGreaterThan(10);
    const minutes = Math.ceil(ride.time.value / 60);
    expect(route.prices.main.value).toBeCloseTo(1 + 0.15 * minutes, 2);
    expect(route.co2_emissions.value).toBe(0);
    expect(route.timetable?.departure).toBe('2026-01-15T08:00');
  });

  it('rides a free-floating scooter to the arrival', async () => {
    const data = await shared('trottinette-libre-service', new GbfsFeed(feedConfig()));
    if (!('routes' in data)) throw new Error(JSON.stringify(data));
    const route = data.routes[0]!;
    expect(route.legs.map((l) => l.mode)).toEqual(['walk', 'scooter']);
    expect(route.legs[1]?.departure?.name).toBe('Trottinette MonaBike');
    expect(route.co2_emissions.value).toBeGreaterThan(0);
  });

  it('rides a shared bike and a scooter of a GBFS 3.0 system', async () => {
    const feed = new GbfsFeed(feedConfig({ url: serverV3.url }));
    const bike = await shared('velo-libre-service', feed);
    if (!('routes' in bike)) throw new Error(JSON.stringify(bike));
    const ride = bike.routes[0]!.legs[1]!;
    expect([ride.departure?.name, ride.arrival?.name, ride.operator]).toEqual([
      'Stade Louis II',
      'Casino',
      'MonaBike test',
    ]);
    expect(bike.routes[0]!.prices.main.value).toBeCloseTo(
      1 + 0.15 * Math.ceil(ride.time.value / 60),
      2,
    );
    const scooter = await shared('trottinette-libre-service', feed);
    if (!('routes' in scooter)) throw new Error(JSON.stringify(scooter));
    expect(scooter.routes[0]!.legs[1]?.departure?.name).toBe('Trottinette MonaBike');
  });

  it('says when no vehicle is near the departure, or the system cannot be read', async () => {
    const far = await shared('velo-libre-service', new GbfsFeed(feedConfig()), '7.44000,43.75200');
    expect(far).toMatchObject({
      availability_info: {
        message: 'Aucun véhicule MonaBike test disponible à moins de 800 m du départ.',
      },
    });
    const down = new GbfsFeed(feedConfig({ url: 'http://127.0.0.1:9/gbfs.json' }), {
      timeoutMs: 300,
      report: () => undefined,
    });
    expect(await shared('velo-libre-service', down)).toMatchObject({
      availability_info: {
        message: 'Les données du service MonaBike sont inaccessibles pour le moment.',
      },
    });
  });
});
