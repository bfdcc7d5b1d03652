/**
 * Parses DATEX II documents in a worker thread (datex-parse-worker.ts), so a poll never blocks
 * the server's event loop. Its entry (a small .mjs) registers tsx's loader. A worker that dies
 * (out of memory on a huge feed) or takes longer than the time-out is ended and replaced at the
 * next parse: its pending parses fail, and the poller keeps its last good events.
 */
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { DatexReading } from './datex-reader';

const answerSchema = z.object({
  id: z.number(),
  reading: z.unknown().optional(),
  error: z.string().optional(),
});

/** How long one parse may take before its worker is ended, ms. */
export const DATEX_PARSE_TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (r: DatexReading) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** A worker that parses documents; `close()` ends it. */
export class DatexParseWorker {
  private worker: Worker | undefined;
  private next = 0;
  private readonly waiting = new Map<number, Pending>();

  constructor(private readonly timeoutMs = DATEX_PARSE_TIMEOUT_MS) {}

  /** Parses a document in the worker (started, or started again, when needed). */
  parse(xml: string, timeoutMs = this.timeoutMs): Promise<DatexReading> {
    const worker = this.worker ?? this.start();
    const id = this.next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new Error('analyse trop longue')), timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ id, xml });
    });
  }

  /** Ends the worker. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(new URL('./datex-parse-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    worker.on('message', (raw: unknown) => this.answer(raw));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(new Error(`analyseur arrêté (code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private answer(raw: unknown): void {
    const answer = answerSchema.safeParse(raw);
    if (!answer.success) return;
    const pending = this.waiting.get(answer.data.id);
    if (!pending) return;
    this.waiting.delete(answer.data.id);
    clearTimeout(pending.timer);
    if (answer.data.error !== undefined) pending.reject(new Error(answer.data.error));
    // The worker's own parseDatex built it: the structured clone keeps its shape.
    else pending.resolve(answer.data.reading as DatexReading);
  }

  /** Fails every pending parse and ends the worker; the next parse starts a new one. */
  private fail(error: Error): void {
    for (const pending of this.waiting.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.waiting.clear();
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }
}
