import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { PoiConfiguration } from '../../src/domain/geoentity';
import {
  poiCatalogueMachine,
  type PoiCatalogueEvent,
} from '../../src/machines/poi-catalogue-machine';
import { toApiError } from '../../src/services/api-errors';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';
import { CONFIG, deferred, doneEvent, errorEvent } from './poi-fixtures';

type Snapshot = SnapshotFrom<typeof poiCatalogueMachine>;

const DONE = doneEvent<PoiCatalogueEvent>('loadConfiguration', CONFIG);
const NO_DATA = doneEvent<PoiCatalogueEvent>('loadConfiguration', null);
const FAILED = errorEvent<PoiCatalogueEvent>('loadConfiguration', toApiError({ status: 500 }));

const EVENTS: PoiCatalogueEvent[] = [
  { type: 'load', locale: 'fr-FR' },
  { type: 'load', locale: 'en-GB' },
  { type: 'reset' },
  DONE,
  NO_DATA,
  FAILED,
];

const serializeState = (s: Snapshot): string =>
  `${JSON.stringify(s.value)}|${s.context.locale}|${s.context.config ? 'config' : '-'}`;

const recorder = new TransitionRecorder(listTransitions(poiCatalogueMachine));

async function runPath(path: ModelPath<typeof poiCatalogueMachine>): Promise<void> {
  const load = deferred<string, PoiConfiguration | null>();
  const actor = createActor(
    poiCatalogueMachine.provide({ actors: { loadConfiguration: load.logic } }),
    {
      inspect: recorder.inspect,
    },
  );
  actor.start();
  for (const step of path.steps) {
    const requesting = actor.getSnapshot().matches('REQUESTING');
    const calls = load.calls.length;
    if (step.event === DONE) {
      if (requesting) load.calls.at(-1)?.resolve(CONFIG);
    } else if (step.event === NO_DATA) {
      if (requesting) load.calls.at(-1)?.resolve(null);
    } else if (step.event === FAILED) {
      if (requesting) load.calls.at(-1)?.reject(toApiError({ status: 500 }));
    } else actor.send(step.event);
    await flush();
    const live = actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    // A request is skipped when one is running or done (§4).
    if (step.event.type === 'load' && (requesting || path.steps.indexOf(step) > 0))
      expect(load.calls.length).toBe(live.matches('REQUESTING') && !requesting ? calls + 1 : calls);
    if (live.matches('REQUESTING')) expect(load.calls.at(-1)?.input).toBe(live.context.locale);
  }
  actor.stop();
}

describe('POI catalogue load machine (model)', () => {
  const paths = edgeCoveringPaths(poiCatalogueMachine, {
    events: EVENTS,
    serializeState,
    input: undefined,
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('a locale chosen while the first catalogue loads gets its own catalogue, not the old one', async () => {
    const load = deferred<string, PoiConfiguration | null>();
    const actor = createActor(
      poiCatalogueMachine.provide({ actors: { loadConfiguration: load.logic } }),
    );
    actor.start();
    actor.send({ type: 'load', locale: 'fr-FR' });
    actor.send({ type: 'reset' });
    actor.send({ type: 'load', locale: 'nl-BE' });
    expect(load.calls.map((c) => c.input)).toEqual(['fr-FR', 'nl-BE']);
    load.calls[0]?.resolve(CONFIG);
    await flush();
    expect(actor.getSnapshot().matches('REQUESTING')).toBe(true);
    load.calls[1]?.resolve(CONFIG);
    await flush();
    expect(actor.getSnapshot().context).toEqual({ locale: 'nl-BE', config: CONFIG });
    actor.stop();
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`POI catalogue machine transition coverage: ${recorder.summary()}`);
  });
});
