import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyRings } from '@mapbox/vector-tile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionSchema, type Region } from '../../../src/domain/region';
import { TILE_LAYERS } from '../../../src/domain/tile-schema';
import { resolveInputs } from '../../core/inputs';
import { silentProgress } from '../../core/progress';
import { runPipeline, type StageReport } from '../../core/runner';
import { pointInPolygon } from './geometry';
import { tilesStage } from './index';
import { formatCounts, TileReader, type DecodedFeature } from './tile-report';
import { lngLatToTile, tileToBbox } from '../../../src/domain/geo';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function loadRegion(name: string): Region {
  return regionSchema.parse(
    JSON.parse(readFileSync(join(repoRoot, 'regions', `${name}.json`), 'utf8')),
  );
}

/** Builds the tiles of a region in a temporary region directory; returns the report and file. */
async function buildRegion(
  name: string,
  regionDir: string,
): Promise<{ report: StageReport; file: string; ms: number }> {
  const region = loadRegion(name);
  const signal = new AbortController().signal;
  const options = {
    repoRoot,
    regionDir,
    downloadDir: join(regionDir, '.downloads'),
    progress: silentProgress,
    signal,
  };
  const inputs = await resolveInputs(region, options);
  const started = Date.now();
  const [report] = await runPipeline({
    region,
    repoRoot,
    regionDir,
    stages: [tilesStage],
    inputs,
    signal,
    progressFactory: () => silentProgress,
  });
  return {
    report: report!,
    file: join(regionDir, 'tiles', 'tiles.mbtiles'),
    ms: Date.now() - started,
  };
}

/** Tile-local position (0..4096) of a point, to test it against decoded geometries. */
function tileLocal(z: number, lng: number, lat: number): [number, number] {
  const { x, y } = lngLatToTile(lng, lat, z);
  const [w, s, e, n] = tileToBbox(z, x, y);
  const mercY = (l: number): number => Math.log(Math.tan(Math.PI / 4 + (l * Math.PI) / 360));
  return [((lng - w) / (e - w)) * 4096, ((mercY(n) - mercY(lat)) / (mercY(n) - mercY(s))) * 4096];
}

/** Decoded polygons of a layer containing a point. */
function polygonsAt(
  features: DecodedFeature[],
  z: number,
  lng: number,
  lat: number,
): DecodedFeature[] {
  const p = tileLocal(z, lng, lat);
  return features.filter((f) => {
    if (f.type !== 3) return false;
    return classifyRings(f.feature.loadGeometry()).some((polygon) =>
      pointInPolygon(
        p,
        polygon.map((ring) => ring.map((q) => [q.x, q.y] as [number, number])),
      ),
    );
  });
}

// A stable cache of the world layers, so that only the first run of the suite builds them.
const previousCache = process.env.PERIPLE_TILES_CACHE;
beforeAll(() => {
  process.env.PERIPLE_TILES_CACHE = previousCache ?? join(tmpdir(), 'periple-tiles-cache');
});
afterAll(() => {
  if (previousCache === undefined) delete process.env.PERIPLE_TILES_CACHE;
  else process.env.PERIPLE_TILES_CACHE = previousCache;
});

