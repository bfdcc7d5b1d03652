/**
 * What starts once the first screen is up (main.tsx loads this a second after the map is
 * styled, so that none of it weighs on the first screen's JavaScript): the service worker's
 * registration, the other screens' French messages, the visit's end kept when the page is left, the monitoring and the session
 * replay behind consent, the position when the browser already allows it, and 2 s later the
 * incentive pop-ins.
 */
import type { AppSystem } from './machines/app-system';
import { loadScreenMessages } from './i18n/translate';
import { startReplay, tellTracking } from './machines/replay-system';
import { startRum } from './machines/rum-system';
import type { AppRouter } from './router/router';
import { monitoring } from './services/monitoring';
import { loadRumConfig, sendBatch } from './services/rum-api';
import { RumCollectors } from './services/rum-collectors';
import { registerServiceWorker } from './services/service-worker-registration';
import { geolocationGranted } from './services/geolocation-permission';
import { markSeen } from './services/visits';
import { startIncentivePopins } from './views/incentives/incentive-boot';

/** How long after this the pop-ins start. */
const INCENTIVES_DELAY_MS = 2_000;

/** Starts what the first screen did not need. */
export function afterFirstScreen(system: AppSystem, router: AppRouter): void {
  if (!import.meta.env.DEV) registerServiceWorker(window);
  loadScreenMessages().catch(() => undefined);
  // A position allowed on an earlier visit is shown again, the map left where it is.
  void geolocationGranted(navigator).then((granted) => {
    if (granted) system.geolocation.send({ type: 'resume' });
  });
  addEventListener('pagehide', () => markSeen(system.storage, Date.now()));
  const sessionId = crypto.randomUUID();
  const replay = startReplay(system, sessionId);
  const collectors = new RumCollectors({
    win: window,
    sessionId,
    monitoring,
    send: (batch) => sendBatch(batch),
  });
  startRum(system, {
    loadConfig: () => loadRumConfig(),
    apply: (collection) => {
      collectors.set(collection);
      tellTracking(replay, collection.replay ? 1 : collection.vitals ? 2 : 0);
    },
    draw: Math.random(),
    replayDraw: Math.random(),
  });
  setTimeout(() => startIncentivePopins(system, router), INCENTIVES_DELAY_MS);
}
