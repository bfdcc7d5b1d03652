/**
 * Brings the selected route's card into sight in the list when the selection changes or the list
 * appears (a mode chosen in the row, the nearest day with timetables planned): its route is drawn
 * on the map, and its card may be far down a list sorted by duration or price. Only the list's
 * own scroller moves, never the page or a phone's sheet.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** The nearest ancestor of `element` that scrolls vertically, if any. */
function scroller(element: HTMLElement): HTMLElement | undefined {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const overflow = getComputedStyle(parent).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollHeight > parent.clientHeight)
      return parent;
  }
  return undefined;
}

/** Scrolls `element`'s scroller by the least that shows it (its top first when it is taller). */
function showInScroller(element: HTMLElement): void {
  const parent = scroller(element);
  if (!parent) return;
  const box = element.getBoundingClientRect();
  const frame = parent.getBoundingClientRect();
  if (box.top < frame.top) parent.scrollTop -= frame.top - box.top;
  else if (box.bottom > frame.bottom)
    parent.scrollTop += Math.min(box.bottom - frame.bottom, box.top - frame.top);
}

/** Shows the card of `selected` (an `li[data-route-id]` of `list`) when it changes. */
export function useSelectedInView(
  list: RefObject<HTMLElement | null>,
  selected: string | undefined,
): void {
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (selected === undefined || shown.current === selected) return;
    const card = list.current?.querySelector<HTMLElement>(
      `li[data-route-id="${CSS.escape(selected)}"]`,
    );
    if (!card) return;
    shown.current = selected;
    showInScroller(card);
  });
}
