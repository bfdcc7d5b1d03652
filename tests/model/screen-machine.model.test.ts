import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { screenMachine, type ScreenEvent } from '../../src/machines/screen-machine';
import {
  edgeCoveringPaths,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof screenMachine>;

const EVENTS: ScreenEvent[] = [
  { type: 'itinerary.shown' },
  { type: 'itinerary.hidden' },
  { type: 'poi.shown', display: 'list' },
  { type: 'poi.shown', display: 'route' },
  { type: 'poi.hidden', display: 'list' },
  { type: 'poi.hidden', display: 'route' },
  { type: 'radius.shown' },
  { type: 'radius.hidden' },
];

const serializeState = (s: Snapshot): string => JSON.stringify(s.context);
const recorder = new TransitionRecorder(listTransitions(screenMachine));

function runPath(path: ModelPath<typeof screenMachine>): void {
  const actor = createActor(screenMachine, { inspect: recorder.inspect });
  actor.start();
  for (const step of path.steps) {
    const before = actor.getSnapshot().context;
    actor.send(step.event);
    const live = actor.getSnapshot().context;
    expect(live).toEqual(step.state.context);
    // A screen that goes away ends only its own display (the next screen may have taken over).
    if (step.event.type === 'poi.hidden')
      expect(live.poiDisplay).toBe(
        before.poiDisplay === step.event.display ? null : before.poiDisplay,
      );
    if (step.event.type === 'poi.shown') expect(live.poiDisplay).toBe(step.event.display);
  }
  actor.stop();
}

describe('screen machine (model)', () => {
  const paths = edgeCoveringPaths(screenMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', (_name, path) => {
    runPath(path);
  });

  it('a list replaced by the POIs of a route keeps the route when the list unmounts after', () => {
    const actor = createActor(screenMachine).start();
    actor.send({ type: 'poi.shown', display: 'list' });
    actor.send({ type: 'poi.shown', display: 'route' });
    actor.send({ type: 'poi.hidden', display: 'list' });
    expect(actor.getSnapshot().context.poiDisplay).toBe('route');
    actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`screen machine transition coverage: ${recorder.summary()}`);
  });
});
