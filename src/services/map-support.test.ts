/** The probe of the too-slow notice: accelerated, software or no WebGL. */
import { describe, expect, it, vi } from 'vitest';
import { mapSupportOf } from './map-support';

function context(): WebGLRenderingContext {
  const loseContext = vi.fn();
  return { getExtension: () => ({ loseContext }) } as unknown as WebGLRenderingContext;
}

describe('mapSupportOf', () => {
  it('is good when a context refuses a major performance caveat', () => {
    expect(mapSupportOf(() => context())).toBe('good');
  });

  it('is software when a context opens only with the caveat allowed', () => {
    const make = vi.fn((a: WebGLContextAttributes) =>
      a.failIfMajorPerformanceCaveat ? null : context(),
    );
    expect(mapSupportOf(make)).toBe('software');
  });

  it('is none without WebGL', () => {
    expect(mapSupportOf(() => null)).toBe('none');
  });
});
