/**
 * A Panoramax instance on this machine for the tests (server tests and the e2e journeys' demo
 * server): it answers `/api/search?bbox=…` (the pictures of the fixture inside the box, up to
 * `limit`), `/api/search?ids=…` and `/api/pictures/{id}/{thumb|sd|hd}.jpg` from
 * `server/panoramics/fixtures/`, as the real API does. `mode: 'failing'` answers 500 to everything,
 * `mode: 'silent'` never answers (the time-out's test), `mode: 'redirecting'` sends every request
 * to a private network's address. Run alone for Playwright:
 * `node --import tsx server/test-support/panoramax-recorded.ts --port 8199`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { parseArgs } from '../../src/domain/cli-args';

const FIXTURES = join(import.meta.dirname, '../panoramics/fixtures');

/** A running recorded instance. */
export interface RecordedPanoramax {
  url: string;
  /** The paths (with queries) asked, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

const fixtureSchema = z.object({
  features: z.array(
    z.looseObject({
      id: z.string(),
      geometry: z.looseObject({ coordinates: z.tuple([z.number(), z.number()]) }),
    }),
  ),
});
type FixtureFeature = z.infer<typeof fixtureSchema>['features'][number];

function features(base: string): FixtureFeature[] {
  const text = readFileSync(join(FIXTURES, 'panoramax-monaco.json'), 'utf8').replaceAll(
    '{base}',
    base,
  );
  return fixtureSchema.parse(JSON.parse(text)).features;
}

function inBox(f: FixtureFeature, box: number[]): boolean {
  const [lng, lat] = f.geometry.coordinates;
  const [w = 0, s = 0, e = 0, n = 0] = box;
  return lng >= w && lng <= e && lat >= s && lat <= n;
}

function search(base: string, query: URLSearchParams): unknown {
  let found = features(base);
  const bbox = query.get('bbox');
  if (bbox) found = found.filter((f) => inBox(f, bbox.split(',').map(Number)));
  const ids = query.get('ids');
  if (ids) found = found.filter((f) => ids.split(',').includes(f.id));
  const limit = Number(query.get('limit') ?? 10);
  return { type: 'FeatureCollection', features: found.slice(0, limit), links: [] };
}

function answer(base: string, path: string, res: ServerResponse): void {
  const url = new URL(path, base);
  if (url.pathname === '/api/search') {
    res.writeHead(200, { 'content-type': 'application/geo+json' });
    res.end(JSON.stringify(search(base, url.searchParams)));
    return;
  }
  const picture = /^\/api\/pictures\/([^/]+)\/(thumb|sd|hd)\.jpg$/.exec(url.pathname);
  if (picture && features(base).some((f) => f.id === picture[1])) {
    const body = readFileSync(join(FIXTURES, 'compass-360.jpg'));
    // The large size is streamed without a length, as big files often are.
    const length = picture[2] === 'hd' ? {} : { 'content-length': body.length };
    res.writeHead(200, { 'content-type': 'image/jpeg', ...length });
    res.end(body);
    return;
  }
  res.writeHead(404, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ message: 'Not found', status_code: 404 }));
}

/** Starts a recorded instance on `port` (0: any free one). */
export async function startRecordedPanoramax(
  options: { port?: number; mode?: 'normal' | 'failing' | 'silent' | 'redirecting' } = {},
): Promise<RecordedPanoramax> {
  const requests: string[] = [];
  let base = '';
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    if (options.mode === 'silent') return;
    if (options.mode === 'redirecting') {
      // An instance sending its images to an address of a private network.
      res.writeHead(302, { location: 'http://10.0.0.1/pictures/x/sd.jpg' });
      res.end();
      return;
    }
    if (options.mode === 'failing') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
      return;
    }
    answer(base, req.url ?? '/', res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = parseArgs(process.argv.slice(2));
  const started = await startRecordedPanoramax({ port: Number(args.port ?? 8199) });
  console.log(`Recorded Panoramax on ${started.url}`);
}
