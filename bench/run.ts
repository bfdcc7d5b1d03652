import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from '../src/domain/cli-args';
import { benchAccounts } from './accounts';
import { benchBundle } from './bundle';
import { benchAds } from './ads';
import { benchReplay } from './replay';
import { benchConsent } from './consent';
import { benchHardening } from './hardening';
import { benchImport } from './import';
import { benchLargeFeed } from './large-feed';
import { benchLighthouse } from './lighthouse';
import { benchMonitoring } from './monitoring';
import { benchPois } from './pois';
import { benchQuiz } from './quiz';
import { benchRestrictions } from './restrictions';
import { benchSeo } from './seo';
import { benchRouting } from './routing';
import { benchSearch } from './search';
import { formatTable, type BenchRow } from './lib/table';
import { benchTiles } from './tiles';
import { benchTransit } from './transit';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The demo region when it is imported (npm run demo), else the Monaco fixture. */
function tileRegion(): string {
  return existsSync(join(repoRoot, 'data', 'demo', 'tiles', 'manifest.json')) ? 'demo' : 'monaco';
}

/** Every bench, by name; `npm run bench -- --only tiles,bundle` runs a subset. */
const BENCHES: Record<string, () => Promise<BenchRow[]> | BenchRow[]> = {
  'import-monaco': () => benchImport({ repoRoot, region: 'monaco', targetSeconds: 60 }),
  'import-demo': () => benchImport({ repoRoot, region: 'demo', targetSeconds: 180 }),
  tiles: () => benchTiles({ repoRoot, region: process.env.BENCH_REGION ?? tileRegion() }),
  bundle: () => benchBundle({ repoRoot }),
  routing: () => benchRouting({ repoRoot, region: process.env.BENCH_ROUTING_REGION ?? 'monaco' }),
  transit: () => benchTransit({ repoRoot }),
  search: () => benchSearch({ repoRoot, region: process.env.BENCH_SEARCH_REGION ?? 'demo' }),
  'large-feed': () => benchLargeFeed({ repoRoot }),
  hardening: () =>
    benchHardening({ repoRoot, region: process.env.BENCH_HARDENING_REGION ?? 'monaco' }),
  lighthouse: () => benchLighthouse({ repoRoot, region: tileRegion() }),
  accounts: () => benchAccounts({ repoRoot }),
  pois: () => benchPois({ repoRoot, region: process.env.BENCH_POIS_REGION ?? 'monaco' }),
  consent: () => benchConsent({ repoRoot }),
  ads: () => benchAds({ repoRoot }),
  replay: () => benchReplay({ repoRoot }),
  monitoring: () => benchMonitoring({ repoRoot }),
  restrictions: () => benchRestrictions({ repoRoot }),
  seo: () => benchSeo({ repoRoot }),
  quiz: () => benchQuiz({ repoRoot, region: process.env.BENCH_QUIZ_REGION ?? 'monaco' }),
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const only = args.only?.split(',') ?? Object.keys(BENCHES);
  const rows: BenchRow[] = [];
  for (const name of only) {
    const bench = BENCHES[name];
    if (!bench)
      throw new Error(`Unknown bench '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.stderr.write(`bench    ${name}…\n`);
    rows.push(...(await bench()));
  }
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `machine: ${process.platform} ${process.arch}, node ${process.version}, ${new Date().toISOString()}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
