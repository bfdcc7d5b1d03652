import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../core/exec';
import { silentProgress } from '../../core/progress';
import { TileReader, type DecodedFeature } from './tile-report';
import { runTilemaker, type TilemakerResult } from './tilemaker';
import { tilemakerConfig } from './tilemaker-config';

/** OPL escapes: space %20%, # %23%, comma %2c%, = %3d%. */
const esc = (text: string): string =>
  text
    .replaceAll(' ', '%20%')
    .replaceAll('#', '%23%')
    .replaceAll(',', '%2c%')
    .replaceAll('=', '%3d%');
const tags = (t: Record<string, string>): string =>
  `T${Object.entries(t)
    .map(([k, v]) => `${esc(k)}=${esc(v)}`)
    .join(',')}`;

const [X, Y] = [2.355, 48.86];
const node = (id: number, dx: number, dy: number, t?: Record<string, string>): string =>
  `n${id} v1 x${(X + dx).toFixed(5)} y${(Y + dy).toFixed(5)}${t ? ` ${tags(t)}` : ''}`;
const way = (id: number, nodes: number[], t?: Record<string, string>): string =>
  `w${id} v1 N${nodes.map((n) => `n${n}`).join(',')}${t ? ` ${tags(t)}` : ''}`;
const relation = (id: number, members: string[], t: Record<string, string>): string =>
  `r${id} v1 M${members.join(',')} ${tags(t)}`;

/** A small synthetic OSM file exercising the Périple parts of the profile. */
const OPL = [
  node(1, 0, 0),
  node(2, 0.004, 0),
  node(3, 0.004, 0.003),
  node(4, 0, 0.003),
  node(5, 0.0005, 0.0005),
  node(6, 0.0015, 0.0005),
  node(7, 0.0015, 0.0005),
  node(8, 0.0025, 0.001),
  node(9, 0.0005, 0.002),
  node(10, 0.002, 0.0025),
  node(11, 0.001, 0.001, {
    place: 'village',
    name: 'Dorf',
    'name:fr': 'Village',
    'name:nl': 'Dorp',
  }),
  node(12, 0.0012, 0.0012, { amenity: 'restaurant', name: 'Chez Paul' }),
  node(13, 0.0013, 0.0006, { highway: 'bus_stop', name: 'Arrêt Test' }),
  node(14, 0.003, 0.002),
  node(15, 0.0032, 0.002),
  node(16, 0.0032, 0.0022),
  node(17, 0.003, 0.0022),
  node(18, 0.0026, 0.0001),
  node(19, 0.0028, 0.0001),
  node(20, 0.0028, 0.0003),
  node(21, 0.0026, 0.0003),
  node(22, 0.0035, 0.0028, { natural: 'peak', ele: '123.4', name: 'Mont Test' }),
  node(23, 0.0014, 0.0013, { amenity: 'cafe', name: 'Café Illustre', wikidata: 'Q1' }),
  way(1, [1, 2, 3]),
  way(2, [3, 4, 1]),
  way(3, [5, 6], {
    highway: 'residential',
    name: 'Via Roma',
    'name:fr': 'Rue de Rome',
    'name:en': 'Rome Street',
    'name:nl': 'Romestraat',
    'cycleway:right': 'lane',
    bicycle: 'yes',
    oneway: '-1',
  }),
  way(4, [7, 8], { highway: 'cycleway', bridge: 'yes', layer: '1' }),
  way(5, [9, 10], { highway: 'motorway_link', oneway: 'yes', toll: 'yes' }),
  way(6, [14, 15, 16, 17, 14], { building: 'yes', 'building:levels': '4' }),
  way(7, [18, 19, 20, 21, 18], { boundary: 'low_emission_zone', name: 'ZFE Ville' }),
  way(8, [6, 13], { highway: 'platform', public_transport: 'platform' }),
  relation(101, ['w1@outer', 'w2@outer'], {
    type: 'boundary',
    boundary: 'low_emission_zone',
    name: 'ZFE-m Grand Paris',
    'name:en': 'Greater Paris LEZ',
  }),
  relation(102, ['w3@', 'w4@'], {
    type: 'route',
    route: 'bicycle',
    network: 'ncn',
    ref: 'EV3',
    name: 'La Scandibérique',
  }),
  relation(103, ['w3@', 'w8@platform'], {
    type: 'route',
    route: 'bus',
    ref: '20',
    colour: '#FF0000',
    name: 'Bus 20',
  }),
  relation(104, ['w5@'], { type: 'boundary', boundary: 'administrative', admin_level: '8' }),
  // tilemaker 2.2 reads no relation of a PBF block whose string table lacks "multipolygon"
  relation(105, ['w1@outer', 'w2@outer'], { type: 'multipolygon', landuse: 'meadow' }),
].join('\n');

