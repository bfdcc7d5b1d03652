import { describe, expect, it } from 'vitest';
import { countVisit, VISITS_KEY, visitsOf } from './visits';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('visit count', () => {
  it('counts a browsing session once, however many pages it loads', () => {
    const local = memory();
    const tab = memory();
    expect(countVisit(local, tab)).toBe(1);
    expect(countVisit(local, tab)).toBe(1);
    expect(countVisit(local, memory())).toBe(2);
    expect(visitsOf(local)).toBe(2);
  });

  it('reads an unreadable count as none', () => {
    const local = memory();
    local.setItem(VISITS_KEY, 'beaucoup');
    expect(visitsOf(local)).toBe(0);
    expect(countVisit(local, memory())).toBe(1);
  });

  it('is a first visit without storage', () => {
    expect(countVisit(undefined, undefined)).toBe(1);
    const refusing: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(countVisit(refusing, memory())).toBe(1);
  });
});
