/**
 * Starts the incentive pop-ins (issue 15) once the first screen is up: the incentive actor, the
 * page views it is told (a new path is a new page view), and the pop-in's own React root over
 * the app. Accepting the account pop-in opens « Mon compte » over the page; the POIs on route's
 * brings the results' « Sur ma route » into view; the push pop-in asks the browser.
 */
import { createRoot } from 'react-dom/client';
import type { PushPermission } from '../../domain/incentives';
import type { AppSystem } from '../../machines/app-system';
import { deliverPendingResults, startIncentives } from '../../machines/incentive-system';
import type { AppRouter } from '../../router/router';
import { AppSystemProvider } from '../app-context';
import { IncentivePopin } from './incentive-popin';

/**
 * « Mon compte » over the page (ACCOUNT_HASH of domain/paths/account-hash, written here: importing
 * it would split the first screen's chunks; a test checks they agree).
 */
export const ACCOUNT_FRAGMENT = '/moncompte';

function permission(): PushPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

async function askPermission(): Promise<PushPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

function showPoisOnRoute(): void {
  const menu = document.querySelector('[data-testid="on-route-menu"]');
  menu?.scrollIntoView({ block: 'center' });
  menu?.querySelector('button')?.focus();
}

/** Starts the pop-ins of `app`. */
export function startIncentivePopins(app: AppSystem, router: AppRouter): void {
  const actor = startIncentives(app, {
    permission,
    askPermission,
    openAccount: () => {
      const { pathname, search } = router.state.location;
      void router.navigate({ to: pathname, search, hash: ACCOUNT_FRAGMENT });
    },
    openPoisOnRoute: showPoisOnRoute,
  });
  let path = '';
  const viewed = (): void => {
    const next = router.state.location.pathname;
    if (next === path) return;
    path = next;
    actor.send({ type: 'page.viewed', now: Date.now(), permission: permission() });
  };
  viewed();
  // Results already on screen when the pop-ins started (a shared itinerary link, a quick visitor).
  deliverPendingResults(app);
  const unsubscribe = router.subscribe('onResolved', viewed);
  const host = document.createElement('div');
  host.className = 'incentive-host';
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <AppSystemProvider system={app}>
      <IncentivePopin actor={actor} />
    </AppSystemProvider>,
  );
  app.own(() => {
    unsubscribe();
    root.unmount();
    host.remove();
  });
}
