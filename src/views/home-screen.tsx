/** Home (/ and /plan): the shortcut list of the region's places; a click flies there. */
import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { MapConfig } from '../domain/map-config';
import { useAppSystem, useMapConfig, useT } from './app-context';
import { parsePlanHash } from '../domain/paths/search-paths';
import { CloseIcon, PinIcon } from './icons';
import { useLeaveSearch } from './search/use-leave-search';

type Place = MapConfig['region']['places'][number];

/** The paths of the map home. */
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/plan']);

/** The POI menu of the home panel (its code loads after the shell). */
const PoiQuickAccess = lazy(() =>
  import('./poi/poi-quick-access').then((m) => ({ default: m.PoiQuickAccess })),
);

/**
 * The POI menu's frame until its code and the catalogue are there: the same title, one row of
 * chips and the same links, inert, so the sheet has its final height from the first paint.
 */
function PoiMenuPlaceholder() {
  const t = useT();
  return (
    <div className="poi-quick-access" aria-hidden="true" inert data-testid="poi-menu-placeholder">
      <h3>{t('poi.menu.title')}</h3>
      <div className="chip-row">
        {[0, 1, 2].map((i) => (
          <span key={i} className="chip chip--skeleton" />
        ))}
      </div>
      <div className="poi-menu-links">
        <button type="button" className="text-button" tabIndex={-1}>
          {t('poi.menu.categories')}
        </button>
        <button type="button" className="text-button" tabIndex={-1}>
          {t('poi.menu.radius')}
        </button>
        <button type="button" className="text-button" tabIndex={-1}>
          {t('quiz.title')}
        </button>
      </div>
    </div>
  );
}

function PlaceList(props: { places: readonly Place[] }) {
  const { map } = useAppSystem();
  const t = useT();
  return (
    <ul className="place-list">
      {props.places.map((place) => (
        <li key={place.id}>
          <button
            type="button"
            className="place-button"
            data-testid={`place-${place.id}`}
            aria-label={t('places.flyTo', { place: place.label })}
            onClick={() =>
              map.send({
                type: 'fly.to',
                center: { lng: place.center[0], lat: place.center[1] },
                zoom: place.zoom,
              })
            }
          >
            <PinIcon />
            <span>{place.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Home again (Back from a place or a search's list): the last search's pin and text go, as they
 * do when the logo is chosen; Forward opens them again from the URL. Only on the home's own
 * address: while the router leaves /plan for a page still loading, /plan's screen renders once
 * more with the next address, and the home it then draws must not clear the search; nor under a
 * phone's search overlay (`#/suggestion`), which opens on the last search's text.
 */
function useLeaveSearchAtHome(): void {
  const atHome = useRouterState({
    select: (s) =>
      HOME_PATHS.has(s.location.pathname) && parsePlanHash(s.location.hash).kind === 'none',
  });
  const leaveSearch = useLeaveSearch();
  useEffect(() => {
    if (atHome) leaveSearch();
  }, [atHome, leaveSearch]);
}

/** The places panel of the home screen. */
export function HomeScreen() {
  const { device, map } = useAppSystem();
  const t = useT();
  const config = useMapConfig();
  const mobile = useSelector(device, (s) => s.context.deviceClass === 'pe');
  // The POI menu acts on the map's view: its code loads once the map has its style.
  const mapShown = useSelector(map, (s) => !s.matches('init'));
  const [collapsed, setCollapsed] = useState(false);
  useLeaveSearchAtHome();
  const places = config.region.places;
  if (places.length === 0) return null;
  if (collapsed) {
    return (
      <button type="button" className="places-reopen" onClick={() => setCollapsed(false)}>
        <PinIcon />
        {t('places.toggle')}
      </button>
    );
  }
  return (
    <section
      className={`places-panel${mobile ? ' places-panel--strip' : ''}`}
      aria-labelledby="places-title"
    >
      <header className="panel-header">
        <h2 id="places-title">
          {t('places.title')}
          <span className="panel-subtitle">{config.region.label}</span>
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('places.close')}
          onClick={() => setCollapsed(true)}
        >
          <CloseIcon />
        </button>
      </header>
      <PlaceList places={places} />
      {mapShown ? (
        <Suspense fallback={<PoiMenuPlaceholder />}>
          <PoiQuickAccess pending={<PoiMenuPlaceholder />} />
        </Suspense>
      ) : (
        <PoiMenuPlaceholder />
      )}
    </section>
  );
}
