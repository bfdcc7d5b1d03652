/**
 * The line of a list the mouse (or the keyboard's focus) rests on, and its marker, are marked
 * after 500 ms (hover-highlight-machine). Only a mouse rests: a finger's tap sends emulated mouse
 * events and no leave, and a click's focus is not the keyboard's.
 */
import { useSelector } from '@xstate/react';
import type { FocusEvent, PointerEvent } from 'react';
import { usePoiSystem } from './use-poi';

/** The handlers of a line. */
export interface RestHandlers {
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onBlur: (event: FocusEvent) => void;
}

/** True when the focus moved within the same line (from its button to another of its parts). */
function withinLine(event: FocusEvent): boolean {
  const other = event.relatedTarget;
  return other instanceof Node && event.currentTarget.contains(other);
}

/** The place marked, and the handlers of a line of place `id`. */
export function useHoverMark(): {
  highlightedId: string | null;
  handlersOf: (id: string) => RestHandlers;
} {
  const ps = usePoiSystem();
  const highlightedId = useSelector(ps.highlight, (s) => s.context.highlightedId);
  const enter = (id: string): void => ps.highlight.send({ type: 'hover.enter', id });
  const leave = (): void => ps.highlight.send({ type: 'hover.leave' });
  return {
    highlightedId,
    handlersOf: (id) => ({
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') enter(id);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') leave();
      },
      onFocus: (event) => {
        if (withinLine(event)) return;
        if (event.target instanceof Element && event.target.matches(':focus-visible')) enter(id);
      },
      onBlur: (event) => {
        if (!withinLine(event)) leave();
      },
    }),
  };
}
