import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACT_KINDS } from '../src/domain/artefacts';
import { healthSchema } from '../src/domain/map-config-schema';
import { buildApp } from './app';
import { loadConfig } from './core/config';
import type { AppDeps } from './core/deps';
import { closeDeps, openDeps } from './core/open-deps';

const repoRoot = resolve(import.meta.dirname, '..');

function config(extra: Record<string, string> = {}) {
  return loadConfig({
    env: { LOG_LEVEL: 'silent', ...extra },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
}

describe('server on the Monaco artefacts', () => {
  let app: FastifyInstance;
  let deps: AppDeps;
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html lang="fr"><title>Périple</title>${'<!-- padding -->'.repeat(60)}` +
        '<span data-boot-text="map.loading">Chargement de la carte…</span></html>',
    );
    const script = 'console.log("périple");'.repeat(40);
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    const c = config({ PERIPLE_DIST_DIR: dist });
    deps = await openDeps(c);
    app = await buildApp(c, deps);
  });
  afterAll(async () => {
    await app.close();
    closeDeps(deps);
  });

  it('reports health with the region and every artefact version', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const health = healthSchema.parse(res.json());
    expect(health.status).toBe('ok');
    expect(health.region.name).toBe('monaco');
    expect(Object.keys(health.artefacts).sort()).toEqual([...ARTEFACT_KINDS].sort());
    expect(health.artefacts.routing?.counts.graphEdges).toBeGreaterThan(1000);
    expect(health.artefacts.places?.counts.pois).toBeGreaterThan(500);
  });

  it('serves the SPA for client routes with the page cache lifetimes', async () => {
    const home = await app.inject('/plan');
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toMatch(/max-age=300/);
    expect(home.body).toContain('Périple');
    const seo = await app.inject('/plan/rouen-76000');
    expect(seo.headers['cache-control']).toMatch(/max-age=86400/);
    const unknown = await app.inject('/nimporte/quoi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Périple');
  });

  it('serves hashed assets immutable and gzipped', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    const again = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the brotli form the build wrote, with its own ETag, and never the .br as a file', async () => {
    const br = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log("périple")');
    const gzip = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    const refused = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const raw = await app.inject('/assets/app-abc123.js.br');
    expect(raw.headers['content-type']).toMatch(/text\/html/);
  });

  it("serves the page in the visitor's locale, with the first screen's preloads", async () => {
    const english = await app.inject({
      url: '/plan',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(english.body).toContain('<html lang="en-GB"');
    expect(english.body).toContain('>Loading the map…</span>');
    expect(english.headers.vary).toBe('Accept-Encoding, Accept-Language');
    expect(String(english.headers.link)).toContain('</api/map/config?locale=en-GB>; rel=preload');
    expect(String(english.headers.link)).toContain('</styles/normal.json?locale=en-GB>');
    const french = await app.inject({ url: '/plan?locale=fr-BE' });
    expect(french.body).toContain('<html lang="fr-BE"');
    expect(french.body).toContain('>Chargement de la carte…</span>');
    expect(String(french.headers.link)).toContain('</styles/normal.json?locale=fr-BE>');
  });

  it('answers unknown API paths with a JSON error of the catalogue', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: "Cette ressource n'existe pas.",
    });
  });
});

describe('server start on missing or incompatible artefacts', () => {
  it('refuses a missing artefact, naming the file and the rebuild command', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    await expect(openDeps(config({ PERIPLE_DATA_DIR: dataDir }))).rejects.toThrow(
      /Missing tiles artefact: .*data-.*\/monaco\/tiles\/manifest\.json[\s\S]*npm run import -- monaco/,
    );
  });

  it('refuses an artefact of another schema version', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const regionDir = join(dataDir, 'monaco');
    mkdirSync(regionDir);
    for (const kind of ['routing', 'places'])
      symlinkSync(resolve(repoRoot, 'data', 'monaco', kind), join(regionDir, kind));
    cpSync(resolve(repoRoot, 'data', 'monaco', 'tiles'), join(regionDir, 'tiles'), {
      recursive: true,
      dereference: true,
    });
    const manifestFile = join(regionDir, 'tiles', 'manifest.json');
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...JSON.parse(readFileSync(manifestFile, 'utf8')), schemaVersion: 999 }),
    );
    await expect(openDeps(config({ PERIPLE_DATA_DIR: dataDir }))).rejects.toThrow(
      /Incompatible tiles artefact[\s\S]*npm run import -- monaco/,
    );
  });
});
