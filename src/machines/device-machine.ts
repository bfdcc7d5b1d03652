/**
 * Device class machine (§4): the class is fixed at load (at least 999 px wide is desktop 'ge',
 * else mobile 'pe'). One second after the last resize, if the window now belongs to the other
 * class, a prompt offers to reload the page.
 */
import { assign, setup } from 'xstate';
import { DESKTOP_MIN_WIDTH } from '../domain/ui-constants';

/** Device classes of the spec: 'ge' desktop, 'pe' mobile. */
export type DeviceClass = 'ge' | 'pe';

/** Delay after the last resize before the class is compared (§9). */
export const RESIZE_DELAY_MS = 1000;

/** The class of a window width. */
export function deviceClassOf(width: number): DeviceClass {
  return width >= DESKTOP_MIN_WIDTH ? 'ge' : 'pe';
}

/** Context of the device machine. */
export interface DeviceContext {
  /** Class fixed at load. */
  deviceClass: DeviceClass;
  /** Last known window width. */
  width: number;
}

/** Events of the device machine. */
export type DeviceEvent =
  { type: 'resized'; width: number } | { type: 'reload.confirm' } | { type: 'reload.dismiss' };

/** Input of the device machine: the window width at load. */
export interface DeviceInput {
  width: number;
}

/** The machine; provide `reloadPage` in tests. */
export const deviceMachine = setup({
  types: {
    context: {} as DeviceContext,
    events: {} as DeviceEvent,
    input: {} as DeviceInput,
  },
  actions: {
    reloadPage: () => window.location.reload(),
    assignWidth: assign({
      width: ({ context, event }) => (event.type === 'resized' ? event.width : context.width),
    }),
  },
  guards: {
    classChanged: ({ context }) => deviceClassOf(context.width) !== context.deviceClass,
  },
  delays: { resizeDelay: RESIZE_DELAY_MS },
}).createMachine({
  id: 'device',
  context: ({ input }) => ({ deviceClass: deviceClassOf(input.width), width: input.width }),
  initial: 'idle',
  states: {
    idle: {
      on: { resized: { target: 'settling', actions: 'assignWidth' } },
    },
    settling: {
      on: { resized: { target: 'settling', reenter: true, actions: 'assignWidth' } },
      after: {
        resizeDelay: [{ guard: 'classChanged', target: 'prompting' }, { target: 'idle' }],
      },
    },
    prompting: {
      on: {
        'reload.confirm': { target: 'reloading' },
        'reload.dismiss': { target: 'idle' },
        resized: { target: 'settling', actions: 'assignWidth' },
      },
    },
    reloading: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
