/**
 * Fuzz suite of the API: every endpoint's parameters filled with hostile values (huge, unicode,
 * NUL, prototype names, percent-escapes, out-of-range numbers, wrong JSON types) on the real
 * Monaco app. No answer may be a 5xx or leave the catalogue's shape. The budget is bounded: a
 * fixed number of runs per endpoint, from a fixed seed unless FUZZ_SEED says otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../server/core/errors';
import { monacoAppFixture } from '../../server/test-support/monaco-app';
import { ENDPOINTS, type Endpoint } from './endpoints';
import { hostileBody, hostileText, rawSegment } from './hostile-values';

const t = monacoAppFixture();
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** The parts of one fuzzed request. */
interface Sample {
  params: Record<string, string>;
  query: [string, string][];
  rawQuery: boolean;
  body: unknown;
}

function sampleOf(endpoint: Endpoint): fc.Arbitrary<Sample> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const params = fc.record(Object.fromEntries(names.map((n) => [n, rawSegment()])));
  const name = fc.oneof(
    fc.constantFrom(...(endpoint.query.length > 0 ? endpoint.query : ['q'])),
    fc.constantFrom('__proto__', 'constructor', 'toString', 'q[]', ''),
  );
  const query = fc.array(fc.tuple(name, hostileText()), { maxLength: 6 });
  return fc.record({ params, query, rawQuery: fc.boolean(), body: hostileBody(endpoint) });
}

function urlOf(endpoint: Endpoint, sample: Sample): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, n: string) => sample.params[n] ?? 'x');
  const encode = (s: string) =>
    sample.rawQuery ? s.replace(/[&#\s]/g, '') : encodeURIComponent(s);
  const query = sample.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** Paths answered by the API and map services (the rest is the SPA's pages). */
const SERVICE_PATH = /^\/(api|tiles|styles|fonts|sprites)(\/|$)/;

function checkAnswer(
  url: string,
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  // Dot segments resolve as in a browser: « /tiles/../x » is the page « /x », which answers 503
  // « not built » when the SPA is not built yet (vitest runs before `vite build` in npm test).
  if (!SERVICE_PATH.test(new URL(url, 'http://localhost').pathname)) {
    if (res.statusCode === 503) expect(res.body).toContain("n'est pas construite");
    else expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    return;
  }
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const answer: unknown = JSON.parse(res.body);
  expect(answer).toMatchObject({ statusCode: res.statusCode });
  const code = String(Reflect.get(answer as object, 'code'));
  expect(Object.keys(ERROR_CATALOGUE)).toContain(code);
  expect(typeof Reflect.get(answer as object, 'message')).toBe('string');
  expect(res.body).not.toContain('\\u0000');
}

describe('fuzzed requests answer without a 5xx, in the catalogue shape', () => {
  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (_, endpoint) => {
      await fc.assert(
        fc.asyncProperty(sampleOf(endpoint), async (sample) => {
          const url = urlOf(endpoint, sample);
          const res = await t.app.inject({
            method: endpoint.method,
            url,
            ...(endpoint.method === 'POST'
              ? {
                  payload: JSON.stringify(sample.body),
                  headers: { 'content-type': 'application/json' },
                }
              : {}),
          });
          checkAnswer(url, res);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
  );
});
