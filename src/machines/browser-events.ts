/**
 * Browser bindings of the app system: window resizes go to the device machine (throttled),
 * fullscreen changes to the map machine; and the browser side effects the machines ask for.
 */
import { DEFAULT_THROTTLE_MS } from '../domain/map-constants';
import { appTitleIn } from '../i18n/app-title';
import type { AppSystem } from './app-system';
import { LOCALE_QUERY_PARAM, LOCALE_STORAGE_KEY, type Locale } from '../i18n/locales';

/** Starts forwarding browser events to the actors; returns the function that stops it. */
export function bindBrowserEvents(
  system: Pick<AppSystem, 'device' | 'map'>,
  win: Window,
): () => void {
  // A window dragged to a new size sends dozens of resizes a second: one per 100 ms at most
  // (§9's default throttle) reaches the device machine, with the size at its end.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = (): void => {
    timer = undefined;
    system.device.send({ type: 'resized', width: win.innerWidth });
  };
  const onResize = (): void => {
    timer ??= setTimeout(send, DEFAULT_THROTTLE_MS);
  };
  const onFullscreen = (): void =>
    system.map.send({
      type: 'fullscreen.changed',
      fullscreen: win.document.fullscreenElement !== null,
    });
  win.addEventListener('resize', onResize);
  win.document.addEventListener('fullscreenchange', onFullscreen);
  return () => {
    win.removeEventListener('resize', onResize);
    clearTimeout(timer);
    win.document.removeEventListener('fullscreenchange', onFullscreen);
  };
}

/** Enters fullscreen on the whole page, or leaves it. */
export function toggleDocumentFullscreen(doc: Document): void {
  if (doc.fullscreenElement) {
    void doc.exitFullscreen().catch(() => undefined);
  } else {
    void doc.documentElement.requestFullscreen?.().catch(() => undefined);
  }
}

/** Reads the stored locale (null when storage is unavailable). */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps a chosen locale: in `storage` (the browser's own: a preference of the interface the
 * visitor asked for needs no consent), on `<html lang>`, and in the URL when it carries a
 * `?locale=` (returns the new URL then, for the router to replace).
 */
export function persistLocale(
  locale: Locale,
  win: Window,
  storage: Pick<Storage, 'setItem'> | undefined,
): string | undefined {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be disabled (private mode): the choice lasts for the page.
  }
  win.document.documentElement.lang = locale;
  win.document.title = appTitleIn(win.document.title, locale);
  const url = new URL(win.location.href);
  if (!url.searchParams.has(LOCALE_QUERY_PARAM)) return undefined;
  url.searchParams.set(LOCALE_QUERY_PARAM, locale);
  return `${url.pathname}${url.search}${url.hash}`;
}
