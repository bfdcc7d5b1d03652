import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PoiConfiguration } from '../../src/domain/geoentity';
import {
  poiCatalogueMachine,
  type PoiCatalogueEvent,
} from '../../src/machines/poi-catalogue-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { CONFIG, deferred, doneEvent, errorEvent } from './poi-fixtures';

const DONE = doneEvent<PoiCatalogueEvent>('loadConfiguration', CONFIG);
const NO_DATA = doneEvent<PoiCatalogueEvent>('loadConfiguration', null);
const FAILED = errorEvent<PoiCatalogueEvent>('loadConfiguration', toApiError({ status: 500 }));

describeModel(
  {
    name: 'POI catalogue load machine',
    machine: poiCatalogueMachine,
    input: undefined,
    events: [
      { type: 'load', locale: 'fr-FR' },
      { type: 'load', locale: 'en-GB' },
      { type: 'reset' },
      DONE,
      NO_DATA,
      FAILED,
    ],
    // §4: a load while one runs or after one succeeded is skipped: play it there too.
    keepIgnored: (event) => event.type === 'load',
    serializeState: (s) =>
      `${JSON.stringify(s.value)}|${s.context.locale}|${s.context.config ? 'config' : '-'}`,
    start: (inspect) => {
      const load = deferred<string, PoiConfiguration | null>();
      const actor = createActor(
        poiCatalogueMachine.provide({ actors: { loadConfiguration: load.logic } }),
        { inspect },
      );
      actor.start();
      return { actor, load, callsBefore: 0, wasRequesting: false };
    },
    execute: (sut, event) => {
      sut.wasRequesting = sut.actor.getSnapshot().matches('REQUESTING');
      sut.callsBefore = sut.load.calls.length;
      const call = sut.wasRequesting ? sut.load.calls.at(-1) : undefined;
      if (event === DONE) call?.resolve(CONFIG);
      else if (event === NO_DATA) call?.resolve(null);
      else if (event === FAILED) call?.reject(toApiError({ status: 500 }));
      else sut.actor.send(event);
    },
    invariants: {
      'a request is skipped when one is running or done (§4)': ({ sut, event, live }) => {
        if (event.type !== 'load') return false;
        const started = live.matches('REQUESTING') && !sut.wasRequesting;
        expect(sut.load.calls.length).toBe(sut.callsBefore + (started ? 1 : 0));
        return !started;
      },
      'the catalogue requested is that of the locale': ({ sut, live }) => {
        if (!live.matches('REQUESTING')) return false;
        expect(sut.load.calls.at(-1)?.input).toBe(live.context.locale);
        return true;
      },
    },
  },
  (start) => {
    it('a locale chosen while the first catalogue loads gets its own catalogue, not the old one', async () => {
      const { actor, load } = start();
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
  },
);
