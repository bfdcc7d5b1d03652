import { describe, expect, it } from 'vitest';
import { showsFavoritePrompt } from './favorite-prompt';

const NOW = Date.UTC(2026, 10, 25, 9);
const DAY = 86_400_000;

describe('the favourite prompt (spec 001 §5, §9)', () => {
  it('shows to a signed-in user from the second visit when never shown', () => {
    expect(showsFavoritePrompt({ connected: true, visits: 2, lastShown: null, now: NOW })).toBe(
      true,
    );
  });

  it('never shows to an anonymous user', () => {
    expect(showsFavoritePrompt({ connected: false, visits: 9, lastShown: null, now: NOW })).toBe(
      false,
    );
  });

  it('waits for more than one visit', () => {
    expect(showsFavoritePrompt({ connected: true, visits: 1, lastShown: null, now: NOW })).toBe(
      false,
    );
  });

  it('shows again only more than 7 days after it was last shown', () => {
    const facts = { connected: true, visits: 3, now: NOW };
    expect(showsFavoritePrompt({ ...facts, lastShown: NOW - 7 * DAY })).toBe(false);
    expect(showsFavoritePrompt({ ...facts, lastShown: NOW - 7 * DAY - 1 })).toBe(true);
    expect(showsFavoritePrompt({ ...facts, lastShown: NOW - DAY })).toBe(false);
  });
});
