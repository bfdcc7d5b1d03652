import { describe, expect, it } from 'vitest';
import {
  bannedIn,
  bannedLineIn,
  dayIn,
  eventDayIn,
  noticeSentence,
  vehicleClassIn,
  vignetteIn,
  zoneNameIn,
  zoneTitleIn,
} from './zfe-notice-words';

const PARTS = {
  zone: 'ZFE de Rouen',
  vignette: 'V4' as const,
  firstBanned: 'V4' as const,
  hours: 'at all times',
  start: '2027-06-01',
};

describe('the words of a zone notice', () => {
  it('names the vignettes and the banned vehicles in English and Dutch', () => {
    expect(vignetteIn('NC', 'en')).toBe('no sticker (unclassified)');
    expect(vignetteIn('EL', 'nl')).toBe('Crit’Air E (elektrisch)');
    expect(vignetteIn('V2', 'nl')).toBe('Crit’Air 2');
    expect(bannedIn('NC', 'en')).toBe('unclassified vehicles');
    expect(bannedIn('EL', 'nl')).toBe('alle voertuigen, ook elektrische,');
    expect(bannedIn('V3', 'en')).toBe('Crit’Air 3, 4, 5 and unclassified vehicles');
    expect(dayIn('2027-06-01', 'en')).toBe('1 June 2027');
    expect(dayIn('2027-06-01', 'fr')).toBe('1er juin 2027');
  });

  it('says a ban outside its hours, and one to come, in each language', () => {
    expect(
      noticeSentence('outside-hours', { ...PARTS, zone: zoneNameIn(PARTS.zone, 'en') }, 'en'),
    ).toBe(
      'The Rouen low-emission zone (ZFE) bans your vehicle (Crit’Air 4) at all times: the ban does not apply at your departure time.',
    );
    const nl = { ...PARTS, zone: zoneNameIn(PARTS.zone, 'nl'), hours: 'altijd' };
    expect(noticeSentence('upcoming', nl, 'nl')).toBe(
      'Vanaf 1 juni 2027 mag uw voertuig (Crit’Air 4) niet meer in de lage-emissiezone (ZFE) van Rouen rijden: Crit’Air 4, 5 en niet-geclassificeerde voertuigen zijn altijd verboden.',
    );
    expect(noticeSentence('banned', { ...PARTS, hours: 'en permanence' }, 'fr')).toBe(
      'Votre véhicule (Crit’Air 4) n’a pas le droit de circuler dans la ZFE de Rouen : Crit’Air 4, 5 et non classés interdits en permanence.',
    );
  });

  it('says a zone’s French name in the language, its place kept as written', () => {
    expect(zoneNameIn('ZFE de Rouen', 'fr')).toBe('ZFE de Rouen');
    expect(zoneNameIn('ZFE de Rouen', 'en')).toBe('Rouen low-emission zone (ZFE)');
    expect(zoneNameIn('ZFE du Havre', 'en')).toBe('Le Havre low-emission zone (ZFE)');
    expect(zoneNameIn('ZFE des Ulis', 'nl')).toBe('lage-emissiezone (ZFE) van Les Ulis');
    expect(zoneNameIn('ZFE d’Illkirch-Graffenstaden', 'nl')).toBe(
      'lage-emissiezone (ZFE) van Illkirch-Graffenstaden',
    );
    expect(zoneTitleIn('ZFE de Paris', 'nl')).toBe('Lage-emissiezone (ZFE) van Paris');
    expect(zoneTitleIn('Zone de test', 'en')).toBe('Zone de test');
  });

  it('writes the pages’ vehicle classes, bans and event days in each language', () => {
    expect(vehicleClassIn('vp', 'fr')).toBe('Voitures');
    expect(vehicleClassIn('pl', 'en')).toBe('Heavy goods vehicles');
    expect(vehicleClassIn('deux_rm', 'nl')).toBe('Tweewielers');
    expect(bannedLineIn('V4', 'fr')).toBe('Crit’Air 4, 5 et non classés interdits');
    expect(bannedLineIn('V4', 'en')).toBe('Crit’Air 4, 5 and unclassified vehicles banned');
    expect(bannedLineIn('NC', 'nl')).toBe('Niet-geclassificeerde voertuigen verboden');
    expect(bannedLineIn('EL', 'en')).toBe('All vehicles banned, electric ones included');
    // An instant late on the 9th (UTC) is the 10th in France.
    expect(eventDayIn('2026-03-09T23:30:00Z', 'en')).toBe('10 March 2026');
    expect(eventDayIn('2026-03-10', 'nl')).toBe('10 maart 2026');
    expect(eventDayIn('2026-03-10', 'fr')).toBe('10 mars 2026');
  });
});
