/**
 * Parses DATEX II documents in a worker thread (datex-parse-worker.ts), one at a time, so a
 * poll never blocks the server's event loop. Its entry (a small .mjs) registers tsx's loader.
 */
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { DatexReading } from './datex-reader';

const answerSchema = z.object({
  id: z.number(),
  reading: z.unknown().optional(),
  error: z.string().optional(),
});

/** A worker that parses documents; `close()` ends it. */
export class DatexParseWorker {
  private readonly worker: Worker;
  private next = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (r: DatexReading) => void; reject: (e: Error) => void }
  >();

  constructor() {
    this.worker = new Worker(new URL('./datex-parse-worker.mjs', import.meta.url));
    this.worker.unref();
    this.worker.on('message', (raw: unknown) => {
      const answer = answerSchema.safeParse(raw);
      if (!answer.success) return;
      const pending = this.waiting.get(answer.data.id);
      this.waiting.delete(answer.data.id);
      if (answer.data.error !== undefined) pending?.reject(new Error(answer.data.error));
      // The worker's own parseDatex built it: the structured clone keeps its shape.
      else pending?.resolve(answer.data.reading as DatexReading);
    });
    this.worker.on('error', (error) => {
      for (const p of this.waiting.values()) p.reject(error);
      this.waiting.clear();
    });
  }

  /** Parses a document in the worker. */
  parse(xml: string): Promise<DatexReading> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, xml });
    });
  }

  /** Ends the worker. */
  close(): Promise<number> {
    return this.worker.terminate();
  }
}
