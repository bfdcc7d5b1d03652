import { SLOW_MAP_STORAGE_KEY } from './src/machines/map-speed-machine';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ENROLMENT_STORAGE_KEY } from './src/domain/abtest/abtest';
import { ITINERARY_SORT_EXPERIMENT } from './src/domain/abtest/experiments';
import { EMPTY_MEMORY, INCENTIVES_STORAGE_KEY, shownAt } from './src/domain/incentives';
import { acceptAll } from './src/domain/consent/consent';
import { consentCookie } from './e2e/consent-cookie';

const port = Number(process.env.E2E_PORT ?? 8091);
const demoPort = port + 1;
/** The recorded Panoramax instance of the demo server's street-level pictures. */
const panoramaxPort = port + 2;

function server(region: string, p: number, extra: Record<string, string> = {}) {
  return {
    command: `node --import tsx server/main.ts --region ${region} --port ${p}`,
    url: `http://127.0.0.1:${p}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    env: {
      LOG_LEVEL: 'warn',
      // Accounts of the journeys in a store of their own (gitignored), never in data/.
      PERIPLE_USERS_FILE: join('.cache', `e2e-users-${p}.sqlite`),
      PERIPLE_MAIL_OUTBOX: join('.cache', `e2e-outbox-${p}`),
      PERIPLE_AUTH_RATE_LIMIT: '60',
      // The operator's monitoring page of e2e/replay.spec.ts.
      PERIPLE_OPERATOR_TOKEN: 'e2e-operator-token-0001',
      ...extra,
    },
  };
}

/** A Panoramax instance on this machine answering from server/panoramics/fixtures. */
const recordedPanoramax = {
  command: `node --import tsx server/test-support/panoramax-recorded.ts --port ${panoramaxPort}`,
  url: `http://127.0.0.1:${panoramaxPort}/api/search?limit=1`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'pipe' as const,
};

/**
 * What the journeys' browser kept: the A/B enrolment (random id 0, the variant « ordre » of the
 * results' sort; e2e/abtest.spec.ts draws others) and the incentive pop-ins seen today
 * (e2e/incentives.spec.ts starts without), so that no journey depends on a draw or a pop-in.
 */
const KEPT = (p: number) => ({
  origin: `http://127.0.0.1:${p}`,
  localStorage: [
    { name: ENROLMENT_STORAGE_KEY, value: JSON.stringify({ [ITINERARY_SORT_EXPERIMENT]: 0 }) },
    // The map draws in software here: no too-slow notice over the journeys (e2e/first-screen
    // shows it to a first visit).
    { name: SLOW_MAP_STORAGE_KEY, value: String(Date.now()) },
    {
      name: INCENTIVES_STORAGE_KEY,
      value: JSON.stringify(
        shownAt(shownAt(EMPTY_MEMORY, 'account', Date.now()), 'poisOnRoute', Date.now()),
      ),
    },
  ],
});

/**
 * A visitor who answered the consent banner, accepting everything but ads: every journey but the
 * consent's own (e2e/consent.spec.ts starts with no answer) is a returning user's, and no house
 * ad moves a panel or covers the map under a journey's clicks (e2e/ads.spec.ts accepts all).
 */
const everythingButAds = () => {
  const all = acceptAll(Date.now());
  return { ...all, granted: new Set([...all.granted].filter((choice) => choice !== 'ads')) };
};
const ANSWERED = {
  cookies: [consentCookie(everythingButAds())],
  origins: [KEPT(port), KEPT(demoPort)],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 30_000 },
  // On CI (.ci/run), a journey failed once is run once more and, passing, reported as flaky: the
  // CI machine draws the map in software on two cores, beside two servers. Locally, no retry.
  retries: process.env.CI ? 1 : 0,
  // Two browsers at once. One software-drawn browser already keeps two cores busy, yet on CI's two
  // cores the whole suite took 52.1 min with two browsers and 55.0 with one: their idle moments
  // overlap (docs/test-suite.md).
  workers: 2,
  // Tests, not files, are shared between the two: the long journeys file no longer runs alone at the end.
  fullyParallel: true,
  // Each journey's time too (.cache/e2e-report.json): where the suite's minutes go.
  reporter: [['list'], ['json', { outputFile: join('.cache', 'e2e-report.json') }]],
  // Reference images of e2e/render.spec.ts, the same for every platform (Debian's Chromium).
  snapshotPathTemplate: 'e2e/references/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    storageState: ANSWERED,
    viewport: { width: 1280, height: 800 },
    // A French user's browser: native date inputs and number formats as in production.
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--use-gl=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  webServer: [
    recordedPanoramax,
    server('monaco', port),
    // The demo offers street-level pictures (e2e/panorama-demo.spec.ts); Monaco's journeys do not.
    server('demo', demoPort, { PERIPLE_PANORAMAX_URL: `http://127.0.0.1:${panoramaxPort}` }),
  ],
  projects: [
    { name: 'monaco', testIgnore: /demo\.spec\.ts/ },
    { name: 'demo', testMatch: /demo\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${demoPort}` } },
  ],
});
