/**
 * The /#/suggestion overlay (mobile): the search field and its list over the whole screen. While
 * it is open the search machine knows its dialog is shown (§4: search dialogs open and close).
 */
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SUGGEST_HASH } from '../../domain/paths/search-paths';
import { useAppSystem, useT } from '../app-context';
import { SearchField } from './search-box';

/** True when the location asks for the overlay. */
export function useSuggestionOverlay(): boolean {
  return useRouterState({ select: (s) => s.location.hash === SUGGEST_HASH });
}

function OverlayDialog() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { suggest, search } = useAppSystem();
  const t = useT();
  useEffect(() => {
    search.send({ type: 'dialog.open' });
    return () => search.send({ type: 'dialog.close' });
  }, [search]);
  const router = useRouter();
  const close = (): void => {
    suggest.send({ type: 'escape' });
    if (router.state.location.state.searchOverItinerary && router.history.canGoBack())
      router.history.back();
    else void navigate({ to: pathname, hash: '', replace: true });
  };
  return (
    <div
      className="suggestion-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={t('search.overlay.title')}
      data-testid="suggestion-overlay"
    >
      <div className="suggestion-overlay-bar">
        <button
          type="button"
          className="search-back"
          aria-label={t('search.overlay.close')}
          onClick={close}
        />
        <SearchField overlay autoFocus />
      </div>
    </div>
  );
}

/** The overlay, shown when the hash is /suggestion. */
export function SuggestionOverlay() {
  return useSuggestionOverlay() ? <OverlayDialog /> : null;
}
