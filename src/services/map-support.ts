/**
 * What the browser's WebGL is (the too-slow notice, spec §8 « without good map support »): a
 * context that refuses a major performance caveat is accelerated; one that only opens without
 * that flag is drawn in software (SwiftShader, llvmpipe…); none at all, no WebGL. The probe's
 * contexts are released at once.
 */
import type { MapSupport } from '../domain/map-config';
import { mapPixelRatio, PIXEL_RATIO_RANGE } from '../domain/map-constants';

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

function browserContext(attributes: WebGLContextAttributes): WebGLRenderingContext | null {
  if (typeof document === 'undefined') return null;
  const context = document.createElement('canvas').getContext('webgl', attributes);
  return context instanceof WebGLRenderingContext ? context : null;
}

/** The browser's answer once asked: its WebGL runs on a graphics card. */
let accelerated: boolean | undefined;

/** True when this browser's WebGL runs on a graphics card (one context, probed once). */
export function webglAccelerated(): boolean {
  if (accelerated === undefined) {
    const context = browserContext({ failIfMajorPerformanceCaveat: true });
    release(context);
    accelerated = context !== null;
  }
  return accelerated;
}

/** The support of this browser's WebGL. */
export function probeMapSupport(): MapSupport {
  if (accelerated === true) return 'good';
  return mapSupportOf(browserContext);
}

/**
 * The pixel ratio a map is drawn at on a screen of `deviceRatio` (spec §9, `mapPixelRatio`):
 * WebGL is probed only when it matters, on a screen under 2×.
 */
export function pixelRatioOf(deviceRatio: number, isAccelerated: () => boolean): number {
  if (deviceRatio >= PIXEL_RATIO_RANGE.min) return mapPixelRatio(deviceRatio, true);
  return mapPixelRatio(deviceRatio, isAccelerated());
}

/** The pixel ratio this browser's map is drawn at, and its sprite sheet chosen for. */
export function browserMapPixelRatio(): number {
  return pixelRatioOf(window.devicePixelRatio, webglAccelerated);
}
