/**
 * Place pages (lazy): town page /plan/{location}, address page /plan#/{location}, place pages
 * /plan/lieu/{location} and /plan/lieu-dit/{location}, POI page /poi/{geoentityId}. A page
 * reached from a search shows that result; reached from its URL, it asks the place page machine
 * to read its slug back (forward geocoding) or to load the POI.
 */
import { createLazyRoute, Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { offersNearbyLists, offersPlacesAround, type Address } from '../../domain/address';
import { bboxAround, type LngLat } from '../../domain/geo';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import type { MessageKey } from '../../i18n/fr-fr';
import { poiListHref } from '../../domain/paths/poi-paths';
import { slugWords } from '../../domain/paths/search-paths';
import { locationSubtypes } from '../../domain/location-label';
import { useAppSystem, useLocale, useT } from '../app-context';
import { AddressCard, PanelMessage, SearchPanel } from './search-panel';
import { useParam } from '../../router/route-params';
import { enterPlacePage } from '../../machines/place-page-entry';
import { placeAdPageId } from '../../domain/ads/ads';
import { AdHost } from '../ads/ad-host';
import { PanoramaLink } from '../panorama/panorama-link';

/** Kinds of place page, with the geocode levels their slug is read back with. */
const PAGES = {
  town: { title: 'search.town.title', subtypes: 'town' },
  address: { title: 'search.address.title', subtypes: undefined },
  place: { title: 'search.place.title', subtypes: 'named_place,landmark,district' },
  hamlet: { title: 'search.place.title', subtypes: 'hamlet,named_place' },
} as const satisfies Record<string, { title: MessageKey; subtypes: string | undefined }>;

type PageKind = keyof typeof PAGES;

function usePlacePage(kind: PageKind, location: string, point?: LngLat): void {
  const system = useAppSystem();
  const here = useRouterState({
    select: (s) => `${s.location.pathname}${s.location.hash ? `#${s.location.hash}` : ''}`,
  });
  // The point's numbers, not the object drawn anew with each render, say when it changed.
  const lng = point?.lng;
  const lat = point?.lat;
  // The machine ignores the same page entered again (when only its hash moved). A page being
  // left (drawn once more with the next page's address) does not enter again.
  useEffect(() => {
    if (!decodeURIComponent(here).includes(location)) return;
    const at = lng === undefined || lat === undefined ? undefined : { lng, lat };
    const request = {
      kind: 'address' as const,
      text: slugWords(location),
      // « 76000-Rouen » on an address page is the town (§5 location formats).
      subtypes: PAGES[kind].subtypes ?? locationSubtypes(location),
      ...(at ? { point: at } : {}),
    };
    const page = `${kind}:${location}${at ? `@${at.lng},${at.lat}` : ''}`;
    enterPlacePage(system, { page, here, request });
  }, [system, kind, location, here, lng, lat]);
}

/** Closing a page clears what it showed (panel and marker) and goes back to the map. */
function useClosePage(): () => void {
  const { search, placePage } = useAppSystem();
  const navigate = useNavigate();
  return () => {
    search.send({ type: 'clear' });
    placePage.send({ type: 'close' });
    void navigate({ to: '/plan', hash: '' });
  };
}

function PlaceBody(props: { address: Address | null }) {
  const { placePage } = useAppSystem();
  const t = useT();
  const state = useSelector(placePage, (s) => s.value);
  const error = useSelector(placePage, (s) => s.context.error);
  if (state === 'loading') return <PanelMessage>{t('search.loading')}</PanelMessage>;
  if (state === 'notFound')
    return <PanelMessage role="alert">{t('search.address.notFound')}</PanelMessage>;
  if (state === 'failed' && error)
    return (
      <PanelMessage role="alert">
        {t('search.failed', { reason: t(error.messageKey) })}
      </PanelMessage>
    );
  if (!props.address) return null;
  const { address } = props;
  return (
    <>
      <AddressCard address={address} />
      {address.geocode_level !== 'town' && <PanoramaLink point={address.coordinates} framed />}
      <TownPlaces address={address} />
    </>
  );
}

/** The rubrics a town page offers to list in the town (its box), as Mappy's town pages do. */
const TOWN_RUBRICS = [
  'restaurant',
  'hotel',
  'parking',
  'station-service',
  'pharmacie',
  'supermarche',
] as const;

/** How far around a street address « À proximité » lists its places, m (a walk of a quarter hour). */
const NEARBY_RADIUS_METRES = 1000;

/**
 * « À proximité »: the restaurants, hotels, car parks… of a town or district (its box), or
 * around an address, as Google Maps' « Nearby »: each opening its list.
 */
function TownPlaces(props: { address: Address }) {
  const t = useT();
  const { geocode_level: level, coordinates } = props.address;
  const around = offersPlacesAround(level) ? bboxAround(coordinates, NEARBY_RADIUS_METRES) : null;
  const bbox = offersNearbyLists(level) ? props.address.bbox : around;
  if (!bbox) return null;
  return (
    <nav className="search-panel-body town-places" aria-labelledby="town-places-title">
      <h2 id="town-places-title">{t('search.town.places')}</h2>
      <ul className="chip-row" data-testid="town-places">
        {TOWN_RUBRICS.map((id) => {
          const [to = '', hash = ''] = poiListHref({ kind: 'rubric', id }, { bbox }).split('#');
          return (
            <li key={id}>
              <Link className="chip" to={to} hash={hash} hashScrollIntoView={false}>
                {t(`search.town.rubric.${id}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The slots of a place page: a rectangle on a desktop, a banner on a phone. */
function PlaceAds(props: { pageId: string }) {
  const navigate = useNavigate();
  const go = (href: string): void => void navigate({ href });
  return (
    <>
      <AdHost pageId={props.pageId} placement="address_vde_desktop" size="300x250" go={go} />
      <AdHost pageId={props.pageId} placement="address_vde_mobile" size="320x50" go={go} />
    </>
  );
}

/** An address, town or place page; `point`: an address page read back at this point. */
export function AddressPage(props: { location: string; kind: PageKind; point?: LngLat }) {
  const { placePage } = useAppSystem();
  const t = useT();
  const closePage = useClosePage();
  const address = useSelector(placePage, (s) => s.context.address);
  usePlacePage(props.kind, props.location, props.point);
  const title = t(
    address?.geocode_level === 'town' ? 'search.town.title' : PAGES[props.kind].title,
  );
  return (
    <SearchPanel
      title={title}
      testId={props.kind === 'town' ? 'town-page' : 'address-page'}
      onClose={() => closePage()}
      peekName={address?.split_label[0]}
    >
      <PlaceBody address={address} />
      <PlaceAds pageId={placeAdPageId(props.kind)} />
    </SearchPanel>
  );
}

function TownRoute() {
  const location = useParam('location');
  return <AddressPage location={location} kind="town" />;
}

function PlaceRoute() {
  const location = useParam('location');
  return <AddressPage location={location} kind="place" />;
}

function HamletRoute() {
  const location = useParam('location');
  return <AddressPage location={location} kind="hamlet" />;
}

function PoiRoute() {
  const { search, placePage } = useAppSystem();
  const t = useT();
  const locale = useLocale();
  const closePage = useClosePage();
  const geoentityId = useParam('geoentityId');
  const poi = useSelector(placePage, (s) => s.context.poi);
  const state = useSelector(placePage, (s) => s.value);
  useEffect(() => {
    const known = search.getSnapshot().context.poi;
    if (known?.id === geoentityId) placePage.send({ type: 'show.poi', poi: known });
    else placePage.send({ type: 'open', request: { kind: 'poi', id: geoentityId } });
  }, [search, placePage, geoentityId]);
  return (
    <SearchPanel
      title={poi ? poiRubricLabel(poi.rubric, locale) : t('search.poi.title')}
      testId="poi-page"
      onClose={() => closePage()}
    >
      {state === 'loading' && <PanelMessage>{t('search.loading')}</PanelMessage>}
      {state === 'notFound' && <PanelMessage role="alert">{t('search.poi.notFound')}</PanelMessage>}
      {poi && (
        <div className="search-panel-body">
          <h1>{poi.name}</h1>
          {poi.addressLabel && <p className="lead">{poi.addressLabel}</p>}
          {poi.brand && poi.brand !== poi.name && <p className="lead">{poi.brand}</p>}
        </div>
      )}
      {poi && <PlaceAds pageId={placeAdPageId('poi')} />}
    </SearchPanel>
  );
}

/** /plan/{location}. */
export const townLazyRoute = createLazyRoute('/plan/$location')({ component: TownRoute });
/** /plan/lieu/{location}. */
export const placeLazyRoute = createLazyRoute('/plan/lieu/$location')({ component: PlaceRoute });
/** /plan/lieu-dit/{location}. */
export const hamletLazyRoute = createLazyRoute('/plan/lieu-dit/$location')({
  component: HamletRoute,
});
/** /poi/{geoentityId}. */
export const poiLazyRoute = createLazyRoute('/poi/$geoentityId')({ component: PoiRoute });
