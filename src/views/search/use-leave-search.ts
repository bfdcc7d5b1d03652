/**
 * Leaving the last search behind, as Google Maps does when its logo or its directions are
 * chosen: the search and the place page let their pin go and the box empties. Back to them shows
 * them again (their pages open them from the URL).
 */
import { useCallback } from 'react';
import { useAppSystem } from '../app-context';

/** The function that leaves the last search and place behind. */
export function useLeaveSearch(): () => void {
  const { search, placePage, suggest } = useAppSystem();
  return useCallback(() => {
    search.send({ type: 'clear' });
    placePage.send({ type: 'close' });
    suggest.send({ type: 'shown', value: '' });
  }, [search, placePage, suggest]);
}
