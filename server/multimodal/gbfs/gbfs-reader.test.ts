/**
 * The GBFS reader against systems written by the test and served over local HTTP: a GBFS 3.0
 * system (gbfs-fixture-v3.ts), feeds a discovery file lists but the server does not serve (404),
 * and discovery files with an empty `data`. No part of the reader is mocked.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchGbfsDocuments } from './gbfs-documents';
import { GbfsFeed } from './gbfs-feed';
import { gbfsDocuments, startGbfsServer, type GbfsTestServer } from './gbfs-fixture';
import { gbfsDocumentsV3 } from './gbfs-fixture-v3';
import { GbfsError } from './gbfs-messages';
import { preferredLanguage } from './gbfs-schema';
import { snapshotOf } from './gbfs-snapshot';
import { recordToFile } from './record-gbfs-cli';

const servers: GbfsTestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A test server, its documents edited by `edit` before the first request. */
async function serve(
  documents: (base: string) => Record<string, unknown>,
  edit: (docs: Record<string, unknown>, base: string) => void = () => undefined,
): Promise<GbfsTestServer> {
  const server = await startGbfsServer(documents);
  servers.push(server);
  edit(server.documents, server.base);
  return server;
}

const config = (url: string, recorded?: string) => ({
  id: 'monabike',
  label: 'MonaBike',
  modes: ['bike_share', 'scooter_share'] as const,
  url,
  recorded,
});

/** A feed whose reports are kept, and whose clock the test moves. */
function watched(url: string, recorded?: string) {
  const reported: string[] = [];
  const clock = { now: 0 };
  const feed = new GbfsFeed(config(url, recorded), {
    report: (message) => reported.push(message),
    now: () => clock.now,
  });
  return { feed, reported, clock };
}

describe('GBFS 3.0 (a 3.0 system written by the test)', () => {
  it('reads RFC 3339 timestamps, localised names (French first), vehicle_status', async () => {
    const server = await serve(gbfsDocumentsV3);
    const snap = snapshotOf(await fetchGbfsDocuments(server.url), config(server.url), 'live');
    expect(snap.systemName).toBe('MonaBike test');
    expect(snap.ttl).toBe(1800);
    expect(snap.stations.map((s) => [s.name, s.available.bike_share, s.docks])).toEqual([
      ['Rue de la Lüjerneta', 0, 10],
      ['Stade Louis II', 4, 8],
      ['Casino', 2, 10],
    ]);
    // The reserved scooter is not offered.
    expect(snap.vehicles.map((v) => [v.id, v.kind, v.electric, v.name])).toEqual([
      ['s1', 'scooter_share', true, 'Trottinette MonaBike'],
    ]);
    expect(snap.plans.map((p) => [p.plan_id, p.name, p.description])).toEqual([
      ['bike-plan', 'Vélo', '1 € puis 0.15 €/min'],
      ['scooter-plan', 'Trottinette', '1 € puis 0.25 €/min'],
    ]);
    expect(snap.stationPlan.bike_share).toBe('bike-plan');
    expect(snap.warnings).toEqual([]);
  });

  it('prefers French, then English, then the first language', () => {
    expect(preferredLanguage(['de', 'en-GB', 'fr-MC'])).toBe('fr-MC');
    expect(preferredLanguage(['de', 'en'])).toBe('en');
    expect(preferredLanguage(['de', 'it'])).toBe('de');
  });

  it('names the version of an invalid document, and refuses an unsupported one', async () => {
    const server = await serve(gbfsDocumentsV3);
    const docs = await fetchGbfsDocuments(server.url, { system: 'monabike' });
    const status = {
      last_updated: 1_768_464_000,
      ttl: 60,
      version: '3.0',
      data: { stations: [] },
    };
    expect(() =>
      snapshotOf({ ...docs, feeds: { ...docs.feeds, station_status: status } }, config(''), 'live'),
    ).toThrow(
      'gbfs monabike: station_status.json (GBFS 3.0) invalid at last_updated: Invalid input: expected string, received number',
    );
    const feeds = [{ name: 'system_information', url: `${server.base}/system_information.json` }];
    // A 3.0 timestamp in a document that says 2.3.
    server.documents.gbfs = { last_updated: 'x', ttl: 0, version: '2.3', data: { fr: { feeds } } };
    await expect(fetchGbfsDocuments(server.url, { system: 'monabike' })).rejects.toThrow(
      'gbfs monabike: gbfs.json (GBFS 2.3) invalid at last_updated: Invalid input: expected number, received string',
    );
    server.documents.gbfs = { last_updated: 'x', ttl: 0, version: '4.0', data: { feeds } };
    await expect(fetchGbfsDocuments(server.url, { system: 'monabike' })).rejects.toThrow(
      'gbfs monabike: gbfs.json is GBFS 4.0, which is not supported (1.x, 2.x and 3.x are)',
    );
  });
});

