import { describe, expect, it } from 'vitest';
import { openingStatusColor, OPENING_STATUS_COLORS } from '../../src/domain/geoentity';
import { frenchWallClock, fuelWeekToOsm, openingHoursOf, openingStatusOf } from './opening-hours';

/** A UTC instant for a French wall-clock time in January (UTC+1). */
const paris = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 0, day, hour - 1, minute));

const SHOP = 'Mo-Fr 08:00-12:00,14:00-19:00; Sa 09:00-12:00';

describe('opening status (§3 openingStatus, §9 colours)', () => {
  it('reads the wall-clock time of France whatever the server zone', () => {
    const local = frenchWallClock(paris(15, 13, 30));
    expect([local.getDate(), local.getHours(), local.getMinutes()]).toEqual([15, 13, 30]);
  });

  it('is open until the next closing, closed_open_today before a later opening, closed otherwise', () => {
    // Thursday 15 January 2026.
    expect(openingStatusOf(SHOP, paris(15, 10), 'fr')).toEqual({
      status: 'open',
      message: "Ouvert jusqu'à 12:00",
    });
    expect(openingStatusOf(SHOP, paris(15, 13), 'fr')).toEqual({
      status: 'closed_open_today',
      message: 'Fermé, ouvre à 14:00',
    });
    expect(openingStatusOf(SHOP, paris(15, 20), 'fr')).toEqual({
      status: 'closed',
      message: 'Fermé, ouvre vendredi à 08:00',
    });
    expect(openingStatusOf(SHOP, paris(15, 20), 'nl')?.message).toBe(
      'Gesloten, opent vrijdag om 08:00',
    );
    expect(openingStatusOf(SHOP, paris(15, 20), 'en')?.message).toBe(
      'Closed, opens Friday at 08:00',
    );
    expect(openingStatusOf(SHOP, paris(15, 13), 'en')?.message).toBe('Closed, opens at 14:00');
    expect(openingStatusOf('24/7', paris(15, 3), 'fr')).toEqual({
      status: 'open',
      message: 'Ouvert 24 h/24',
    });
  });

  it('evaluates French public holidays', () => {
    // 1 January is a public holiday: « PH off » closes the shop.
    expect(openingStatusOf('Mo-Su 08:00-20:00; PH off', paris(1, 10), 'fr')?.status).toBe('closed');
  });

  it('colours closed red, closed_open_today orange, anything else green', () => {
    expect(openingStatusColor('closed')).toBe(OPENING_STATUS_COLORS.closed);
    expect(openingStatusColor('closed_open_today')).toBe(OPENING_STATUS_COLORS.closed_open_today);
    expect(openingStatusColor('open')).toBe(OPENING_STATUS_COLORS.open);
    expect(openingStatusColor('anything')).toBe(OPENING_STATUS_COLORS.open);
  });

  it('keeps a malformed value as text, without week or status, never throwing', () => {
    for (const raw of ['tous les jours sauf lundi', 'Mo-Fr 08:00-', 'sometimes']) {
      expect(openingHoursOf(raw, paris(15, 10), { lang: 'fr', week: true })).toEqual({
        raw,
        valid: false,
      });
      expect(openingStatusOf(raw, paris(15, 10), 'fr')).toBeUndefined();
    }
  });

  it('gives the next seven days from today', () => {
    const hours = openingHoursOf(SHOP, paris(15, 10), { lang: 'fr', week: true });
    expect(hours.valid).toBe(true);
    expect(hours.week).toHaveLength(7);
    expect(hours.week?.[0]).toEqual({ day: 'Jeudi', ranges: ['08:00–12:00', '14:00–19:00'] });
    expect(hours.week?.[2]).toEqual({ day: 'Samedi', ranges: ['09:00–12:00'] });
    expect(hours.week?.[3]).toEqual({ day: 'Dimanche', ranges: [] });
    const week = (lang: 'en' | 'nl') =>
      openingHoursOf(SHOP, paris(15, 10), { lang, week: true }).week?.map((d) => d.day);
    expect(week('en')?.[0]).toBe('Thursday');
    expect(week('nl')?.[0]).toBe('Donderdag');
  });
});

describe('the fuel file week as an OSM value', () => {
  const day = (d: number, closed: boolean, hours: [string, string][]) => ({
    day: d,
    name: '',
    closed,
    hours: hours.map(([opens, closes]) => ({ opens, closes })),
  });

  it('groups equal days and writes closed days off', () => {
    const week = [1, 2, 3, 4, 5].map((d) => day(d, false, [['07:00', '20:00']]));
    week.push(day(6, false, [['08:00', '12:00']]), day(7, true, []));
    expect(fuelWeekToOsm(week)).toBe('Mo-Fr 07:00-20:00; Sa 08:00-12:00; Su off');
  });

  it('reads 00:00-23:59 every day as 24/7', () => {
    const week = [1, 2, 3, 4, 5, 6, 7].map((d) => day(d, false, [['00:00', '23:59']]));
    expect(fuelWeekToOsm(week)).toBe('24/7');
  });

  it('gives nothing for an unknown week: every day closed, an open day without hours, no days', () => {
    expect(
      fuelWeekToOsm([1, 2, 3, 4, 5, 6, 7].map((d) => day(d, true, [['01:00', '01:00']]))),
    ).toBe(undefined);
    expect(fuelWeekToOsm([1, 2, 3, 4, 5, 6, 7].map((d) => day(d, false, [])))).toBeUndefined();
    expect(fuelWeekToOsm([])).toBeUndefined();
  });
});
