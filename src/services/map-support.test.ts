/** The probe of WebGL (the too-slow notice, the map's pixel ratio): accelerated, software or none. */
import { describe, expect, it, vi } from 'vitest';
import { createSupportProbe, mapSupportOf, pixelRatioOf } from './map-support';

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

describe('pixelRatioOf', () => {
  it('asks nothing of WebGL on a screen of 2× or more', () => {
    const probe = vi.fn(() => false);
    expect(pixelRatioOf(3, probe)).toBe(3);
    expect(pixelRatioOf(6, probe)).toBe(4);
    expect(probe).not.toHaveBeenCalled();
  });

  it('draws a 1× screen at 2 with a graphics card, at 1 in software', () => {
    expect(pixelRatioOf(1, () => true)).toBe(2);
    expect(pixelRatioOf(1, () => false)).toBe(1);
  });
});

describe('createSupportProbe', () => {
  it('asks the browser once: one context when accelerated, whatever is asked after', () => {
    const make = vi.fn(() => context());
    const probe = createSupportProbe(make);
    expect(probe.accelerated()).toBe(true);
    expect(probe.support()).toBe('good');
    expect(probe.accelerated()).toBe(true);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('in software, opens the fast context once and the slow one once', () => {
    const make = vi.fn((a: WebGLContextAttributes) =>
      a.failIfMajorPerformanceCaveat ? null : context(),
    );
    const probe = createSupportProbe(make);
    expect(probe.accelerated()).toBe(false);
    expect(probe.support()).toBe('software');
    expect(probe.support()).toBe('software');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
