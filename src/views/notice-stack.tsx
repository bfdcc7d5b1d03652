/**
 * The notices over the map: route, config, style, geolocation and mode messages; a refused
 * location and a slow map open their help in the generic modal.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { modalHash, type HelpModalId } from '../domain/paths/overlay-hash';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { geolocationStatusOf } from '../machines/geolocation-machine';
import { useAppSystem, useT } from './app-context';
import { ModeNotice } from './mode-chips';
import { Notice } from './notice';

/** Opens a help text in the generic modal over the page (`#/modale/{id}`; back closes it). */
function useOpenHelp(): (id: HelpModalId) => void {
  const router = useRouter();
  return (id) => {
    const { pathname, search } = router.state.location;
    void router.navigate({ to: pathname, search, hash: modalHash(id), hashScrollIntoView: false });
  };
}

/** Shown on home after a fall back from a path that does not exist. */
export function NotFoundNotice() {
  const t = useT();
  const location = useRouterState({ select: (s) => s.location });
  const [dismissedKey, setDismissedKey] = useState<string | undefined>(undefined);
  const key = location.state.__TSR_key ?? location.state.key;
  if (!location.state.notFoundFrom || dismissedKey === key) return null;
  return (
    <Notice tone="warning" testId="not-found-notice" onDismiss={() => setDismissedKey(key)}>
      {t('router.notFound')}
    </Notice>
  );
}

function ConfigErrorNotice() {
  const { config } = useAppSystem();
  const t = useT();
  const error = useSelector(config, (s) => (s.value === 'failed' ? s.context.error : null));
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!error || dismissed === error) return null;
  return (
    <Notice
      tone="error"
      testId="config-error"
      onDismiss={() => setDismissed(error)}
      action={{ label: t('config.retry'), onClick: () => config.send({ type: 'retry' }) }}
    >
      {t('config.failed', { reason: t(error.messageKey) })}
    </Notice>
  );
}

function StyleErrorNotice() {
  const { map } = useAppSystem();
  const t = useT();
  const error = useSelector(map, (s) => s.context.styleError);
  if (!error) return null;
  return (
    <Notice
      tone="error"
      testId="style-error"
      action={{ label: t('map.retry'), onClick: () => map.send({ type: 'style.retry' }) }}
    >
      {t('map.styleError')}
    </Notice>
  );
}

/**
 * A failed or refused geolocation, told on the page where the person asked for it: like a toast
 * of Google Maps, it is gone once they go to another page or close it (the button keeps the
 * crossed crosshair while the browser refuses).
 */
function GeolocationNotice() {
  const { geolocation } = useAppSystem();
  const t = useT();
  const openHelp = useOpenHelp();
  const status = useSelector(geolocation, (s) => geolocationStatusOf(s.value));
  const requestStatus = useSelector(geolocation, (s) => s.context.requestStatus);
  // The page, not its view: the map's box in the address moves with the map.
  const href = useRouterState({
    select: (s) => `${s.location.pathname}#${s.location.hash.split('?')[0] ?? ''}`,
  });
  const [seen, setSeen] = useState<{ problem: string; href: string; closed: boolean } | null>(null);
  const problem = status === 'blocked' ? 'denied' : requestStatus === 'failed' ? 'failed' : null;
  if (problem === null) {
    if (seen !== null) setSeen(null);
    return null;
  }
  if (seen?.problem !== problem) setSeen({ problem, href, closed: false });
  else if (seen.closed || seen.href !== href) return null;
  return (
    <Notice
      tone="warning"
      testId="geolocation-notice"
      onDismiss={() => setSeen({ problem, href, closed: true })}
      action={
        problem === 'denied'
          ? { label: t('geolocation.help'), onClick: () => openHelp('aide-localisation') }
          : undefined
      }
    >
      {t(problem === 'denied' ? 'geolocation.blocked' : 'geolocation.failed')}
    </Notice>
  );
}

/** The map is slow to draw on a browser without graphics acceleration (§8 too-slow popup). */
function MapSpeedNotice() {
  const { mapSpeed } = useAppSystem();
  const t = useT();
  const openHelp = useOpenHelp();
  const shown = useSelector(mapSpeed, (s) => s.matches('shown'));
  if (!shown) return null;
  return (
    <Notice
      tone="info"
      testId="map-too-slow"
      onDismiss={() => mapSpeed.send({ type: 'dismiss' })}
      action={{ label: t('map.tooSlowHelp'), onClick: () => openHelp('aide-carte-lente') }}
    >
      {t('map.tooSlow')}
    </Notice>
  );
}

/** Every notice, stacked. */
export function NoticeStack() {
  return (
    <div className="notice-stack" aria-live="polite">
      <NotFoundNotice />
      <ConfigErrorNotice />
      <StyleErrorNotice />
      <MapSpeedNotice />
      <GeolocationNotice />
      <ModeNotice />
    </div>
  );
}
