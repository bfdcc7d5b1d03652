/**
 * Registers the service worker (/sw.js, issue 15) at the site's root once the page has loaded,
 * on a secure context only (HTTPS, or localhost). A refusal or a failure is only logged: the site
 * works the same without it, only a returning visitor's map waits for the network.
 */

/** The worker's script, at the root so that it serves every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Registers the worker when the page has loaded (now if it has). */
export function registerServiceWorker(
  win: Pick<Window, 'navigator' | 'isSecureContext' | 'addEventListener' | 'document'>,
  log: Pick<Console, 'warn'> = console,
): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || !win.isSecureContext) return;
  const register = (): void => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      log.warn('[service worker] not registered:', error);
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
