/**
 * How a panel that is no dialog closes, as a map app's menus do: Escape (its owner then gives
 * the focus back to what opened it), a press outside it (the map, another control), or another
 * page.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * The page of a location: its path, query and fragment route, without the fragment's own query
 * (`#?bbox=…`, `#/recherche/pharmacie?bbox=…`): the map writes its view there as it rests (the
 * state saving of plan-home.tsx), and that is the same page.
 */
export function pageOf(location: { pathname: string; searchStr: string; hash: string }): string {
  return `${location.pathname}${location.searchStr}#${location.hash.split('?')[0]}`;
}

/** Why a panel closed: Escape gives the focus back to what opened it. */
export type DismissReason = 'escape' | 'outside' | 'page';

/** Closes `open`'s panel (inside `area`) on Escape, a press outside `area`, or a new page. */
export function useDismiss(options: {
  open: boolean;
  close: (reason: DismissReason) => void;
  area: RefObject<HTMLElement | null>;
}): void {
  const { open, area } = options;
  const close = useRef(options.close);
  useEffect(() => {
    close.current = options.close;
  });
  const href = useRouterState({ select: (s) => pageOf(s.location) });
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      // Taken: a card under the panel stays (place-card.tsx).
      event.preventDefault();
      close.current('escape');
    };
    const onPress = (event: PointerEvent): void => {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      close.current('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPress);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPress);
    };
  }, [open, area]);
  // Another page (a search, Back): the panel does not stay over it. The map's view written in
  // the address as it settles is no other page (it closed the styles just opened on a phone).
  const shownOn = useRef(href);
  useEffect(() => {
    if (open && shownOn.current !== href) close.current('page');
    shownOn.current = href;
  }, [open, href]);
}
