import { describe, expect, it } from 'vitest';
import {
  checkRoute,
  noticesSaidAbove,
  pointInArea,
  vignetteAskers,
  type CheckedStage,
} from './route-check';
import { bannedPhrase, frenchDay } from './zfe-text';

const square: CheckedStage['polygons'] = [
  [
    [
      [2.3, 48.8],
      [2.4, 48.8],
      [2.4, 48.9],
      [2.3, 48.9],
      [2.3, 48.8],
    ],
  ],
];

function stage(overrides: Partial<CheckedStage>): CheckedStage {
  return {
    key: 'z@2021-06-01',
    id: 'z',
    authority: 'Paris',
    name: 'ZFE de Paris',
    start: '2021-06-01',
    end: null,
    rules: { vp: { firstBanned: 'V4', hours: 'Mo-Fr 08:00-20:00; PH off' } },
    orderUrl: null,
    infoUrl: null,
    bbox: [2.3, 48.8, 2.4, 48.9],
    communes: ['75056'],
    polygons: square,
    ...overrides,
  };
}

const into = [
  [2.2, 48.85],
  [2.29, 48.85],
  [2.35, 48.85],
] as const;
const around = [
  [2.2, 48.85],
  [2.2, 48.95],
  [2.5, 48.95],
] as const;

describe('ZFE route check', () => {
  it('bans a Crit’Air 4 car entering on a weekday within hours, destination inside', () => {
    const [notice] = checkRoute(
      {
        shape: into,
        stages: [stage({})],
        vignette: 'V4',
        vehicle: 'vp',
        day: '2026-11-24',
        appliesAt: () => true,
      },
      () => 'du lundi au vendredi de 8 h à 20 h',
    );
    expect(notice?.kind).toBe('banned');
    expect(notice?.destinationInside).toBe(true);
    expect(notice?.originInside).toBe(false);
    expect(notice?.message).toBe(
      'Votre véhicule (Crit’Air 4) n’a pas le droit de circuler dans la ZFE de Paris : Crit’Air 4, 5 et non classés interdits du lundi au vendredi de 8 h à 20 h.',
    );
  });

  it('lets a cleaner vignette through, and a route that stays outside', () => {
    const input = {
      stages: [stage({})],
      vehicle: 'vp',
      day: '2026-11-24',
      appliesAt: () => true,
    } as const;
    expect(checkRoute({ ...input, shape: into, vignette: 'V3' }, String)).toEqual([]);
    expect(checkRoute({ ...input, shape: around, vignette: 'V5' }, String)).toEqual([]);
  });

  it('outside its hours the zone is named but does not ban', () => {
    const notices = checkRoute(
      {
        shape: into,
        stages: [stage({})],
        vignette: 'NC',
        vehicle: 'vp',
        day: '2026-11-28',
        appliesAt: () => false,
      },
      () => 'du lundi au vendredi de 8 h à 20 h',
    );
    expect(notices.map((n) => n.kind)).toEqual(['outside-hours']);
  });

  it('a stage starting next month warns of its date, never blocks today; expired stages are ignored', () => {
    const later = stage({
      key: 'z@2026-12-01',
      start: '2026-12-01',
      rules: { vp: { firstBanned: 'V3', hours: '24/7' } },
    });
    const gone = stage({
      key: 'z@2020-01-01',
      start: '2020-01-01',
      end: '2021-05-31',
      rules: { vp: { firstBanned: 'V3', hours: '24/7' } },
    });
    const notices = checkRoute(
      {
        shape: into,
        stages: [gone, later],
        vignette: 'V3',
        vehicle: 'vp',
        day: '2026-11-24',
        appliesAt: () => true,
      },
      () => 'en permanence',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.kind).toBe('upcoming');
    expect(notices[0]?.message).toContain('À partir du 1er décembre 2026');
  });

  it('respects holes and writes dates and bans in French', () => {
    const holed: CheckedStage['polygons'] = [
      [
        square[0]![0]!,
        [
          [2.34, 48.84],
          [2.36, 48.84],
          [2.36, 48.86],
          [2.34, 48.86],
          [2.34, 48.84],
        ],
      ],
    ];
    expect(pointInArea([2.35, 48.85], holed)).toBe(false);
    expect(pointInArea([2.31, 48.85], holed)).toBe(true);
    expect(frenchDay('2027-01-01')).toBe('1er janvier 2027');
    expect(bannedPhrase('NC')).toBe('véhicules non classés');
    expect(bannedPhrase('V2')).toBe('Crit’Air 2, 3, 4, 5 et non classés');
  });
});

describe('vignetteAskers', () => {
  const ask = { vignette: null, notices: [] };
  const known = { vignette: 'V2' as const, notices: [] };
  it('asks once per mode, on the first route shown that needs it', () => {
    const routes = [
      { routeId: 'c1', mode: 'car' },
      { routeId: 'c2', mode: 'car', zfe: ask },
      { routeId: 'c3', mode: 'car', zfe: ask },
      { routeId: 'm1', mode: 'motorbike', zfe: ask },
      { routeId: 'm2', mode: 'motorbike', zfe: ask },
    ];
    expect([...vignetteAskers(routes)]).toEqual(['c2', 'm1']);
  });
  it('asks nothing once the vignette is known', () => {
    expect(vignetteAskers([{ routeId: 'c1', mode: 'car', zfe: known }]).size).toBe(0);
  });
});

describe('noticesSaidAbove', () => {
  const notice = (stageKey: string, kind: 'banned' | 'upcoming') => ({ stageKey, kind }) as const;
  const zfe = (...notices: ReturnType<typeof notice>[]) => ({ vignette: 'V4' as const, notices });
  it('recalls on a card what an earlier card of the same vehicle says in full', () => {
    const routes = [
      { routeId: 'c1', mode: 'car', zfe: zfe(notice('paris', 'banned')) },
      {
        routeId: 'c2',
        mode: 'car',
        zfe: zfe(notice('paris', 'banned'), notice('lyon', 'upcoming')),
      },
      { routeId: 'c3', mode: 'car', zfe: zfe(notice('lyon', 'upcoming')) },
      { routeId: 'm1', mode: 'motorbike', zfe: zfe(notice('paris', 'banned')) },
      { routeId: 'w1', mode: 'walk' },
    ];
    const above = noticesSaidAbove(routes);
    expect([...(above.get('c1') ?? [])]).toEqual([]);
    expect([...(above.get('c2') ?? [])]).toEqual(['paris-banned']);
    expect([...(above.get('c3') ?? [])]).toEqual(['lyon-upcoming']);
    expect([...(above.get('m1') ?? [])]).toEqual([]);
    expect([...(above.get('w1') ?? [])]).toEqual([]);
  });
});
