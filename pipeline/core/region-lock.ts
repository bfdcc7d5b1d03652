import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Options of {@link lockRegion}. */
export interface LockOptions {
  regionDir: string;
  /** How long to wait for another import of the same region, in ms. */
  timeoutMs?: number;
  onWait?: (holderPid: number) => void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function holder(file: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(file, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `data/<region>/.lock` so that two imports of one region never swap the same artefact at
 * once (the second waits); a lock left by a dead process is taken over. Returns the release.
 */
export async function lockRegion(options: LockOptions): Promise<() => Promise<void>> {
  await mkdir(options.regionDir, { recursive: true });
  const file = join(options.regionDir, '.lock');
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  let warned = false;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = await holder(file);
    if (pid === undefined || !isAlive(pid)) {
      await rm(file, { force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Another import (pid ${pid}) holds ${file}`);
    if (!warned) options.onWait?.(pid);
    warned = true;
    await new Promise((r) => setTimeout(r, 250));
  }
}
