import { describe, expect, it } from 'vitest';
import { defaultPreferences, optionsWithVignette } from './preferences';

describe('the vignette kept before issue 17', () => {
  it('becomes the car’s option when the car has none, never overriding one', () => {
    const kept = { ...defaultPreferences(), critAir: '4' as const };
    expect(optionsWithVignette(kept).car?.critAir).toBe('4');
    const both = { ...kept, preferredOptions: { car: { critAir: '2' as const } } };
    expect(optionsWithVignette(both).car?.critAir).toBe('2');
    expect(optionsWithVignette(defaultPreferences())).toEqual({});
  });
});
