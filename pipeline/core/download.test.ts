import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from './download';
import { resolveSource } from './inputs';
import { silentProgress } from './progress';

const payload = randomBytes(300_000);
const md5 = createHash('md5').update(payload).digest('hex');
const ranges: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    if (url.endsWith('.md5')) {
      res.end(`${url.includes('bad') ? '0'.repeat(32) : md5}  file.osm.pbf\n`);
      return;
    }
    if (!url.endsWith('.osm.pbf')) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const range = /bytes=(\d+)-/.exec(req.headers.range ?? '');
    if (range) {
      ranges.push(req.headers.range ?? '');
      const start = Number(range[1]);
      res.writeHead(206, {
        'Content-Length': payload.length - start,
        'Content-Range': `bytes ${start}-${payload.length - 1}/${payload.length}`,
      });
      res.end(payload.subarray(start));
      return;
    }
    res.writeHead(200, { 'Content-Length': payload.length });
    res.end(payload);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('download', () => {
  it('downloads and checks the published md5', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dl-'));
    const result = await download({ url: `${base}/monaco.osm.pbf`, dest: join(dir, 'm.osm.pbf') });
    expect(result.md5).toBe(md5);
    expect(Buffer.compare(await readFile(join(dir, 'm.osm.pbf')), payload)).toBe(0);
  });

  it('resumes a partial download with a Range request', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dl-'));
    const dest = join(dir, 'm.osm.pbf');
    await writeFile(`${dest}.part`, payload.subarray(0, 100_000));
    const result = await download({ url: `${base}/monaco.osm.pbf`, dest, md5 });
    expect(result.resumed).toBe(true);
    expect(ranges).toContain('bytes=100000-');
    expect(Buffer.compare(await readFile(dest), payload)).toBe(0);
  });

  it('rejects a checksum mismatch and removes the partial file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dl-'));
    const dest = join(dir, 'bad.osm.pbf');
    await expect(download({ url: `${base}/bad.osm.pbf`, dest })).rejects.toThrow(
      /Checksum mismatch/,
    );
    await expect(readFile(`${dest}.part`)).rejects.toThrow();
  });

  it('resolves a Geofabrik name through the configured mirror', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dl-'));
    process.env.PERIPLE_GEOFABRIK_URL = base;
    try {
      const path = await resolveSource(
        { geofabrik: 'europe/monaco' },
        {
          repoRoot: dir,
          regionDir: dir,
          downloadDir: dir,
          progress: silentProgress,
          signal: new AbortController().signal,
        },
      );
      expect(path).toBe(join(dir, 'europe-monaco-latest.osm.pbf'));
      expect(Buffer.compare(await readFile(path), payload)).toBe(0);
    } finally {
      delete process.env.PERIPLE_GEOFABRIK_URL;
    }
  });
});
