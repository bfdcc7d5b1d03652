/** The storage behind the consent: nothing reaches the browser until granted, but exempt keys. */
import { describe, expect, it } from 'vitest';
import { gatedStorage } from './gated-storage';

function browser(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('gatedStorage', () => {
  it('keeps in memory until storage is granted, then writes through', () => {
    const real = browser();
    const kept = gatedStorage(real, false);
    kept.setItem('periple.history', '[]');
    expect(real.getItem('periple.history')).toBeNull();
    expect(kept.getItem('periple.history')).toBe('[]');
    kept.allow(true);
    expect(real.getItem('periple.history')).toBe('[]');
  });

  it('reads and writes an exempt key (the session token) whatever the answer', () => {
    const real = browser();
    real.setItem('periple.account.token', 'kept');
    real.setItem('periple.history', '[1]');
    const refused = gatedStorage(real, false, ['periple.account.token']);
    expect(refused.getItem('periple.account.token')).toBe('kept');
    expect(refused.getItem('periple.history')).toBeNull();
    refused.setItem('periple.account.token', 'new');
    expect(real.getItem('periple.account.token')).toBe('new');
    refused.removeItem('periple.account.token');
    expect(real.getItem('periple.account.token')).toBeNull();
  });
});
