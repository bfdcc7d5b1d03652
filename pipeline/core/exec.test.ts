import { describe, expect, it } from 'vitest';
import { MemoryLimitError, residentBytes, run } from './exec';

/** A node process that keeps taking memory until it is stopped. */
const GREEDY = [
  '-e',
  'const a = []; setInterval(() => a.push(Buffer.alloc(16 * 2 ** 20, 1)), 20); setTimeout(() => {}, 20000);',
];

describe('run', () => {
  it('resolves with the output of a command that succeeds', async () => {
    const lines: string[] = [];
    const result = await run('node', ['-e', 'console.log("un"); console.error("deux")'], {
      onLine: (line) => lines.push(line),
      maxRssBytes: 2 ** 30,
    });
    expect(result.code).toBe(0);
    expect(lines.sort()).toEqual(['deux', 'un']);
  });

  it('stops a process past its memory limit and says how big it grew', async () => {
    const started = Date.now();
    const error: unknown = await run('node', GREEDY, { maxRssBytes: 200 * 2 ** 20 }).catch(
      (e: unknown) => e,
    );
    if (!(error instanceof MemoryLimitError))
      throw new Error(`not a memory error: ${String(error)}`);
    expect(error.rssBytes).toBeGreaterThan(200 * 2 ** 20);
    expect(error.message).toMatch(/^node passed \d+ MB of memory/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('rejects with the last lines of a failing command', async () => {
    await expect(run('node', ['-e', 'console.log("raison"); process.exit(3)'])).rejects.toThrow(
      /failed \(exit 3\):\nraison/,
    );
  });
});

describe('residentBytes', () => {
  it('reads this process size, and nothing for a process that does not exist', () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(10 * 2 ** 20);
    expect(residentBytes(2 ** 22 + 1)).toBeUndefined();
  });
});
