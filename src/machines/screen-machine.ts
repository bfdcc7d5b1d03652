/**
 * What the screens show over the map, for the map layers: whether an itinerary screen is shown
 * (the route layer draws and answers clicks only then), which POIs the map shows (the map search
 * list, the POIs on the route, or none) and whether the radius tool is shown.
 */
import { assign, setup } from 'xstate';

/** Which POIs the map shows. */
export type PoiDisplay = 'list' | 'route' | null;

/** Context of the machine. */
export interface ScreenContext {
  itinerary: boolean;
  poiDisplay: PoiDisplay;
  radius: boolean;
}

/** Events of the machine. */
export type ScreenEvent =
  | { type: 'itinerary.shown' }
  | { type: 'itinerary.hidden' }
  | { type: 'poi.shown'; display: 'list' | 'route' }
  /** A POI screen went away: its display ends unless another screen took over. */
  | { type: 'poi.hidden'; display: 'list' | 'route' }
  | { type: 'radius.shown' }
  | { type: 'radius.hidden' };

/** The machine (one state: it only keeps what is shown). */
export const screenMachine = setup({
  types: { context: {} as ScreenContext, events: {} as ScreenEvent },
  guards: {
    stillShown: ({ context, event }) =>
      event.type === 'poi.hidden' && context.poiDisplay === event.display,
  },
}).createMachine({
  id: 'screen',
  context: { itinerary: false, poiDisplay: null, radius: false },
  on: {
    'itinerary.shown': { actions: assign({ itinerary: true }) },
    'itinerary.hidden': { actions: assign({ itinerary: false }) },
    'poi.shown': { actions: assign({ poiDisplay: ({ event }) => event.display }) },
    'poi.hidden': { guard: 'stillShown', actions: assign({ poiDisplay: null }) },
    'radius.shown': { actions: assign({ radius: true }) },
    'radius.hidden': { actions: assign({ radius: false }) },
  },
});