const here = dirname(fileURLToPath(import.meta.url));
let dir: string;
let features: DecodedFeature[];
let result: TilemakerResult;

const layer = (name: string): DecodedFeature[] => features.filter((f) => f.layer === name);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'periple-profile-'));
  await writeFile(join(dir, 'test.opl'), `${OPL}\n`);
  await run('osmium', ['cat', join(dir, 'test.opl'), '-o', join(dir, 'test.osm.pbf')]);
  result = await runTilemaker({
    input: join(dir, 'test.osm.pbf'),
    output: join(dir, 'test.mbtiles'),
    config: tilemakerConfig({ name: 'test', description: 'test' }),
    configPath: join(dir, 'config.json'),
    processPath: join(here, 'process.lua'),
    bbox: [X - 0.01, Y - 0.01, X + 0.01, Y + 0.01],
    progress: silentProgress,
    label: 'test',
  });
  const reader = new TileReader(join(dir, 'test.mbtiles'));
  features = reader.featuresAtZoom(14);
  reader.close();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('process.lua on synthetic OSM data', () => {
  it('writes low-emission zones from boundary relations and closed ways, with French names', () => {
    const names = layer('low_emission_zone').map((f) => f.properties.name);
    expect(new Set(names)).toEqual(new Set(['ZFE-m Grand Paris', 'ZFE Ville']));
    expect(layer('low_emission_zone').every((f) => f.type === 3)).toBe(true);
    expect(result.counts.lowEmissionZones).toBe(2);
  });

  it('writes the ways of bicycle route relations into cycle_route', () => {
    const routes = layer('cycle_route');
    expect(routes.length).toBeGreaterThanOrEqual(1);
    expect(routes[0]!.properties).toMatchObject({
      network: 'ncn',
      ref: 'EV3',
      name: 'La Scandibérique',
    });
    expect(result.counts.cycleRouteWays).toBe(2);
  });

  it('writes public transport routes into transit, without their platforms', () => {
    const transit = layer('transit');
    expect(transit.length).toBeGreaterThanOrEqual(1);
    expect(transit[0]!.properties).toMatchObject({
      class: 'bus',
      ref: '20',
      colour: '#FF0000',
      name: 'Bus 20',
    });
    expect(result.counts.transitWays).toBe(1);
  });

  it('marks cycling infrastructure and keeps bicycle, oneway, ramp, toll, brunnel and layer', () => {
    const roads = layer('transportation').map((f) => f.properties);
    expect(roads).toContainEqual(
      expect.objectContaining({
        class: 'minor',
        subclass: 'residential',
        cycleway: '1',
        bicycle: 'yes',
        oneway: '-1',
      }),
    );
    expect(roads).toContainEqual(
      expect.objectContaining({
        class: 'path',
        subclass: 'cycleway',
        cycleway: '1',
        brunnel: 'bridge',
        layer: 1,
      }),
    );
    expect(roads).toContainEqual(
      expect.objectContaining({ class: 'motorway', ramp: '1', oneway: '1', toll: '1' }),
    );
  });

  it('names features in French and keeps name:en and name:nl', () => {
    expect(layer('transportation_name')[0]!.properties).toMatchObject({
      name: 'Rue de Rome',
      'name:en': 'Rome Street',
      'name:nl': 'Romestraat',
    });
    expect(layer('place')[0]!.properties).toMatchObject({
      class: 'village',
      name: 'Village',
      'name:nl': 'Dorp',
    });
  });

  it('gives each POI a label priority: its rank, a landmark before others, ties broken by id', () => {
    const poi = (name: string): Record<string, unknown> =>
      layer('poi').find((f) => f.properties.name === name)!.properties;
    const paul = poi('Chez Paul');
    const landmark = poi('Café Illustre');
    expect(paul.priority).toBeCloseTo(Number(paul.rank) + 12 / 10000, 5);
    expect(landmark.priority).toBeCloseTo(Number(landmark.rank) - 8 + 23 / 10000, 5);
  });

  it('fills the other OpenMapTiles layers', () => {
    expect(layer('poi').find((f) => f.properties.class === 'restaurant')!.properties).toMatchObject(
      {
        class: 'restaurant',
        subclass: 'restaurant',
        name: 'Chez Paul',
      },
    );
    expect(layer('transit_stop')[0]!.properties).toMatchObject({
      class: 'bus',
      name: 'Arrêt Test',
    });
    expect(layer('building')[0]!.properties).toMatchObject({
      render_height: 12,
      render_min_height: 0,
    });
    expect(layer('mountain_peak')[0]!.properties).toMatchObject({ ele: 123, name: 'Mont Test' });
    expect(layer('boundary')[0]!.properties).toMatchObject({
      admin_level: 8,
      maritime: '0',
      disputed: '0',
    });
  });
});
