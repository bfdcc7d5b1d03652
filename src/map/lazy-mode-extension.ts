/**
 * A map extension that loads on the first switch to its map mode: its module and its data stay
 * out of the initial bundle and of maps that never show the mode.
 */
import type { MapMode } from '../domain/map-config';
import type { MapExtension } from './map-extensions';

/** The extension attaching `load()`'s extension once the map first shows `mode`. */
export function lazyModeExtension(mode: MapMode, load: () => Promise<MapExtension>): MapExtension {
  return (ctx) => {
    let detach: (() => void) | undefined;
    let started = false;
    let stopped = false;
    const check = (shown: MapMode): void => {
      if (shown !== mode || started) return;
      started = true;
      void load().then((extension) => {
        if (!stopped) detach = extension(ctx);
      });
    };
    const subscription = ctx.system.map.subscribe((s) => check(s.context.mode));
    check(ctx.system.map.getSnapshot().context.mode);
    return () => {
      stopped = true;
      subscription.unsubscribe();
      detach?.();
    };
  };
}
