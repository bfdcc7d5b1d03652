import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONSENT_CONFIG } from '../../src/domain/consent/consent-config';
import {
  acceptAll,
  allows,
  granted,
  refuseAll,
  type Consent,
} from '../../src/domain/consent/consent';
import {
  consentMachine,
  type ConsentChange,
  type ConsentEvent,
} from '../../src/machines/consent-machine';
import { describeModel } from './model-harness';

const NOW = Date.UTC(2026, 10, 25, 10);
const STORAGE_ONLY: Consent = { ...refuseAll(NOW - 1000), granted: new Set(['storage']) };

const EVENTS: ConsentEvent[] = [
  { type: 'acceptAll' },
  { type: 'refuseAll' },
  { type: 'close' },
  { type: 'customize' },
  { type: 'toggle', choice: 'tracking' },
  { type: 'toggleVendor', vendor: 'analytics' },
  { type: 'save' },
];

const serialize = (c: Consent | null): string =>
  c ? `${[...c.granted].join('+')}/${[...c.vendors].join('+')}` : '-';

describeModel(
  {
    name: 'consent machine',
    machine: consentMachine,
    input: { stored: undefined, now: () => NOW },
    variants: [{ name: 'answered before', input: { stored: STORAGE_ONLY, now: () => NOW } }],
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        serialize(s.context.consent),
        s.context.draft ? JSON.stringify(s.context.draft) : '-',
      ].join('|'),
    start: (inspect, input) => {
      const persist = vi.fn<(c: Consent) => void>();
      const apply = vi.fn<(c: ConsentChange) => void>();
      const machine = consentMachine.provide({
        actions: {
          persist: (_, { consent }) => persist(consent),
          apply: (_, change) => apply(change),
        },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, persist, apply, persistedBefore: 0 };
    },
    execute: (sut, event) => {
      sut.persistedBefore = sut.persist.mock.calls.length;
      sut.actor.send(event);
    },
    invariants: {
      'refusing is one step, as accepting is': ({ event, before, live }) => {
        if (event.type !== 'refuseAll' && event.type !== 'acceptAll') return false;
        if (before.matches('decided')) return false;
        expect(live.matches('decided')).toBe(true);
        const all = event.type === 'acceptAll';
        expect(live.context.consent?.granted.size).toBe(all ? 12 : 0);
        return true;
      },
      'closing without a choice refuses, the first time': ({ event, before, live }) => {
        if (event.type !== 'close' || before.context.consent !== null) return false;
        expect(live.matches('decided')).toBe(true);
        expect(live.context.consent?.granted.size).toBe(0);
        return true;
      },
      'closing the reopened dialog keeps the answer, written once': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (event.type !== 'close' || before.context.consent === null || !before.matches('asking'))
          return false;
        expect(live.context.consent).toBe(before.context.consent);
        expect(sut.persist.mock.calls.length).toBe(sut.persistedBefore);
        return true;
      },
      'every new answer is kept in the cookie and applied, of the current revision': ({
        sut,
        before,
        live,
      }) => {
        if (
          !live.matches({ decided: 'applied' }) ||
          before.context.consent === live.context.consent
        )
          return false;
        const kept = sut.persist.mock.calls.at(-1)?.[0];
        expect(kept).toBe(live.context.consent);
        expect(kept?.revision).toBe(CONSENT_CONFIG.revision);
        expect(sut.apply).toHaveBeenLastCalledWith({
          before: before.context.consent,
          now: live.context.consent,
        });
        return true;
      },
      'nothing is granted before an answer': ({ live }) => {
        if (live.context.consent !== null) return false;
        expect(granted(live.context.consent, 'storage')).toBe(false);
        expect(allows(live.context.consent, 'analytics')).toBe(false);
        return true;
      },
    },
  },
  (start) => {
    it('saves exactly what was toggled in the dialog', () => {
      const { actor, persist } = start();
      expect(actor.getSnapshot().matches('unknown')).toBe(true);
      actor.send({ type: 'customize' });
      actor.send({ type: 'toggle', choice: 'tracking' });
      actor.send({ type: 'toggleVendor', vendor: 'analytics' });
      actor.send({ type: 'save' });
      const consent = persist.mock.calls.at(-1)?.[0];
      expect(consent && [...consent.granted]).toEqual(['tracking']);
      expect(allows(consent ?? null, 'analytics')).toBe(true);
      expect(allows(consent ?? null, 'error-monitor')).toBe(false);
    });

    it('reopened, the dialog starts from the answer; accepting all then grants all', () => {
      const { actor } = start();
      actor.send({ type: 'refuseAll' });
      actor.send({ type: 'customize' });
      expect(actor.getSnapshot().context.draft).toEqual({ granted: [], vendors: [] });
      actor.send({ type: 'acceptAll' });
      expect(actor.getSnapshot().context.consent?.granted).toEqual(acceptAll(NOW).granted);
    });
  },
);
