import { expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { DroppedEntry, Enrolments } from '../../src/domain/abtest/abtest';
import {
  abTestMachine,
  abTestStatus,
  variantIn,
  type AbTestEvent,
  type AbTestInput,
} from '../../src/machines/abtest-machine';
import { doneOf, errorOf, fakeCall, settleOrSend, type PendingCall } from './account-fixtures';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';

type E = AbTestEvent;
const NOW = Date.UTC(2026, 10, 25, 10);
const SORT = {
  id: 'tri',
  from: '2026-11-01',
  to: '2027-03-01',
  conditions: { platforms: ['ge'], locales: ['fr_FR'] },
  variants: [
    { id: 'ordre', from: 0, to: 50 },
    { id: 'duree', from: 50, to: 100 },
  ],
};
const CONFIG: unknown[] = [
  SORT,
  { ...SORT, id: 'sans-variante', variants: [] },
  { ...SORT, id: 'tri' },
  { ...SORT, id: 'ete', from: '2026-06-01', to: '2026-09-01' },
];

const EVENTS: E[] = [
  { type: 'load' },
  { type: 'locale.set', locale: 'nl-BE' },
  { type: 'locale.set', locale: 'fr-FR' },
  doneOf<E>('abtest.loading', CONFIG),
  errorOf<E>('abtest.loading', new Error('503')),
];

const INPUT: AbTestInput = {
  platform: 'ge',
  locale: 'fr-FR',
  enrolments: {},
  now: () => NOW,
  random: () => 0.75,
  mayDraw: () => true,
};

describeModel(
  {
    name: 'A/B test machine',
    machine: abTestMachine,
    input: INPUT,
    variants: [
      {
        name: 'a phone enrolled before',
        input: { ...INPUT, platform: 'pe', enrolments: { tri: 10 } },
      },
      {
        name: 'storage refused or not answered yet',
        input: { ...INPUT, mayDraw: () => false },
      },
      {
        name: 'storage refused, an id kept when it was granted',
        input: { ...INPUT, mayDraw: () => false, enrolments: { tri: 10 } },
      },
    ],
    events: EVENTS,
    serializeState: (s) =>
      [
        JSON.stringify(s.value),
        s.context.locale,
        String(s.context.mayDraw()),
        s.context.entries.map((e) => e.id).join('+'),
        JSON.stringify(s.context.enrolments),
      ].join('|'),
    start: (inspect, input) => {
      const calls: PendingCall[] = [];
      const persist = vi.fn<(e: Enrolments) => void>();
      const warn = vi.fn<(d: DroppedEntry[]) => void>();
      const machine = abTestMachine.provide({
        actors: { loadConfig: fakeCall(calls, 'config') },
        actions: {
          persist: (_, { enrolments }) => persist(enrolments),
          warn: (_, { dropped }) => warn(dropped),
        },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      return { actor, calls, persist, warn };
    },
    execute: (sut, event) => settleOrSend(sut.calls, (e) => sut.actor.send(e), event),
    invariants: {
      'INITIAL → LOADING → READY, and READY for good': ({ event, before, live }) => {
        const order = ['INITIAL', 'LOADING', 'READY'];
        expect(order.indexOf(abTestStatus(live))).toBeGreaterThanOrEqual(
          order.indexOf(abTestStatus(before)),
        );
        if (event.type === 'load' && before.matches('initial'))
          expect(abTestStatus(live)).toBe('LOADING');
        return true;
      },
      'a failed load gives an empty config': ({ event, before, live }) => {
        if (!event.type.startsWith('xstate.error') || !before.matches('loading')) return false;
        expect(abTestStatus(live)).toBe('READY');
        expect(live.context.entries).toEqual([]);
        expect(variantIn(live, 'tri')).toBeUndefined();
        return true;
      },
      'invalid and repeated entries are dropped with a warning, the others kept': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (!event.type.startsWith('xstate.done') || !before.matches('loading')) return false;
        expect(live.context.entries.map((e) => e.id)).toEqual(['tri', 'ete']);
        expect(sut.warn.mock.lastCall?.[0].map((d) => d.index)).toEqual([1, 2]);
        return true;
      },
      'every kept entry has a random id, kept by the browser, the old ones unchanged': ({
        sut,
        event,
        before,
        live,
      }) => {
        if (!event.type.startsWith('xstate.done') || !before.matches('loading')) return false;
        if (!live.context.mayDraw()) return false;
        const kept = before.context.enrolments.tri;
        expect(live.context.enrolments).toEqual({ tri: kept ?? 75, ete: 75 });
        expect(sut.persist).toHaveBeenLastCalledWith(live.context.enrolments);
        return true;
      },
      'without the storage consent no id is drawn: the ids kept earlier, else the defaults': ({
        event,
        before,
        live,
      }) => {
        if (!event.type.startsWith('xstate.done') || !before.matches('loading')) return false;
        if (live.context.mayDraw()) return false;
        expect(live.context.enrolments).toEqual(before.context.enrolments);
        return true;
      },
      'only a desktop fr-FR browser in the dates takes part': ({ live }) => {
        if (!live.matches('ready') || live.context.entries.length === 0) return false;
        const desktopFr = live.context.platform === 'ge' && live.context.locale === 'fr-FR';
        const id = live.context.enrolments.tri;
        const drawn = id === undefined ? undefined : id < 50 ? 'ordre' : 'duree';
        expect(variantIn(live, 'tri')).toBe(desktopFr ? drawn : undefined);
        expect(variantIn(live, 'ete')).toBeUndefined();
        return true;
      },
    },
  },
  () => {
    it('reads the variant ranges from inclusive to exclusive', async () => {
      const calls: PendingCall[] = [];
      const machine = abTestMachine.provide({ actors: { loadConfig: fakeCall(calls, 'config') } });
      for (const [random, variant] of [
        [0.49, 'ordre'],
        [0.5, 'duree'],
      ] as const) {
        const actor = createActor(machine, { input: { ...INPUT, random: () => random } });
        actor.start();
        actor.send({ type: 'load' });
        calls.at(-1)?.resolve([SORT]);
        await flush();
        expect(variantIn(actor.getSnapshot(), 'tri')).toBe(variant);
        actor.stop();
      }
    });
  },
);
