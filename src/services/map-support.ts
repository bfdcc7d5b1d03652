/**
 * What the browser's WebGL is (the too-slow notice, spec §8 « without good map support »): a
 * context that refuses a major performance caveat is accelerated; one that only opens without
 * that flag is drawn in software (SwiftShader, llvmpipe…); none at all, no WebGL. The probe's
 * contexts are released at once.
 */
import type { MapSupport } from '../domain/map-config';

type ContextMaker = (attributes: WebGLContextAttributes) => WebGLRenderingContext | null;

function release(gl: WebGLRenderingContext | null): void {
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
}

/** The support a context maker gives (a canvas's `getContext('webgl', …)` in the browser). */
export function mapSupportOf(make: ContextMaker): MapSupport {
  const fast = make({ failIfMajorPerformanceCaveat: true });
  if (fast) {
    release(fast);
    return 'good';
  }
  const slow = make({});
  if (!slow) return 'none';
  release(slow);
  return 'software';
}

/** The support of this browser's WebGL. */
export function probeMapSupport(): MapSupport {
  if (typeof document === 'undefined') return 'none';
  return mapSupportOf((attributes) => {
    const context = document.createElement('canvas').getContext('webgl', attributes);
    return context instanceof WebGLRenderingContext ? context : null;
  });
}
