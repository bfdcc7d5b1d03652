/**
 * City quiz benches (issue 14 targets), over loopback HTTP on a served region: the list
 * endpoints (France, a région, a département, at every level, challenge days or not), p95 ≤ 5 ms;
 * the areas list; the quiz style's first render beside the normal style's (quiz-render.ts). The
 * quiz's JS stays out of /plan: see the bundle bench's initial JS.
 */
import { QUIZ_LEVELS } from '../src/domain/quiz/rules';
import { startServer } from './lib/server';
import { benchQuizRender } from './quiz-render';
import { percentile, type BenchRow } from './lib/table';

const RUNS = 600;
const WARMUP = 60;
/** Areas asked for in turn: France, Normandie, Seine-Maritime, Bretagne, Rhône. */
const PATHS = [
  '/api/quiz/cities',
  '/api/quiz/cities/region?code=28',
  '/api/quiz/cities/department?code=76',
  '/api/quiz/cities/region?code=53',
  '/api/quiz/cities/department?code=69',
];

const ms = (v: number): string => `${v.toFixed(2)} ms`;

async function get(url: string): Promise<void> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  await res.arrayBuffer();
}

function listUrl(base: string, i: number): string {
  const path = PATHS[i % PATHS.length] ?? PATHS[0];
  const level = QUIZ_LEVELS[i % QUIZ_LEVELS.length] ?? 2;
  const sep = path?.includes('?') ? '&' : '?';
  const day = i % 3 === 0 ? `&defi=2026-11-${String(1 + (i % 28)).padStart(2, '0')}` : '';
  return `${base}${path}${sep}level=${level}${day}`;
}

async function timed(run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return samples;
}

/** The quiz benches. */
export async function benchQuiz(options: {
  repoRoot: string;
  region: string;
}): Promise<BenchRow[]> {
  const server = await startServer({ ...options, port: 8295, env: { PERIPLE_RATE_LIMIT: '0' } });
  try {
    const lists = await timed((i) => get(listUrl(server.url, i)));
    const areas = await timed(() => get(`${server.url}/api/quiz/areas`));
    const render = await benchQuizRender(server.url);
    return [
      {
        bench: 'quiz',
        metric: 'town list (France, régions, départements, 4 levels) p50 / p95',
        value: `${ms(percentile(lists, 50))} / ${ms(percentile(lists, 95))}`,
        target: 'p95 ≤ 5 ms',
        ok: percentile(lists, 95) <= 5,
      },
      {
        bench: 'quiz',
        metric: 'areas that can be played, p50 / p95',
        value: `${ms(percentile(areas, 50))} / ${ms(percentile(areas, 95))}`,
        target: 'p95 ≤ 5 ms',
        ok: percentile(areas, 95) <= 5,
      },
      ...render,
    ];
  } finally {
    await server.stop();
  }
}
