import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes the items added in one turn as one group, and later ones in the next', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number>(async (items) => {
      groups.push([...items]);
      await new Promise((r) => setTimeout(r, 5));
    });
    const first = [1, 2, 3].map((i) => commit.add(i));
    await new Promise((r) => setImmediate(r));
    const second = [4, 5].map((i) => commit.add(i));
    await Promise.all([...first, ...second]);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('rejects every item of a failed group and goes on with the next', async () => {
    let calls = 0;
    const commit = new GroupCommit<string>((items) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('disk full')) : Promise.resolve(void items);
    });
    const failed = Promise.allSettled([commit.add('a'), commit.add('b')]);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(commit.add('c')).resolves.toBeUndefined();
  });
});
