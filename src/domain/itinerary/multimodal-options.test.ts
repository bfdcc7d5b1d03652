import { describe, expect, it } from 'vitest';
import { routesQuery } from './options';

describe('routes query of the multimodal providers', () => {
  const base = {
    points: [
      { lng: 7.416, lat: 43.7283 },
      { lng: 7.4278, lat: 43.7396 },
    ],
    lang: 'fr',
    preferred: { pedestrian: { speedType: 'slow' as const } },
  };

  it('sends the walking speed for the walks of public transport and shared vehicles', () => {
    const query = routesQuery({
      ...base,
      providers: ['transports-en-commun'],
      time: { when: 'DEPARTURE_LATER', date: '2026-01-15', time: '08:00' },
    });
    expect(query).toMatchObject({
      providers: 'transports-en-commun',
      walk_speed: 'slow',
      date: '20260115T0800',
      departure: 'true',
    });
    const bikes = routesQuery({
      ...base,
      providers: ['velo-libre-service'],
      time: { when: 'NOW', date: null, time: null },
    });
    expect(bikes.walk_speed).toBe('slow');
  });

  it('arrives by a time, and sends no walking speed for the taxi', () => {
    const query = routesQuery({
      ...base,
      providers: ['taxi'],
      time: { when: 'ARRIVAL_LATER', date: '2026-01-15', time: '09:00' },
    });
    expect(query.departure).toBe('false');
    expect(query.walk_speed).toBeUndefined();
  });
});
