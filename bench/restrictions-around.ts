/**
 * A Crit'Air route around a zone against the plain route (issue 17: ≤ 2×): GET /routes for a
 * Crit'Air 4 car through a test zone over Monaco's Casino district (the plain route, its check
 * and the route computed with Valhalla's exclude_polygons) against the same request without a
 * vignette, in-process through `inject` on the Monaco artefacts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/core/config';
import { closeDeps, openDeps } from '../server/core/open-deps';
import { boxPolygon, restrictionsFixture } from '../server/test-support/restrictions-fixture';
import { percentile, type BenchRow } from './lib/table';

const URL =
  '/api/multipath/routes?providers=voiture&from=7.4165,43.7305&to=7.4350,43.7460&date=20261201T1000';

/** The bench rows. */
export async function benchAroundRoute(repoRoot: string): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'periple-bench-zfe-'));
  const config = loadConfig({
    env: { LOG_LEVEL: 'silent', PERIPLE_RATE_LIMIT: '0' },
    argv: ['--region', 'monaco'],
    repoRoot,
  });
  const opened = await openDeps(config);
  opened.restrictions.close();
  const restrictions = restrictionsFixture(dir, [
    {
      key: 'bench@2020-01-01',
      id: 'bench',
      authority: 'Bench',
      name: 'ZFE de test',
      start: '2020-01-01',
      end: null,
      rules: { vp: { firstBanned: 'V4', hours: '24/7' } },
      orderUrl: null,
      infoUrl: null,
      communes: [],
      area: boxPolygon(7.4265, 43.7375, 7.43, 43.74),
    },
  ]);
  const deps = { ...opened, restrictions };
  const app = await buildApp(config, deps);
  const time = async (url: string): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < 120; i += 1) {
      const t = performance.now();
      const res = await app.inject(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      if (i >= 20) out.push(performance.now() - t);
    }
    return out;
  };
  try {
    const plain = percentile(await time(URL), 50);
    const around = percentile(await time(`${URL}&critair=4`), 50);
    return [
      {
        bench: 'restrictions',
        metric: 'car route with a banned zone (plain + check + around) vs plain, medians',
        value: `${around.toFixed(1)} ms vs ${plain.toFixed(1)} ms (×${(around / plain).toFixed(2)})`,
        target: '≤ 2×',
        ok: around / plain <= 2,
      },
    ];
  } finally {
    await app.close();
    closeDeps(deps);
    rmSync(dir, { recursive: true, force: true });
  }
}
