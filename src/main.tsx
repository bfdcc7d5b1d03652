/**
 * Entry of the SPA: picks the locale, creates the app system (actors) and the router, binds the
 * browser events, and renders the shell. MapLibre downloads with the page's scripts (the page's
 * boot script preloads it) but runs only once the map view mounts, after the shell's first paint;
 * the messages of a locale other than fr-FR load first, as the start waits for them (one small chunk).
 */
import { appTitleIn } from './i18n/app-title';
import { SUGGEST_HASH } from './domain/paths/search-paths';
import { probeMapSupport } from './services/map-support';
import { TOKEN_STORAGE_KEY } from './domain/account/identity';
import 'maplibre-gl/dist/maplibre-gl.css';
import './app.css';
import './phone-landscape.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLocale, LOCALE_STORAGE_KEY, type Locale } from './i18n/locales';
import { hasMessages, loadMessages, withScreenMessages } from './i18n/translate';
import { createAppSystem, type AppSystem } from './machines/app-system';
import { browserGeolocation } from './machines/geolocation-watcher';
import { afterFirstPaint } from './map/first-paint';
import { prefetchFirstTiles } from './map/first-tiles';
import { createAppRouter, type AppRouter } from './router/router';
import { createApiClient } from './services/api-client';
import {
  bindBrowserEvents,
  persistLocale,
  readStoredLocale,
  toggleDocumentFullscreen,
} from './machines/browser-events';
import { granted, revokedVendors } from './domain/consent/consent';
import { BOOT_ANSWER_EVENT } from './domain/consent/boot-check';
import type { ConsentChange } from './machines/consent-machine';
import {
  deleteVendorCookies,
  eraseStorage,
  readConsent,
  takeBootAnswer,
  writeConsent,
} from './services/consent-browser';
import { gatedStorage, type GatedStorage } from './services/gated-storage';
import { monitoring } from './services/monitoring';
import { countVisit } from './services/visits';
import { MAP_STYLED_MARK } from './domain/ui-constants';
import { AppSystemProvider } from './views/app-context';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The browser's storages behind the storage consent (the answer the cookie holds at load). */
interface Stores {
  local: GatedStorage;
  session: GatedStorage;
}

function stores(): Stores {
  const allowed = granted(readConsent(document, Date.now()) ?? null, 'storage');
  return {
    // The session's token is for signing in, which the consent does not govern (docs/consent.md).
    local: gatedStorage(storage(), allowed, [TOKEN_STORAGE_KEY]),
    session: gatedStorage(sessionStore(), allowed),
  };
}

/** Applies an answer: storage opened, or erased and closed; refused vendors' cookies deleted. */
function applyConsent(kept: Stores, change: ConsentChange): void {
  const storageGranted = granted(change.now, 'storage');
  kept.local.allow(storageGranted);
  kept.session.allow(storageGranted);
  if (!storageGranted) {
    eraseStorage(storage(), [LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY]);
    eraseStorage(sessionStore());
  }
  deleteVendorCookies(document, location.hostname, revokedVendors(change.before, change.now));
}

/**
 * An answer given on the shell's consent banner before the app started (a slow phone), applied
 * as if given on the app's: at start, or when given later, until the app's banner replaces it.
 */
function applyBootAnswer(system: AppSystem): void {
  const apply = (): void => {
    const answer = takeBootAnswer(document.documentElement);
    if (answer) system.consent.send({ type: answer });
  };
  document.addEventListener(BOOT_ANSWER_EVENT, apply);
  apply();
}

/**
 * The app's navigation. A search sent from the phone's /#/suggestion overlay takes the overlay's
 * entry: Back goes to the page under it, not to the overlay open again (§2: SUGGEST is skipped
 * on back).
 */
function navigateFrom(router: AppRouter | undefined, href: string, replace: boolean): void {
  const fromOverlay = router?.state.location.hash === SUGGEST_HASH;
  void router?.navigate({ href, replace: replace || fromOverlay });
}

