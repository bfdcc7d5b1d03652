/**
 * The mark of the place the pointer rests on (spec §9: focus and unfocus on the map use a 500 ms
 * timer): every transition, and the rules checked after each step.
 */
import { expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FOCUS_DELAY_MS } from '../../src/domain/map-constants';
import {
  hoverHighlightMachine,
  type HoverHighlightEvent,
} from '../../src/machines/hover-highlight-machine';
import { describeModel } from './model-harness';

const DELAY_EVENT_TYPE = hoverHighlightMachine.root.states.waiting?.after[0]?.eventType ?? '';
const DELAY_EVENT = { type: DELAY_EVENT_TYPE } as unknown as HoverHighlightEvent;
const isDelay = (event: HoverHighlightEvent): boolean => event.type === DELAY_EVENT_TYPE;

describeModel(
  {
    name: 'hover highlight machine',
    machine: hoverHighlightMachine,
    input: undefined,
    events: [
      { type: 'hover.enter', id: 'a' },
      { type: 'hover.enter', id: 'b' },
      { type: 'hover.leave' },
      { type: 'hover.clear' },
      DELAY_EVENT,
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context]),
    start: (inspect) => {
      const clock = new SimulatedClock();
      const actor = createActor(hoverHighlightMachine, { clock, inspect });
      actor.start();
      return { actor, clock };
    },
    execute: (sut, event) => {
      if (!isDelay(event)) {
        sut.actor.send(event);
        return;
      }
      const before = sut.actor.getSnapshot().context.highlightedId;
      sut.clock.increment(FOCUS_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().context.highlightedId).toBe(before);
      sut.clock.increment(1);
    },
    invariants: {
      'the pointer moving changes no mark at once': ({ event, before, live }) => {
        if (event.type !== 'hover.enter' && event.type !== 'hover.leave') return false;
        expect(live.context.highlightedId).toBe(before.context.highlightedId);
        return true;
      },
      'after 500 ms the mark is where the pointer rests': ({ event, before, live }) => {
        if (!isDelay(event)) return false;
        expect(live.context.highlightedId).toBe(before.context.pendingId);
        expect(live.value).toBe('still');
        return true;
      },
      'a timer runs exactly while the mark is not where the pointer rests': ({ live }) => {
        const { pendingId, highlightedId } = live.context;
        expect(live.value === 'waiting').toBe(pendingId !== highlightedId);
        return live.value === 'waiting';
      },
      'a list changed leaves no mark, at once': ({ event, live }) => {
        if (event.type !== 'hover.clear') return false;
        expect(live.context).toEqual({ highlightedId: null, pendingId: null });
        return true;
      },
    },
  },
  (start) => {
    it('a pointer sweeping across the lines marks only the one it rests on', () => {
      const sut = start();
      for (const id of ['a', 'b', 'c']) {
        sut.actor.send({ type: 'hover.enter', id });
        sut.clock.increment(FOCUS_DELAY_MS / 2);
        sut.actor.send({ type: 'hover.leave' });
      }
      sut.actor.send({ type: 'hover.enter', id: 'd' });
      sut.clock.increment(FOCUS_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().context.highlightedId).toBeNull();
      sut.clock.increment(1);
      expect(sut.actor.getSnapshot().context.highlightedId).toBe('d');
    });

    it('the mark stays 500 ms after the pointer left, and comes back free', () => {
      const sut = start();
      sut.actor.send({ type: 'hover.enter', id: 'a' });
      sut.clock.increment(FOCUS_DELAY_MS);
      sut.actor.send({ type: 'hover.leave' });
      sut.clock.increment(FOCUS_DELAY_MS - 1);
      expect(sut.actor.getSnapshot().context.highlightedId).toBe('a');
      // Back on the same line before the end: nothing to wait for.
      sut.actor.send({ type: 'hover.enter', id: 'a' });
      expect(sut.actor.getSnapshot().value).toBe('still');
      sut.actor.send({ type: 'hover.leave' });
      sut.clock.increment(FOCUS_DELAY_MS);
      expect(sut.actor.getSnapshot().context.highlightedId).toBeNull();
    });

    it('a second leave (the line’s blur after its « mouseleave ») does not put the lowering back', () => {
      const sut = start();
      sut.actor.send({ type: 'hover.enter', id: 'a' });
      sut.clock.increment(FOCUS_DELAY_MS);
      sut.actor.send({ type: 'hover.leave' });
      sut.clock.increment(FOCUS_DELAY_MS - 200);
      sut.actor.send({ type: 'hover.leave' });
      sut.clock.increment(200);
      expect(sut.actor.getSnapshot().context.highlightedId).toBeNull();
    });
  },
);
