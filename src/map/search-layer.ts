/**
 * Search results on the map: markers of the POIs and addresses found, the view recentred when
 * the search, place page or area list machine asks for it (bbox, viewport or point; zoom 17 on an
 * unnamed road), and the map-address popup (a click reverse-geocodes the point; its popup is
 * address-popup-layer.ts, loaded at the first click). A click on a POI icon of the basemap opens
 * that place.
 * A map extension: it subscribes to the actors and holds no rule of its own.
 */
import type * as MapLibre from 'maplibre-gl';
import type { LngLat } from '../domain/geo';
import { MAX_FLIGHT_MS } from '../domain/ui-constants';
import { onLanguage } from './on-language';
import type { AppSystem } from '../machines/app-system';
import type { MapViewRequest } from '../machines/search-logic';
import {
  clickHitsFeature,
  poiIconAt,
  POI_ICON_LAYER,
  type MapExtension,
  type MapExtensionContext,
} from './map-extensions';
import type { AddressPopup } from './address-popup-layer';
import {
  paddingOffset,
  panelPadding,
  holdView,
  releaseView,
  whenPanelSettled,
  type Padding,
} from './panel-padding';

/** Most zoom a fitted bbox gets. */
const FIT_MAX_ZOOM = 17;

interface Pin {
  point: LngLat;
  kind: 'address' | 'poi';
  title: string;
}

/**
 * The pins the actors ask for: the results of a list, or the one result shown. A category's list
 * reached from a search draws its own pins (the POI list layer): the search's are not drawn
 * under them again.
 */
