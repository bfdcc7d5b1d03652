import { describe, expect, it } from 'vitest';
import { AppError } from '../core/errors';
import { Gate } from './engine-gate';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('engine gate', () => {
  it('runs at most `concurrency` calls, lets `queue` wait and refuses the rest with OVERLOADED', async () => {
    const gate = new Gate({ concurrency: 2, queue: 1 });
    const calls = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = calls.map((d, i) =>
      gate.run(async () => {
        started.push(i);
        await d.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    const refused = await gate.run(async () => 9).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'OVERLOADED', statusCode: 503 });
    calls[0]?.resolve();
    await runs[0];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    calls[1]?.resolve();
    calls[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when a call fails', async () => {
    const gate = new Gate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('engine')))).rejects.toThrow('engine');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
