/**
 * Worker thread reading DATEX II documents off the event loop (a national feed of a few MB
 * takes hundreds of milliseconds to parse). Receives `{ id, xml }`, answers `{ id, reading }` or
 * `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { parseDatex } from './datex-reader';

parentPort?.on('message', (message: { id: number; xml: string }) => {
  try {
    parentPort?.postMessage({ id: message.id, reading: parseDatex(message.xml) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
