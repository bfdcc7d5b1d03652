import { describe, expect, it } from 'vitest';
import { appendAll, maxOf, minOf } from './arrays';

describe('array helpers at any size', () => {
  it('find the extremes and append a million items without overflowing the stack', () => {
    const values = Array.from({ length: 1_000_000 }, (_, i) => (i * 7919) % 1_000_003);
    expect(minOf(values)).toBe(0);
    expect(maxOf(values)).toBe(Math.max(...values.slice(0, 50_000), maxOf(values.slice(50_000))));
    expect(minOf([])).toBe(Infinity);
    expect(appendAll([1], values)).toHaveLength(1_000_001);
  });
});
