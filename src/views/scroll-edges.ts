/**
 * Marks a sideways-scrolled row with what is hidden past its edges (`data-more-start`,
 * `data-more-end`), kept up to date on scroll and resize: the stylesheet fades that edge, so a
 * phone's row of chips shows there are more.
 */

/** Slack under which an edge counts as reached, px (subpixel scroll positions). */
const SLACK = 2;

/** Writes the row's hidden edges on `element`. */
export function markScrollEdges(element: HTMLElement): void {
  const { scrollLeft, scrollWidth, clientWidth } = element;
  element.toggleAttribute('data-more-start', scrollLeft > SLACK);
  element.toggleAttribute('data-more-end', scrollLeft + clientWidth < scrollWidth - SLACK);
}

/**
 * A ref callback keeping the hidden edges of its row marked while it is on screen (React 19
 * runs the returned clean-up when the row goes).
 */
export function watchScrollEdges(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const mark = (): void => markScrollEdges(element);
  mark();
  element.addEventListener('scroll', mark, { passive: true });
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
  observer?.observe(element);
  return () => {
    element.removeEventListener('scroll', mark);
    observer?.disconnect();
  };
}
