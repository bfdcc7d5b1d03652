/**
 * The map container: MapLibre mounts inside it; its data attributes mirror the map machine
 * (test hooks of the e2e suite: status, theme, mode, labels).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { mountMap } from '../map/mount-map';
import { useAppSystem, useT } from './app-context';

/** Whether `window.__periple` is exposed. */
export function exposeTestHook(search: string): boolean {
  return import.meta.env.DEV || new URLSearchParams(search).get('e2e') === '1';
}

function MapStatus() {
  const { map } = useAppSystem();
  const t = useT();
  const status = useSelector(map, (s) => s.value);
  const failed = useSelector(map, (s) => s.context.styleError !== null);
  if (status === 'styled' || failed) return null;
  return (
    <div className="map-status" role="status">
      <span className="map-status-spinner" aria-hidden="true" />
      {/* The same markup as the page's boot shell (index.html), which it replaces unchanged. */}
      <span>{t(status === 'init' ? 'map.loading' : 'map.reloading')}</span>
    </div>
  );
}

/** The map. */
export function MapView() {
  const system = useAppSystem();
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const status = useSelector(system.map, (s) => s.value);
  const theme = useSelector(system.map, (s) => s.context.theme);
  const mode = useSelector(system.map, (s) => s.context.mode);
  const labels = useSelector(system.map, (s) => s.context.labels);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const controller = new AbortController();
    const mounted = mountMap({
      container: element,
      system,
      expose: exposeTestHook(window.location.search),
      signal: controller.signal,
    }).catch((error: unknown) => {
      system.map.send({ type: 'style.error', message: String(error) });
      return () => undefined;
    });
    return () => {
      controller.abort();
      void mounted.then((unmount) => unmount());
    };
  }, [system]);

  return (
    <div className="map-frame">
      <div
        ref={container}
        className="map"
        data-testid="map"
        data-map-status={status}
        data-theme={theme}
        data-mode={mode}
        data-labels={labels}
        role="region"
        aria-label={t('map.label')}
      />
      <MapStatus />
    </div>
  );
}