export function pinsOf(system: Pick<AppSystem, 'search' | 'placePage' | 'screen'>): Pin[] {
  const search = system.search.getSnapshot();
  const page = system.placePage.getSnapshot();
  const pins: Pin[] = [];
  const { response, selected, poi } = search.context;
  const listDrawn = system.screen.getSnapshot().context.poiDisplay === 'list';
  if ((search.matches('poiList') || search.matches('listing')) && response && !listDrawn)
    for (const p of response.pois) pins.push({ point: p.coordinates, kind: 'poi', title: p.name });
  if (search.matches('addressList') && response)
    for (const a of response.addresses)
      pins.push({ point: a.coordinates, kind: 'address', title: a.label });
  if (search.matches('address') && selected)
    pins.push({ point: selected.coordinates, kind: 'address', title: selected.label });
  if (search.matches('poi') && poi)
    pins.push({ point: poi.coordinates, kind: 'poi', title: poi.name });
  if (page.matches('shown')) {
    const { address, poi: pagePoi } = page.context;
    if (address) pins.push({ point: address.coordinates, kind: 'address', title: address.label });
    if (pagePoi) pins.push({ point: pagePoi.coordinates, kind: 'poi', title: pagePoi.name });
  }
  const seen = new Set<string>();
  return pins.filter((p) => {
    const key = `${p.point.lng.toFixed(6)},${p.point.lat.toFixed(6)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Frames a view with `padding`: its box fitted, else its centre flown to. */
function frame(map: MapLibre.Map, view: MapViewRequest, padding: Padding): void {
  if (view.bbox) {
    const [w, s, e, n] = view.bbox;
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding, maxZoom: FIT_MAX_ZOOM, maxDuration: MAX_FLIGHT_MS },
    );
    return;
  }
  // An offset, not a padding: MapLibre keeps the padding of a flight for the next views.
  map.flyTo({
    center: [view.center.lng, view.center.lat],
    zoom: view.zoom ?? map.getZoom(),
    offset: paddingOffset(padding),
    maxDuration: MAX_FLIGHT_MS,
  });
}

function applyView(map: MapLibre.Map, view: MapViewRequest, isCurrent: () => boolean): void {
  // Once the panel the view must stay clear of is drawn (a phone's sheet may still be loading),
  // and again if it changes soon after (the place's sheet replacing the home's).
  whenPanelSettled(map.getContainer(), () => {
    if (!map.getCanvas().isConnected) return;
    const padding = panelPadding(map);
    frame(map, view, padding);
    // Its code loads with the first place (not with the first screen); the map stays pending.
    const container = map.getContainer();
    holdView(container);
    void import('./follow-panel')
      .then(({ followPanel }) =>
        followPanel(map, {
          padding,
          isCurrent,
          apply: () => frame(map, view, panelPadding(map)),
        }),
      )
      .finally(() => releaseView(container));
  });
}

class Markers {
  private shown: MapLibre.Marker[] = [];
  private key = '';

  constructor(private readonly context: MapExtensionContext) {}

  show(pins: readonly Pin[]): void {
    const key = JSON.stringify(pins);
    if (key === this.key) return;
    this.key = key;
    this.clear();
    for (const pin of pins) {
      const element = document.createElement('div');
      element.className = `search-marker search-marker--${pin.kind}`;
      element.title = pin.title;
      // Its name, not MapLibre's generic « marker » label.
      element.setAttribute('aria-label', pin.title);
      element.dataset.testid = 'search-marker';
      element.addEventListener('click', (event) => event.stopPropagation());
      const marker = new this.context.lib.Marker({ element, anchor: 'bottom' });
      marker.setLngLat([pin.point.lng, pin.point.lat]).addTo(this.context.map);
      this.shown.push(marker);
    }
  }

  clear(): void {
    for (const m of this.shown) m.remove();
    this.shown = [];
  }
}

type ViewSource = 'search' | 'page' | 'area';

/** Applies each actor's view once: a view is new when its sequence number changed. */
function viewApplier(
  map: MapLibre.Map,
): (views: Record<ViewSource, MapViewRequest | null>) => void {
  const applied: Record<ViewSource, number> = { search: 0, page: 0, area: 0 };
  let latest = 0;
  return (views) => {
    for (const source of ['search', 'page', 'area'] as const) {
      const view = views[source];
      if (!view || view.seq === applied[source]) continue;
      applied[source] = view.seq;
      const mine = (latest += 1);
      applyView(map, view, () => mine === latest);
    }
  };
}

/**
 * The address popup, its code loaded at the first click on the map (the machine leaves `idle`):
 * until then there is nothing to draw.
 */
function lazyPopup(context: MapExtensionContext): { update(): void; destroy(): void } {
  let popup: AddressPopup | null = null;
  let state: 'waiting' | 'loading' | 'gone' = 'waiting';
  return {
    update() {
      if (popup) return popup.update();
      if (state !== 'waiting' || context.system.addressPopup.getSnapshot().matches('idle')) return;
      state = 'loading';
      void import('./address-popup-layer').then((m) => {
        if (state === 'gone') return;
        popup = new m.AddressPopup(context);
        popup.update();
      });
    },
    destroy() {
      state = 'gone';
      popup?.destroy();
    },
  };
}

/** A pointer over the places' icons, which a click opens (not on the itinerary's map). */
function pointerOverIcons(map: MapLibre.Map): () => void {
  const pointer = (): void => {
    if (!window.location.pathname.startsWith('/itineraire'))
      map.getCanvas().style.cursor = 'pointer';
  };
  const unpointer = (): void => void (map.getCanvas().style.cursor = '');
  map.on('mouseenter', POI_ICON_LAYER, pointer);
  map.on('mouseleave', POI_ICON_LAYER, unpointer);
  return () => {
    map.off('mouseenter', POI_ICON_LAYER, pointer);
    map.off('mouseleave', POI_ICON_LAYER, unpointer);
  };
}

/** The extension. */
export const searchLayerExtension: MapExtension = (context) => {
  const { map, system } = context;
  const markers = new Markers(context);
  const popup = lazyPopup(context);
  const applyViews = viewApplier(map);
  const refresh = (): void => {
    markers.show(pinsOf(system));
    // The app jumps to the region's view when the map config arrives: apply the views after it.
    if (system.config.getSnapshot().matches('loading')) return;
    applyViews({
      search: system.search.getSnapshot().context.view,
      page: system.placePage.getSnapshot().context.view,
      area: system.areaList.getSnapshot().context.view,
    });
  };
  const onClick = (event: MapLibre.MapMouseEvent): void => {
    if (window.location.pathname.startsWith('/itineraire')) return;
    if (clickHitsFeature(map, event.point)) return;
    // A click on a place's icon opens the place; a right click keeps the point's menu.
    const icon = event.type === 'click' ? poiIconAt(map, event.point) : undefined;
    system.addressPopup.send({
      type: 'map.click',
      point: { lng: event.lngLat.lng, lat: event.lngLat.lat },
      icon,
    });
  };
  const subscriptions = [
    system.search.subscribe(refresh),
    system.placePage.subscribe(refresh),
    system.areaList.subscribe(refresh),
    system.screen.subscribe(refresh),
    system.config.subscribe(refresh),
    system.addressPopup.subscribe(() => popup.update()),
    ...onLanguage(system, () => popup.update()),
  ];
  const unpoint = pointerOverIcons(map);
  map.on('click', onClick);
  // A right click on desktop opens the same popup (with its « Itinéraire depuis / vers ici »).
  map.on('contextmenu', onClick);
  refresh();
  return () => {
    map.off('click', onClick);
    map.off('contextmenu', onClick);
    unpoint();
    for (const s of subscriptions) s.unsubscribe();
    markers.clear();
    popup.destroy();
  };
};
