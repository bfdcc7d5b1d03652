/** The floating buttons at the right of the map: fullscreen and geolocation. */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { MessageKey } from '../i18n/fr-fr';
import { geolocationStatusOf, type GeolocationStatus } from '../machines/geolocation-machine';
import { useAppSystem, useT } from './app-context';
import {
  FollowIcon,
  FullscreenExitIcon,
  FullscreenIcon,
  LocatedIcon,
  LocateIcon,
  LocateOffIcon,
  SpinnerIcon,
} from './icons';

const GEOLOCATION_VIEW: Record<GeolocationStatus, { key: MessageKey; icon: ReactNode }> = {
  disabled: { key: 'geolocation.disabled', icon: <LocateIcon /> },
  'fetch-follow': { key: 'geolocation.fetching', icon: <SpinnerIcon /> },
  'fetch-active': { key: 'geolocation.fetching', icon: <SpinnerIcon /> },
  follow: { key: 'geolocation.follow', icon: <FollowIcon /> },
  active: { key: 'geolocation.active', icon: <LocatedIcon /> },
  blocked: { key: 'geolocation.blocked', icon: <LocateOffIcon /> },
};

/** The geolocation button: one press walks the spec's toggle cycle. */
export function GeolocateButton() {
  const { geolocation } = useAppSystem();
  const t = useT();
  const status = useSelector(geolocation, (s) => geolocationStatusOf(s.value));
  const supported = useSelector(geolocation, (s) => s.context.supported);
  const view = GEOLOCATION_VIEW[status];
  const label = supported ? t(view.key) : t('geolocation.unsupported');
  return (
    <button
      type="button"
      className={`map-button geolocate geolocate--${status}`}
      data-testid="geolocate"
      data-status={status}
      aria-label={label}
      title={label}
      aria-pressed={status === 'follow' || status === 'active'}
      aria-busy={status.startsWith('fetch')}
      onClick={() => geolocation.send({ type: 'toggle' })}
    >
      {view.icon}
    </button>
  );
}

/** The fullscreen button. */
export function FullscreenButton() {
  const { map } = useAppSystem();
  const t = useT();
  const fullscreen = useSelector(map, (s) => s.context.fullscreen);
  const label = t(fullscreen ? 'map.fullscreen.exit' : 'map.fullscreen.enter');
  return (
    <button
      type="button"
      className="map-button"
      data-testid="fullscreen"
      aria-label={label}
      title={label}
      aria-pressed={fullscreen}
      onClick={() => map.send({ type: 'fullscreen.toggle' })}
    >
      {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
    </button>
  );
}

/** The group of buttons (below MapLibre's zoom control). */
export function MapControls() {
  return (
    <div className="map-controls">
      <FullscreenButton />
      <GeolocateButton />
    </div>
  );
}
