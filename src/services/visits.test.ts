import { describe, expect, it } from 'vitest';
import { countVisit, LAST_SEEN_KEY, markSeen, VISIT_GAP_MS, VISITS_KEY, visitsOf } from './visits';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const T0 = Date.UTC(2026, 10, 25, 9);
const MINUTE = 60_000;

describe('visit count', () => {
  it('counts pages within 30 minutes of each other as one visit', () => {
    const local = memory();
    expect(countVisit(local, T0)).toBe(1);
    expect(countVisit(local, T0 + 10 * MINUTE)).toBe(1);
    expect(countVisit(local, T0 + 39 * MINUTE)).toBe(1);
    expect(countVisit(local, T0 + 39 * MINUTE + VISIT_GAP_MS + 1)).toBe(2);
    expect(visitsOf(local)).toBe(2);
  });

  it('counts from the time the app was left, not the time it was opened', () => {
    const local = memory();
    countVisit(local, T0);
    markSeen(local, T0 + 2 * 60 * MINUTE);
    expect(countVisit(local, T0 + 2 * 60 * MINUTE + 20 * MINUTE)).toBe(1);
    expect(local.getItem(LAST_SEEN_KEY)).toBe(String(T0 + 140 * MINUTE));
  });

  it('a clock set back, or a count without its time, starts a new visit', () => {
    const local = memory();
    countVisit(local, T0);
    expect(countVisit(local, T0 - MINUTE)).toBe(2);
    const other = memory();
    other.setItem(VISITS_KEY, '4');
    expect(countVisit(other, T0)).toBe(5);
  });

  it('reads an unreadable count as none', () => {
    const local = memory();
    local.setItem(VISITS_KEY, 'beaucoup');
    expect(visitsOf(local)).toBe(0);
    expect(countVisit(local, T0)).toBe(1);
  });

  it('is a first visit without storage', () => {
    expect(countVisit(undefined, T0)).toBe(1);
    const refusing: Pick<Storage, 'getItem' | 'setItem'> = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(countVisit(refusing, T0)).toBe(1);
  });
});
