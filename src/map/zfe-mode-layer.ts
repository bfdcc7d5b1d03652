/**
 * The 'zfe' map mode's zones: every low-emission zone of the national base (restrictions
 * service, France), drawn like a ZFE page's — in force solid, planned dashed, expired grey — so
 * the chip shows zones at any zoom, not only the few the OSM tiles tag. A page of an area's zones
 * (/zfe/paris) draws its own: while one is open, France's are neither asked nor drawn (they
 * cost the page's first seconds a 250 KB answer and a redraw). A click inside a zone opens its
 * popup (zfe-zone-popup.ts: its status, its rules, a link to its page) instead of the address's;
 * a place's icon, a right click and the itinerary's map clicks keep theirs. Loaded on the first
 * switch to the mode (zfe-mode.ts).
 */
import './zfe-zone-popup.css';
import type * as MapLibre from 'maplibre-gl';
import { hitBox, POPUP_MAX_WIDTH } from '../domain/map-constants';
import type { ZfeAnswer } from '../domain/restrictions/api';
import { supersededKeys } from '../domain/restrictions/zfe-text';
import { layerTranslator } from '../i18n/layer-messages';
import { existingLayerPageSystem } from '../machines/layer-page-system';
import type { AppSystem } from '../machines/app-system';
import { createRestrictionsApi, type RestrictionsApi } from '../services/restrictions-api';
import {
  clickHitsFeature,
  isTouchScreen,
  poiIconAt,
  registerClickableLayer,
  type ClickOwnership,
  type MapExtension,
  type MapExtensionContext,
} from './map-extensions';
import { onLanguage } from './on-language';
import { addClearPopup } from './popup-placement';
import { NATIONAL_ZFE_IDS, removeZfeAreas, showZfeAreas, ZFE_IDS } from './zfe-layer';
import { renderZonePopup, zonesAt, type ZonesAt } from './zfe-zone-popup';

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

/** The zone popup open, and what it shows (written again in the page's language). */
interface PopupState {
  popup: MapLibre.Popup | null;
  shown: (ZonesAt & { root: HTMLElement }) | null;
}

/**
 * A click inside a zone is the zone's, but on a place's icon (its place opens) and on the
 * itinerary's pages (the click places a step or opens the map menu there).
 */
const ownsClick: ClickOwnership = (map, point) =>
  !window.location.pathname.startsWith('/itineraire') && !poiIconAt(map, point);

function closePopup(state: PopupState): void {
  const popup = state.popup;
  state.popup = null;
  state.shown = null;
  popup?.remove();
}

/**
 * Opens a zone's page in the app (a click with a modifier key is the browser's: a new tab): the
 * zone popup and an address popup left open close, the page takes over.
 */
function follow(ctx: MapExtensionContext, state: PopupState, event: MouseEvent, href: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  ctx.system.addressPopup.send({ type: 'close' });
  closePopup(state);
  ctx.system.navigate(href, false);
}

/** Writes the open popup in the page's language. */
function render(ctx: MapExtensionContext, state: PopupState): void {
  const shown = state.shown;
  if (!shown) return;
  renderZonePopup(shown.root, {
    t: layerTranslator(ctx.system.locale.getSnapshot().context.locale),
    zones: shown.zones,
    more: shown.more,
    onFollow: (event, href) => follow(ctx, state, event, href),
  });
}

/** Opens the popup of the zones at a point (replacing the one open, and an address popup). */
function openPopup(
  ctx: MapExtensionContext,
  state: PopupState,
  at: MapLibre.LngLat,
  found: ZonesAt,
): void {
  closePopup(state);
  ctx.system.addressPopup.send({ type: 'close' });
  state.shown = { ...found, root: document.createElement('div') };
  // Filled before it is placed: a popup under the panel is brought into the free part of the map.
  render(ctx, state);
  const popup = addClearPopup({
    lib: ctx.lib,
    map: ctx.map,
    at: [at.lng, at.lat],
    content: state.shown.root,
    popup: { maxWidth: `${POPUP_MAX_WIDTH}px`, closeButton: true, offset: 8 },
  });
  popup.on('close', () => {
    if (state.popup !== popup) return;
    state.popup = null;
    state.shown = null;
  });
  state.popup = popup;
}

/** The keys of the stages drawn within the click's hit-box. */
function keysAt(map: MapLibre.Map, point: MapLibre.Point): Set<string> {
  if (!map.getLayer(NATIONAL_ZFE_IDS.fill)) return new Set();
  const features = map.queryRenderedFeatures(hitBox(point, isTouchScreen()), {
    layers: [NATIONAL_ZFE_IDS.fill],
  });
  return new Set(features.map((f) => String(f.properties.key)));
}

/**
 * A click inside a zone opens its popup; a right click there opens the address popup, as
 * elsewhere (the layer being clickable, the search layer leaves the point to it).
 */
function zoneClicks(
  ctx: MapExtensionContext,
  state: PopupState,
  drawn: () => ZfeAnswer | null,
): (e: MapLibre.MapMouseEvent) => void {
  const { map, system } = ctx;
  return (e) => {
    const keys = keysAt(map, e.point);
    const answer = drawn();
    if (keys.size === 0 || !answer || !ownsClick(map, e.point)) return;
    // Another layer's feature over the zone (a marker of a page…) answers the click itself.
    if (clickHitsFeature(map, e.point, NATIONAL_ZFE_IDS.fill)) return;
    if (e.type === 'contextmenu') {
      system.addressPopup.send({
        type: 'map.click',
        point: { lng: e.lngLat.lng, lat: e.lngLat.lat },
      });
      return;
    }
    const found = zonesAt(answer.stages, keys);
    if (found.zones.length > 0) openPopup(ctx, state, e.lngLat, found);
  };
}

/** The extension: the national zones while the map shows the 'zfe' mode, and their popups. */
export const zfeModeLayerExtension: MapExtension = (ctx) => {
  const { map, system } = ctx;
  const zones = zonesLoader(system.clients.restrictions ?? createRestrictionsApi(), () => update());
  const state: PopupState = { popup: null, shown: null };
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
      closePopup(state);
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
  const onClick = zoneClicks(ctx, state, () => drawn);
  const unclickable = registerClickableLayer(NATIONAL_ZFE_IDS.fill, ownsClick);
  const subscriptions = [
    system.map.subscribe(update),
    ...onLanguage(system, () => render(ctx, state)),
  ];
  map.on('styledata', update);
  map.on('idle', update);
  map.on('click', onClick);
  map.on('contextmenu', onClick);
  update();
  return () => {
    stopped = true;
    for (const s of subscriptions) s.unsubscribe();
    unclickable();
    map.off('styledata', update);
    map.off('idle', update);
    map.off('click', onClick);
    map.off('contextmenu', onClick);
    closePopup(state);
    if (map.getSource(NATIONAL_ZFE_IDS.source)) removeZfeAreas(map, NATIONAL_ZFE_IDS);
  };
};
