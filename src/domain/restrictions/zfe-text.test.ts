import { describe, expect, it } from 'vitest';
import { bannedText, eventDay, frenchDay, supersededKeys, zonesOf } from './zfe-text';
import type { ZfeStageAt } from './zfe';

const stage = (over: Partial<ZfeStageAt>): ZfeStageAt => ({
  key: 'k',
  id: 'z1',
  authority: 'Paris',
  name: 'ZFE de Paris',
  start: '2021-06-01',
  end: null,
  rules: {},
  orderUrl: null,
  infoUrl: null,
  bbox: [2.2, 48.8, 2.5, 48.9],
  communes: ['75056'],
  status: 'ongoing',
  ...over,
});

describe('ZFE texts', () => {
  it('names the vignettes a rule bans', () => {
    expect(bannedText('V4')).toBe('Crit’Air 4, 5 et non classés interdits');
    expect(bannedText('V2')).toBe('Crit’Air 2, 3, 4, 5 et non classés interdits');
    expect(bannedText('V5')).toBe('Crit’Air 5 et non classés interdits');
    expect(bannedText('NC')).toBe('Véhicules non classés interdits');
    expect(bannedText('EL')).toBe('Tous les véhicules interdits, électriques compris');
  });

  it('writes days in French', () => {
    expect(frenchDay('2021-06-01')).toBe('1er juin 2021');
    expect(frenchDay('2032-12-31')).toBe('31 décembre 2032');
    expect(frenchDay('n’importe')).toBe('n’importe');
  });

  it('groups stages by zone and details the one in force, else the next, zones in force first', () => {
    const zones = zonesOf([
      stage({
        key: 'a',
        authority: 'Nice',
        name: 'ZFE de Nice',
        start: '2027-01-01',
        status: 'planned',
      }),
      stage({ key: 'b', start: '2020-01-01', end: '2020-12-31', status: 'expired' }),
      stage({ key: 'c', start: '2021-06-01', status: 'ongoing' }),
      stage({ key: 'd', id: 'z3', start: '2028-01-01', status: 'planned' }),
    ]);
    expect(zones.map((z) => [z.name, z.current.key])).toEqual([
      ['ZFE de Paris', 'c'],
      ['ZFE de Nice', 'a'],
    ]);
    expect(zones[0]?.stages.map((s) => s.key)).toEqual(['b', 'c', 'd']);
  });

  it('supersedes the stages in force that a later one in force replaces', () => {
    const stages = [
      stage({ key: '2023', id: 'a', start: '2023-01-01' }),
      stage({ key: '2024', id: 'b', start: '2024-01-01' }),
      stage({ key: '2025', id: 'c', start: '2025-01-01' }),
      stage({ key: '2028', id: 'd', start: '2028-01-01', status: 'planned' }),
    ];
    const [zone] = zonesOf(stages);
    expect(zone?.current.key).toBe('2025');
    expect([...(zone?.superseded ?? [])]).toEqual(['2023', '2024']);
    expect(supersededKeys(stages)).toEqual(new Set(['2023', '2024']));
  });
});

describe('event days', () => {
  it('gives the French day of a date or of an instant', () => {
    expect(eventDay('2026-03-10')).toBe('10 mars 2026');
    expect(eventDay('2026-03-09T23:30:00.000Z')).toBe('10 mars 2026');
    expect(eventDay('2026-06-30T22:30:00.000Z')).toBe('1er juillet 2026');
  });
});
