/**
 * The map POI search screens (lazy, spec §2): /app/{app}, /activite/{rubric} (a store chain id
 * keeps the search's chain listing), /plan#/recherche/categorie/{category} and
 * /plan#/recherche/sous-categorie/{subcategory}, each with its /poi/{geoentityId} sheet, the POI
 * page /poi/{geoentityId}, and a POI's sheet over a search or an address page of /plan. The list's box goes into the URL after each load.
 */
import { createLazyRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bbox } from '../../domain/geo';
import type { GeoentityPoi } from '../../domain/geoentity';
import { STORE_CHAINS_BY_ID } from '../../domain/poi-catalogue/chains';
import { rubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import { rubricListTitle } from '../../domain/poi-catalogue/rubric-list-titles';
import { RUBRICS_BY_ID } from '../../domain/poi-catalogue/rubrics';
import {
  filtersQuery,
  parsePlanPoiSearch,
  poiListHref,
  showsList,
  type PlanPoiSearch,
} from '../../domain/paths/poi-paths';
import { hashBbox } from '../../domain/paths/search-paths';
import { usePageHash } from '../use-page-hash';
import type { PoiSource } from '../../services/poi-api';
import { useAppSystem, useLocale, useT } from '../app-context';
import { listingLazyRoute } from '../search/listing-page';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { listStatus } from '../../machines/poi-list-machine';
import { PoiListPanel, useOpenList, type ListView } from './poi-list-panel';
import { PoiSheetPanel } from './poi-sheet';
import { useCatalogue, usePoiDisplay, usePoiSystem } from './use-poi';
import './poi.css';
import { useOptionalParam, useParam } from '../../router/route-params';

/** The title of a source, null while the catalogue loads, undefined for an unknown id. */
function useSourceTitle(source: PoiSource): string | null | undefined {
  const config = useCatalogue();
  const locale = useLocale();
  if (source.kind === 'rubric') return rubricListTitle(source.id, locale);
  if (!config) return null;
  if (source.kind === 'app') return config.apps.find((a) => a.id === source.id)?.name;
  if (source.kind === 'category') return config.categories.find((c) => c.id === source.id)?.label;
  return config.subcategories.find((s) => s.id === source.id)?.label;
}

/**
 * Navigation of a list: to its sheets, back to the map, its box into the URL. The box goes into
 * the URL only while the list itself is shown: a search started from the header meanwhile has
 * moved on to another screen, which a late box must not replace.
 */
function useListNavigation(source: PoiSource) {
  const navigate = useNavigate();
  const router = useRouter();
  const ps = usePoiSystem();
  const { search, placePage } = useAppSystem();
  const go = useCallback(
    (href: string, replace = false) => {
      const [path = '', hash = ''] = href.split('#');
      // A box replacing the entry keeps its state (the card shown, use-focus-history.ts).
      void navigate({
        to: path,
        hash,
        replace,
        ...(replace ? { state: true as const } : {}),
        hashScrollIntoView: false,
      });
    },
    [navigate],
  );
  const kept = () => {
    const { bbox, chosen } = ps.list.getSnapshot().context;
    return { bbox, filters: chosen };
  };
  return {
    openPoi: (poi: GeoentityPoi) => go(poiListHref(source, { poiId: poi.id, ...kept() })),
    backToList: () => go(poiListHref(source, kept())),
    close: () => {
      ps.list.send({ type: 'close' });
      // The map is left clear: no list, nor the search or the page it was opened from.
      search.send({ type: 'clear' });
      placePage.send({ type: 'close' });
      go('/plan');
    },
    keepView: (view: ListView) => {
      const { location } = router.state;
      if (!showsList(source, location)) return;
      const href = poiListHref(source, { bbox: view.bbox, filters: view.chosen });
      if (href !== `${location.pathname}#${location.hash}`) go(href, true);
    },
  };
}

/**
 * The search box says which list is shown (after Back from another search, too): a rubric by its
 * name, as one searches it (« Boulangerie »), above its list titled in the plural.
 */
function useShownInSearchBox(source: PoiSource, title: string | null | undefined): void {
  const { suggest } = useAppSystem();
  const locale = useLocale();
  const text = source.kind === 'rubric' ? rubricLabel(source.id, locale) : title;
  useEffect(() => {
    // « boulangerie rouen » typed stays in the box above the list of « Boulangerie ».
    if (text) suggest.send({ type: 'shown', value: text, head: true });
  }, [suggest, text]);
}

/** A list of a source, or its sheet when `poiId` is given. */
export function PoiSearchScreen(props: {
  source: PoiSource;
  bbox: Bbox | undefined;
  poiId?: string | undefined;
  testId?: string | undefined;
}) {
  const t = useT();
  const title = useSourceTitle(props.source);
  const nav = useListNavigation(props.source);
  const filters = filtersQuery(usePageHash());
  useShownInSearchBox(props.source, title);
  if (title === undefined)
    return (
      <SearchPanel title={props.source.id} testId="poi-list-panel" onClose={nav.close}>
        <PanelMessage role="alert">
          {t('poi.list.unknownSource', { id: props.source.id })}
        </PanelMessage>
      </SearchPanel>
    );
  if (props.poiId)
    return <ListSheet {...props} filters={filters} poiId={props.poiId} onBack={nav.backToList} />;
  return (
    <PoiListPanel
      title={title ?? ''}
      source={props.source}
      bbox={props.bbox}
      testId={props.testId}
      onClose={nav.close}
      onOpenPoi={nav.openPoi}
      filters={filters}
      onView={nav.keepView}
    />
  );
}

function ListSheet(props: {
  source: PoiSource;
  bbox: Bbox | undefined;
  /** The list's filters in the URL (its `f.…` query). */
  filters: string;
  poiId: string;
  onBack: () => void;
}) {
  const ps = usePoiSystem();
  usePoiDisplay('list');
  useOpenList(props.source, props.bbox, props.filters);
  useLeavePoi(props.poiId);
  const known = useSelector(ps.list, (s) => s.context.pois.find((p) => p.id === props.poiId));
  const [shown, setShown] = useState<GeoentityPoi | null>(null);
  useRevealSheetPoi(shown, known !== undefined);
  return <PoiSheetPanel id={props.poiId} known={known} onClose={props.onBack} onShown={setShown} />;
}

/**
 * Brings a list's POI sheet into sight at street level once per POI, as a choice in the list
 * does (from its URL the map would stay on the whole region). Once the list has answered: a POI
 * it holds is focused there; one it does not (another area) is shown on its own.
 */
function useRevealSheetPoi(poi: GeoentityPoi | null, inList: boolean): void {
  const ps = usePoiSystem();
  const { placePage } = useAppSystem();
  const listed = useSelector(ps.list, (s) => listStatus(s) !== 'requested');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!poi || !listed || done.current === poi.id) return;
    done.current = poi.id;
    if (inList) ps.list.send({ type: 'poi.focus', id: poi.id, from: 'list' });
    else placePage.send({ type: 'show.poi', poi, locate: true });
  }, [poi, listed, inList, ps, placePage]);
}

