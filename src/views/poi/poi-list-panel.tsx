/**
 * The list panel of a map POI search (spec §4): requested, loaded or failed indicator, the fuel
 * filter of the fuel app, the POIs (50 at most) with their price or opening status, and the place
 * card of the focused POI over the map. The list follows the map (poi-list-machine: 500 ms
 * debounce, 100 px desktop / 30 px mobile); the URL's bbox follows the list.
 */
import { offersFavorites } from '../../domain/paths/account-hash';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Bbox, LngLat } from '../../domain/geo';
import {
  fuelFilterOf,
  fuelPriceText,
  OPEN_FILTER,
  POI_LIST_MAX,
  poiFuel,
  type GeoentityPoi,
} from '../../domain/geoentity';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import { listStatus } from '../../machines/poi-list-machine';
import { sameListArea } from '../../domain/poi-list-area';
import { itineraryHash } from '../../domain/paths/itinerary-hash';
import { hashFilters } from '../../domain/paths/poi-paths';
import type { PoiSource } from '../../services/poi-api';
import type { Translate } from '../../i18n/translate';
import { useAppSystem, useLocale, useT } from '../app-context';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { FuelFilter } from './fuel-filter';
import { ListFiltersOverlay, ListFilterBar } from './list-filters';
import { DEFAULT_CARD_FUEL, FuelPriceDay, OpeningStatusBadge, PlaceCard } from './place-card';
import { PoiIcon } from './poi-icon';
import { usePoiDisplay, usePoiSystem } from './use-poi';
import { enterPoiList } from '../../machines/poi-list-entry';
import { useFocusHistory } from './use-focus-history';
import { useHoverMark, type RestHandlers } from './use-hover-mark';

/**
 * « 1 lieu dans la zone », « 12 lieux dans la zone »: the list's count, singular for one; a
 * list at the most it holds (§9's 50) says it is the nearest ones, not every place of the zone.
 */
export function poiCountText(t: Translate, count: number): string {
  if (count >= POI_LIST_MAX) return t('poi.list.countCapped', { count });
  return count === 1 ? t('poi.list.count.one') : t('poi.list.count', { count });
}

/** One POI of a list: icon, name, address, and the fuel price or opening status. */
export function PoiListItem(props: {
  poi: GeoentityPoi;
  fuel: string | null;
  focused: boolean;
  onSelect: () => void;
  /** The handlers of the mouse or the keyboard's focus resting on the line (use-hover-mark.ts). */
  rest: RestHandlers;
  highlighted: boolean;
  extra?: ReactNode;
}) {
  const locale = useLocale();
  const { poi } = props;
  const marks = [
    props.focused && 'poi-item--focused',
    props.highlighted && 'poi-item--highlighted',
  ];
  return (
    <li
      className={['poi-item', ...marks].filter(Boolean).join(' ')}
      data-poi-id={poi.id}
      {...props.rest}
    >
      <button
        type="button"
        className="poi-item-button"
        data-testid="poi-item"
        onClick={props.onSelect}
      >
        <PoiIcon iconId={poi.rubric.icon} color={poi.rubric.color} size={30} />
        <span className="poi-item-text">
          <span className="poi-item-name">{poi.name}</span>
          <span className="line2">
            {poi.addressLabel ?? poi.town ?? poiRubricLabel(poi.rubric, locale)}
          </span>
          <OpeningStatusBadge poi={poi} />
        </span>
        {props.fuel && poi.rubric.id === 'station-service' && (
          <span className="poi-item-price" data-testid="poi-item-price">
            {fuelPriceText(poiFuel(poi, props.fuel), !locale.startsWith('en'))}
            <FuelPriceDay fuel={poiFuel(poi, props.fuel)} />
          </span>
        )}
      </button>
      {props.extra}
    </li>
  );
}

/** The place to measure card distances from: the user's position, else the list's centre. */
export function useCardOrigin(bbox: Bbox | null): LngLat | null {
  const { geolocation } = useAppSystem();
  const position = useSelector(geolocation, (s) => s.context.position);
  if (position) return { lng: position.lng, lat: position.lat };
  return bbox ? { lng: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 } : null;
}

