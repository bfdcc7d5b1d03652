import { describe, expect, it } from 'vitest';
import {
  dueIncentive,
  EMPTY_MEMORY,
  INCENTIVE_GAP_MS,
  parseIncentiveMemory,
  shownAt,
  type IncentiveSituation,
} from './incentives';

const NOW = Date.UTC(2026, 10, 25, 9);
const DAY = 86_400_000;
const page: IncentiveSituation = {
  trigger: 'page',
  now: NOW,
  visits: 3,
  connected: false,
  permission: 'default',
  pushConsent: true,
  remembered: true,
};
const results: IncentiveSituation = { ...page, trigger: 'results' };

describe('incentive pop-ins', () => {
  it('push: after more than 2 visits, with consent, while the browser can still ask', () => {
    expect(dueIncentive(EMPTY_MEMORY, page)).toBe('push');
    expect(dueIncentive(EMPTY_MEMORY, { ...page, visits: 2 })).toBeUndefined();
    expect(dueIncentive(EMPTY_MEMORY, { ...page, pushConsent: false })).toBeUndefined();
    for (const permission of ['granted', 'denied', 'unsupported'] as const)
      expect(dueIncentive(EMPTY_MEMORY, { ...page, permission })).toBeUndefined();
  });

  it('push: again 7 days after it was shown, never once accepted', () => {
    const shown = shownAt(EMPTY_MEMORY, 'push', NOW - 6 * DAY);
    expect(dueIncentive(shown, page)).toBeUndefined();
    expect(dueIncentive(shown, { ...page, now: NOW + DAY })).toBe('push');
    const accepted = { ...shown, push: { accepted: true, lastTimeDisplayed: NOW - 30 * DAY } };
    expect(dueIncentive(accepted, page)).toBeUndefined();
  });

  it('after results: the account to a visitor not signed in, at most once a week, then POIs on route', () => {
    expect(dueIncentive(EMPTY_MEMORY, results)).toBe('account');
    const account = shownAt(EMPTY_MEMORY, 'account', NOW);
    expect(dueIncentive(account, results)).toBe('poisOnRoute');
    expect(dueIncentive(EMPTY_MEMORY, { ...results, connected: true })).toBe('poisOnRoute');
    const both = shownAt(account, 'poisOnRoute', NOW);
    expect(dueIncentive(both, { ...results, now: NOW + INCENTIVE_GAP_MS - 1 })).toBeUndefined();
    expect(dueIncentive(both, { ...results, now: NOW + INCENTIVE_GAP_MS })).toBe('account');
  });

  it('none to a visitor who refused storage: nothing would keep it from coming back', () => {
    expect(dueIncentive(EMPTY_MEMORY, { ...page, remembered: false })).toBeUndefined();
    expect(dueIncentive(EMPTY_MEMORY, { ...results, remembered: false })).toBeUndefined();
  });

  it('reads the kept memory strictly', () => {
    const kept = shownAt(EMPTY_MEMORY, 'account', NOW);
    expect(parseIncentiveMemory(JSON.stringify(kept))).toEqual(kept);
    expect(parseIncentiveMemory('{"push":{"accepted":"oui"}}')).toEqual(EMPTY_MEMORY);
    expect(parseIncentiveMemory('pas du json')).toEqual(EMPTY_MEMORY);
    expect(parseIncentiveMemory(null)).toEqual(EMPTY_MEMORY);
  });
});
