import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { BenchRow } from './lib/table';
import { startServer } from './lib/server';

/** The z14 tiles of a region's tile set, as XYZ paths. */
function z14Paths(mbtiles: string): string[] {
  const db = new Database(mbtiles, { readonly: true });
  const rows = db
    .prepare('SELECT tile_column AS x, tile_row AS row FROM tiles WHERE zoom_level = 14')
    .all() as { x: number; row: number }[];
  db.close();
  return rows.map((r) => `/tiles/14/${r.x}/${(1 << 14) - 1 - r.row}.pbf`);
}

/** Tile throughput at 32 concurrent connections on loopback over every z14 tile of the region. */
export async function benchTiles(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const paths = z14Paths(join(options.repoRoot, 'data', options.region, 'tiles', 'tiles.mbtiles'));
  const server = await startServer({
    repoRoot: options.repoRoot,
    region: options.region,
    port: 8097,
  });
  try {
    const result = await autocannon({
      url: server.url,
      connections: 32,
      duration: 10,
      headers: { 'accept-encoding': 'gzip' },
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    });
    const bad = result.non2xx + result.errors;
    return [
      {
        bench: 'tiles',
        metric: `z14 tiles in the set (${options.region})`,
        value: String(paths.length),
        target: '',
      },
      {
        bench: 'tiles',
        metric: 'throughput, 32 connections',
        value: `${Math.round(result.requests.average).toLocaleString('en-US')} tiles/s`,
        target: '≥ 3,000 tiles/s',
        ok: result.requests.average >= 3000 && bad === 0,
      },
      {
        bench: 'tiles',
        metric: 'latency p50 / p99',
        value: `${result.latency.p50} / ${result.latency.p99} ms`,
        target: '',
      },
      {
        bench: 'tiles',
        metric: 'errors and non-2xx',
        value: String(bad),
        target: '0',
        ok: bad === 0,
      },
    ];
  } finally {
    await server.stop();
  }
}