function useHashBbox(): Bbox | undefined {
  return hashBbox(usePageHash());
}

function AppRoute() {
  const app = useParam('app');
  const geoentityId = useOptionalParam('geoentityId');
  const bbox = useHashBbox();
  return <PoiSearchScreen source={{ kind: 'app', id: app }} bbox={bbox} poiId={geoentityId} />;
}

const ChainListing = listingLazyRoute.options.component!;

function ActivityRoute() {
  const rubric = useParam('rubric');
  const geoentityId = useOptionalParam('geoentityId');
  const bbox = useHashBbox();
  if (!RUBRICS_BY_ID.has(rubric) && STORE_CHAINS_BY_ID.has(rubric)) return <ChainListing />;
  return (
    <PoiSearchScreen
      source={{ kind: 'rubric', id: rubric }}
      bbox={bbox}
      poiId={geoentityId}
      testId="listing-page"
    />
  );
}

/** /plan#/recherche/categorie/{id} and /sous-categorie/{id}, with their /poi/{id}. */
export function PlanPoiSearchScreen(props: { search: PlanPoiSearch }) {
  const { kind, id, poiId, bbox } = props.search;
  return <PoiSearchScreen source={{ kind, id }} bbox={bbox} poiId={poiId} />;
}

/**
 * A POI's page left for another (a new search, a place picked): the map forgets its pin, unless
 * the place page already shows something else.
 */
function useLeavePoi(poiId: string): void {
  const { placePage } = useAppSystem();
  useEffect(
    () => () => {
      if (placePage.getSnapshot().context.poi?.id === poiId) placePage.send({ type: 'close' });
    },
    [placePage, poiId],
  );
}

function PoiPageRoute() {
  const { placePage, search } = useAppSystem();
  const navigate = useNavigate();
  const geoentityId = useParam('geoentityId');
  useLeavePoi(geoentityId);
  // Opened from a search result, the map is already on the POI; from its URL, it locates it.
  const show = useCallback(
    (poi: GeoentityPoi) =>
      placePage.send({
        type: 'show.poi',
        poi,
        locate: search.getSnapshot().context.poi?.id !== poi.id,
      }),
    [placePage, search],
  );
  const close = (): void => {
    search.send({ type: 'clear' });
    placePage.send({ type: 'close' });
    void navigate({ to: '/plan', hash: '' });
  };
  return <PoiSheetPanel id={geoentityId} onClose={close} onShown={show} />;
}

/**
 * A POI's sheet over a search or an address page of /plan (their detail variant, §2:
 * `/plan#/recherche/{query}/poi/{id}`, `/plan#/{location}/poi/{id}`): the map goes to the POI;
 * closing goes back to the results or the address (`backHref`).
 */
export function PlanPoiDetail(props: { poiId: string; backHref: string }) {
  const { placePage } = useAppSystem();
  useLeavePoi(props.poiId);
  const navigate = useNavigate();
  const show = useCallback(
    (poi: GeoentityPoi) => placePage.send({ type: 'show.poi', poi, locate: true }),
    [placePage],
  );
  const close = (): void => {
    placePage.send({ type: 'close' });
    const [path = '', hash = ''] = props.backHref.split('#');
    // The sheet's entry becomes its list's: Back does not open the closed sheet again.
    void navigate({ to: path, hash, replace: true, hashScrollIntoView: false });
  };
  return <PoiSheetPanel id={props.poiId} onClose={close} onShown={show} />;
}

/** Lazy parts of the routes. */
export const appLazyRoute = createLazyRoute('/app/$app')({ component: AppRoute });
export const appPoiLazyRoute = createLazyRoute('/app/$app/poi/$geoentityId')({
  component: AppRoute,
});
export const activityLazyRoute = createLazyRoute('/activite/$rubric')({ component: ActivityRoute });
export const activityPoiLazyRoute = createLazyRoute('/activite/$rubric/poi/$geoentityId')({
  component: ActivityRoute,
});
export const poiPageLazyRoute = createLazyRoute('/poi/$geoentityId')({ component: PoiPageRoute });

/** Reads a /plan hash of a map POI search (re-exported for the plan screen's lazy import). */
export { parsePlanPoiSearch };
