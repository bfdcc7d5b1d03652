import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { FastifyInstance } from 'fastify';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAP_THEMES } from '../../../src/domain/map-config';
import { mapConfigSchema } from '../../../src/domain/map-config-schema';
import { regionSchema } from '../../../src/domain/region';
import { TILE_LAYERS, VECTOR_SOURCE_ID } from '../../../src/domain/tile-schema';
import { buildApp } from '../../app';
import { configSchema, type AppConfig } from '../../core/config';
import type { AppDeps, TileSource } from '../../core/deps';
import { closeDeps, openDeps } from '../../core/open-deps';
import { bodyOf, errorBodyOf } from '../../test-support/bodies';

const repoRoot = resolve(__dirname, '../../..');
const dataDir = resolve(repoRoot, process.env.PERIPLE_DATA_DIR ?? 'data');
const region = regionSchema.parse(
  JSON.parse(readFileSync(join(repoRoot, 'regions/monaco.json'), 'utf8')),
);

function configOf(extra: Partial<AppConfig> = {}): AppConfig {
  return configSchema.parse({
    repoRoot,
    dataDir,
    sharedDataDir: resolve(repoRoot, process.env.PERIPLE_SHARED_DATA ?? '../shared/data'),
    distDir: join(repoRoot, 'dist'),
    usersFile: join(dataDir, 'users.sqlite'),
    mailOutboxDir: join(dataDir, 'outbox'),
    region: 'monaco',
    logLevel: 'silent',
    ...extra,
  });
}

/** XYZ tile containing a point. */
function tileAt(lon: number, lat: number, z: number): { x: number; y: number } {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
}

let deps: AppDeps;
let tiles: TileSource;
let app: FastifyInstance;
let satelliteApp: FastifyInstance;
/** Behind a proxy it trusts (inject's address), whose X-Forwarded-* headers count. */
let proxiedApp: FastifyInstance;

beforeAll(async () => {
  deps = await openDeps(configOf());
  tiles = deps.tiles;
  app = await buildApp(configOf(), deps);
  proxiedApp = await buildApp(configOf({ trustedProxies: ['127.0.0.1'] }), deps);
  satelliteApp = await buildApp(
    configOf({ satelliteTilesUrl: 'https://imagery.example.org/{z}/{x}/{y}.jpg' }),
    deps,
  );
});

afterAll(async () => {
  await app?.close();
  await satelliteApp?.close();
  await proxiedApp?.close();
  if (deps) closeDeps(deps);
});

const [lon, lat] = region.view.center;

/** The fields of a TileJSON read apart. */
const TILEJSON_BODY = z.object({
  attribution: z.string(),
  vector_layers: z.array(z.object({ id: z.string() })),
});

