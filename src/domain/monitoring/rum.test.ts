import { describe, expect, it } from 'vitest';
import { environmentOf, ownPath, sampled } from './rum';
import { rumBatchSchema } from './rum-schema';

describe('monitoring rules', () => {
  it('names the environment by domain', () => {
    expect(environmentOf('localhost')).toBe('development');
    expect(environmentOf('127.0.0.1')).toBe('development');
    expect(environmentOf('preprod.carte.example.fr')).toBe('preproduction');
    expect(environmentOf('carte-staging.example.fr')).toBe('staging');
    expect(environmentOf('carte.example.fr')).toBe('production');
  });

  it('keeps the path of the product’s own URLs only, without query or fragment', () => {
    const origin = 'https://carte.example.fr';
    expect(ownPath('https://carte.example.fr/api/search?q=chez%20moi#x', origin)).toBe(
      '/api/search',
    );
    expect(ownPath('/plan?bbox=1,2,3,4', origin)).toBe('/plan');
    expect(ownPath('https://ailleurs.example/api/x', origin)).toBeUndefined();
    expect(ownPath('http://[', origin)).toBeUndefined();
  });

  it('samples sessions below the rate', () => {
    expect(sampled(0.0005, 0.001)).toBe(true);
    expect(sampled(0.001, 0.001)).toBe(false);
    expect(sampled(0.99, 1)).toBe(true);
    expect(sampled(0, 0)).toBe(false);
  });

  it('accepts a well-formed batch and refuses forged ones', () => {
    const batch = {
      sessionId: 'a1b2c3d4-e5f6',
      environment: 'production',
      events: [
        { kind: 'vital', name: 'LCP', value: 1320.5, page: '/plan', at: 1_790_000_000_000 },
        { kind: 'error', message: 'x is undefined', stack: null, page: '/plan', at: 1 },
        { kind: 'api-failure', path: '/api/search', status: 503, page: '/plan', at: 1 },
        { kind: 'map-load', value: 2100, page: '/itineraire', at: 1 },
      ],
    };
    expect(rumBatchSchema.safeParse(batch).success).toBe(true);
    const forged = [
      { ...batch, events: [] },
      { ...batch, sessionId: 'x' },
      { ...batch, userId: 'u1' },
      { ...batch, events: [{ ...batch.events[0], page: '/plan?q=secret' }] },
      { ...batch, events: [{ ...batch.events[0], name: 'FID' }] },
      { ...batch, events: [{ ...batch.events[0], value: -1 }] },
      { ...batch, events: Array.from({ length: 101 }, () => batch.events[0]) },
    ];
    for (const b of forged) expect(rumBatchSchema.safeParse(b).success).toBe(false);
  });
});
