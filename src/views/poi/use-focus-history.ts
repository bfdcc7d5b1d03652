/**
 * The card of a list's result is a history entry of its own, as in Google Maps: Back closes the
 * card and leaves the list on screen, Forward shows it again. The machine still owns which
 * result is focused; this keeps the entry's `poiFocus` and the machine's focus in step.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** The machine's side of a list's focus. */
export interface FocusSide {
  /** The focused result, or null. */
  focused: string | null;
  focus: (id: string) => void;
  unfocus: () => void;
}

/**
 * Keeps the history in step with the focus; returns how the card closes (Back when the card
 * has its entry, so that Forward can show it again).
 */
export function useFocusHistory(side: FocusSide): () => void {
  const router = useRouter();
  const entryFocus = useRouterState({ select: (s) => s.location.state.poiFocus });
  const latest = useRef(side);
  useEffect(() => {
    latest.current = side;
  });
  const previous = useRef(side.focused);
  // A focus by the user (a result, a marker) gets an entry; another result replaces it.
  useEffect(() => {
    const was = previous.current;
    previous.current = side.focused;
    if (was === side.focused) return;
    const { href, state } = router.state.location;
    if (side.focused === null) {
      // The machine let go (the list moved away from it): the entry forgets it too.
      if (state.poiFocus) router.history.replace(href, { ...state, poiFocus: undefined });
    } else if (side.focused !== state.poiFocus) {
      const next = { ...state, poiFocus: side.focused };
      if (state.poiFocus) router.history.replace(href, next);
      else router.history.push(href, { poiFocus: side.focused });
    }
  }, [router, side.focused]);
  // Back and Forward: the entry's focus is told to the machine.
  useEffect(() => {
    const { focused, focus, unfocus } = latest.current;
    if (entryFocus === focused) return;
    if (entryFocus) focus(entryFocus);
    else if (focused !== null) unfocus();
  }, [entryFocus]);
  return () => {
    if (router.state.location.state.poiFocus) router.history.back();
    else latest.current.unfocus();
  };
}
