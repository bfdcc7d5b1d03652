/**
 * The /plan screen: its hash routes (§2) /plan#/recherche/{query}?bbox= (search results) and
 * /plan#/{location} (an address page), the map POI searches /plan#/recherche/categorie/{id} and
 * /plan#/recherche/sous-categorie/{id} (src/views/poi/), the detail variants of a search or an
 * address page (`…/poi/{geoentityId}`: the POI's sheet), else the home panel with the map's view
 * in the URL (`/plan#?bbox=`, plan-home.tsx). The result panels load lazily.
 */
import { usePageHash } from '../use-page-hash';
import { lazy, Suspense } from 'react';
import { parsePlanPoiSearch } from '../../domain/paths/poi-paths';
import { backTarget } from '../../domain/paths/path-builder';
import { parsePlanHash } from '../../domain/paths/search-paths';
import { PlanHome } from '../plan-home';
import { PanelLoading } from '../panel-loading';
import { withScreenMessages } from '../../i18n/translate';

const SearchResults = lazy(
  withScreenMessages(() => import('./search-results').then((m) => ({ default: m.SearchResults }))),
);
const AddressPage = lazy(
  withScreenMessages(() => import('./place-pages').then((m) => ({ default: m.AddressPage }))),
);
const PlanPoiSearchScreen = lazy(
  withScreenMessages(() =>
    import('../poi/poi-pages').then((m) => ({ default: m.PlanPoiSearchScreen })),
  ),
);
const PlanPoiDetail = lazy(
  withScreenMessages(() => import('../poi/poi-pages').then((m) => ({ default: m.PlanPoiDetail }))),
);

/** The screen. */
export function PlanScreen() {
  // Under an overlay (#/filtres over a category's list), the page keeps its own fragment.
  const hash = usePageHash();
  const poiSearch = parsePlanPoiSearch(hash);
  if (poiSearch) {
    return (
      <Suspense fallback={<PanelLoading />}>
        <PlanPoiSearchScreen search={poiSearch} />
      </Suspense>
    );
  }
  const route = parsePlanHash(hash);
  // The detail variant: a POI's sheet, closing back to the results or the address page (§2).
  if ((route.kind === 'search' || route.kind === 'location') && route.poiId) {
    const target = backTarget(`/plan#${hash}`);
    const back = target.kind === 'path' ? target.path : '/plan';
    return (
      <Suspense fallback={<PanelLoading />}>
        <PlanPoiDetail poiId={route.poiId} backHref={back} />
      </Suspense>
    );
  }
  if (route.kind === 'search') {
    return (
      <Suspense fallback={<PanelLoading />}>
        <SearchResults query={route.query} bbox={route.bbox} />
      </Suspense>
    );
  }
  if (route.kind === 'location') {
    return (
      <Suspense fallback={<PanelLoading />}>
        <AddressPage
          location={route.location}
          kind="address"
          {...(route.point ? { point: route.point } : {})}
        />
      </Suspense>
    );
  }
  return <PlanHome />;
}
