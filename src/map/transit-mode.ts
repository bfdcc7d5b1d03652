/**
 * Loads the GTFS layer of the 'tc' map mode (transit-layer.ts) on the first switch to that mode:
 * the module and the network stay out of the initial bundle and of maps that never show it.
 */
import type { MapExtension } from './map-extensions';

/** The extension mount-map.ts registers: it attaches the transit layer when 'tc' is shown. */
export const transitModeExtension: MapExtension = (ctx) => {
  let detach: (() => void) | undefined;
  let started = false;
  let stopped = false;
  const start = (): void => {
    if (started) return;
    started = true;
    void import('./transit-layer').then((m) => {
      if (!stopped) detach = m.transitLayerExtension(ctx);
    });
  };
  const check = (mode: string): void => {
    if (mode === 'tc') start();
  };
  const subscription = ctx.system.map.subscribe((s) => check(s.context.mode));
  check(ctx.system.map.getSnapshot().context.mode);
  return () => {
    stopped = true;
    subscription.unsubscribe();
    detach?.();
  };
};
