/**
 * A gate in front of the routing engine: at most `concurrency` calls run at once, at most `queue`
 * wait; past that the call is refused with the catalogue's 503 OVERLOADED and Retry-After rather
 * than letting every answer grow slower without bound. Valhalla's calls run on libuv's pool (4
 * threads), beside the event loop: measured on 2 cores under 32 connections of car routes,
 * 1 call at a time kept tiles and suggest p99 at 11 ms but cut routes to 175 req/s; 4 (no gate)
 * gave 534 req/s but 36 ms; cores + 1 (3) gives 411 req/s and 16 ms: that is the default.
 */
import { availableParallelism } from 'node:os';
import { AppError } from '../core/errors';
import type { RoutingEngine } from '../core/deps';

/** Sizes of the gate. */
export interface GateOptions {
  concurrency: number;
  queue: number;
}

/** As many engine calls as cores, plus one to cover the hand-offs between the threads. */
export function defaultGateOptions(): GateOptions {
  const concurrency = availableParallelism() + 1;
  return { concurrency, queue: 64 * concurrency };
}

/** A counting semaphore with a bounded waiting line. */
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly options: GateOptions) {}

  /** Runs `call` when a slot is free; OVERLOADED when the line is full. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue)
        throw new AppError('OVERLOADED', { seconds: '1' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await call();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Calls running and waiting, for health and tests. */
  load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The engine with every call through the gate. */
export function gatedEngine(engine: RoutingEngine, gate: Gate): RoutingEngine {
  return {
    get hasElevation() {
      return engine.hasElevation;
    },
    status: () => engine.status(),
    route: (q) => gate.run(() => engine.route(q)),
    traceAttributes: (q) => gate.run(() => engine.traceAttributes(q)),
    height: (q) => gate.run(() => engine.height(q)),
    matrix: (q) => gate.run(() => engine.matrix(q)),
    locate: (q) => gate.run(() => engine.locate(q)),
    isochrone: (q) => gate.run(() => engine.isochrone(q)),
    close: () => engine.close(),
  };
}
