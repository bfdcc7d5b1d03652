import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { screenMachine } from '../../src/machines/screen-machine';
import { describeModel } from './model-harness';

describeModel(
  {
    name: 'screen machine',
    machine: screenMachine,
    input: undefined,
    events: [
      { type: 'itinerary.shown' },
      { type: 'itinerary.hidden' },
      { type: 'poi.shown', display: 'list' },
      { type: 'poi.shown', display: 'route' },
      { type: 'poi.hidden', display: 'list' },
      { type: 'poi.hidden', display: 'route' },
      { type: 'radius.shown' },
      { type: 'radius.hidden' },
    ],
    serializeState: (s) => JSON.stringify(s.context),
    start: (inspect) => ({ actor: createActor(screenMachine, { inspect }).start() }),
    invariants: {
      'a screen that goes away ends only its own display': ({ event, before, live }) => {
        if (event.type !== 'poi.hidden') return false;
        const own = before.context.poiDisplay === event.display;
        expect(live.context.poiDisplay).toBe(own ? null : before.context.poiDisplay);
        return true;
      },
      'the POIs shown are those of the last screen': ({ event, live }) => {
        if (event.type !== 'poi.shown') return false;
        expect(live.context.poiDisplay).toBe(event.display);
        return true;
      },
    },
  },
  (start) => {
    it('a list replaced by the POIs of a route keeps the route when the list unmounts after', () => {
      const { actor } = start();
      actor.send({ type: 'poi.shown', display: 'list' });
      actor.send({ type: 'poi.shown', display: 'route' });
      actor.send({ type: 'poi.hidden', display: 'list' });
      expect(actor.getSnapshot().context.poiDisplay).toBe('route');
      actor.stop();
    });
  },
);
