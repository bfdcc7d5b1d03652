/**
 * Search results on the map: markers of the POIs and addresses found, the view recentred when
 * the search, place page or area list machine asks for it (bbox, viewport or point; zoom 17 on an
 * unnamed road), and the map-address popup (a click reverse-geocodes the point; two lines and, on
 * desktop, hotel / restaurant / parking shortcuts; 'no address' shows a message and closes it).
 * A map extension: it subscribes to the actors and holds no rule of its own.
 */
import { favoriteDraftHash, type FavoriteDraft } from '../domain/paths/account-hash';
import type * as MapLibre from 'maplibre-gl';
import type { LngLat } from '../domain/geo';
import { POPUP_MAX_WIDTH } from '../domain/map-constants';
import { createTranslator, type Translate } from '../i18n/translate';
import { onLanguage } from './on-language';
import { NEARBY_SHORTCUTS } from '../machines/address-popup-machine';
import { addClearPopup } from './popup-placement';
import type { AppSystem } from '../machines/app-system';
import type { MapViewRequest } from '../machines/search-logic';
import { clickHitsFeature, type MapExtension, type MapExtensionContext } from './map-extensions';
import { paddingOffset, panelPadding, whenPanelSettled } from './panel-padding';

/** Padding around a fitted bbox, px, past the panel over the map (panel-padding.ts). */
const FIT_PADDING = 60;
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

