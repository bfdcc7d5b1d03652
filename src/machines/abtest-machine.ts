/**
 * A/B tests (issue 15; spec 001 §4 A/B test status): INITIAL until something asks for a variant,
 * LOADING while config-web.json loads, READY after (a failed load gives an empty config). Entries
 * of the wrong shape are dropped with a warning; each kept entry gets the browser's random id
 * (0–99), kept with `persist` (the gated storage: in the browser only with the storage consent).
 * Without the storage consent no id is drawn: an id drawn afresh at each page would change the
 * variant at each reload (the results sorted by « Durée », then by « Mode »), so a visitor who
 * refused, or has not answered yet, sees every experiment's default; ids kept earlier still count.
 * Which entries apply (date, platform, locale) is read at each question, the locale changing.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  enrol,
  validEntries,
  variantOf,
  type AbEntry,
  type AbPlatform,
  type DroppedEntry,
  type Enrolments,
} from '../domain/abtest/abtest';

/** Status of the spec. */
export type AbTestStatus = 'INITIAL' | 'LOADING' | 'READY';

/** Context of the machine. */
export interface AbTestContext {
  entries: AbEntry[];
  enrolments: Enrolments;
  platform: AbPlatform;
  locale: string;
  now: () => number;
  random: () => number;
  /** True when a drawn id can be kept by the browser (the storage consent granted). */
  mayDraw: () => boolean;
}

/** Events of the machine. */
export type AbTestEvent = { type: 'load' } | { type: 'locale.set'; locale: string };

/** Input: the audience, the enrolments the browser kept, the clock and the dice. */
export interface AbTestInput {
  platform: AbPlatform;
  locale: string;
  enrolments: Enrolments;
  now: () => number;
  random: () => number;
  mayDraw: () => boolean;
}

type Done = { event: { output: readonly unknown[] } };

const KEEP = {
  type: 'keepConfig',
  params: ({ event }: Done) => ({ raw: event.output }),
} as const;

const PERSIST = {
  type: 'persist',
  params: ({ context }: { context: AbTestContext }) => ({ enrolments: context.enrolments }),
} as const;

const WARN = {
  type: 'warn',
  params: ({ event }: Done) => ({ dropped: validEntries(event.output).dropped }),
} as const;

/** The machine; provide `loadConfig`, `persist` and `warn`. */
export const abTestMachine = setup({
  types: {
    context: {} as AbTestContext,
    events: {} as AbTestEvent,
    input: {} as AbTestInput,
  },
  actors: {
    loadConfig: fromPromise<readonly unknown[]>(async () => {
      throw new Error('no A/B config loader provided');
    }),
  },
  actions: {
    persist: (_, _params: { enrolments: Enrolments }) => undefined,
    warn: (_, _params: { dropped: DroppedEntry[] }) => undefined,
    keepConfig: assign(({ context }, { raw }: { raw: readonly unknown[] }) => {
      const { entries } = validEntries(raw);
      if (!context.mayDraw()) return { entries };
      return { entries, enrolments: enrol(context.enrolments, entries, context.random) };
    }),
    setLocale: assign({
      locale: ({ event }) => {
        assertEvent(event, 'locale.set');
        return event.locale;
      },
    }),
  },
}).createMachine({
  id: 'abtest',
  context: ({ input }) => ({ ...input, entries: [] }),
  initial: 'initial',
  on: { 'locale.set': { actions: 'setLocale' } },
  states: {
    initial: { on: { load: 'loading' } },
    loading: {
      invoke: {
        src: 'loadConfig',
        onDone: { target: 'ready', actions: [KEEP, PERSIST, WARN] },
        onError: 'ready',
      },
    },
    ready: {},
  },
});

/** The spec's status of a snapshot. */
export function abTestStatus(snapshot: SnapshotFrom<typeof abTestMachine>): AbTestStatus {
  if (snapshot.matches('initial')) return 'INITIAL';
  return snapshot.matches('loading') ? 'LOADING' : 'READY';
}

/** The variant of an experiment for this browser (undefined: not in it, or not READY yet). */
export function variantIn(
  snapshot: SnapshotFrom<typeof abTestMachine>,
  experiment: string,
): string | undefined {
  const { entries, enrolments, platform, locale, now } = snapshot.context;
  return variantOf(entries, enrolments, {
    experiment,
    audience: { now: now(), platform, locale },
  });
}
