import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  quizAreasSchema,
  quizCitySchema,
  quizConfigSchema,
  quizListSchema,
} from '../../../src/domain/quiz/quiz-schema';
import { cityScore, distanceKm } from '../../../src/domain/quiz/rules';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

async function get(url: string, status = 200) {
  const res = await t.app.inject(url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status);
  return res;
}

const listBody = z.object({ data: quizListSchema });
const franceBody = z.object({ data: z.array(quizCitySchema), config: quizConfigSchema });
const franceGame = franceBody.extend({ game: z.string() });

describe('GET /api/quiz/areas', () => {
  it('lists the régions and départements that can be played, with their slugs', async () => {
    const { data } = z
      .object({ data: quizAreasSchema })
      .parse((await get('/api/quiz/areas')).json());
    expect(data.regions.find((r) => r.code === '28')).toMatchObject({
      name: 'Normandie',
      slug: 'normandie',
    });
    const seineMaritime = data.departments.find((d) => d.code === '76');
    expect(seineMaritime).toMatchObject({ slug: 'seine-maritime', regionCode: '28' });
    expect(seineMaritime?.cities).toBeGreaterThan(100);
    // Paris is one commune: too few towns for a game.
    expect(data.departments.some((d) => d.code === '75')).toBe(false);
  });
});

describe('GET /api/quiz/cities', () => {
  it('draws 50 of France’s 50 largest towns at the default level, in metropolitan France', async () => {
    const res = await get('/api/quiz/cities');
    expect(res.headers['cache-control']).toBe('no-store');
    const { data, config } = franceBody.parse(res.json());
    expect(data).toHaveLength(50);
    expect(config).toMatchObject({ mode: 'cities', level: 2, rounds: 10, poolSize: 50 });
    expect(data.map((c) => c.name)).toContain('Paris');
    expect(data.every((c) => !c.departmentCode.startsWith('97'))).toBe(true);
    const [w, s, e, n] = config.bounds;
    expect(data.every((c) => c.lng >= w && c.lng <= e && c.lat >= s && c.lat <= n)).toBe(true);
  });

  it('draws from a wider pool at a harder level', async () => {
    const easy = franceBody.parse((await get('/api/quiz/cities?level=2')).json()).data;
    const expert = franceBody.parse((await get('/api/quiz/cities?level=12')).json()).data;
    const smallestEasy = Math.min(...easy.map((c) => c.population));
    expect(expert.some((c) => c.population < smallestEasy)).toBe(true);
  });

  it('refuses an unknown level, naming the levels', async () => {
    const body = errorBodyOf(await get('/api/quiz/cities?level=3', 400));
    expect(body.code).toBe('QUIZ_LEVEL');
    expect(body.message).toBe(
      'Niveau inconnu : 3. Les niveaux sont 2 (Facile), 4 (Moyen), 8 (Difficile) et 12 (Expert).',
    );
  });
});

describe('GET /api/quiz/cities/department and /region', () => {
  it('gives Seine-Maritime’s configuration and towns', async () => {
    const { data } = listBody.parse(
      (await get('/api/quiz/cities/department?code=76&level=4')).json(),
    );
    expect(data.config.mode).toBe('departmentCities');
    expect(data.list).toHaveLength(50);
    expect(data.list.every((c) => c.departmentCode === '76')).toBe(true);
    const [w, s, e, n] = data.config.bounds;
    // The maximum distance is a quarter of the area's diagonal.
    expect(data.config.maxDistance).toBeCloseTo(
      distanceKm({ lng: w, lat: s }, { lng: e, lat: n }) / 4,
      0,
    );
    expect(cityScore(data.config, 0).points).toBe(data.config.maxPoints + data.config.bonusPoints);
  });

  it('gives everyone the same list on a challenge day, another the next day', async () => {
    const url = '/api/quiz/cities/region?code=28&defi=2026-11-23';
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const a = listBody.parse(first.json()).data.list.map((c) => c.insee);
    const b = listBody.parse((await get(url)).json()).data.list.map((c) => c.insee);
    const c = listBody
      .parse((await get('/api/quiz/cities/region?code=28&defi=2026-11-24')).json())
      .data.list.map((x) => x.insee);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('names a new game’s code, and its link gives the same towns again', async () => {
    const first = await get('/api/quiz/cities/department?code=76&level=4');
    expect(first.headers['cache-control']).toBe('no-store');
    const played = listBody.parse(first.json()).data;
    expect(played.game).toMatch(/^[0-9a-z]{8}$/);
    const url = `/api/quiz/cities/department?code=76&level=4&partie=${played.game ?? ''}`;
    const shared = await get(url);
    expect(shared.headers['cache-control']).toBe('public, max-age=3600');
    const again = listBody.parse(shared.json()).data;
    expect(again.list.map((c) => c.insee)).toEqual(played.list.map((c) => c.insee));
    expect(again.game).toBe(played.game);
    // France names its code beside the towns; two new games are two different draws.
    const france = franceGame.parse((await get('/api/quiz/cities')).json());
    const other = franceGame.parse((await get('/api/quiz/cities')).json());
    expect(france.game).not.toBe(other.game);
    const sharedFrance = franceGame.parse(
      (await get(`/api/quiz/cities?partie=${france.game}`)).json(),
    );
    expect(sharedFrance.data.map((c) => c.insee)).toEqual(france.data.map((c) => c.insee));
  });

  it('answers 404 with the spec’s message for an unknown or unplayable area', async () => {
    for (const url of [
      '/api/quiz/cities/department?code=99',
      '/api/quiz/cities/department?code=75',
      '/api/quiz/cities/region',
    ]) {
      const body = errorBodyOf(await get(url, 404));
      expect(body).toMatchObject({
        code: 'QUIZ_AREA_NOT_FOUND',
        message: 'Aucun résultat ne correspond à cette recherche.',
      });
    }
  });

  it('refuses a malformed code, an impossible day and unknown parameters', async () => {
    for (const url of [
      '/api/quiz/cities/department?code=76%27%20OR%201=1',
      '/api/quiz/cities?defi=2026-02-30',
      '/api/quiz/cities?level=2&x=1',
      '/api/quiz/cities?partie=ABC%27--',
    ]) {
      expect(errorBodyOf(await get(url, 400)).code).toBe('VALIDATION');
    }
  });
});
