/**
 * The app shell (root route): header, full-screen map with its floating chrome, the screen of
 * the current route, notices and the resize prompt. The map comes last in the DOM (it is drawn
 * under the overlays by their z-index): the keyboard reaches the header, the search, the mode
 * chips and the panel first, then the map buttons, the footer's « Cookies », the map and its
 * attribution links.
 */
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { isAccountHash } from '../domain/paths/account-hash';
import { modalIdOf, panoramicIdOf } from '../domain/paths/overlay-hash';
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
import { withScreenMessages } from '../i18n/translate';

const AccountOverlay = lazy(
  withScreenMessages(() =>
    import('./account/account-overlay').then((m) => ({ default: m.AccountOverlay })),
  ),
);
// The help texts and the street view's words are screen messages: they come with the overlay.
const ModalOverlay = lazy(
  withScreenMessages(() =>
    import('./modal/modal-overlay').then((m) => ({ default: m.ModalOverlay })),
  ),
);

const PanoramaOverlay = lazy(
  withScreenMessages(() =>
    import('./panorama/panorama-overlay').then((m) => ({ default: m.PanoramaOverlay })),
  ),
);

const isModalHash = (hash: string): boolean => modalIdOf(hash) !== undefined;
const isPanoramaHash = (hash: string): boolean => panoramicIdOf(hash) !== undefined;

/**
 * An overlay while its fragment is in the URL (its code loaded then): the account
 * (`#/moncompte…`), the generic modal (`#/modale/{modalId}`), the street view
 * (`#/360-plein-ecran/{panoramicId}`). Opened over a page of this visit (`returns`), closing goes
 * back to it; opened from a link, it leaves the page under it.
 */
function FragmentOverlay(props: {
  isOpen: (hash: string) => boolean;
  overlay: ComponentType<{ returns: boolean }>;
}) {
  const { isOpen, overlay: Overlay } = props;
  const open = useRouterState({ select: (s) => isOpen(s.location.hash) });
  const [pageSeen, setPageSeen] = useState(false);
  if (!open && !pageSeen) setPageSeen(true);
  return open ? (
    <Suspense fallback={null}>
      <Overlay returns={pageSeen} />
    </Suspense>
  ) : null;
}

/** The shell. */
export function AppShell() {
  const { device, map } = useAppSystem();
  const t = useT();
  const deviceClass = useSelector(device, (s) => s.context.deviceClass);
  const fullscreen = useSelector(map, (s) => s.context.fullscreen);
  // While a screen is on its way (its code or its data loading), the panel shown is the last
  // screen's: a view asked meanwhile waits for the new one (panel-padding.ts).
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  return (
    <div className="app" data-device={deviceClass} data-fullscreen={fullscreen}>
      <Header />
      <main
        className="app-main"
        aria-label={t('app.main')}
        data-navigating={navigating ? 'true' : undefined}
      >
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
      <FragmentOverlay isOpen={isAccountHash} overlay={AccountOverlay} />
      <FragmentOverlay isOpen={isModalHash} overlay={ModalOverlay} />
      <FragmentOverlay isOpen={isPanoramaHash} overlay={PanoramaOverlay} />
      <ConsentPrompt />
    </div>
  );
}
