import { describe, expect, it } from 'vitest';
import { lookupTable, ownValue } from './lookup-table';

describe('lookup tables', () => {
  it('find their own keys and nothing of a prototype', () => {
    const table = lookupTable({ bd: 'boulevard' });
    expect(table.bd).toBe('boulevard');
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(table[name]).toBeUndefined();
    expect(Object.isFrozen(table)).toBe(true);
  });

  it('read own values of plain objects only', () => {
    const plain: Record<string, string> = { a: 'x' };
    expect(ownValue(plain, 'a')).toBe('x');
    expect(ownValue(plain, 'constructor')).toBeUndefined();
  });
});
