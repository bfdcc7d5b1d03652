import { describe, expect, it } from 'vitest';
import { openingHoursOf } from './opening-hours';
import { dayHours } from './tabs';

/** A Tuesday at 10:00 in Paris. */
const NOW = new Date('2026-03-03T09:00:00Z');

function sheetWeek(raw: string, lang: 'fr' | 'en' | 'nl'): string[] {
  const hours = openingHoursOf(raw, NOW, { lang, week: true });
  return (hours.week ?? []).map((d) => dayHours(d.ranges, lang));
}

describe('the hours tab of a sheet', () => {
  it('reads a day open from end to end as « 24 h/24 », not « 00:00–24:00 »', () => {
    expect(sheetWeek('24/7', 'fr')).toEqual(Array(7).fill('24 h/24'));
    expect(sheetWeek('24/7', 'en')[0]).toBe('Open 24 hours');
    expect(sheetWeek('24/7', 'nl')[0]).toBe('24 uur per dag open');
  });

  it('keeps the ranges of other days, and « Fermé » for a day closed', () => {
    const week = sheetWeek('Mo-Fr 09:00-12:00,14:00-18:00; Sa 00:00-24:00', 'fr');
    // From Tuesday: Tuesday to Friday, Saturday, Sunday, Monday.
    expect(week[0]).toBe('09:00–12:00, 14:00–18:00');
    expect(week[4]).toBe('24 h/24');
    expect(week[5]).toBe('Fermé');
  });
});
