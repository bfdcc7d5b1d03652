/**
 * What the browser's WebGL is: a context that refuses a major performance caveat is accelerated;
 * one that only opens without that flag is drawn in software (SwiftShader, llvmpipe…); none at
 * all, no WebGL. It tells the too-slow notice (spec §8 « without good map support ») and the
 * pixel ratio the map is drawn at (spec §9: clamped 2 to 4, `mapPixelRatio`). The probe's
 * contexts are released at once, and the browser's answer is asked once.
 */
import type { MapSupport } from '../domain/map-config';
import { mapPixelRatio, PIXEL_RATIO_RANGE } from '../domain/map-constants';

type ContextMaker = (attributes: WebGLContextAttributes) => WebGLRenderingContext | null;

function release(gl: WebGLRenderingContext | null): void {
  gl?.getExtension('WEBGL_lose_context')?.loseContext();
}

/** The support a context maker gives (a canvas's `getContext('webgl', …)` in the browser). */
export function mapSupportOf(make: ContextMaker): MapSupport {
  return createSupportProbe(make).support();
}

/** A browser's WebGL, asked once: `accelerated` opens one context, `support` two at most. */
export interface SupportProbe {
  /** True when WebGL runs on a graphics card. */
  accelerated(): boolean;
  /** Accelerated, software or none. */
  support(): MapSupport;
}

/** The probe of a context maker; each answer is kept. */
export function createSupportProbe(make: ContextMaker): SupportProbe {
  let fast: boolean | undefined;
  let answer: MapSupport | undefined;
  const opens = (attributes: WebGLContextAttributes): boolean => {
    const context = make(attributes);
    release(context);
    return context !== null;
  };
  const accelerated = (): boolean => (fast ??= opens({ failIfMajorPerformanceCaveat: true }));
  const support = (): MapSupport =>
    (answer ??= accelerated() ? 'good' : opens({}) ? 'software' : 'none');
  return { accelerated, support };
}

function browserContext(attributes: WebGLContextAttributes): WebGLRenderingContext | null {
  if (typeof document === 'undefined' || typeof WebGLRenderingContext === 'undefined') return null;
  try {
    const context = document.createElement('canvas').getContext('webgl', attributes);
    return context instanceof WebGLRenderingContext ? context : null;
  } catch {
    return null;
  }
}

const browserProbe = createSupportProbe(browserContext);

/** True when this browser's WebGL runs on a graphics card (one context, probed once). */
export function webglAccelerated(): boolean {
  return browserProbe.accelerated();
}

/** The support of this browser's WebGL (probed once). */
export function probeMapSupport(): MapSupport {
  return browserProbe.support();
}

/**
 * The pixel ratio a map is drawn at on a screen of `deviceRatio` (spec §9, `mapPixelRatio`):
 * WebGL is probed only when it matters, on a screen under 2×.
 */
export function pixelRatioOf(deviceRatio: number, isAccelerated: () => boolean): number {
  if (deviceRatio >= PIXEL_RATIO_RANGE.min) return mapPixelRatio(deviceRatio, true);
  return mapPixelRatio(deviceRatio, isAccelerated());
}

/** The pixel ratio this browser's map is drawn at now (the screen's ratio changes with zoom). */
export function browserMapPixelRatio(): number {
  return pixelRatioOf(window.devicePixelRatio, webglAccelerated);
}
