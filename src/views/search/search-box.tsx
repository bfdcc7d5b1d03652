/**
 * The search box of the header: on desktop an input with its list of suggestions (keyboard:
 * arrows, Enter, Escape); on mobile a field that opens the /#/suggestion overlay. Views only
 * send events to the suggest actor and read its state.
 */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { registerMapExtension } from '../../map/map-extensions';
import { searchLayerExtension } from '../../map/search-layer';
import { itemsOf, nothingSuggested } from '../../machines/suggest-machine';
import { useAppSystem, useT } from '../app-context';
import { isRecentPlace, useCategoryLabel } from './use-category-label';
import { listedSuggestion, optionId, SuggestionList } from './suggestion-list';
import './search.css';
import { isItineraryPath, SUGGEST_HASH } from '../../domain/paths/search-paths';

const KEYS: Readonly<Record<string, 'key.down' | 'key.up' | 'submit' | 'escape'>> = {
  ArrowDown: 'key.down',
  ArrowUp: 'key.up',
  Enter: 'submit',
  Escape: 'escape',
};

/** The clear and submit buttons of the box. */
function SearchButtons(props: { hasText: boolean }) {
  const { suggest } = useAppSystem();
  const t = useT();
  return (
    <>
      {props.hasText && (
        <button
          type="button"
          className="search-clear"
          aria-label={t('search.clear')}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => suggest.send({ type: 'input', value: '' })}
        />
      )}
      <button
        type="button"
        className="search-submit"
        aria-label={t('search.submit')}
        onClick={() => suggest.send({ type: 'submit' })}
      />
    </>
  );
}

/** The text input (a combobox) with its clear and submit buttons. */
function SearchInput(props: {
  listId: string;
  expanded: boolean;
  autoFocus?: boolean | undefined;
}) {
  const { suggest } = useAppSystem();
  const t = useT();
  const context = useSelector(suggest, (s) => s.context);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    const type = KEYS[event.key];
    if (!type) return;
    event.preventDefault();
    suggest.send({ type });
  };
  const active = context.highlighted >= 0 ? optionId(props.listId, context.highlighted) : undefined;
  return (
    <form role="search" className="search-form" onSubmit={(event) => event.preventDefault()}>
      <span className="search-form-icon" aria-hidden="true" />
      <input
        type="search"
        name="q"
        data-testid="search-input"
        className="search-input"
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={props.expanded}
        aria-controls={props.listId}
        aria-autocomplete="list"
        aria-activedescendant={active}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        autoFocus={props.autoFocus}
        value={context.inputValue}
        onChange={(event) => suggest.send({ type: 'input', value: event.target.value })}
        onFocus={(event) => {
          // Opened for a new search (the phone's overlay), the last one's text is selected: what
          // is typed replaces it rather than adding to it.
          if (props.autoFocus) event.currentTarget.select();
          suggest.send({ type: 'focus' });
        }}
        onBlur={() => suggest.send({ type: 'blur' })}
        onKeyDown={onKeyDown}
      />
      <SearchButtons hasText={context.inputValue !== ''} />
    </form>
  );
}

/** No suggestion for the text typed: said, with the full search one click away. */
function NothingSuggested(props: { query: string }) {
  const { suggest } = useAppSystem();
  const t = useT();
  return (
    <div className="search-nothing" role="status" data-testid="search-nothing">
      <span>{t('search.noSuggestion')}</span>
      <button
        type="button"
        className="text-button"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => suggest.send({ type: 'submit' })}
      >
        {t('search.searchAnyway', { query: props.query })}
      </button>
    </div>
  );
}

/** The input and its list; `overlay` keeps the list open under a full-screen field. */
export function SearchField(props: { overlay?: boolean; autoFocus?: boolean }) {
  const { suggest } = useAppSystem();
  const t = useT();
  const listId = useId();
  const context = useSelector(suggest, (s) => s.context);
  const open = useSelector(suggest, (s) => s.matches('open'));
  const loading = useSelector(
    suggest,
    (s) => s.matches({ open: 'fetching' }) || s.matches({ open: 'debouncing' }),
  );
  const items = itemsOf(context);
  const visible = open || Boolean(props.overlay);
  const categoryLabel = useCategoryLabel(visible && items.some(isRecentPlace));
  const shown = visible && (items.length > 0 || loading);
  return (
    <div className={`search-field${props.overlay ? ' search-field--overlay' : ''}`}>
      <SearchInput listId={listId} expanded={shown} autoFocus={props.autoFocus} />
      {visible && !loading && nothingSuggested(context) && (
        <NothingSuggested query={context.inputValue.trim()} />
      )}
      {shown && (
        <SuggestionList
          id={listId}
          items={items.map((item) => listedSuggestion(t, item, categoryLabel))}
          typed={context.inputValue}
          highlighted={context.highlighted}
          loading={loading}
          onChoose={(index) => suggest.send({ type: 'choose', index })}
        />
      )}
    </div>
  );
}

/** The header's search box (it also puts the search results on the map). */
export function SearchBox() {
  useEffect(() => registerMapExtension(searchLayerExtension), []);
  const { device } = useAppSystem();
  const mobile = useSelector(device, (s) => s.context.deviceClass === 'pe');
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const t = useT();
  if (!mobile) return <SearchField />;
  return (
    <button
      type="button"
      className="search-opener"
      data-testid="search-opener"
      aria-label={t('search.label')}
      title={t('search.placeholder')}
      onClick={() => {
        // The itinerary's fragment is its trip: the search opens over the map, Back returns.
        if (isItineraryPath(pathname))
          void navigate({ to: '/plan', hash: SUGGEST_HASH, state: { searchOverItinerary: true } });
        else void navigate({ to: pathname, hash: SUGGEST_HASH });
      }}
    >
      <span className="search-form-icon" aria-hidden="true" />
    </button>
  );
}
