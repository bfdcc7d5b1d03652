/**
 * The place a pointer rests on (spec §9: focus and unfocus on the map use a 500 ms timer). On a
 * desktop, the pointer resting on a place of the list for {@link FOCUS_DELAY_MS} raises its
 * marker on the map, and resting on a marker marks its line in the list; leaving it lowers it
 * after the same delay. A pointer sweeping across the list on its way elsewhere raises nothing,
 * and going from one line to the next within the delay moves the mark once. A click still
 * focuses the place at once (its card opens): this is only the mark of where the pointer is.
 */
import { assertEvent, assign, setup } from 'xstate';
import { FOCUS_DELAY_MS } from '../domain/map-constants';

/** Context of the machine. */
export interface HoverHighlightContext {
  /** The place marked on the map and in the list. */
  highlightedId: string | null;
  /** The place the pointer rests on (null: none), marked when the delay is over. */
  pendingId: string | null;
}

/** Events of the machine. */
export type HoverHighlightEvent =
  | { type: 'hover.enter'; id: string }
  | { type: 'hover.leave' }
  /** The list changed or closed: no mark, at once. */
  | { type: 'hover.clear' };

/** What the pointer does, in either state. */
const moves = {
  'hover.enter': [
    { guard: 'isHighlighted', target: 'still', actions: 'keepMark' },
    { target: 'waiting', reenter: true, actions: 'aimAt' },
  ],
  'hover.clear': { target: 'still', actions: 'clear' },
} as const;

/** Leaving: the mark is lowered after the delay. */
const LOWER = { target: 'waiting', reenter: true, actions: 'aimAtNothing' } as const;
/** Left already (a line's « mouseleave » then its blur): its timer runs on, not again. */
const LEFT_ALREADY = { guard: 'leftAlready' } as const;

/** The machine. */
export const hoverHighlightMachine = setup({
  types: {
    context: {} as HoverHighlightContext,
    events: {} as HoverHighlightEvent,
  },
  actions: {
    keepMark: assign({ pendingId: ({ context }) => context.highlightedId }),
    aimAt: assign({
      pendingId: ({ event }) => {
        assertEvent(event, 'hover.enter');
        return event.id;
      },
    }),
    aimAtNothing: assign({ pendingId: null }),
    clear: assign({ pendingId: null, highlightedId: null }),
    mark: assign({ highlightedId: ({ context }) => context.pendingId }),
  },
  guards: {
    isHighlighted: ({ context, event }) =>
      event.type === 'hover.enter' && event.id === context.highlightedId,
    nothingMarked: ({ context }) => context.highlightedId === null,
    leftAlready: ({ context }) => context.pendingId === null,
  },
  delays: { focus: FOCUS_DELAY_MS },
}).createMachine({
  id: 'hoverHighlight',
  context: { highlightedId: null, pendingId: null },
  initial: 'still',
  states: {
    still: { on: { ...moves, 'hover.leave': [LEFT_ALREADY, LOWER] } },
    waiting: {
      on: {
        ...moves,
        'hover.leave': [
          LEFT_ALREADY,
          // Nothing was marked yet: nothing to lower.
          { guard: 'nothingMarked', target: 'still', actions: 'aimAtNothing' },
          LOWER,
        ],
      },
      after: {
        focus: { target: 'still', actions: 'mark' },
      },
    },
  },
});
