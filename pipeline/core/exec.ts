import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Options of a child process run by a stage. */
export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Called for each line of stdout and stderr (progress parsing). */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

/** Result of a finished child process. */
export interface RunResult {
  code: number;
  /** Last lines of output, for error messages. */
  tail: string[];
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
      options.signal?.removeEventListener('abort', onAbort);
      reject(new Error(`${command} could not start: ${error.message}`));
    });
    child.on('close', (code, sig) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) {
        reject(new Error(`${command} interrupted`));
      } else if (code === 0) {
        resolve({ code: 0, tail });
      } else {
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${sig ?? `exit ${code}`}):\n${tail.slice(-12).join('\n')}`,
          ),
        );
      }
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