/** Opens the itinerary to a POI. */
export function useDirections(): (poi: GeoentityPoi) => void {
  const navigate = useNavigate();
  return (poi) =>
    void navigate({
      to: '/itineraire',
      hash: itineraryHash({ screen: 'to', to: { point: poi.coordinates, label: poi.name } }),
    });
}

/** The state of the list: loading, failure with retry, not found, empty, count. */
function ListMessages() {
  const ps = usePoiSystem();
  const t = useT();
  const status = useSelector(ps.list, listStatus);
  const { pois, error, nearestOnly } = useSelector(ps.list, (s) => s.context);
  return (
    <>
      {status === 'requested' && <PanelMessage>{t('poi.list.loading')}</PanelMessage>}
      {status === 'failed' && error && 'messageKey' in error && (
        <PanelMessage role="alert">
          {t('poi.list.failed', { reason: t(error.messageKey) })}{' '}
          <button
            type="button"
            className="text-button"
            onClick={() => ps.list.send({ type: 'retry' })}
          >
            {t('poi.list.retry')}
          </button>
        </PanelMessage>
      )}
      {error?.kind === 'notfound' && (
        <PanelMessage role="alert">{t('poi.list.notFound')}</PanelMessage>
      )}
      {status === 'loaded' && pois.length === 0 && <EmptyList />}
      {status === 'loaded' && nearestOnly && <PanelMessage>{t('poi.list.nearest')}</PanelMessage>}
      {status === 'loaded' && pois.length > 0 && !nearestOnly && (
        <p className="poi-list-count" data-testid="poi-count">
          {poiCountText(t, pois.length)}
        </p>
      )}
    </>
  );
}

function ListBody(props: { onOpenPoi: (poi: GeoentityPoi) => void }) {
  const ps = usePoiSystem();
  const status = useSelector(ps.list, listStatus);
  const { pois, filters, currentFuel, focusedPoiId } = useSelector(ps.list, (s) => s.context);
  const fuelFilter = fuelFilterOf(filters);
  const fuel = fuelFilter ? currentFuel : null;
  const mark = useHoverMark();
  const closeCard = useFocusHistory({
    focused: focusedPoiId,
    focus: (id) => ps.list.send({ type: 'poi.focus', id }),
    unfocus: () => ps.list.send({ type: 'poi.unfocus' }),
  });
  return (
    <div className="poi-list-body" aria-busy={status === 'requested'}>
      {fuelFilter && (
        <FuelFilter
          filter={fuelFilter}
          onChange={(f) => ps.list.send({ type: 'filter.set', currentFuel: f })}
        />
      )}
      <ListFilterBar />
      <ListMessages />
      <ul className="poi-list" data-testid="poi-list">
        {pois.map((poi) => (
          <PoiListItem
            key={poi.id}
            poi={poi}
            fuel={fuel}
            focused={poi.id === focusedPoiId}
            onSelect={() => ps.list.send({ type: 'poi.focus', id: poi.id, from: 'list' })}
            highlighted={poi.id === mark.highlightedId}
            rest={mark.handlersOf(poi.id)}
          />
        ))}
      </ul>
      <FocusedCard onOpenPoi={props.onOpenPoi} onClose={closeCard} />
    </div>
  );
}

function FocusedCard(props: { onOpenPoi: (poi: GeoentityPoi) => void; onClose: () => void }) {
  const ps = usePoiSystem();
  const directions = useDirections();
  const { pois, focusedPoiId, currentFuel, filters, bbox, source } = useSelector(
    ps.list,
    (s) => s.context,
  );
  const origin = useCardOrigin(bbox);
  const poi = pois.find((p) => p.id === focusedPoiId);
  if (!poi) return null;
  return (
    <PlaceCard
      poi={poi}
      fuel={fuelFilterOf(filters) ? currentFuel : DEFAULT_CARD_FUEL}
      origin={origin}
      onMore={() => props.onOpenPoi(poi)}
      onDirections={() => directions(poi)}
      onClose={props.onClose}
      favorite={offersFavorites(source)}
    />
  );
}

/**
 * Opens the list of a source in the box of the URL (else the map's view), once per source, with
 * the filters of the URL (`filters`: its `f.…` query, as a string that changes only with it).
 */
