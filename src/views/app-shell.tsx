/**
 * The app shell (root route): header, full-screen map with its floating chrome, the screen of
 * the current route, notices and the resize prompt. The map comes last in the DOM (it is drawn
 * under the overlays by their z-index): the keyboard reaches the header, the search, the mode
 * chips and the panel first, then the map buttons, the footer's « Cookies », the map and its
 * attribution links.
 */
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { isAccountHash } from '../domain/paths/account-hash';
import { modalIdOf } from '../domain/paths/overlay-hash';
import { useSelector } from '@xstate/react';
import { useAppSystem, useT } from './app-context';
import { ConsentLink, ConsentPrompt } from './consent/consent-banner';
import { Header } from './header';
import { MapControls } from './map-controls';
import { MapView } from './map-view';
import { ModeChips } from './mode-chips';
import { NoticeStack } from './notice-stack';
import { ResizePrompt } from './resize-prompt';
import { SuggestionOverlay } from './search/suggestion-overlay';
import { ThemeSwitcher } from './theme-switcher';

const AccountOverlay = lazy(() =>
  import('./account/account-overlay').then((m) => ({ default: m.AccountOverlay })),
);
const ModalOverlay = lazy(() =>
  import('./modal/modal-overlay').then((m) => ({ default: m.ModalOverlay })),
);

/** The generic modal while the fragment is `#/modale/{modalId}` (its code loaded then). */
function ModalFragment() {
  const open = useRouterState({ select: (s) => modalIdOf(s.location.hash) !== undefined });
  const [pageSeen, setPageSeen] = useState(false);
  if (!open && !pageSeen) setPageSeen(true);
  return open ? (
    <Suspense fallback={null}>
      <ModalOverlay returns={pageSeen} />
    </Suspense>
  ) : null;
}

/**
 * The account overlay while the fragment is `#/moncompte…` (its code loaded then). Opened over a
 * page of this visit, closing goes back to it; opened from a link, it leaves the page under it.
 */
function AccountFragment() {
  const open = useRouterState({
    select: (s) => isAccountHash(s.location.hash),
  });
  const [pageSeen, setPageSeen] = useState(false);
  if (!open && !pageSeen) setPageSeen(true);
  return open ? (
    <Suspense fallback={null}>
      <AccountOverlay returns={pageSeen} />
    </Suspense>
  ) : null;
}

/** The shell. */
export function AppShell() {
  const { device, map } = useAppSystem();
  const t = useT();
  const deviceClass = useSelector(device, (s) => s.context.deviceClass);
  const fullscreen = useSelector(map, (s) => s.context.fullscreen);
  return (
    <div className="app" data-device={deviceClass} data-fullscreen={fullscreen}>
      <Header />
      <main className="app-main" aria-label={t('app.main')}>
        <div className="overlay overlay--top">
          <ModeChips />
          <NoticeStack />
        </div>
        <div className="overlay overlay--side">
          <Outlet />
        </div>
        <MapControls />
        <ThemeSwitcher />
        <ConsentLink />
        <MapView />
      </main>
      <SuggestionOverlay />
      <ResizePrompt />
      <AccountFragment />
      <ModalFragment />
      <ConsentPrompt />
    </div>
  );
}
