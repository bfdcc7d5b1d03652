import { describe, expect, it } from 'vitest';
import { parisInstant, parisParts } from './paris-time';

describe('French wall-clock times', () => {
  it('reads a time without a zone as Paris time, the days the clocks change included', () => {
    expect(parisInstant('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(parisInstant('2026-07-01T10:00:30')?.toISOString()).toBe('2026-07-01T08:00:30.000Z');
    // 29 March 2026: 01:30 is still winter time; 25 October: 01:30 is still summer time.
    expect(parisInstant('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(parisInstant('2026-10-25T01:30')?.toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });

  it('keeps an explicit zone and refuses what is not a date-time', () => {
    expect(parisInstant('2026-12-01T10:00:00Z')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(parisInstant('2026-12-01T10:00:00+0100')?.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
    expect(parisInstant('demain')).toBeUndefined();
    expect(parisInstant('2026-12-01')).toBeUndefined();
    expect(parisParts(new Date('2026-03-09T23:30:00Z')).date).toBe('2026-03-10');
  });
});
