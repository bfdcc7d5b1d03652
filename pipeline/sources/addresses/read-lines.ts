/** Streams the lines of a text file, decompressing .bz2 files with bzcat. */
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** The lines of a file (UTF-8), without their end-of-line characters. */
export async function* readLines(path: string, signal?: AbortSignal): AsyncGenerator<string> {
  let input: Readable;
  let finished: Promise<void> = Promise.resolve();
  if (path.endsWith('.bz2')) {
    const child = spawn('bzcat', [path], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    finished = new Promise((resolve, reject) => {
      child.on('error', (e) => reject(new Error(`bzcat could not start: ${e.message}`)));
      child.on('close', (code) =>
        code === 0 || signal?.aborted
          ? resolve()
          : reject(new Error(`bzcat ${path} failed (exit ${code}): ${stderr.trim()}`)),
      );
    });
    signal?.addEventListener('abort', () => child.kill('SIGTERM'), { once: true });
    input = child.stdout;
  } else {
    input = createReadStream(path);
  }
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (signal?.aborted) throw new Error('address loading interrupted');
    yield line.replace(/^\uFEFF/, '');
  }
  await finished;
}
