/**
 * Helpers of the model-based tests: list every transition of a machine, record the transitions
 * a live actor takes (XState inspection), and generate, with @xstate/graph, paths that end with
 * every edge of the machine's reachable graph (shortest path to a state, plus one event).
 */
import { getAdjacencyMap, getShortestPaths, type AdjacencyValue } from '@xstate/graph';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  InputFrom,
  InspectionEvent,
  SnapshotFrom,
} from 'xstate';

/** One step of a generated path: an event and the state the model reaches. */
export interface ModelStep<M extends AnyStateMachine> {
  event: EventFromLogic<M>;
  state: SnapshotFrom<M>;
}

/** A generated path: the steps from the initial state. */
export interface ModelPath<M extends AnyStateMachine> {
  steps: ModelStep<M>[];
  description: string;
}

/**
 * A stable name of a transition: source state, event type, index among the alternatives and
 * targets. Independent of the machine instance (`machine.provide` builds new definitions).
 */
export function transitionId(t: AnyTransitionDefinition): string {
  const node = t.source as AnyStateNode;
  const eventType = String(t.eventType);
  const alternatives =
    eventType === '' ? (node.always ?? []) : (node.transitions.get(eventType) ?? []);
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${node.id} --${eventType || 'always'}[${alternatives.indexOf(t)}]--> ${targets}`;
}

function collect(node: AnyStateNode, into: Set<string>): void {
  for (const definitions of node.transitions.values()) {
    for (const t of definitions) into.add(transitionId(t));
  }
  for (const t of node.always ?? []) into.add(transitionId(t));
  for (const child of Object.values(node.states)) collect(child, into);
}

/** Every transition of a machine (guarded alternatives count separately). */
export function listTransitions(machine: AnyStateMachine): Set<string> {
  const all = new Set<string>();
  collect(machine.root, all);
  return all;
}

/** Records the transitions taken by the actors it inspects. */
export class TransitionRecorder {
  readonly covered = new Set<string>();
  readonly unknown = new Set<string>();
  constructor(private readonly all: Set<string>) {}

  /** Pass as `createActor(machine, { inspect: recorder.inspect })`. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) {
      const id = transitionId(t);
      if (this.all.has(id)) this.covered.add(id);
      else this.unknown.add(id);
    }
  };

  /** Transitions of the machine never taken. */
  missing(): string[] {
    return [...this.all].filter((id) => !this.covered.has(id));
  }

  /** "taken/total" for the report. */
  summary(): string {
    return `${this.covered.size}/${this.all.size}`;
  }
}

/** Options of the path generation. */
export interface PathOptions<M extends AnyStateMachine> {
  events: EventFromLogic<M>[] | ((state: SnapshotFrom<M>) => EventFromLogic<M>[]);
  /** Abstraction of a state: keeps the graph finite (e.g. value plus a few context fields). */
  serializeState: (state: SnapshotFrom<M>) => string;
  input: InputFrom<M>;
  /** Events played even where a state ignores them (the spec says they must be ignored). */
  keepIgnored?: (event: EventFromLogic<M>) => boolean;
  /** States whose outgoing edges are not explored (final states, by default). */
  stopWhen?: (state: SnapshotFrom<M>) => boolean;
}

/** Replays events through the machine's pure transition function from its initial state. */
export function replay<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  events: readonly EventFromLogic<M>[],
): ModelStep<M>[] {
  let state: SnapshotFrom<M> = getInitialSnapshot(machine, input as never);
  return events.map((event) => {
    state = getNextSnapshot(machine, state, event);
    return { event, state };
  });
}

/** The options of a traversal of `M` by @xstate/graph. */
type Traversal<M extends AnyStateMachine> = Parameters<typeof getShortestPaths<M>>[1];

/**
 * The adjacency map of a machine, typed by its snapshots and events. The one cast of a typing gap
 * of @xstate/graph: it infers `any` snapshots and events from a generic machine, and keys its map
 * by a branded string, which `Object.entries` reads as `any`.
 */
function adjacencyOf<M extends AnyStateMachine>(
  machine: M,
  traversal: Traversal<M>,
): Record<string, AdjacencyValue<SnapshotFrom<M>, EventFromLogic<M>>> {
  return getAdjacencyMap(machine, traversal as never) as Record<
    string,
    AdjacencyValue<SnapshotFrom<M>, EventFromLogic<M>>
  >;
}

/**
 * Paths covering every edge of the reachable (abstracted) graph: for each state of the
 * adjacency map and each event, the events of the shortest path to that state followed by the
 * event. Events the state ignores (no enabled transition) make no path: the count reflects
 * behaviour. The expected states are recomputed by replaying the events (an abstract state
 * stands for several concrete ones).
 */
export function edgeCoveringPaths<M extends AnyStateMachine>(
  machine: M,
  options: PathOptions<M>,
): ModelPath<M>[] {
  const traversal = {
    events: options.events,
    serializeState: options.serializeState,
    input: options.input,
    stopWhen:
      options.stopWhen ??
      ((state: SnapshotFrom<M>) => (state as { status?: string }).status === 'done'),
  } as Traversal<M>;
  const shortest = getShortestPaths(machine, traversal);
  const byState = new Map(
    shortest.map((p) => [options.serializeState(p.state as SnapshotFrom<M>), p]),
  );
  const paths: ModelPath<M>[] = [];
  for (const [key, vertex] of Object.entries(adjacencyOf(machine, traversal))) {
    const head = byState.get(key);
    if (!head) throw new Error(`no path to ${key}`);
    const headEvents = head.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    const { state } = vertex;
    for (const edge of Object.values(vertex.transitions)) {
      const ignored = machine.getTransitionData(state as never, edge.event).length === 0;
      if (ignored && !options.keepIgnored?.(edge.event)) continue;
      const events = [...headEvents, edge.event];
      paths.push({
        steps: replay(machine, options.input, events),
        description: `${key} + ${JSON.stringify(edge.event)}`,
      });
    }
  }
  return paths;
}

/** Lets promise callbacks and XState's deferred work run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
