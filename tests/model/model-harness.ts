/**
 * One harness for the model-based tests: generate the edge-covering paths of a machine, play each
 * on a system under test (the machine with fake actors), compare every live state with the
 * model's, check the invariants written from the spec after every step, and report what was
 * proved: transitions taken, paths played, and how often each invariant applied.
 */
import { describe, expect, it } from 'vitest';
import type {
  Actor,
  AnyStateMachine,
  EventFromLogic,
  InputFrom,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';
import {
  edgeCoveringPaths,
  flush,
  listTransitions,
  TransitionRecorder,
  type PathOptions,
} from './model-helpers';

/** What an invariant sees after a step. */
export interface StepView<M extends AnyStateMachine, S> {
  sut: S;
  event: EventFromLogic<M>;
  before: SnapshotFrom<M>;
  live: SnapshotFrom<M>;
}

/** A system under test: a running actor of the machine and its fakes. */
export interface Sut<M extends AnyStateMachine> {
  actor: Actor<M>;
}

/** The model of a machine. */
export interface ModelSpec<M extends AnyStateMachine, S extends Sut<M>> extends PathOptions<M> {
  name: string;
  machine: M;
  /** Starts the system under test; pass `inspect` and `input` to `createActor`. */
  start: (inspect: (event: InspectionEvent) => void, input: InputFrom<M>) => S;
  /** Other inputs whose paths are played too (one transition count for all). */
  variants?: { name: string; input: InputFrom<M> }[];
  /** Plays a model event (a done or error event settles the fake call under way instead). */
  execute?: (sut: S, event: EventFromLogic<M>) => void;
  /**
   * Invariants from the spec, by name: each returns true when it applied to the step (and throws
   * through `expect` when it does not hold).
   */
  invariants?: Record<string, (step: StepView<M, S>) => boolean>;
}

/** The value and context of a machine's snapshot (the generic snapshot type names neither). */
function shape(snapshot: unknown): { value: unknown; context: unknown } {
  const { value, context } = snapshot as { value: unknown; context: unknown };
  return { value, context };
}

/** Plays the paths of a model and reports what they proved; `checks` adds spec checks. */
export function describeModel<M extends AnyStateMachine, S extends Sut<M>>(
  spec: ModelSpec<M, S>,
  checks?: (start: () => S) => void,
): void {
  const recorder = new TransitionRecorder(listTransitions(spec.machine));
  const applied = new Map(Object.keys(spec.invariants ?? {}).map((name) => [name, 0]));
  const start = (): S => spec.start(recorder.inspect, spec.input);
  const play = spec.execute ?? ((sut: S, event: EventFromLogic<M>) => sut.actor.send(event));
  const check = (step: StepView<M, S>): void => {
    for (const [name, invariant] of Object.entries(spec.invariants ?? {}))
      if (invariant(step)) applied.set(name, (applied.get(name) ?? 0) + 1);
  };
  let played = 0;
  describe(`${spec.name} (model)`, () => {
    for (const variant of [{ name: '', input: spec.input }, ...(spec.variants ?? [])]) {
      const paths = edgeCoveringPaths(spec.machine, { ...spec, input: variant.input });
      played += paths.length;
      const title = variant.name ? `${variant.name}: %s` : '%s';
      it.each(paths.map((p) => [p.description, p] as const))(title, async (_name, path) => {
        const sut = spec.start(recorder.inspect, variant.input);
        for (const step of path.steps) {
          const before = sut.actor.getSnapshot();
          play(sut, step.event);
          await flush();
          const live = sut.actor.getSnapshot();
          expect(shape(live)).toEqual(shape(step.state));
          check({ sut, event: step.event, before, live });
        }
        sut.actor.stop();
      });
    }
    checks?.(start);
    it('took every transition of the machine (run last)', () => {
      expect(recorder.missing()).toEqual([]);
      expect(recorder.unknown.size).toBe(0);
      const invariants = [...applied].map(([name, n]) => `${name} ×${n}`).join(', ');
      console.info(
        `${spec.name}: transitions ${recorder.summary()}, paths ${played}` +
          (invariants ? `, invariants: ${invariants}` : ''),
      );
      for (const [name, n] of applied)
        expect(n, `invariant never applied: ${name}`).toBeGreaterThan(0);
    });
  });
}

/** The input type of a machine, re-exported for specs. */
export type ModelInput<M extends AnyStateMachine> = InputFrom<M>;