describe('tiles stage on Monaco', () => {
  let regionDir: string;
  let built: Awaited<ReturnType<typeof buildRegion>>;
  let tiles: TileReader;

  beforeAll(async () => {
    regionDir = await mkdtemp(join(tmpdir(), 'periple-tiles-monaco-'));
    built = await buildRegion('monaco', regionDir);
    tiles = new TileReader(built.file);
    console.log(`tiles stage, Monaco: ${(built.ms / 1000).toFixed(1)} s`, built.report.counts);
    console.log(formatCounts(tiles.countsByLayerAndZoom()));
  }, 180_000);

  afterAll(async () => {
    tiles?.close();
    await rm(regionDir, { recursive: true, force: true });
  });

  it('builds tiles.mbtiles with counts', () => {
    expect(built.report.status, built.report.error).toBe('built');
    expect(existsSync(built.file)).toBe(true);
    expect(built.report.counts).toMatchObject({
      coastlineWays: 20,
      coastlineExtracts: 1,
      coastlineBroken: 0,
    });
    expect(built.report.counts.tilesZ14).toBeGreaterThan(100);
    expect(built.report.counts.oceanPolygons).toBeGreaterThan(1);
  });

  it('writes the metadata table and gzip tiles', () => {
    const meta = tiles.metadata();
    expect(meta.get('format')).toBe('pbf');
    expect(meta.get('minzoom')).toBe('0');
    expect(meta.get('maxzoom')).toBe('14');
    const bounds = meta.get('bounds')!.split(',').map(Number);
    expect(bounds[0]).toBeCloseTo(7.4017, 3);
    expect(bounds[3]).toBeCloseTo(43.7543, 3);
    expect(meta.get('center')).toBe('7.4246,43.7384,14');
    const layers = (JSON.parse(meta.get('json')!) as { vector_layers: { id: string }[] })
      .vector_layers;
    expect(layers.map((l) => l.id)).toEqual(Object.keys(TILE_LAYERS));
    const { x, y } = lngLatToTile(7.4246, 43.7384, 14);
    expect([...tiles.raw(14, x, y)!.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  });

  it('has streets, buildings and named places in French at z14 in Monaco', () => {
    const features = tiles.featuresAt(14, 7.4246, 43.7384);
    const layers = new Set(features.map((f) => f.layer));
    for (const name of ['transportation', 'transportation_name', 'building', 'poi', 'place'])
      expect(layers).toContain(name);
    const names = features
      .map((f) => f.properties.name)
      .filter((n): n is string => typeof n === 'string');
    expect(names.some((n) => /^(Avenue|Boulevard|Rue|Place) /.test(n))).toBe(true);
    expect(
      features.find((f) => f.layer === 'place' && f.properties.name === 'Monaco'),
    ).toBeDefined();
  });

  it('draws the sea as water class=ocean and the town as land', () => {
    const sea = tiles.featuresAt(14, 7.43, 43.73).filter((f) => f.layer === 'water');
    expect(polygonsAt(sea, 14, 7.43, 43.73).map((f) => f.properties.class)).toContain('ocean');
    const town = tiles.featuresAt(14, 7.4246, 43.7384).filter((f) => f.layer === 'water');
    expect(
      polygonsAt(town, 14, 7.4246, 43.7384).filter((f) => f.properties.class === 'ocean'),
    ).toEqual([]);
    const offshore = tiles.featuresAt(10, 7.6, 43.5).filter((f) => f.layer === 'water');
    expect(polygonsAt(offshore, 10, 7.6, 43.5).map((f) => f.properties.class)).toContain('ocean');
  });

  it('shows countries and borders at z2 and big cities at z5, with French names', () => {
    const z2 = tiles.featuresAt(2, 2.35, 48.85);
    const countries = z2.filter((f) => f.layer === 'place' && f.properties.class === 'country');
    expect(countries.map((f) => f.properties.name)).toEqual(
      expect.arrayContaining(['France', 'Allemagne', 'Italie']),
    );
    expect(z2.some((f) => f.layer === 'boundary' && f.properties.admin_level === 2)).toBe(true);
    expect(z2.some((f) => f.layer === 'water' && f.properties.class === 'ocean')).toBe(true);
    const nice = tiles
      .featuresAt(5, 7.26, 43.7)
      .find((f) => f.layer === 'place' && f.properties.name === 'Nice');
    expect(nice?.properties).toMatchObject({ class: 'city', capital: 6 });
  });

  it('has cycling infrastructure and transit lines in Monaco', () => {
    const z14 = tiles.featuresAtZoom(14);
    const cycling = z14.filter(
      (f) =>
        f.layer === 'cycle_route' ||
        (f.layer === 'transportation' && f.properties.cycleway === '1'),
    );
    expect(cycling.length).toBeGreaterThan(0);
    expect(
      z14.some((f) => f.layer === 'transit' && f.properties.class === 'bus' && f.properties.colour),
    ).toBe(true);
    expect(z14.some((f) => f.layer === 'transit_stop' && f.properties.class === 'bus')).toBe(true);
  });

  it('is skipped when nothing changed', async () => {
    const again = await buildRegion('monaco', regionDir);
    expect(again.report.status).toBe('skipped');
  });
});

describe.runIf(process.env.PERIPLE_TILES_DEMO === '1')('tiles stage on the demo region', () => {
  it('builds the seven extracts, with Saint-Barthélemy as an island', async () => {
    const regionDir = await mkdtemp(join(tmpdir(), 'periple-tiles-demo-'));
    try {
      const built = await buildRegion('demo', regionDir);
      expect(built.report.status, built.report.error).toBe('built');
      const tiles = new TileReader(built.file);
      console.log(`tiles stage, demo: ${(built.ms / 1000).toFixed(1)} s`, built.report.counts);
      console.log(formatCounts(tiles.countsByLayerAndZoom()));
      const island = tiles.featuresAt(14, -62.85, 17.9).filter((f) => f.layer === 'water');
      expect(
        polygonsAt(island, 14, -62.85, 17.9).filter((f) => f.properties.class === 'ocean'),
      ).toEqual([]);
      const around = tiles.featuresAt(14, -62.95, 17.85).filter((f) => f.layer === 'water');
      expect(polygonsAt(around, 14, -62.95, 17.85).map((f) => f.properties.class)).toContain(
        'ocean',
      );
      expect(tiles.featuresAt(14, 2.3661, 48.8638).some((f) => f.layer === 'transportation')).toBe(
        true,
      );
      tiles.close();
    } finally {
      await rm(regionDir, { recursive: true, force: true });
    }
  }, 600_000);
});
