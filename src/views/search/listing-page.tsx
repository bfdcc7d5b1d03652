/**
 * The listing of a rubric or store chain (lazy): /activite/{rubric}#?bbox={bbox}, where a search
 * naming a category or chain redirects (§4 a). It shows the POIs of that search; opened from its
 * URL, it runs the search of the rubric or chain in the bbox of the hash (four numbers only).
 */
import { createLazyRoute, useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { STORE_CHAINS_BY_ID } from '../../domain/poi-catalogue/chains';
import { rubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import { RUBRICS_BY_ID } from '../../domain/poi-catalogue/rubrics';
import { hashBbox } from '../../domain/paths/search-paths';
import { useAppSystem, useLocale, useT } from '../app-context';
import { PanelMessage, PoiList, SearchPanel } from './search-panel';
import { useParam } from '../../router/route-params';

function labelOf(id: string): string {
  return RUBRICS_BY_ID.get(id)?.label ?? STORE_CHAINS_BY_ID.get(id)?.label ?? id;
}

function ListingRoute() {
  const { search, placePage } = useAppSystem();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const rubric = useParam('rubric');
  const hash = useRouterState({ select: (s) => s.location.hash });
  const response = useSelector(search, (s) => s.context.response);
  const loading = useSelector(search, (s) => s.context.loading);
  const header = response?.header;
  const matches = header?.rubric_id === rubric || header?.store_chains_id === rubric;
  // The machine searches unless its response is this listing already.
  useEffect(() => {
    search.send({
      type: 'listing.entered',
      rubric,
      query: labelOf(rubric),
      bbox: hashBbox(hash) ?? null,
    });
  }, [search, rubric, hash]);
  const pois = matches ? (response?.pois ?? []) : [];
  return (
    <SearchPanel
      title={t('search.listing.title', {
        label: rubricLabel(rubric, locale) ?? labelOf(rubric),
        count: pois.length,
      })}
      testId="listing-page"
      onClose={() => {
        // Closing the list clears the map of its places and of the page it was searched from.
        search.send({ type: 'clear' });
        placePage.send({ type: 'close' });
        void navigate({ to: '/plan' });
      }}
    >
      {loading && <PanelMessage>{t('search.loading')}</PanelMessage>}
      {!loading && matches && pois.length === 0 && (
        <PanelMessage>{t('search.listing.empty')}</PanelMessage>
      )}
      <PoiList pois={pois} onSelect={(poi) => search.send({ type: 'selectPoi', poi })} />
    </SearchPanel>
  );
}

/** /activite/{rubric}. */
export const listingLazyRoute = createLazyRoute('/activite/$rubric')({ component: ListingRoute });
