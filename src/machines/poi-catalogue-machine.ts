/**
 * Load status of the POI catalogue (spec §4 Map load: INITIAL, REQUESTING, DONE): a request is
 * skipped when one is running or done; the status goes back to INITIAL when no data came back
 * (or the call failed). A new locale resets it, then loads again (a request still running for
 * the old locale is cancelled, so its answer never shows).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { PoiConfiguration } from '../domain/geoentity';
import { outputOf } from './actor-events';

/** Context of the machine. */
export interface PoiCatalogueContext {
  locale: string;
  config: PoiConfiguration | null;
}

/** Events of the machine. */
export type PoiCatalogueEvent = { type: 'load'; locale: string } | { type: 'reset' };

/** The call: provide one built on the API client (null or an empty body: no data). */
export const loadConfigurationLogic = fromPromise<PoiConfiguration | null, string>(async () => {
  throw new Error('no configuration logic provided');
});

/** The machine; provide `loadConfiguration`. */
export const poiCatalogueMachine = setup({
  types: { context: {} as PoiCatalogueContext, events: {} as PoiCatalogueEvent },
  actors: { loadConfiguration: loadConfigurationLogic },
  guards: {
    hasData: ({ event }) => {
      const output = outputOf(event);
      return (
        typeof output === 'object' &&
        output !== null &&
        'apps' in output &&
        Array.isArray(output.apps) &&
        output.apps.length > 0
      );
    },
  },
}).createMachine({
  id: 'poiCatalogue',
  context: { locale: 'fr-FR', config: null },
  initial: 'INITIAL',
  states: {
    INITIAL: {
      on: {
        load: { target: 'REQUESTING', actions: assign({ locale: ({ event }) => event.locale }) },
      },
    },
    REQUESTING: {
      invoke: {
        id: 'loadConfiguration',
        src: 'loadConfiguration',
        input: ({ context }) => context.locale,
        onDone: [
          {
            guard: 'hasData',
            target: 'DONE',
            actions: assign({ config: ({ event }) => event.output }),
          },
          { target: 'INITIAL' },
        ],
        onError: { target: 'INITIAL' },
      },
      // A new locale while the old one's catalogue is on its way: that answer is dropped.
      on: { reset: { target: 'INITIAL', actions: assign({ config: null }) } },
    },
    DONE: {
      on: { reset: { target: 'INITIAL', actions: assign({ config: null }) } },
    },
  },
});
