/**
 * GET /api/geocode/poi on the real Monaco artefacts: a POI icon of the map (the tiles' `poi`
 * layer has a name and a class, no id) is found in the search index by its name near the icon,
 * so that a click on it opens the place, not the street's address.
 */
import { gunzipSync } from 'node:zlib';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import type { Poi } from '../../../src/domain/search';
import { foldText } from '../../../src/domain/search-text/normalise';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

interface Icon {
  name: string;
  lng: number;
  lat: number;
}

/** The named POI icons of a z14 tile, with their positions. */
async function iconsOf(x: number, y: number): Promise<Icon[]> {
  const res = await t.app.inject({
    url: `/tiles/14/${x}/${y}.pbf`,
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(res.statusCode).toBe(200);
  const layer = new VectorTile(new PbfReader(gunzipSync(res.rawPayload))).layers.poi;
  const icons: Icon[] = [];
  for (let i = 0; i < (layer?.length ?? 0); i++) {
    const feature = layer!.feature(i).toGeoJSON(x, y, 14);
    const name: unknown = feature.properties?.name;
    if (typeof name === 'string' && feature.geometry.type === 'Point') {
      const [lng, lat] = feature.geometry.coordinates;
      icons.push({ name, lng: lng!, lat: lat! });
    }
  }
  return icons;
}

async function poiAt(query: Record<string, string>) {
  return t.app.inject({ url: '/api/geocode/poi', query });
}

describe('GET /api/geocode/poi', () => {
  it('finds the place of nearly every named POI icon of central Monaco', async () => {
    // The z14 tiles of Monte-Carlo and the port (8529/5974) and of the Rock and Fontvieille.
    const icons = [...(await iconsOf(8529, 5974)), ...(await iconsOf(8529, 5975))];
    expect(icons.length).toBeGreaterThan(40);
    let found = 0;
    for (const icon of icons) {
      const res = await poiAt({ x: String(icon.lng), y: String(icon.lat), name: icon.name });
      if (res.statusCode !== 200) continue;
      found++;
      // The tiles write the French name (« Ministère d'État »), the index may hold the OSM name.
      expect(foldText(res.json<{ poi: Poi }>().poi.name)).toBe(foldText(icon.name));
    }
    expect(found / icons.length, `${found} of ${icons.length}`).toBeGreaterThan(0.9);
  });

  it('answers the place, its id and category, for a name in any case and a point near it', async () => {
    const res = await poiAt({ x: '7.41660', y: '43.72800', name: 'STADE LOUIS-II' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ poi: Poi }>().poi).toMatchObject({
      id: 'osm-w49209155',
      name: 'Stade Louis-II',
      rubric: { id: 'sport' },
    });
  });

  it('says « Ce lieu est introuvable. » for another name or a point too far', async () => {
    for (const query of [
      { x: '7.41660', y: '43.72800', name: 'Stade de France' },
      { x: '7.43500', y: '43.74500', name: 'Stade Louis-II' },
    ]) {
      const res = await poiAt(query);
      expect(res.statusCode).toBe(404);
      expect(errorBodyOf(res)).toMatchObject({
        code: 'GEOENTITY_NOT_FOUND',
        message: 'Ce lieu est introuvable.',
      });
    }
  });

  it('refuses a missing name and coordinates out of range', async () => {
    for (const query of [
      { x: '7.4166', y: '43.728' },
      { x: '7.4166', y: '43.728', name: '   ' },
      { x: '200', y: '43.728', name: 'Stade Louis-II' },
    ]) {
      expect((await poiAt(query)).statusCode).toBe(400);
    }
  });
});
