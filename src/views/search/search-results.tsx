/**
 * The search route /plan#/recherche/{query}?bbox= (lazy): starts the search when the URL asks
 * for another one, and shows what the search machine decided: loading, a POI list, a
 * multi-address list, no result, or the failure. A single result has already moved on to its
 * page.
 */
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Bbox } from '../../domain/geo';
import { useAppSystem, useT } from '../app-context';
import { AddressList, PanelMessage, PoiList, SearchPanel } from './search-panel';

function ResultsBody(props: { query: string; bbox: Bbox | undefined }) {
  const { search } = useAppSystem();
  const t = useT();
  const state = useSelector(search, (s) => s.value);
  const context = useSelector(search, (s) => s.context);
  const response = context.response;
  if (state === 'loading') return <PanelMessage>{t('search.loading')}</PanelMessage>;
  if (state === 'noResult') return <PanelMessage role="alert">{t('search.noResult')}</PanelMessage>;
  if (state === 'failed' && context.error) {
    const retry = () =>
      search.send({ type: 'search', query: props.query, bbox: props.bbox ?? null });
    return (
      <PanelMessage role="alert">
        {t('search.failed', { reason: t(context.error.messageKey) })}{' '}
        <button type="button" className="text-button" onClick={retry}>
          {t('search.retry')}
        </button>
      </PanelMessage>
    );
  }
  if (state === 'poiList' && response) {
    return (
      <>
        <p className="lead search-panel-body">
          {t('search.results.pois', { count: response.pois.length })}
        </p>
        <PoiList
          pois={response.pois}
          onSelect={(poi) => search.send({ type: 'selectPoi', poi, fromResults: true })}
        />
      </>
    );
  }
  if (state === 'addressList' && response) {
    return (
      <>
        <p className="lead search-panel-body">
          {t('search.results.addresses', { count: response.addresses.length })}
        </p>
        <AddressList
          addresses={response.addresses}
          onSelect={(address) => search.send({ type: 'select', address })}
        />
      </>
    );
  }
  return null;
}

/** The panel. */
export function SearchResults(props: { query: string; bbox: Bbox | undefined }) {
  const { search, suggest, placePage } = useAppSystem();
  const t = useT();
  const navigate = useNavigate();
  const { query, bbox } = props;
  const settled = useSelector(search, (s) => s.value !== 'loading');
  // The machine searches unless this query is the one shown.
  useEffect(() => {
    search.send({ type: 'results.entered', query, bbox: bbox ?? null });
    // The address page searched from lets its pin go (a place of these results keeps its own).
    if (placePage.getSnapshot().context.address) placePage.send({ type: 'close' });
    // Back to these results: the box says what they are of.
    suggest.send({ type: 'shown', value: query });
  }, [search, suggest, placePage, query, bbox]);
  const close = (): void => {
    search.send({ type: 'clear' });
    void navigate({ to: '/plan', hash: '' });
  };
  return (
    <SearchPanel
      title={t('search.results.title', { query: props.query })}
      testId="search-results"
      onClose={close}
      fit={settled}
    >
      <ResultsBody query={props.query} bbox={props.bbox} />
    </SearchPanel>
  );
}
