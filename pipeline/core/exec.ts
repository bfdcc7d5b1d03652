import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** Options of a child process run by a stage. */
export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Called for each line of stdout and stderr (progress parsing). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Kills the process (and rejects with {@link MemoryLimitError}) past this resident size. */
  maxRssBytes?: number;
}

/** A child process killed because its resident memory passed `maxRssBytes`. */
export class MemoryLimitError extends Error {
  constructor(
    readonly command: string,
    readonly rssBytes: number,
  ) {
    super(`${command} passed ${Math.round(rssBytes / 2 ** 20)} MB of memory and was stopped`);
    this.name = 'MemoryLimitError';
  }
}

/** Resident size of a process from /proc (Linux), or undefined elsewhere or once it is gone. */
export function residentBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** Samples the child's memory every 250 ms; kills it past the limit and reports the size. */
function watchMemory(child: ChildProcess, limit: number, onPassed: (rss: number) => void) {
  const timer = setInterval(() => {
    const rss = child.pid === undefined ? undefined : residentBytes(child.pid);
    if (rss !== undefined && rss > limit) {
      clearInterval(timer);
      onPassed(rss);
      child.kill('SIGKILL');
    }
  }, 250);
  return () => clearInterval(timer);
}

/** Result of a finished child process. */
export interface RunResult {
  code: number;
  /** Last lines of output, for error messages. */
  tail: string[];
}

/** Why a closed child process failed, or undefined when it succeeded. */
function closeFailure(end: {
  command: string;
  args: readonly string[];
  code: number | null;
  sig: NodeJS.Signals | null;
  tail: readonly string[];
  passed: number | undefined;
  options: RunOptions;
}): Error | undefined {
  const { command, args, code, sig, tail } = end;
  if (end.passed !== undefined) return new MemoryLimitError(command, end.passed);
  if (end.options.signal?.aborted) return new Error(`${command} interrupted`);
  if (code === 0) return undefined;
  return new Error(
    `${command} ${args.join(' ')} failed (${sig ?? `exit ${code}`}):\n${tail.slice(-12).join('\n')}`,
  );
}

/**
 * Runs a command, streaming its lines to `onLine`; rejects with its last output lines when it
 * fails; kills it when `signal` aborts (Ctrl-C).
 */
export function run(
  command: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tail: string[] = [];
    let passed: number | undefined;
    const stopWatch =
      options.maxRssBytes === undefined
        ? () => undefined
        : watchMemory(child, options.maxRssBytes, (rss) => (passed = rss));
    const onAbort = (): void => {
      child.kill('SIGTERM');
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    for (const [name, stream] of [
      ['stdout', child.stdout],
      ['stderr', child.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
        options.onLine?.(line, name);
      });
    }
    child.on('error', (error) => {
      stopWatch();
      options.signal?.removeEventListener('abort', onAbort);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.on('close', (code, sig) => {
      options.signal?.removeEventListener('abort', onAbort);
      stopWatch();
      const failure = closeFailure({ command, args, code, sig, tail, passed, options });
      if (failure) reject(failure);
      else resolve({ code: 0, tail });
    });
  });
}

/** First line printed by `command --version` (or a given flag), or undefined if absent. */
export async function toolVersion(
  command: string,
  flag = '--version',
): Promise<string | undefined> {
  try {
    let first: string | undefined;
    await run(command, [flag], {
      onLine: (l) => {
        first ??= l.trim();
      },
    });
    return first;
  } catch {
    return undefined;
  }
}
