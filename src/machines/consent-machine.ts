/**
 * The consent machine (issue 15; spec 001 §3 Consent flags, §5, §6): `unknown` while the user has
 * not answered (the banner shows), `asking` while the preferences dialog is open, `decided` once
 * answered. Refusing is as easy as accepting; closing the banner or the first dialog without a
 * choice refuses all; closing the dialog reopened later keeps the answer. Each answer is kept
 * (`persist`) and applied (`apply`: storage erased without storage consent, a refused vendor's
 * cookies deleted). An answer of another revision of the configuration is no answer.
 */
import { assertEvent, assign, setup } from 'xstate';
import { VENDOR_IDS, type VendorId } from '../domain/consent/consent-config';
import {
  acceptAll,
  CHOICES,
  refuseAll,
  type Choice,
  type Consent,
} from '../domain/consent/consent';

/** The choices being made in the dialog. */
export interface ConsentDraft {
  granted: readonly Choice[];
  vendors: readonly VendorId[];
}

/** Context of the machine. */
export interface ConsentContext {
  consent: Consent | null;
  /** The answer before the last decision (what applying it compares with). */
  before: Consent | null;
  draft: ConsentDraft | null;
  now: () => number;
}

/** Events of the machine. */
export type ConsentEvent =
  | { type: 'acceptAll' }
  | { type: 'refuseAll' }
  | { type: 'close' }
  | { type: 'customize' }
  | { type: 'toggle'; choice: Choice }
  | { type: 'toggleVendor'; vendor: VendorId }
  | { type: 'save' };

/** Input: the answer the cookie holds (undefined when none or unreadable) and the clock. */
export interface ConsentInput {
  stored: Consent | undefined;
  now: () => number;
}

/** What applying an answer is told. */
export interface ConsentChange {
  before: Consent | null;
  now: Consent;
}

function draftOf(consent: Consent | null): ConsentDraft {
  return {
    granted: CHOICES.filter((c) => consent?.granted.has(c) === true),
    vendors: VENDOR_IDS.filter((v) => consent?.vendors.has(v) === true),
  };
}

function toggled<T extends string>(all: readonly T[], list: readonly T[], item: T): T[] {
  return all.filter((x) => (x === item ? !list.includes(x) : list.includes(x)));
}

/** The answer the dialog's draft makes. */
function fromDraft(context: ConsentContext): Consent {
  const draft = context.draft ?? draftOf(null);
  return {
    ...refuseAll(context.now()),
    granted: new Set(draft.granted),
    vendors: new Set(draft.vendors),
  };
}

type Kind = 'accept' | 'refuse' | 'draft';

/** The answer of a kind of decision. */
function decided(context: ConsentContext, kind: Kind): Consent {
  if (kind === 'accept') return acceptAll(context.now());
  if (kind === 'refuse') return refuseAll(context.now());
  return fromDraft(context);
}

const ACCEPT = { type: 'decide', params: { kind: 'accept' } } as const;
const REFUSE = { type: 'decide', params: { kind: 'refuse' } } as const;
const SAVE = { type: 'decide', params: { kind: 'draft' } } as const;

/** The machine; provide `persist` and `apply`. */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
    input: {} as ConsentInput,
  },
  actions: {
    persist: (_, _params: { consent: Consent }) => undefined,
    apply: (_, _params: ConsentChange) => undefined,
    edit: assign({ draft: ({ context }) => draftOf(context.consent) }),
    decide: assign(({ context }, { kind }: { kind: Kind }) => ({
      before: context.consent,
      consent: decided(context, kind),
      draft: null,
    })),
    toggle: assign({
      draft: ({ context, event }) => {
        assertEvent(event, ['toggle', 'toggleVendor']);
        const draft = context.draft ?? draftOf(context.consent);
        return event.type === 'toggle'
          ? { ...draft, granted: toggled(CHOICES, draft.granted, event.choice) }
          : { ...draft, vendors: toggled(VENDOR_IDS, draft.vendors, event.vendor) };
      },
    }),
  },
  guards: {
    answered: ({ context }) => context.consent !== null,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    consent: input.stored ?? null,
    before: input.stored ?? null,
    draft: null,
    now: input.now,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'answered', target: 'decided' }, { target: 'unknown' }],
    },
    unknown: {
      on: {
        acceptAll: { target: 'decided', actions: ACCEPT },
        refuseAll: { target: 'decided', actions: REFUSE },
        close: { target: 'decided', actions: REFUSE },
        customize: { target: 'asking', actions: 'edit' },
      },
    },
    asking: {
      on: {
        toggle: { actions: 'toggle' },
        toggleVendor: { actions: 'toggle' },
        save: { target: 'decided', actions: SAVE },
        acceptAll: { target: 'decided', actions: ACCEPT },
        refuseAll: { target: 'decided', actions: REFUSE },
        close: [
          { guard: 'answered', target: 'decided.kept', actions: assign({ draft: null }) },
          { target: 'decided', actions: REFUSE },
        ],
      },
    },
    decided: {
      initial: 'applied',
      on: { customize: { target: 'asking', actions: 'edit' } },
      states: {
        /** A new answer: kept in the cookie and applied. */
        applied: {
          entry: [
            {
              type: 'persist',
              params: ({ context }) => ({ consent: context.consent ?? refuseAll(context.now()) }),
            },
            {
              type: 'apply',
              params: ({ context }) => ({
                before: context.before,
                now: context.consent ?? refuseAll(context.now()),
              }),
            },
          ],
        },
        /** The reopened dialog closed: the answer stays as it was (nothing written again). */
        kept: {},
      },
    },
  },
});
