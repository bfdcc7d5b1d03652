import { describe, expect, it } from 'vitest';
import { hoursInFrench } from './hours-text';

describe('hoursInFrench', () => {
  it('writes the hours in French', () => {
    expect(hoursInFrench('24/7')).toBe('en permanence');
    expect(hoursInFrench('Mo-Su 00:00-23:59')).toBe('en permanence');
    expect(hoursInFrench('Mo-Fr 08:00-20:00; PH off')).toBe(
      'du lundi au vendredi de 8 h à 20 h, sauf jours fériés',
    );
    expect(hoursInFrench('Mo-Su 08:00-20:00; PH off')).toBe(
      'tous les jours de 8 h à 20 h, sauf jours fériés',
    );
  });

  it('names single days and minutes', () => {
    expect(hoursInFrench('Sa 07:30-19:45')).toBe('le samedi de 7 h 30 à 19 h 45');
    expect(hoursInFrench('Mo-Fr 00:00-23:59')).toBe('du lundi au vendredi toute la journée');
  });
});