function applyView(map: MapLibre.Map, view: MapViewRequest): void {
  // Once the panel the view must stay clear of is drawn (a phone's sheet may still be loading).
  whenPanelSettled(map.getContainer(), () => {
    if (!map.getCanvas().isConnected) return;
    const padding = panelPadding(map, FIT_PADDING);
    if (view.bbox) {
      const [w, s, e, n] = view.bbox;
      map.fitBounds(
        [
          [w, s],
          [e, n],
        ],
        { padding, maxZoom: FIT_MAX_ZOOM },
      );
      return;
    }
    // An offset, not a padding: MapLibre keeps the padding of a flight for the next views.
    map.flyTo({
      center: [view.center.lng, view.center.lat],
      zoom: view.zoom ?? map.getZoom(),
      offset: paddingOffset(padding),
    });
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

function directionsButtons(options: { t: Translate; system: AppSystem }): HTMLElement {
  const row = document.createElement('div');
  row.className = 'address-popup-directions';
  for (const end of ['from', 'to'] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = `popup-directions-${end}`;
    button.textContent = options.t(
      end === 'from' ? 'search.popup.directionsFrom' : 'search.popup.directionsTo',
    );
    button.addEventListener('click', () =>
      options.system.addressPopup.send({ type: 'directions', end }),
    );
    row.append(button);
  }
  return row;
}

/** « Ajouter aux favoris »: a link to the account overlay's add step with the address. */
function favoriteLink(t: Translate, draft: FavoriteDraft, system: AppSystem): HTMLElement {
  const link = document.createElement('a');
  link.className = 'address-popup-favorite';
  link.dataset.testid = 'popup-favorite';
  link.href = `#${favoriteDraftHash(draft)}`;
  link.textContent = t('account.favorites.add');
  // The popup has done its part: the account overlay takes over.
  link.addEventListener('click', () => system.addressPopup.send({ type: 'close' }));
  return link;
}

function popupContent(options: {
  lines: [string, string];
  t: Translate;
  desktop: boolean;
  system: AppSystem;
  favorite: FavoriteDraft | undefined;
}): HTMLElement {
  const root = document.createElement('div');
  root.className = 'address-popup';
  root.dataset.testid = 'address-popup';
  const line1 = document.createElement('strong');
  line1.textContent = options.lines[0];
  const line2 = document.createElement('div');
  line2.className = 'line2';
  line2.textContent = options.lines[1];
  root.append(line1, line2, directionsButtons(options));
  if (options.favorite) root.append(favoriteLink(options.t, options.favorite, options.system));
  if (!options.desktop) return root;
  const shortcuts = document.createElement('div');
  shortcuts.className = 'address-popup-shortcuts';
  const label = document.createElement('span');
  label.textContent = options.t('search.popup.nearby');
  shortcuts.append(label);
  for (const rubric of NEARBY_SHORTCUTS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.t(`search.popup.${rubric}`);
    button.addEventListener('click', () =>
      options.system.addressPopup.send({ type: 'shortcut', rubric }),
    );
    shortcuts.append(button);
  }
  root.append(shortcuts);
  return root;
}

class AddressPopup {
  private popup: MapLibre.Popup | null = null;
  private toast: HTMLElement | null = null;

  constructor(private readonly context: MapExtensionContext) {}

  update(): void {
    const { system, map, lib } = this.context;
    const snapshot = system.addressPopup.getSnapshot();
    const t = createTranslator(system.locale.getSnapshot().context.locale);
    const point = snapshot.context.point;
    const address = snapshot.context.address;
    this.closePopup();
    if (point && (snapshot.matches('locating') || snapshot.matches('shown'))) {
      const lines: [string, string] = address
        ? address.split_label
        : [t('search.popup.loading'), ''];
      const desktop = system.device.getSnapshot().context.deviceClass === 'ge';
      const favorite = address
        ? {
            label: address.split_label[0],
            address: address.label,
            lng: address.coordinates.lng,
            lat: address.coordinates.lat,
            poiId: null,
          }
        : undefined;
      const content = popupContent({
        lines,
        t,
        desktop: desktop && address !== null,
        system,
        favorite,
      });
      const popup = addClearPopup({
        lib,
        map,
        at: [point.lng, point.lat],
        content,
        popup: { maxWidth: `${POPUP_MAX_WIDTH}px`, closeOnClick: false, offset: 8 },
      });
      popup.on('close', () => {
        if (this.popup === popup) system.addressPopup.send({ type: 'close' });
      });
      this.popup = popup;
    }
    const message = snapshot.matches('notFound')
      ? t('search.popup.notFound')
      : snapshot.matches('failed') && snapshot.context.error
        ? t('search.popup.failed', { reason: t(snapshot.context.error.messageKey) })
        : null;
    this.showToast(message);
  }

  private closePopup(): void {
    const popup = this.popup;
    this.popup = null;
    popup?.remove();
  }

  private showToast(message: string | null): void {
    if (!message) {
      this.toast?.remove();
      this.toast = null;
      return;
    }
    this.toast ??= document.createElement('div');
    this.toast.className = 'map-toast';
    this.toast.setAttribute('role', 'status');
    this.toast.dataset.testid = 'map-toast';
    this.toast.textContent = message;
    this.context.map.getContainer().append(this.toast);
  }

  destroy(): void {
    this.closePopup();
    this.showToast(null);
  }
}

type ViewSource = 'search' | 'page' | 'area';

/** Applies each actor's view once: a view is new when its sequence number changed. */
function viewApplier(
  map: MapLibre.Map,
): (views: Record<ViewSource, MapViewRequest | null>) => void {
  const applied: Record<ViewSource, number> = { search: 0, page: 0, area: 0 };
  return (views) => {
    for (const source of ['search', 'page', 'area'] as const) {
      const view = views[source];
      if (!view || view.seq === applied[source]) continue;
      applied[source] = view.seq;
      applyView(map, view);
    }
  };
}

/** The extension. */
export const searchLayerExtension: MapExtension = (context) => {
  const { map, system } = context;
  const markers = new Markers(context);
  const popup = new AddressPopup(context);
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
    system.addressPopup.send({
      type: 'map.click',
      point: { lng: event.lngLat.lng, lat: event.lngLat.lat },
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
  map.on('click', onClick);
  // A right click on desktop opens the same popup (with its « Itinéraire depuis / vers ici »).
  map.on('contextmenu', onClick);
  refresh();
  return () => {
    map.off('click', onClick);
    map.off('contextmenu', onClick);
    for (const s of subscriptions) s.unsubscribe();
    markers.clear();
    popup.destroy();
  };
};
