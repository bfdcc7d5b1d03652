import { describe, expect, it } from 'vitest';
import { overallStatus, stageStatusOn, statusesOn } from './zfe';

const AREA: readonly [number, number, number, number] = [7.6, 48.5, 7.8, 48.6];
const stage = (key: string, start: string, end: string | null, authority = 'EMS', bbox = AREA) => ({
  key,
  authority,
  start,
  end,
  bbox,
});

describe('stage statuses', () => {
  it('reads the end day as the last day of the stage', () => {
    const s = stage('a', '2022-01-01', '2022-12-31');
    expect(stageStatusOn(s, '2021-12-31')).toBe('planned');
    expect(stageStatusOn(s, '2022-12-31')).toBe('ongoing');
    expect(stageStatusOn(s, '2023-01-01')).toBe('expired');
  });

  it('expires an open-ended stage once a later stage of its zone is in force (Strasbourg)', () => {
    const stages = [
      stage('2023', '2023-01-01', null),
      stage('2024', '2024-01-01', null),
      stage('2025', '2025-01-01', null),
      stage('2028', '2028-01-01', null, 'EMS', [7.7, 48.55, 7.75, 48.6]),
      stage('lyon', '2020-01-01', null, 'Lyon'),
    ];
    expect(Object.fromEntries(statusesOn(stages, '2026-11-24'))).toEqual({
      2023: 'expired',
      2024: 'expired',
      2025: 'ongoing',
      2028: 'planned',
      lyon: 'ongoing',
    });
    // Toulouse: a stage ending on the day the next starts gives way to it that day.
    const toulouse = [
      stage('3', '2023-01-01', '2024-01-01'),
      stage('4', '2024-01-01', '2032-03-01'),
    ];
    expect(Object.fromEntries(statusesOn(toulouse, '2024-01-01'))).toEqual({
      3: 'expired',
      4: 'ongoing',
    });
    // In 2028 the commune's own zone starts: it does not end the métropole's zone.
    expect(statusesOn(stages, '2028-06-01').get('2025')).toBe('ongoing');
  });
});

describe('overallStatus (a map event mode: its events taken together)', () => {
  it('is ongoing when one is, planned when only some are to come, expired when all are over', () => {
    expect(overallStatus(['expired', 'ongoing', 'planned'])).toBe('ongoing');
    expect(overallStatus(['expired', 'planned'])).toBe('planned');
    expect(overallStatus(['expired', 'expired'])).toBe('expired');
    expect(overallStatus([])).toBe('ongoing');
  });
});
