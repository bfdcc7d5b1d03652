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

/**
 * The part of a card that must be in sight, px: its head (mode, duration, distance, price). A
 * card's notes below it (a ZFE warning, an arrival off the road) may run past the panel's edge:
 * showing them all would scroll the form out of sight for nothing.
 */
const CARD_HEAD_PX = 96;

/** Scrolls `element`'s scroller by the least that shows its head. */
function showInScroller(element: HTMLElement): void {
  const parent = scroller(element);
  if (!parent) return;
  const box = element.getBoundingClientRect();
  const frame = parent.getBoundingClientRect();
  const headBottom = box.top + Math.min(box.height, CARD_HEAD_PX);
  if (box.top < frame.top) parent.scrollTop -= frame.top - box.top;
  else if (headBottom > frame.bottom) parent.scrollTop += headBottom - frame.bottom;
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
