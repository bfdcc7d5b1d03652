import { describe, expect, it } from 'vitest';
import { hoursIn, hoursInFrench } from './hours-text';

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

describe('hoursInFrench of conditional restrictions', () => {
  it('names months, lists of days and public holidays', () => {
    expect(hoursInFrench('Jul 23-Aug 21 Sa 14:00-20:00; Jul 23-Aug 21 Su,PH 10:00-20:00')).toBe(
      'du 23 juillet au 21 août le samedi de 14 h à 20 h, du 23 juillet au 21 août le dimanche et les jours fériés de 10 h à 20 h',
    );
    expect(hoursInFrench('Sa,Su 10:00-18:00')).toBe('le samedi et le dimanche de 10 h à 18 h');
  });
});

describe('hoursIn English and Dutch', () => {
  it('writes the same hours for a British or a Flemish reader', () => {
    expect(hoursIn('24/7', 'en')).toBe('at all times');
    expect(hoursIn('Mo-Fr 08:00-20:00; PH off', 'en')).toBe(
      'Monday to Friday from 8:00 to 20:00, except public holidays',
    );
    expect(hoursIn('Mo-Fr 08:00-20:00; PH off', 'nl')).toBe(
      'van maandag tot vrijdag van 8.00 uur tot 20.00 uur, behalve op feestdagen',
    );
    expect(hoursIn('Jul 23-Aug 21 Su,PH 10:00-20:00', 'en')).toBe(
      'from 23 July to 21 August on Sunday and on public holidays from 10:00 to 20:00',
    );
    expect(hoursIn('Mo-Su 00:00-23:59', 'nl')).toBe('altijd');
    expect(hoursIn('Sa 07:30-19:45', 'nl')).toBe('op zaterdag van 7.30 uur tot 19.45 uur');
  });
});
