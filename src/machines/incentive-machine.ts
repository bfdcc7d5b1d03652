/**
 * Incentive pop-ins (issue 15; spec 001 §3 Incentive state): waiting until the consent banner is
 * answered, then idle; a page view may show the push pop-in, itinerary results the account's or
 * the POIs on route's (the rules of `dueIncentive`), one pop-in per page view. Shown, its time is
 * kept (`persist`); accepting the push pop-in asks the browser's permission (`askPermission`,
 * which answers `push.answered`), the others open what they offer; a new page closes it.
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  dueIncentive,
  shownAt,
  type IncentiveKind,
  type IncentiveMemory,
  type IncentiveTrigger,
  type PushPermission,
} from '../domain/incentives';

/** Context of the machine. */
export interface IncentiveContext {
  memory: IncentiveMemory;
  visits: number;
  connected: boolean;
  pushConsent: boolean;
  /** Storage granted: the pop-ins' times are kept (none shows without). */
  remembered: boolean;
  permission: PushPermission;
  /** The pop-in on screen. */
  shown: IncentiveKind | null;
  /** A pop-in was shown in this page view. */
  usedThisPage: boolean;
}

/** Events of the machine. */
export type IncentiveEvent =
  | { type: 'consent'; answered: boolean; push: boolean; storage: boolean }
  | { type: 'account'; connected: boolean }
  | { type: 'page.viewed'; now: number; permission: PushPermission }
  | { type: 'results.shown'; now: number }
  | { type: 'accept' }
  | { type: 'dismiss' }
  | { type: 'push.answered'; permission: PushPermission };

/** Input: the memory the browser kept, the visits, and the browser's permission at load. */
export interface IncentiveInput {
  memory: IncentiveMemory;
  visits: number;
  permission: PushPermission;
}

type Args = { context: IncentiveContext; event: IncentiveEvent };

function situation({ context, event }: Args, trigger: IncentiveTrigger) {
  const now = event.type === 'page.viewed' || event.type === 'results.shown' ? event.now : 0;
  const permission = event.type === 'page.viewed' ? event.permission : context.permission;
  return { ...context, trigger, now, permission };
}

function dueOn(args: Args): IncentiveKind | undefined {
  const trigger = args.event.type === 'page.viewed' ? 'page' : 'results';
  if (trigger === 'results' && args.context.usedThisPage) return undefined;
  return dueIncentive(args.context.memory, situation(args, trigger));
}

const PERSIST = {
  type: 'persist',
  params: ({ context }: { context: IncentiveContext }) => ({ memory: context.memory }),
} as const;

/** The machine; provide `persist`, `askPermission`, `openAccount` and `openPoisOnRoute`. */
export const incentiveMachine = setup({
  types: {
    context: {} as IncentiveContext,
    events: {} as IncentiveEvent,
    input: {} as IncentiveInput,
  },
  actions: {
    persist: (_, _params: { memory: IncentiveMemory }) => undefined,
    askPermission: () => undefined,
    openAccount: () => undefined,
    openPoisOnRoute: () => undefined,
    newPage: assign(({ event }) => {
      assertEvent(event, 'page.viewed');
      return { usedThisPage: false, shown: null, permission: event.permission };
    }),
    show: assign((args) => {
      const kind = dueOn(args) ?? 'poisOnRoute';
      const { now } = situation(args, 'page');
      return { shown: kind, usedThisPage: true, memory: shownAt(args.context.memory, kind, now) };
    }),
    close: assign({ shown: null }),
    takeConsent: assign(({ event }) => {
      assertEvent(event, 'consent');
      return { pushConsent: event.push, remembered: event.storage };
    }),
    takeAnswer: assign(({ context, event }) => {
      assertEvent(event, 'push.answered');
      const accepted = event.permission === 'granted';
      return {
        permission: event.permission,
        memory: { ...context.memory, push: { ...context.memory.push, accepted } },
      };
    }),
  },
  guards: {
    answered: ({ event }) => event.type === 'consent' && event.answered,
    due: (args) => dueOn(args) !== undefined,
    showsPush: ({ context }) => context.shown === 'push',
    showsAccount: ({ context }) => context.shown === 'account',
  },
}).createMachine({
  id: 'incentives',
  context: ({ input }) => ({
    ...input,
    connected: false,
    pushConsent: false,
    remembered: false,
    shown: null,
    usedThisPage: false,
  }),
  initial: 'waiting',
  on: {
    account: { actions: assign({ connected: ({ event }) => event.connected }) },
    consent: { actions: 'takeConsent' },
  },
  states: {
    waiting: {
      on: { consent: { guard: 'answered', target: 'idle', actions: 'takeConsent' } },
    },
    idle: {
      on: {
        'page.viewed': [
          { guard: 'due', target: 'showing', actions: ['newPage', 'show', PERSIST] },
          { actions: 'newPage' },
        ],
        'results.shown': { guard: 'due', target: 'showing', actions: ['show', PERSIST] },
      },
    },
    showing: {
      on: {
        accept: [
          { guard: 'showsPush', target: 'asking', actions: ['close', 'askPermission'] },
          { guard: 'showsAccount', target: 'idle', actions: ['close', 'openAccount'] },
          { target: 'idle', actions: ['close', 'openPoisOnRoute'] },
        ],
        dismiss: { target: 'idle', actions: 'close' },
        'page.viewed': { target: 'idle', actions: 'newPage' },
      },
    },
    asking: {
      on: { 'push.answered': { target: 'idle', actions: ['takeAnswer', PERSIST] } },
    },
  },
});
