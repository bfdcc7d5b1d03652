import { describe, expect, it } from 'vitest';
import { classifyCycleWay, type CycleFacility } from './cycle-classify';

const cases: [string, Record<string, string>, CycleFacility[]][] = [
  ['a cycleway', { highway: 'cycleway' }, [{ category: 'PISTE CYCLABLE', sides: 1 }]],
  [
    'a segregated path designated for cycles',
    { highway: 'path', bicycle: 'designated', foot: 'designated', segregated: 'yes' },
    [{ category: 'PISTE CYCLABLE', sides: 1 }],
  ],
  [
    'lanes on both sides of a two-way road',
    { highway: 'secondary', 'cycleway:both': 'lane' },
    [{ category: 'BANDE CYCLABLE', sides: 2 }],
  ],
  [
    'an unsided lane on a two-way road (both sides)',
    { highway: 'tertiary', cycleway: 'lane' },
    [{ category: 'BANDE CYCLABLE', sides: 2 }],
  ],
  [
    'an unsided lane on a one-way road (the traffic’s side)',
    { highway: 'residential', oneway: 'yes', cycleway: 'lane' },
    [{ category: 'BANDE CYCLABLE', sides: 1 }],
  ],
  [
    'a lane on the right only',
    { highway: 'primary', 'cycleway:right': 'lane', 'cycleway:left': 'no' },
    [{ category: 'BANDE CYCLABLE', sides: 1 }],
  ],
  [
    'a track along a road',
    { highway: 'primary', cycleway: 'track' },
    [{ category: 'PISTE CYCLABLE', sides: 2 }],
  ],
  [
    'cycleway=opposite_lane',
    { highway: 'residential', oneway: 'yes', cycleway: 'opposite_lane' },
    [{ category: 'DOUBLE SENS CYCLABLE BANDE', sides: 1 }],
  ],
  [
    'a contraflow lane (cycleway:left=lane, oneway:bicycle=no)',
    { highway: 'residential', oneway: 'yes', 'oneway:bicycle': 'no', 'cycleway:left': 'lane' },
    [{ category: 'DOUBLE SENS CYCLABLE BANDE', sides: 1 }],
  ],
  [
    'a lane with the traffic and one against it',
    {
      highway: 'tertiary',
      oneway: 'yes',
      'oneway:bicycle': 'no',
      'cycleway:both': 'lane',
    },
    [
      { category: 'DOUBLE SENS CYCLABLE BANDE', sides: 1 },
      { category: 'BANDE CYCLABLE', sides: 1 },
    ],
  ],
  [
    'cycleway=opposite_track',
    { highway: 'residential', oneway: 'yes', cycleway: 'opposite_track' },
    [{ category: 'DOUBLE SENS CYCLABLE PISTE', sides: 1 }],
  ],
  [
    'cycleway=opposite',
    { highway: 'residential', oneway: 'yes', cycleway: 'opposite' },
    [{ category: 'DOUBLE SENS CYCLABLE NON MATERIALISE', sides: 1 }],
  ],
  [
    'oneway:bicycle=no without a lane',
    { highway: 'residential', oneway: 'yes', 'oneway:bicycle': 'no' },
    [{ category: 'DOUBLE SENS CYCLABLE NON MATERIALISE', sides: 1 }],
  ],
  [
    'a bus lane shared with cycles',
    { highway: 'primary', 'cycleway:right': 'share_busway' },
    [{ category: 'COULOIR BUS+VELO', sides: 1 }],
  ],
  [
    'a bus lane designated for cycles',
    { highway: 'primary', oneway: 'yes', busway: 'lane', bicycle: 'designated' },
    [{ category: 'COULOIR BUS+VELO', sides: 1 }],
  ],
  [
    'a bus road open to cycles',
    { highway: 'busway', bicycle: 'yes' },
    [{ category: 'COULOIR BUS+VELO', sides: 1 }],
  ],
  [
    'a paved path without motor vehicles (voie verte)',
    {
      highway: 'path',
      bicycle: 'designated',
      foot: 'designated',
      motor_vehicle: 'no',
      surface: 'asphalt',
    },
    [{ category: 'VOIE VERTE', sides: 1 }],
  ],
  [
    'a track named « Voie verte » closed to motor vehicles',
    { highway: 'track', bicycle: 'yes', motor_vehicle: 'no', name: 'Voie Verte du Vexin' },
    [{ category: 'VOIE VERTE', sides: 1 }],
  ],
  [
    'a path tagged designation=greenway',
    { highway: 'path', designation: 'greenway', motor_vehicle: 'no', surface: 'compacted' },
    [{ category: 'VOIE VERTE', sides: 1 }],
  ],
  [
    'an unpaved shared path (mixed)',
    { highway: 'path', bicycle: 'designated', motor_vehicle: 'no', surface: 'gravel' },
    [{ category: 'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE', sides: 1 }],
  ],
  [
    'a sidewalk shared with cycles (mixed, not off-road)',
    {
      highway: 'footway',
      footway: 'sidewalk',
      bicycle: 'yes',
      motor_vehicle: 'no',
      surface: 'asphalt',
    },
    [{ category: 'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE', sides: 1 }],
  ],
  [
    'a paved path where motor_vehicle is not tagged no (mixed)',
    { highway: 'footway', bicycle: 'yes', surface: 'asphalt' },
    [{ category: 'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE', sides: 1 }],
  ],
  [
    'a cycle street',
    { highway: 'residential', cyclestreet: 'yes' },
    [{ category: 'VELO RUE', sides: 1 }],
  ],
  [
    'a bicycle road with a contraflow',
    { highway: 'residential', bicycle_road: 'yes', oneway: 'yes', cycleway: 'opposite' },
    [
      { category: 'DOUBLE SENS CYCLABLE NON MATERIALISE', sides: 1 },
      { category: 'VELO RUE', sides: 1 },
    ],
  ],
];

const nothing: [string, Record<string, string>][] = [
  ['a plain road', { highway: 'residential' }],
  [
    'a road on a cycle route (cycle_network is no facility)',
    { highway: 'tertiary', cycle_network: 'FR:national' },
  ],
  ['a footway without cycles', { highway: 'footway' }],
  ['a path where cycles are not allowed', { highway: 'path', bicycle: 'no' }],
  ['sharrows', { highway: 'residential', cycleway: 'shared_lane' }],
  ['a road whose cycleway is drawn apart', { highway: 'primary', cycleway: 'separate' }],
  ['a one-way road closed to cycles against it', { highway: 'residential', oneway: 'yes' }],
  ['a bus lane without cycles', { highway: 'primary', busway: 'lane' }],
  ['a lane on a road under construction', { highway: 'construction', cycleway: 'lane' }],
];

describe('classifyCycleWay', () => {
  it.each(cases)('reads %s', (_, tags, expected) => {
    expect(classifyCycleWay(tags)).toEqual(expected);
  });

  it.each(nothing)('gives nothing for %s', (_, tags) => {
    expect(classifyCycleWay(tags)).toEqual([]);
  });
});