function startApp(rootElement: HTMLElement, locale: Locale, kept: Stores): void {
  countVisit(kept.local, Date.now());
  const routerRef: { current?: AppRouter } = {};
  const system = createAppSystem({
    locale,
    width: window.innerWidth,
    geolocation: browserGeolocation(),
    api: createApiClient(),
    monitoring,
    reloadPage: () => window.location.reload(),
    persistLocale: (value) => {
      // The language chosen is kept without the storage consent (consent-browser.ts).
      const href = persistLocale(value, window, storage());
      if (href) void routerRef.current?.navigate({ href, replace: true });
    },
    toggleFullscreen: () => toggleDocumentFullscreen(document),
    storage: kept.local,
    mapSupport: probeMapSupport,
    navigate: (href, replace) => navigateFrom(routerRef.current, href, replace),
    consent: {
      stored: readConsent(document, Date.now()),
      persist: (consent) => writeConsent(document, location.protocol, consent),
      apply: (change) => applyConsent(kept, change),
    },
  });
  bindBrowserEvents(system, window);
  applyBootAnswer(system);
  // The map's frame: the page's shell has it already, at its final size.
  prefetchFirstTiles({
    system,
    frame: () => document.querySelector('.app-main')?.getBoundingClientRect(),
  });
  const router = createAppRouter({ context: { monitoring } });
  routerRef.current = router;
  // The page's shell stays until the route's screen is ready: rendering before would replace it
  // with an empty root while the router loads (a blank frame).
  const render = (): void =>
    createRoot(rootElement).render(
      <StrictMode>
        <AppSystemProvider system={system}>
          <RouterProvider router={router} />
        </AppSystemProvider>
      </StrictMode>,
    );
  router.load().then(render, render);
  restoreSession(system, kept.local);
  // A second after the first screen: nothing it loads then counts in the first screen's weight.
  void mapStyled(system).then(() =>
    setTimeout(() => {
      void import('./after-first-screen').then((m) => m.afterFirstScreen(system, router));
    }, 1_000),
  );
}

/** Resolves once the map is styled (the first screen is up). */
function mapStyled(system: AppSystem): Promise<void> {
  return new Promise((resolve) => {
    const subscription = system.map.subscribe((s) => {
      if (s.value !== 'styled') return;
      subscription.unsubscribe();
      performance.mark(MAP_STYLED_MARK);
      resolve();
    });
  });
}

/**
 * A session the browser kept is checked once the first screen is up (the account's code loads
 * then): favourites and travel options are ready when the user reaches for them.
 */
function restoreSession(system: AppSystem, local: GatedStorage): void {
  if (!local.getItem(TOKEN_STORAGE_KEY)) return;
  void afterFirstPaint(2_000)
    .then(withScreenMessages(() => import('./machines/account-system')))
    .then((m) => m.accountSystemOf(system));
}

/**
 * How long the app waits for the page's own shell (index.html) to be on screen before replacing
 * it: on a fast link the scripts can arrive before the first frame, and the first paint would then
 * wait for the app's whole first render.
 */
const SHELL_PAINT_WAIT_MS = 300;

/**
 * Starts the app once the page's shell has been painted and the messages of its locale are
 * there.
 */
async function boot(rootElement: HTMLElement): Promise<void> {
  const kept = stores();
  const locale = detectLocale({
    search: window.location.search,
    stored: readStoredLocale(storage()),
    languages: navigator.languages,
  });
  document.documentElement.lang = locale;
  document.title = appTitleIn(document.title, locale);
  // Without its messages (failed load) the locale reads fr-FR until they come: start anyway.
  const messages = hasMessages(locale)
    ? Promise.resolve()
    : loadMessages(locale).catch(() => undefined);
  await Promise.all([afterFirstPaint(SHELL_PAINT_WAIT_MS), messages]);
  startApp(rootElement, locale, kept);
}

const rootElement = document.getElementById('root');
if (rootElement) void boot(rootElement);