describe('a feed listed in gbfs.json but not served', () => {
  it('uses the other feeds and reports the missing one once while it lasts', async () => {
    const server = await serve(gbfsDocuments, (docs) => delete docs.station_status);
    const { feed, reported, clock } = watched(server.url);
    const snap = await feed.snapshot();
    const warning =
      'gbfs monabike: station_status.json not served (404); stations kept without live availability, no ride starts or ends at one';
    expect(snap.warnings).toEqual([warning]);
    // The stations are kept, none offers a ride; the free-floating scooter still does.
    expect(snap.stations.map((s) => [s.name, s.renting, s.returning, s.docks])).toEqual([
      ['Rue de la Lüjerneta', false, false, null],
      ['Stade Louis II', false, false, null],
      ['Casino', false, false, null],
    ]);
    expect(snap.vehicles.map((v) => v.id)).toEqual(['s1']);
    clock.now += 61_000;
    await feed.snapshot();
    expect(reported).toEqual([warning]);
    server.documents.station_status = gbfsDocuments(server.base).station_status;
    clock.now += 61_000;
    expect((await feed.snapshot()).warnings).toEqual([]);
    delete server.documents.station_status;
    clock.now += 61_000;
    await feed.snapshot();
    expect(reported).toEqual([warning, warning]);
  });

  it('reports each missing feed of a 3.0 system with what it costs', async () => {
    const server = await serve(gbfsDocumentsV3, (docs) => {
      delete docs.vehicle_status;
      delete docs.system_pricing_plans;
      delete docs.vehicle_types;
    });
    const snap = snapshotOf(await fetchGbfsDocuments(server.url), config(server.url), 'live');
    expect(snap.warnings).toEqual([
      'gbfs monabike: vehicle_status.json not served (404); free-floating vehicles not shown',
      "gbfs monabike: vehicle_types.json not served (404); every vehicle counted as bike_share (the system's first mode)",
      'gbfs monabike: system_pricing_plans.json not served (404); rides shown without a price',
    ]);
    expect(snap.stations.map((s) => s.available.bike_share)).toEqual([0, 4, 2]);
    expect([snap.vehicles, snap.plans]).toEqual([[], []]);
  });

  it('refuses a system without system_information, naming the feed', async () => {
    const server = await serve(gbfsDocuments, (docs) => delete docs.system_information);
    const { feed, reported } = watched(server.url);
    await expect(feed.snapshot()).rejects.toThrow(GbfsError);
    expect(reported).toEqual(['gbfs monabike: system_information.json not served (404)']);
  });

  it('records the missing feeds and reports them offline too', async () => {
    const server = await serve(gbfsDocuments, (docs) => delete docs.free_bike_status);
    const file = join(mkdtempSync(join(tmpdir(), 'gbfs-')), 'monabike.json');
    expect(await recordToFile(server.url, file)).toBe(
      [
        `MonaBike test: 3 stations, 0 free vehicles → ${file}`,
        `gbfs ${server.url}: free_bike_status.json not served (404); free-floating vehicles not shown`,
      ].join('\n'),
    );
    delete server.documents.gbfs;
    const { feed, reported } = watched(server.url, file);
    const snap = await feed.snapshot();
    expect(snap.source).toBe('recorded');
    expect(reported).toEqual([
      `gbfs monabike: gbfs.json not served (404); reading the recorded file ${file}`,
      'gbfs monabike: free_bike_status.json not served (404); free-floating vehicles not shown',
    ]);
  });
});

describe('a discovery file with an empty data', () => {
  it.each([
    ['2.3', 1_768_464_000],
    ['3.0', '2026-01-15T08:00:00+01:00'],
  ])('refuses a GBFS %s gbfs.json whose data is {}, clearly', async (version, updated) => {
    const empty = { last_updated: updated, ttl: 0, version, data: {} };
    const server = await serve(gbfsDocuments, (docs) => (docs.gbfs = empty));
    const { feed, reported } = watched(server.url);
    const message = 'gbfs monabike: gbfs.json lists no feeds (its data is empty)';
    await expect(feed.snapshot()).rejects.toThrow(new GbfsError(message));
    expect(reported).toEqual([message]);
  });
});
