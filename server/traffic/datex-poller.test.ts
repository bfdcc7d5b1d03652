import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATEX_MAX_BYTES, DATEX_TIMEOUT_MS, DatexPoller } from './datex-poller';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const V2 = fixture('datex2-v2-rouen.xml');
const V3 = fixture('datex2-v3-paris.xml');
const AT = new Date('2026-03-10T09:00:00Z');

/** What the feed server answers next. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const xml =
  (body: string | Buffer, type = 'application/xml'): Handler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type });
    res.end(body);
  };

let handler: Handler = xml(V2);
let requests = 0;
const pending = new Set<NodeJS.Timeout>();
const server = createServer((req, res) => {
  requests += 1;
  handler(req, res);
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}/datex.xml`;
});

afterAll(async () => {
  for (const timer of pending) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('DatexPoller against a local feed', () => {
  let clock = new Date('2026-03-10T08:55:00Z');
  const logs: string[] = [];
  let poller = new DatexPoller({ url: 'http://127.0.0.1:9/' });
  const ids = (): string[] => poller.events(AT).map((e) => e.id);
  let firstIds: string[] = [];

  beforeAll(() => {
    // A short time-out keeps the test fast; the production default is DATEX_TIMEOUT_MS (5000 ms).
    poller = new DatexPoller({
      url,
      timeoutMs: 300,
      now: () => clock,
      log: (message) => logs.push(message),
    });
  });

  it('defaults to a 5 s time-out and a 20 MB cap', () => {
    expect(DATEX_TIMEOUT_MS).toBe(5000);
    expect(DATEX_MAX_BYTES).toBe(20_000_000);
    expect(new DatexPoller({ url }).state()).toEqual({
      configured: true,
      fetchedAt: null,
      lastError: null,
    });
  });

  it('reads a good feed', async () => {
    handler = xml(V2);
    await poller.refresh();
    expect(poller.state()).toEqual({
      configured: true,
      fetchedAt: '2026-03-10T08:55:00.000Z',
      lastError: null,
    });
    firstIds = ids();
    expect(firstIds).toHaveLength(5);
    expect(poller.events(AT).map((e) => e.status)).toEqual([
      'ongoing',
      'ongoing',
      'planned',
      'ongoing',
      'expired',
    ]);
    expect(logs.at(-1)).toBe(
      'Flux DATEX II lu : 5 événements, 1 sans coordonnées et 0 illisibles ignorés',
    );
  });

  it('recomputes the statuses of the kept events at the instant asked', () => {
    const statuses = poller.events(new Date('2026-04-10T12:00:00Z')).map((e) => e.status);
    expect(statuses).toEqual(['ongoing', 'expired', 'ongoing', 'expired', 'expired']);
  });

  it('keeps the last good events when the feed answers 500', async () => {
    clock = new Date('2026-03-10T09:00:00Z');
    handler = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    };
    await poller.refresh();
    expect(poller.state()).toEqual({
      configured: true,
      fetchedAt: '2026-03-10T08:55:00.000Z',
      lastError: 'Flux DATEX II injoignable : réponse HTTP 500',
    });
    expect(ids()).toEqual(firstIds);
  });

  it('gives up on a feed slower than the time-out and keeps the events', async () => {
    handler = (_req, res) => {
      const timer = setTimeout(() => res.end(V3), 6000);
      pending.add(timer);
    };
    const started = Date.now();
    await poller.refresh();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(poller.state().lastError).toBe('Flux DATEX II trop lent (> 0,3 s)');
    expect(poller.state().fetchedAt).toBe('2026-03-10T08:55:00.000Z');
    expect(ids()).toEqual(firstIds);
  });

  it('keeps the events when the feed is malformed or not a SituationPublication', async () => {
    handler = xml('<d2LogicalModel><payloadPublication></d2LogicalModel>');
    await poller.refresh();
    expect(poller.state().lastError).toMatch(/^Flux DATEX II illisible : XML mal formé \(ligne 1/);
    handler = xml('<html><body>Maintenance</body></html>', 'text/html');
    await poller.refresh();
    expect(poller.state().lastError).toBe(
      "Flux DATEX II illisible : le document n'est pas une SituationPublication DATEX II (racine html)",
    );
    expect(poller.state().fetchedAt).toBe('2026-03-10T08:55:00.000Z');
    expect(ids()).toEqual(firstIds);
  });

  it('clears the error on the next success and takes the new events', async () => {
    clock = new Date('2026-03-10T09:05:00Z');
    handler = xml(V3);
    await poller.refresh();
    expect(poller.state()).toEqual({
      configured: true,
      fetchedAt: '2026-03-10T09:05:00.000Z',
      lastError: null,
    });
    expect(ids()).toHaveLength(5);
    expect(ids().every((id) => id.startsWith('datex:DIRIF_'))).toBe(true);
  });

  it('joins a poll under way instead of starting another', async () => {
    handler = xml(V3);
    const before = requests;
    await Promise.all([poller.refresh(), poller.refresh(), poller.refresh()]);
    expect(requests - before).toBe(1);
  });
});

describe('DatexPoller edge cases', () => {
  it('reads a gzip file served as is (NDW)', async () => {
    handler = xml(gzipSync(V2), 'application/gzip');
    const poller = new DatexPoller({ url });
    await poller.refresh();
    expect(poller.state().lastError).toBeNull();
    expect(poller.events(AT)).toHaveLength(5);
  });

  it('refuses a body over the cap', async () => {
    handler = xml(V2);
    const poller = new DatexPoller({ url, maxBytes: 1000 });
    await poller.refresh();
    expect(poller.state().lastError).toBe('Flux DATEX II trop volumineux (> 1 ko)');
    expect(poller.state().fetchedAt).toBeNull();
    expect(poller.events(AT)).toEqual([]);
  });

  it('counts the bytes of a chunked body without length, and of an inflated gzip', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      for (let i = 0; i < V2.length; i += 500) res.write(V2.slice(i, i + 500));
      res.end();
    };
    const poller = new DatexPoller({ url, maxBytes: 2000 });
    await poller.refresh();
    expect(poller.state().lastError).toBe('Flux DATEX II trop volumineux (> 2 ko)');
    const zipped = gzipSync(V2);
    expect(zipped.byteLength).toBeLessThan(4000);
    handler = xml(zipped, 'application/gzip');
    const gz = new DatexPoller({ url, maxBytes: 4000 });
    await gz.refresh();
    expect(gz.state().lastError).toBe('Flux DATEX II trop volumineux (> 4 ko)');
  });

  it('says why a feed that does not listen is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await new Promise((resolve) => closed.close(resolve));
    const poller = new DatexPoller({ url: `http://127.0.0.1:${address.port}/` });
    await poller.refresh();
    expect(poller.state().lastError).toMatch(/^Flux DATEX II injoignable : .*ECONNREFUSED/);
  });

  it('polls at start, then every interval, until stopped', async () => {
    handler = xml(V2);
    const before = requests;
    const poller = new DatexPoller({ url, intervalMs: 40 });
    poller.start();
    poller.start();
    await vi.waitFor(() => expect(requests - before).toBeGreaterThanOrEqual(3), {
      timeout: 3000,
      interval: 20,
    });
    poller.stop();
    // A stopped poller still refreshes on demand, but its timer is gone.
    await poller.refresh();
    const stoppedAt = requests;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(requests).toBe(stoppedAt);
    expect(poller.state().lastError).toBeNull();
    expect(poller.events(AT)).toHaveLength(5);
  });
});
