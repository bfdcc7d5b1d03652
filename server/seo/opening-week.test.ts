import { describe, expect, it } from 'vitest';
import { frenchOpeningWeek, openingWeek, weekKey } from './opening-week';

// Wednesday 29 April 2026: its week holds Friday 1 May, and the next week Friday 8 May.
const NOW = new Date('2026-04-29T10:00:00Z');

describe('opening hours in French', () => {
  it('groups the days that share their hours, closed days said so', () => {
    expect(frenchOpeningWeek('Mo-Sa 08:00-12:00,14:00-19:00', NOW)).toBe(
      'du lundi au samedi 08:00–12:00 et 14:00–19:00 ; dimanche fermé',
    );
    expect(frenchOpeningWeek('Mo-Fr 07:00-19:00; Sa 08:00-12:00', NOW)).toBe(
      'du lundi au vendredi 07:00–19:00 ; samedi 08:00–12:00 ; dimanche fermé',
    );
  });

  it('reads a public holiday from a later week, never as a closed day', () => {
    expect(frenchOpeningWeek('Mo-Fr 09:00-18:00; PH off', NOW)).toBe(
      'du lundi au vendredi 09:00–18:00 ; samedi et dimanche fermé',
    );
  });

  it('says every day, day and night, and ranges past midnight', () => {
    expect(frenchOpeningWeek('24/7', NOW)).toBe('24 h/24, 7 j/7');
    expect(frenchOpeningWeek('Mo-Su 11:00-00:00', NOW)).toBe('tous les jours 11:00–24:00');
    expect(frenchOpeningWeek('Mo-Sa 08:00-03:00, Su 11:00-03:00', NOW)).toBe(
      'du lundi au samedi 08:00–03:00 ; dimanche 11:00–03:00',
    );
  });

  it('gives the current season of a seasonal value', () => {
    const value = 'Mar 01-May 31: 10:00-18:00; Jun 01-Sep 30: 09:00-19:00';
    expect(frenchOpeningWeek(value, NOW)).toBe('tous les jours 10:00–18:00');
    expect(frenchOpeningWeek(value, new Date('2026-07-15T10:00:00Z'))).toBe(
      'tous les jours 09:00–19:00',
    );
  });

  it('gives nothing for a malformed value or one never open', () => {
    expect(frenchOpeningWeek('parapharmacie', NOW)).toBeUndefined();
    expect(frenchOpeningWeek('off', NOW)).toBeUndefined();
  });

  it('keys a week by its Monday in French time', () => {
    expect(weekKey(NOW)).toBe('2026-04-27');
    // Sunday 3 May 23:30 UTC is Monday 01:30 in Paris.
    expect(weekKey(new Date('2026-05-03T23:30:00Z'))).toBe('2026-05-04');
    expect(weekKey(new Date('2026-05-03T21:30:00Z'))).toBe('2026-04-27');
  });
});

describe('opening hours in English and Dutch', () => {
  it('writes the same week in the page language', () => {
    const raw = 'Mo-Fr 09:00-18:00; Sa 10:00-12:00,14:00-17:00; PH off';
    expect(openingWeek(raw, NOW, 'en')).toBe(
      'Monday to Friday 09:00–18:00; Saturday 10:00–12:00 and 14:00–17:00; Sunday closed',
    );
    expect(openingWeek(raw, NOW, 'nl')).toBe(
      'maandag t/m vrijdag 09:00–18:00; zaterdag 10:00–12:00 en 14:00–17:00; zondag gesloten',
    );
    expect(openingWeek('24/7', NOW, 'en')).toBe('open 24/7');
    expect(openingWeek('Mo-Su 11:00-23:00', NOW, 'nl')).toBe('elke dag 11:00–23:00');
  });
});