export function useOpenList(source: PoiSource, bbox: Bbox | undefined, filters = ''): void {
  const ps = usePoiSystem();
  const router = useRouter();
  useEffect(() => {
    // Back to a list left with a result's card open: the card again once the list is in.
    const focus = router.state.location.state.poiFocus;
    enterPoiList(ps, { source, bbox, chosen: hashFilters(`?${filters}`), focus });
  }, [ps, router, source, bbox, filters]);
}

/** What the URL of a list keeps: its box and its chosen filters. */
export interface ListView {
  bbox: Bbox;
  chosen: Readonly<Record<string, string>>;
}

/**
 * Gives `onView` the box and the filters of each loaded list when they change (not when the panel
 * renders again), and again when the page's address changes (the filters overlay closed: the
 * list's entry is brought up to the filters chosen over it). True once the list has loaded.
 */
function useViewInUrl(
  source: PoiSource,
  asked: Bbox | undefined,
  onView: ((view: ListView) => void) | undefined,
): boolean {
  const ps = usePoiSystem();
  // Only this source's list: the panel stays mounted from one list's address to another's, whose
  // URL must not receive the box and the filters of the list still loaded.
  const bbox = useSelector(ps.list, (s) =>
    s.matches({ active: 'loaded' }) &&
    s.context.source?.kind === source.kind &&
    s.context.source.id === source.id
      ? s.context.bbox
      : null,
  );
  const chosen = useSelector(ps.list, (s) => s.context.chosen);
  const hash = useRouterState({ select: (s) => s.location.hash });
  const latest = useRef(onView);
  useEffect(() => {
    latest.current = onView;
  });
  // An address asking for another area (the category searched again in another town) is not
  // this list's: the list opens there (`sameListArea`), the address is not put back to it.
  const elsewhere = !!bbox && !sameListArea(bbox, asked ?? null);
  useEffect(() => {
    if (bbox && !elsewhere) latest.current?.({ bbox, chosen });
  }, [bbox, chosen, hash, elsewhere]);
  return bbox !== null;
}

/**
 * An empty list: filtered, it says that the filters leave nothing and offers to remove them (the
 * map is not the cause); else the map should be moved or zoomed out.
 */
function EmptyList() {
  const ps = usePoiSystem();
  const t = useT();
  const filtered = useSelector(ps.list, (s) => Object.keys(s.context.chosen).length > 0);
  // « Ouvert maintenant » alone leaves out the places whose hours are unknown: it says so.
  const open = useSelector(ps.list, (s) => {
    const { chosen } = s.context;
    const only = Object.keys(chosen).length === 1;
    return only && chosen[OPEN_FILTER.parameter] === OPEN_FILTER.value;
  });
  if (!filtered) return <PanelMessage>{t('poi.list.empty')}</PanelMessage>;
  return (
    <PanelMessage>
      {t(open ? 'poi.list.emptyOpen' : 'poi.list.emptyFiltered')}{' '}
      <button
        type="button"
        className="text-button"
        data-testid="filters-clear"
        onClick={() => ps.list.send({ type: 'filters.clear' })}
      >
        {t('poi.list.clearFilters')}
      </button>
    </PanelMessage>
  );
}

/** The panel. */
export function PoiListPanel(props: {
  title: string;
  source: PoiSource;
  bbox: Bbox | undefined;
  onClose: () => void;
  onOpenPoi: (poi: GeoentityPoi) => void;
  /** The filters of the URL (its `f.…` query). */
  filters?: string | undefined;
  /** Called with the box and the filters of each loaded list (the URL keeps them). */
  onView?: ((view: ListView) => void) | undefined;
  testId?: string | undefined;
}) {
  usePoiDisplay('list');
  useOpenList(props.source, props.bbox, props.filters);
  const loaded = useViewInUrl(props.source, props.bbox, props.onView);
  return (
    <SearchPanel
      title={props.title}
      testId={props.testId ?? 'poi-list-panel'}
      onClose={props.onClose}
      fit={loaded}
    >
      <ListBody onOpenPoi={props.onOpenPoi} />
      <ListFiltersOverlay source={props.source} />
    </SearchPanel>
  );
}
