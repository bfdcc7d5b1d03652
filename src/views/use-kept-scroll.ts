/**
 * A scrolling panel that Back finds where it was left, as a browser does for a page: while its
 * content is all there, its scroll is noted for the history entry shown, and given back when the
 * same entry shows it again. Noted as the person scrolls (not when it goes): the panel may stay on
 * screen with the next page's content, which moves its scroll first.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** At most this many entries are remembered (the oldest are forgotten first). */
const KEPT_MAX = 50;
const kept = new Map<string, number>();

function keep(key: string, top: number): void {
  kept.delete(key);
  kept.set(key, top);
  const oldest = kept.keys().next().value;
  if (kept.size > KEPT_MAX && oldest !== undefined) kept.delete(oldest);
}

/** Scrolls `element` to `top`; what is left to give back when its content is not shown yet. */
function restore(element: HTMLElement, top: number): number | null {
  element.scrollTop = top;
  return Math.abs(element.scrollTop - top) > 1 ? top : null;
}

/**
 * The ref of the scrolling element. `ready` is true once its content is all there (false or
 * undefined: nothing is noted nor given back).
 */
export function useKeptScroll<T extends HTMLElement>(ready: boolean | undefined) {
  const ref = useRef<T>(null);
  const key = useRouterState({
    select: (s) => s.location.state.__TSR_key ?? s.location.state.key,
  });
  // Which entry a scroll belongs to, set before the browser reports a scroll of the new content.
  const noted = useRef<string | null>(null);
  // The content's height when last seen, to tell the person's scrolls from the browser's.
  const height = useRef(0);
  // A scroll to give back once the content shows, null when none.
  const pending = useRef<number | null>(null);
  const watcher = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    noted.current = ready === true && key !== undefined ? key : null;
    pending.current = null;
    if (noted.current === null || !ref.current) return;
    height.current = ref.current.scrollHeight;
    const top = kept.get(noted.current);
    // Back to a noted entry: its scroll again. A new entry of the same list (the URL took its
    // box, a place was focused): the scroll it starts with.
    if (top === undefined) keep(noted.current, ref.current.scrollTop);
    else pending.current = restore(ref.current, top);
    // Not all there yet (rows still coming): given back as the content grows.
    if (pending.current !== null)
      for (const child of ref.current.children) watcher.current?.observe(child);
  }, [key, ready]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The list may still be hidden when its entry comes back (a phone shows a place's card in
    // its stead until the card closes): its scroll is given back once it shows.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (pending.current !== null && noted.current !== null)
              pending.current = restore(element, pending.current);
          });
    observer?.observe(element);
    watcher.current = observer;
    const note = (): void => {
      // A scroll with the content's height changed is the browser fitting new content (a
      // place's card replacing the list), not the person: the list's scroll stays noted.
      const changed = element.scrollHeight !== height.current;
      height.current = element.scrollHeight;
      if (!changed && noted.current !== null) keep(noted.current, element.scrollTop);
    };
    element.addEventListener('scroll', note, { passive: true });
    return () => {
      element.removeEventListener('scroll', note);
      observer?.disconnect();
    };
  }, []);
  return ref;
}
