/**
 * Pages that show no search (the map's home, the quiz): the last search and the place's page
 * leave the map (their pins) and the box, as after a click on Google Maps' logo.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SUGGEST_HASH } from '../domain/paths/search-paths';
import { useAppSystem } from './app-context';

/** Clears the search, the place's page and the box when the page is entered. */
export function useNoSearch(): void {
  const { search, placePage, suggest } = useAppSystem();
  // The phone's search overlay opens over any page of /plan: it keeps what is under it.
  const overlay = useRouterState({ select: (s) => s.location.hash === SUGGEST_HASH });
  useEffect(() => {
    if (overlay) return;
    search.send({ type: 'clear' });
    placePage.send({ type: 'close' });
    suggest.send({ type: 'shown', value: '' });
  }, [search, placePage, suggest, overlay]);
}
