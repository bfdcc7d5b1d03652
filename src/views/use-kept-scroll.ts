/**
 * A scrolling panel that Back finds where it was left, as a browser does for a page: while its
 * content is all there, its scroll is noted for the history entry shown, and given back when the
 * same entry shows it again. Noted as it scrolls (not when it goes): the panel may stay on screen
 * with the next page's content, which moves its scroll first.
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
  useLayoutEffect(() => {
    noted.current = ready === true && key !== undefined ? key : null;
    if (noted.current === null || !ref.current) return;
    const top = kept.get(noted.current);
    // Back to a noted entry: its scroll again. A new entry of the same list (the URL took its
    // box, a place was focused): the scroll it starts with.
    if (top !== undefined) ref.current.scrollTop = top;
    else keep(noted.current, ref.current.scrollTop);
  }, [key, ready]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const note = (): void => {
      if (noted.current !== null) keep(noted.current, element.scrollTop);
    };
    element.addEventListener('scroll', note, { passive: true });
    return () => element.removeEventListener('scroll', note);
  }, []);
  return ref;
}