describe('GET /tiles/{z}/{x}/{y}.pbf', () => {
  it('serves the gzip MVT of Monaco with ETag and Cache-Control', async () => {
    const { x, y } = tileAt(lon, lat, 14);
    const res = await app.inject({
      url: `/tiles/14/${x}/${y}.pbf`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.headers.etag).toBe(`"${tiles.info.version}-14-${x}-${y}"`);
    const tile = new VectorTile(new PbfReader(gunzipSync(res.rawPayload)));
    const names = Object.keys(tile.layers);
    expect(names).toContain('transportation');
    for (const name of names) expect(Object.keys(TILE_LAYERS)).toContain(name);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { x, y } = tileAt(lon, lat, 14);
    const url = `/tiles/14/${x}/${y}.pbf`;
    const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/"other", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('gunzips for a client that does not accept gzip', async () => {
    const { x, y } = tileAt(lon, lat, 14);
    const res = await app.inject({
      url: `/tiles/14/${x}/${y}.pbf`,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.etag).toMatch(/-identity"$/);
    const tile = new VectorTile(new PbfReader(res.rawPayload));
    expect(Object.keys(tile.layers).length).toBeGreaterThan(0);
  });

  it.each([
    '/tiles/14/99999/1.pbf',
    '/tiles/3/8/0.pbf',
    '/tiles/3/0/8.pbf',
    '/tiles/23/0/0.pbf',
    '/tiles/-1/0/0.pbf',
    '/tiles/1.5/0/0.pbf',
    '/tiles/a/0/0.pbf',
    '/tiles/14/8529/5974.pbf.gz',
    '/tiles/14/8529/5974',
    '/tiles/014/8529/5974.pbf',
    '/tiles/14/8529/5974/1.pbf',
  ])('rejects the malformed %s with 400 INVALID_TILE', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TILE', statusCode: 400 });
  });

  it('answers 204 with a short cache outside the data and above maxzoom', async () => {
    const far = await app.inject({ url: '/tiles/14/0/0.pbf' });
    expect(far.statusCode).toBe(204);
    expect(far.body).toBe('');
    expect(far.headers['cache-control']).toBe('public, max-age=300');
    const { x, y } = tileAt(lon, lat, tiles.info.maxzoom + 1);
    const deep = await app.inject({ url: `/tiles/${tiles.info.maxzoom + 1}/${x}/${y}.pbf` });
    expect(deep.statusCode).toBe(204);
  });
});

describe('GET /tiles.json', () => {
  it('is a TileJSON 3.0 with absolute URLs, bounds and the schema layers', async () => {
    const res = await app.inject({ url: '/tiles.json', headers: { host: 'cartes.example.org' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tilejson: '3.0.0',
      tiles: ['http://cartes.example.org/tiles/{z}/{x}/{y}.pbf'],
      minzoom: tiles.info.minzoom,
      maxzoom: tiles.info.maxzoom,
      bounds: [-180, -85.0511, 180, 85.0511],
    });
    const body = bodyOf(res, TILEJSON_BODY);
    expect(body.attribution).toContain('OpenStreetMap');
    expect(body.vector_layers.map((l) => l.id)).toEqual(Object.keys(TILE_LAYERS));
  });
});

describe('GET /styles/{theme}.json', () => {
  it('builds every available theme with URLs from the forwarded host and protocol', async () => {
    for (const theme of MAP_THEMES.filter((t) => t !== 'satellite')) {
      const res = await proxiedApp.inject({
        url: `/styles/${theme}.json?locale=nl-BE`,
        headers: { 'x-forwarded-host': 'cartes.example.org', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode, theme).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const style = res.json<StyleSpecification>();
      expect(validateStyleMin(style)).toEqual([]);
      expect(style.glyphs).toBe('https://cartes.example.org/fonts/{fontstack}/{range}.pbf');
      expect(style.sources[VECTOR_SOURCE_ID]).toMatchObject({
        tiles: ['https://cartes.example.org/tiles/{z}/{x}/{y}.pbf'],
        maxzoom: tiles.info.maxzoom,
      });
      // Source bounds would hide the world layers outside the region at low zoom.
      expect(style.sources[VECTOR_SOURCE_ID]).not.toHaveProperty('bounds');
      expect(JSON.stringify(style.layers)).toContain('name:nl');
    }
  });

  it('gzips the style for clients that accept it', async () => {
    const res = await app.inject({
      url: '/styles/dark.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const style = JSON.parse(gunzipSync(res.rawPayload).toString()) as StyleSpecification;
    expect(style.sprite).toBe('http://localhost:80/sprites/v4/dark');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await app.inject({ url: '/styles/normal.json' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await app.inject({
      url: '/styles/normal.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends glyphs and sprite JSON compressed, brotli first, identical once decoded', async () => {
    const url = '/fonts/Noto Sans Medium/0-255.pbf';
    const raw = await app.inject({ url });
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(raw.rawPayload.length * 0.8);
    expect(brotliDecompressSync(br.rawPayload).equals(raw.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(raw.rawPayload)).toBe(true);
    expect(br.headers.etag).not.toBe(raw.headers.etag);
    const png = await app.inject({
      url: '/sprites/v4/light.png',
      headers: { 'accept-encoding': 'br' },
    });
    expect(png.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 UNKNOWN_THEME with the list of themes', async () => {
    const res = await app.inject({ url: '/styles/rose.json' });
    expect(res.statusCode).toBe(404);
    const body = errorBodyOf(res);
    expect(body.code).toBe('UNKNOWN_THEME');
    expect(body.message).toContain('« rose »');
    for (const theme of MAP_THEMES) expect(body.message).toContain(theme);
    expect(body.details).toEqual({ themes: [...MAP_THEMES] });
  });

  it('answers 503 THEME_UNAVAILABLE in French for satellite without imagery', async () => {
    const res = await app.inject({ url: '/styles/satellite.json' });
    expect(res.statusCode).toBe(503);
    const body = errorBodyOf(res);
    expect(body.code).toBe('THEME_UNAVAILABLE');
    expect(body.message).toContain("Le thème satellite n'est pas disponible");
    expect(body.message).not.toContain('PERIPLE_');
  });

  it('draws satellite from the configured imagery', async () => {
    const res = await satelliteApp.inject({ url: '/styles/satellite.json' });
    expect(res.statusCode).toBe(200);
    const style = res.json<StyleSpecification>();
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.sources.satellite).toMatchObject({
      type: 'raster',
      tiles: ['https://imagery.example.org/{z}/{x}/{y}.jpg'],
    });
  });

  it('rejects a malformed Host header', async () => {
    const res = await proxiedApp.inject({
      url: '/styles/normal.json',
      headers: { 'x-forwarded-host': 'evil.example"><script>' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('fonts and sprites', () => {
  it('serves the first existing font of a stack', async () => {
    const res = await app.inject({ url: '/fonts/Missing Font,Noto Sans Medium/0-255.pbf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-protobuf');
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    const again = await app.inject({
      url: '/fonts/Noto%20Sans%20Medium/0-255.pbf',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['/fonts/..%2F..%2F..%2Fetc/0-255.pbf', 400],
    ['/fonts/Noto Sans Regular/..%2F..%2FOFL.txt', 400],
    ['/fonts/Noto Sans Regular/0-256.pbf', 400],
    ['/fonts/Noto Sans Bold/0-255.pbf', 404],
    ['/sprites/v4/..%2Flight.json', 400],
    ['/sprites/v4/missing.json', 404],
  ])('refuses %s with %i', async (url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.body).not.toContain('Copyright');
  });

  it('never lets dot segments reach the file system', async () => {
    for (const url of ['/fonts/%2E%2E/0-255.pbf', '/fonts/Noto Sans Regular/../../README.md']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('basemaps-assets');
    }
  });

  it('serves sprite sheets at 1x and 2x', async () => {
    const json = await app.inject({ url: '/sprites/v4/light.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveProperty('bus_stop');
    const png = await app.inject({ url: '/sprites/v4/dark@2x.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });
});

describe('GET /api/map/config', () => {
  it('names the region in the locale when the region gives a label in it (regions/*.json labels)', async () => {
    const labelled = { ...deps, region: { ...deps.region, labels: { 'nl-BE': 'Monaco (NL)' } } };
    const other = await buildApp(configOf(), labelled);
    const config = (locale: string) =>
      other
        .inject({ url: `/api/map/config?locale=${locale}` })
        .then((res) => mapConfigSchema.parse(res.json()).region.label);
    expect(await config('nl-BE')).toBe('Monaco (NL)');
    expect(await config('en-GB')).toBe(deps.region.label);
    expect(await config('fr-FR')).toBe(deps.region.label);
    await other.close();
  });

  it('describes the region, themes, modes and attribution in each locale', async () => {
    for (const locale of ['fr-FR', 'fr-BE', 'nl-BE', 'en-GB']) {
      const res = await app.inject({ url: `/api/map/config?locale=${locale}` });
      expect(res.statusCode).toBe(200);
      const config = mapConfigSchema.parse(res.json());
      expect(config.region).toMatchObject({ name: 'monaco', bounds: tiles.info.bounds });
      expect(config.region.places.map((p) => p.id)).toContain('monaco');
      expect(config.themes.find((t) => t.id === 'satellite')).toMatchObject({ available: false });
      // Plain words for the users: the server variable that turns satellite on is for the README.
      const message = config.themes.find((t) => t.id === 'satellite')?.message;
      expect(message).toMatch(/satelli/i);
      expect(message).not.toMatch(/PERIPLE_|_URL|\(/);
      expect(config.modes.map((m) => m.mode)).toEqual([
        'neutral',
        'bicycle',
        'traffic',
        'tc',
        'zfe',
      ]);
      expect(config.modes.find((m) => m.mode === 'traffic')).toMatchObject({
        availability: 'partial',
        status: 'ongoing',
      });
      expect(config.attribution).toMatch(/OpenStreetMap.*ODbL.*Natural Earth.*GeoNames/);
    }
  });

  it('marks the ZFE mode available from the national base (restrictions artefact)', async () => {
    const res = await app.inject({ url: '/api/map/config?locale=fr-FR' });
    const zfe = mapConfigSchema.parse(res.json()).modes.find((m) => m.mode === 'zfe');
    expect(deps.manifests.restrictions.counts.zfeStages).toBe(27);
    expect(zfe).toMatchObject({ availability: 'available', status: 'ongoing' });
    expect(zfe?.notice).toBeUndefined();
    const satellite = await satelliteApp.inject({ url: '/api/map/config' });
    const themes = mapConfigSchema.parse(satellite.json()).themes;
    expect(themes.every((t) => t.available)).toBe(true);
  });
});
