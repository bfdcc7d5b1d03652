import { describe, expect, it } from 'vitest';
import { cityScore, diagonalKm, distanceKm, quizConfig, rankedScore } from './rules';
import { isGameCode, quizShareQuery } from './quiz';

const CONFIG = { maxDistance: 200, maxPoints: 1000, bonusDistance: 4, bonusPoints: 100 };

describe('city quiz scoring (spec 001 §9)', () => {
  it('gives the maximum and the bonus for a guess on the town', () => {
    expect(cityScore(CONFIG, 0)).toEqual({ distance: 0, points: 1100, bonus: true });
  });

  it('gives the bonus up to the bonus distance, not beyond', () => {
    // round((200 − 4) / 200 × 1000) = 980, plus 100.
    expect(cityScore(CONFIG, 4)).toEqual({ distance: 4, points: 1080, bonus: true });
    // round((200 − 4.05) / 200 × 1000) = round(979.75) = 980, no bonus.
    expect(cityScore(CONFIG, 4.05)).toEqual({ distance: 4.1, points: 980, bonus: false });
  });

  it('rounds the share of the maximum distance', () => {
    // (300 − 100) / 300 × 1000 = 666.67 → 667.
    expect(cityScore({ ...CONFIG, maxDistance: 300 }, 100).points).toBe(667);
  });

  it('never goes below 0 beyond the maximum distance', () => {
    expect(cityScore(CONFIG, 200).points).toBe(0);
    expect(cityScore(CONFIG, 950).points).toBe(0);
  });

  it('scores other modes from the rank: 300 + 10 × floor(rank / 10) − distance', () => {
    expect(rankedScore(25, 12)).toEqual({ distance: 12, points: 308, bonus: false });
    expect(rankedScore(0, 10)).toEqual({ distance: 10, points: 290, bonus: true });
    expect(rankedScore(0, 400).points).toBe(0);
  });
});

describe('area configuration', () => {
  it('measures distances on the sphere', () => {
    // Rouen to Le Havre: about 78 km as the crow flies.
    const km = distanceKm({ lng: 1.09932, lat: 49.44313 }, { lng: 0.10767, lat: 49.4938 });
    expect(km).toBeGreaterThan(71);
    expect(km).toBeLessThan(73);
  });

  it('makes a quarter of the diagonal the maximum distance and 2 % of it the bonus distance', () => {
    const bounds = [-5.2, 41.3, 9.6, 51.1] as const;
    const config = quizConfig({ mode: 'cities', level: 2, bounds, available: 500 });
    expect(config.maxDistance).toBeCloseTo(diagonalKm(bounds) / 4, 0);
    expect(config.bonusDistance).toBe(Math.round(diagonalKm(bounds) * 0.02));
    // Over France, a guess 229 km off is a poor one; 0.7 km off, a bonus.
    expect(cityScore(config, 229).points).toBeLessThan(450);
    expect(cityScore(config, 0.7).points).toBeGreaterThan(1090);
    expect(cityScore(config, 600).points).toBe(0);
    expect(config.rounds).toBe(10);
    expect(config.poolSize).toBe(50);
  });

  it('plays fewer rounds in an area with fewer towns', () => {
    const config = quizConfig({
      mode: 'departmentCities',
      level: 12,
      bounds: [2.2, 48.8, 2.5, 48.9],
      available: 7,
    });
    expect(config.rounds).toBe(7);
    expect(config.poolSize).toBe(300);
    expect(config.bonusDistance).toBe(1);
  });
});

describe('share link of a game', () => {
  const request = { level: 4 as const, challenge: null };
  it('names the challenge day, else the game’s code, else today’s challenge', () => {
    const day = { ...request, challenge: '2026-11-23' };
    expect(quizShareQuery(day, 'k3v9x0qa', '2026-11-27')).toBe('?niveau=4&defi=2026-11-23');
    expect(quizShareQuery(request, 'k3v9x0qa', '2026-11-27')).toBe('?niveau=4&partie=k3v9x0qa');
    expect(quizShareQuery(request, null, '2026-11-27')).toBe('?niveau=4&defi=2026-11-27');
  });
  it('knows a game code: eight lower-case letters or digits', () => {
    expect(isGameCode('k3v9x0qa')).toBe(true);
    for (const bad of ['K3V9X0QA', 'k3v9x0q', 'k3v9x0qa1', "k3v9'--a"])
      expect(isGameCode(bad)).toBe(false);
  });
});
