import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coveredAreasSchema } from '../../../src/domain/restrictions/restrictions-api-schema';
import { monacoAppFixture } from '../../test-support/monaco-app';

const dist = mkdtempSync(join(tmpdir(), 'dist-layers-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="fr"><title>Périple</title></html>',
);

const t = monacoAppFixture({ PERIPLE_DIST_DIR: dist });

const coveredBody = z.object({ data: coveredAreasSchema });

async function covered(family: string) {
  const res = await t.app.inject(`/api/restrictions/covered?family=${family}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return coveredBody.parse(res.json()).data;
}

describe('the layer pages as crawlers get them (issue 17)', () => {
  it('serves the known pages with 200 and their cache lifetimes', async () => {
    const cases: [string, RegExp][] = [
      ['/zfe', /max-age=300/],
      ['/zfe/paris', /max-age=86400/],
      ['/zfe/departement/seine-maritime', /max-age=86400/],
      ['/pistes-cyclables/region/normandie', /max-age=86400/],
      ['/restrictions-circulation/rouen', /max-age=86400/],
      ['/info-trafic/lyon', /max-age=300/],
      ['/zfe/75056', /max-age=86400/],
      ['/zfe/Paris', /max-age=86400/],
    ];
    for (const [url, cache] of cases) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(cache);
      expect(res.body).toContain('Périple');
    }
  });

  it('serves an unknown location with status 404 (the SPA shell, never cached)', async () => {
    for (const url of [
      '/zfe/parsi',
      '/pistes-cyclables/departement/nulle-part',
      '/info-trafic/region/atlantide',
      '/restrictions-circulation/99999',
      '/zfe/paris/plus/loin',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('Périple');
    }
  });
});

describe('GET /api/restrictions/covered', () => {
  it('links each zone of the national base to its main commune, in force first', async () => {
    const zfe = await covered('zfe');
    const paris = zfe.communes.find((l) => l.name === 'ZFE de Paris');
    expect(paris).toMatchObject({ area: { kind: 'commune', slug: 'paris' }, status: 'ongoing' });
    const rouen = zfe.communes.find((l) => l.name === 'ZFE de Rouen');
    expect(rouen?.area).toMatchObject({ code: '76540', slug: 'rouen' });
    const statuses = zfe.communes.map((l) => l.status);
    expect(statuses.indexOf('ongoing')).toBe(0);
    expect(new Set(zfe.communes.map((l) => l.area.code)).size).toBe(zfe.communes.length);
    expect(zfe.departments.map((d) => d.slug)).toContain('seine-maritime');
    expect(zfe.regions.map((r) => r.slug)).toContain('normandie');
  });

  it('lists the communes of the imported extracts for the other families', async () => {
    for (const family of ['cycling', 'restrictions', 'traffic']) {
      const answer = await covered(family);
      expect(answer.family).toBe(family);
      // Monaco is not a French commune: its extract covers none but the border's.
      expect(answer.communes.every((l) => l.area.kind === 'commune' && l.status === null)).toBe(
        true,
      );
    }
  });

  it('refuses an unknown family', async () => {
    const res = await t.app.inject('/api/restrictions/covered?family=meteo');
    expect(res.statusCode).toBe(400);
  });
});
