/**
 * What starts once the first screen is up (main.tsx loads this a second after the map is
 * styled, so that none of it weighs on the first screen's JavaScript): the service worker's
 * registration, and 2 s later the incentive pop-ins.
 */
import type { AppSystem } from './machines/app-system';
import type { AppRouter } from './router/router';
import { registerServiceWorker } from './services/service-worker-registration';
import { startIncentivePopins } from './views/incentives/incentive-boot';

/** How long after this the pop-ins start. */
const INCENTIVES_DELAY_MS = 2_000;

/** Starts the service worker and, a little later, the incentive pop-ins. */
export function afterFirstScreen(system: AppSystem, router: AppRouter): void {
  if (!import.meta.env.DEV) registerServiceWorker(window);
  setTimeout(() => startIncentivePopins(system, router), INCENTIVES_DELAY_MS);
}
