/**
 * Loads the GTFS layer of the 'tc' map mode (transit-layer.ts) on the first switch to that mode:
 * the module and the network stay out of the initial bundle and of maps that never show it.
 */
import { lazyModeExtension } from './lazy-mode-extension';
import { withScreenMessages } from '../i18n/translate';

/** The extension mount-map.ts registers: it attaches the transit layer when 'tc' is shown. */
export const transitModeExtension = lazyModeExtension(
  'tc',
  withScreenMessages(() => import('./transit-layer').then((m) => m.transitLayerExtension)),
);
