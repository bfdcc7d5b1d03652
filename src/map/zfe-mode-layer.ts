/**
 * The 'zfe' map mode's zones: every low-emission zone of the national base (restrictions
 * service, France), drawn like a ZFE page's — in force solid, planned dashed, expired grey — so
 * the chip shows zones at any zoom, not only the few the OSM tiles tag. A page of an area's zones
 * (/zfe/paris) draws its own: while one is open, France's are neither asked nor drawn (they
 * cost the page's first seconds a 250 KB answer and a redraw). Loaded on the first switch to the
 * mode (zfe-mode.ts).
 */
import type { ZfeAnswer } from '../domain/restrictions/api';
import { supersededKeys } from '../domain/restrictions/zfe-text';
import { existingLayerPageSystem } from '../machines/layer-page-system';
import type { AppSystem } from '../machines/app-system';
import { createRestrictionsApi, type RestrictionsApi } from '../services/restrictions-api';
import type { MapExtension } from './map-extensions';
import { NATIONAL_ZFE_IDS, removeZfeAreas, showZfeAreas, ZFE_IDS } from './zfe-layer';

/** The zones are asked again after this long (their statuses change with the date), ms. */
export const ZFE_MODE_REFRESH_MS = 5 * 60_000;

/** The national zones, asked when missing or stale; `onLoaded` runs with each new answer. */
function zonesLoader(
  api: RestrictionsApi,
  onLoaded: () => void,
): { load: () => void; answer: () => ZfeAnswer | null } {
  let answer: ZfeAnswer | null = null;
  let loadedAt = 0;
  let loading = false;
  const load = (): void => {
    if (loading || Date.now() - loadedAt < ZFE_MODE_REFRESH_MS) return;
    loading = true;
    api.zfe(null, null).then(
      (next) => {
        loading = false;
        answer = next;
        loadedAt = Date.now();
        onLoaded();
      },
      // Without the service the chip shows the style's own zones: one feature less, no failure.
      () => {
        loading = false;
        loadedAt = Date.now();
      },
    );
  };
  return { load, answer: () => answer };
}

/** True while a layer page shows an area's zones (/zfe/{area}): it draws them itself. */
function pageShowsZones(app: AppSystem): boolean {
  const request = existingLayerPageSystem(app)?.page.getSnapshot().context.request;
  return request?.family === 'ZFE' && request.kind !== 'HOME' && request.slug !== null;
}

/** The extension: the national zones while the map shows the 'zfe' mode. */
export const zfeModeLayerExtension: MapExtension = (ctx) => {
  const { map, system } = ctx;
  const zones = zonesLoader(system.clients.restrictions ?? createRestrictionsApi(), () => update());
  let drawn: ZfeAnswer | null = null;
  let stopped = false;
  const wanted = (): boolean =>
    system.map.getSnapshot().context.mode === 'zfe' &&
    !pageShowsZones(system) &&
    !map.getSource(ZFE_IDS.source);
  const update = (): void => {
    if (stopped) return;
    if (!wanted()) {
      drawn = null;
      if (map.getSource(NATIONAL_ZFE_IDS.source)) removeZfeAreas(map, NATIONAL_ZFE_IDS);
      return;
    }
    zones.load();
    const answer = zones.answer();
    if (!answer || (drawn === answer && map.getSource(NATIONAL_ZFE_IDS.source))) return;
    if (!map.isStyleLoaded()) return;
    const superseded = supersededKeys(answer.stages);
    showZfeAreas(map, answer.geometry, { superseded, ids: NATIONAL_ZFE_IDS });
    drawn = answer;
  };
  const subscription = system.map.subscribe(update);
  map.on('styledata', update);
  map.on('idle', update);
  update();
  return () => {
    stopped = true;
    subscription.unsubscribe();
    map.off('styledata', update);
    map.off('idle', update);
    if (map.getSource(NATIONAL_ZFE_IDS.source)) removeZfeAreas(map, NATIONAL_ZFE_IDS);
  };
};
