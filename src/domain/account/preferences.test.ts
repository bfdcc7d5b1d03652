import { describe, expect, it } from 'vitest';
import { defaultPreferences, optionsWithVignette, isDefaultPreferences } from './preferences';

describe('the vignette kept before issue 17', () => {
  it('becomes the car’s option when the car has none, never overriding one', () => {
    const kept = { ...defaultPreferences(), critAir: '4' as const };
    expect(optionsWithVignette(kept).car?.critAir).toBe('4');
    const both = { ...kept, preferredOptions: { car: { critAir: '2' as const } } };
    expect(optionsWithVignette(both).car?.critAir).toBe('2');
    expect(optionsWithVignette(defaultPreferences())).toEqual({});
  });
});

describe('preferences that say nothing more than the defaults', () => {
  it('are an account’s that never saved any, not one with a vignette, a car or its own modes', () => {
    expect(isDefaultPreferences(defaultPreferences())).toBe(true);
    expect(isDefaultPreferences({ ...defaultPreferences(), transportModes: [] })).toBe(true);
    expect(isDefaultPreferences({ ...defaultPreferences(), preferredOptions: { car: {} } })).toBe(
      true,
    );
    expect(isDefaultPreferences({ ...defaultPreferences(), critAir: '2' })).toBe(false);
    const car = { car: { critAir: '4' as const } };
    expect(isDefaultPreferences({ ...defaultPreferences(), preferredOptions: car })).toBe(false);
    expect(isDefaultPreferences({ ...defaultPreferences(), transportModes: ['bike'] })).toBe(false);
  });
});
