import { describe, expect, it } from 'vitest';
import {
  QUIZ_MAX_TOTAL,
  bestAbove,
  bestKey,
  isBestKey,
  isBestTotal,
  isNewBest,
  mergeBest,
  parseBestKey,
  recordsAt,
} from './best-scores';

describe('quiz best totals', () => {
  it('names an area and a level', () => {
    expect(bestKey({ kind: 'france', code: null, level: 2 })).toBe('france:france:2');
    expect(bestKey({ kind: 'department', code: '2A', level: 12 })).toBe('department:2A:12');
    for (const key of ['france:france:2', 'region:28:4', 'department:76:8', 'department:971:12']) {
      expect(isBestKey(key)).toBe(true);
    }
    for (const key of ['france:76:2', 'region:28:3', 'department:2C:2', 'region:28:2 ', '']) {
      expect(isBestKey(key)).toBe(false);
    }
  });

  it('bounds a total by ten perfect rounds with their bonus', () => {
    expect(QUIZ_MAX_TOTAL).toBe(11_000);
    expect(isBestTotal(0)).toBe(true);
    expect(isBestTotal(11_000)).toBe(true);
    expect(isBestTotal(11_001)).toBe(false);
    expect(isBestTotal(-1)).toBe(false);
    expect(isBestTotal(12.5)).toBe(false);
    expect(isBestTotal('12')).toBe(false);
  });

  it('keeps the higher total of each key and finds what the other side lacks', () => {
    const browser = { 'region:28:2': 5000, 'france:france:2': 300 };
    const account = { 'region:28:2': 4000, 'france:france:2': 900, 'department:76:4': 10 };
    expect(mergeBest(browser, account)).toEqual({
      'region:28:2': 5000,
      'france:france:2': 900,
      'department:76:4': 10,
    });
    expect(bestAbove(browser, account)).toEqual({ 'region:28:2': 5000 });
    expect(bestAbove(account, browser)).toEqual({ 'france:france:2': 900, 'department:76:4': 10 });
  });

  it('calls a total a new best only when nothing known beats it', () => {
    expect(isNewBest(100, null, null)).toBe(true);
    expect(isNewBest(100, null, 100)).toBe(true);
    expect(isNewBest(100, 100, 100)).toBe(false);
    // The account knew 5000 though the browser knew nothing when the game began.
    expect(isNewBest(3000, null, 5000)).toBe(false);
  });

  it('lists the records of a level, France first, then the highest', () => {
    expect(parseBestKey('department:2A:12')).toEqual({ kind: 'department', code: '2A', level: 12 });
    expect(parseBestKey('nope')).toBeUndefined();
    const best = {
      'region:28:2': 10,
      'department:76:2': 6200,
      'france:france:2': 5,
      'region:11:4': 1,
    };
    expect(recordsAt(best, 2)).toEqual([
      { kind: 'france', code: null, total: 5 },
      { kind: 'department', code: '76', total: 6200 },
      { kind: 'region', code: '28', total: 10 },
    ]);
    expect(recordsAt(best, 8)).toEqual([]);
  });
});
