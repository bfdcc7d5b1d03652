import { spawn, type ChildProcess } from 'node:child_process';

/** A server started for a bench, in its own process. */
export interface RunningServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on a region and waits until /api/health answers. */
export async function startServer(options: {
  repoRoot: string;
  region: string;
  port: number;
  /** Extra environment of the server (PERIPLE_RATE_LIMIT…). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--region',
      options.region,
      '--port',
      String(options.port),
    ],
    {
      cwd: options.repoRoot,
      // A bench sends thousands of requests from one address: no per-address limit.
      env: { ...process.env, LOG_LEVEL: 'warn', PERIPLE_RATE_LIMIT: '0', ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
