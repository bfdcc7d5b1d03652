import { describe, expect, it } from 'vitest';
import { ruleAppliesAt } from './zfe-hours';

describe('ZFE hours', () => {
  it('evaluates Paris’s weekday rule at French time, public holidays off', () => {
    const paris = 'Mo-Fr 08:00-20:00; PH off';
    expect(ruleAppliesAt(paris, new Date('2026-11-24T09:30:00Z'))).toBe(true); // Tue 10:30
    expect(ruleAppliesAt(paris, new Date('2026-11-24T19:30:00Z'))).toBe(false); // Tue 20:30
    expect(ruleAppliesAt(paris, new Date('2026-11-28T10:00:00Z'))).toBe(false); // Saturday
    expect(ruleAppliesAt(paris, new Date('2026-11-11T10:00:00Z'))).toBe(false); // 11 Nov
    expect(ruleAppliesAt('24/7', new Date('2026-11-28T03:00:00Z'))).toBe(true);
  });
});
