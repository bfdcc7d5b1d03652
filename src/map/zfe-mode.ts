/**
 * Loads the national zones of the 'zfe' map mode (zfe-mode-layer.ts) on the first switch to that
 * mode: the module and the zones stay out of the initial bundle and of maps that never show it.
 */
import { lazyModeExtension } from './lazy-mode-extension';

/** The extension mount-map.ts registers: it attaches the zones' layer when 'zfe' is shown. */
export const zfeModeExtension = lazyModeExtension('zfe', () =>
  import('./zfe-mode-layer').then((m) => m.zfeModeLayerExtension),
);
