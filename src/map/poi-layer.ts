/**
 * The POIs of the map search list or of the route on the map: one marker per POI (its rubric's
 * icon and colour; on a fuel list, the price of the chosen fuel), clustered below zoom 15, the
 * focused one raised. A click on a marker focuses the POI (its place card opens), a click on a
 * cluster zooms in. The layer reports the user's moves to the list machine (with how far the map
 * moved from the last request's box) and fits the view the list asks for. A map extension: it
 * reads the POI system and holds no rule of its own.
 */
import type * as MapLibre from 'maplibre-gl';
import type { Bbox } from '../domain/geo';
import {
  DEFAULT_FUEL_ID,
  fuelFilterOf,
  fuelPriceText,
  poiFuel,
  type GeoentityPoi,
} from '../domain/geoentity';
import { markerInArea, type ScreenArea } from '../domain/map-constants';
import { iconPath } from '../domain/poi-catalogue/icons';
import { POIS_ON_ROUTE_ZOOM } from '../domain/pois-on-route';
import { existingPoiSystem, type PoiSystem } from '../machines/poi-system';
import { CLUSTER_MAX_ZOOM, clusterPoints, movedPixels, type ScreenCluster } from './poi-clusters';
import type { MapExtension, MapExtensionContext } from './map-extensions';
import { cardPadding, paddingOffset, panelPadding } from './panel-padding';

interface Shown {
  pois: readonly GeoentityPoi[];
  focused: string | null;
  fuel: string | null;
  kind: 'list' | 'route';
}

/** The POIs on display, or null. */
export function shownPois(ps: PoiSystem): Shown | null {
  if (ps.display === 'list') {
    const { pois, focusedPoiId, currentFuel, filters } = ps.list.getSnapshot().context;
    const fuel = fuelFilterOf(filters) ? currentFuel : null;
    return { pois, focused: focusedPoiId, fuel, kind: 'list' };
  }
  if (ps.display === 'route') {
    const { pois, focusedPoiId } = ps.onRoute.getSnapshot().context;
    // Fuel stations along the route show the price of the default fuel, as their list does.
    const fuel = pois.some((p) => p.rubric.id === 'station-service') ? DEFAULT_FUEL_ID : null;
    return { pois, focused: focusedPoiId, fuel, kind: 'route' };
  }
  return null;
}

function svgIcon(iconId: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 15 15');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', iconPath(iconId));
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
}

/** Marks a marker the pointer rests on, or on its line of the list (hover-highlight-machine). */
const HIGHLIGHTED = 'poi-marker--highlighted';

/** Where the mouse rests: on the marker of a place (its id), or off it (null). */
type OnRest = (id: string | null) => void;

function markerElement(
  poi: GeoentityPoi,
  shown: Shown,
  ctx: { ps: PoiSystem; onRest: OnRest },
): HTMLElement {
  const { ps } = ctx;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `poi-marker${poi.id === shown.focused ? ' poi-marker--focused' : ''}`;
  const highlighted = ps.highlight.getSnapshot().context.highlightedId === poi.id;
  button.classList.toggle(HIGHLIGHTED, highlighted);
  button.dataset.testid = 'search-marker';
  button.dataset.poiId = poi.id;
  button.setAttribute('aria-label', poi.name);
  button.title = poi.name;
  button.style.setProperty('--poi-color', poi.rubric.color);
  // MapLibre positions the marker element with a transform: the pin is drawn inside it.
  const pin = document.createElement('span');
  pin.className = 'poi-marker-pin';
  pin.append(svgIcon(poi.rubric.icon));
  button.append(pin);
  if (shown.fuel && poi.rubric.id === 'station-service') {
    const price = document.createElement('span');
    price.className = 'poi-marker-price';
    price.textContent = fuelPriceText(poiFuel(poi, shown.fuel));
    button.append(price);
  }
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    focus(ps, shown, poi);
  });
  // A mouse only: a finger's tap sends emulated events and never leaves.
  button.addEventListener('pointerenter', (event) => {
    if (event.pointerType === 'mouse') ctx.onRest(poi.id);
  });
  button.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') ctx.onRest(null);
  });
  // The keyboard's focus rests on a pin as the mouse does (a click's focus does not).
  button.addEventListener('focus', () => {
    if (button.matches(':focus-visible')) ctx.onRest(poi.id);
  });
  button.addEventListener('blur', () => ctx.onRest(null));
  return button;
}

function clusterElement(cluster: ScreenCluster, onClick: () => void): HTMLElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'poi-cluster';
  button.dataset.testid = 'poi-cluster';
  button.textContent = String(cluster.ids.length);
  button.setAttribute('aria-label', `${cluster.ids.length}`);
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}

class MarkerSet {
  private markers: MapLibre.Marker[] = [];
  /** The POIs' marker elements, by id. */
  private readonly elements = new Map<string, HTMLElement>();
  /** The place whose marker the mouse rests on. */
  private resting: { ps: PoiSystem; id: string } | null = null;
  private key = '';

  constructor(private readonly ctx: MapExtensionContext) {}

  render(ps: PoiSystem, shown: Shown | null): void {
    const { map } = this.ctx;
    const zoom = Math.round(map.getZoom() * 4) / 4;
    const key = shown
      ? `${shown.kind}|${shown.focused}|${shown.fuel}|${zoom}|${shown.pois.map((p) => p.id).join(',')}`
      : '';
    if (key === this.key) return;
    this.clear();
    this.key = key;
    if (!shown) return;
    const byId = new Map(shown.pois.map((p) => [p.id, p]));
    const points = shown.pois.map((p) => ({
      id: p.id,
      ...map.project([p.coordinates.lng, p.coordinates.lat]),
    }));
    const clusters =
      zoom >= CLUSTER_MAX_ZOOM
        ? points.map((p) => ({ ids: [p.id], x: p.x, y: p.y }))
        : clusterPoints(points);
    for (const cluster of clusters) {
      const single = cluster.ids.length === 1 || cluster.ids.includes(shown.focused ?? '');
      const members = single ? cluster.ids : [];
      for (const id of members)
        this.add(
          markerElement(byId.get(id)!, shown, { ps, onRest: this.onRest(ps) }),
          byId.get(id)!,
        );
      if (single) continue;
      const at = map.unproject([cluster.x, cluster.y]);
      const element = clusterElement(cluster, () =>
        map.easeTo({ center: at, zoom: Math.min(map.getZoom() + 2, CLUSTER_MAX_ZOOM) }),
      );
      this.markers.push(new this.ctx.lib.Marker({ element }).setLngLat(at).addTo(map));
    }
  }

  private onRest(ps: PoiSystem): OnRest {
    return (id) => {
      this.resting = id === null ? null : { ps, id };
      ps.highlight.send(id === null ? { type: 'hover.leave' } : { type: 'hover.enter', id });
    };
  }

  /** Marks the marker of `id` alone (none: null). */
  highlight(id: string | null): void {
    for (const [poiId, element] of this.elements)
      element.classList.toggle(HIGHLIGHTED, poiId === id);
  }

  private add(element: HTMLElement, poi: GeoentityPoi): void {
    this.elements.set(poi.id, element);
    const marker = new this.ctx.lib.Marker({ element, anchor: 'bottom' })
      .setLngLat([poi.coordinates.lng, poi.coordinates.lat])
      .addTo(this.ctx.map);
    this.markers.push(marker);
  }

  clear(): void {
    for (const m of this.markers) m.remove();
    this.markers = [];
    this.elements.clear();
    // A marker taken away under the mouse sends no « pointerleave »: left, then (if the mouse
    // is over the marker drawn again) entered again before the mark is lowered.
    this.resting?.ps.highlight.send({ type: 'hover.leave' });
    this.resting = null;
    this.key = '';
  }
}

function focus(ps: PoiSystem, shown: Shown, poi: GeoentityPoi): void {
  if (shown.kind === 'list') ps.list.send({ type: 'poi.focus', id: poi.id });
  else ps.onRoute.send({ type: 'poi.focus', id: poi.id });
}

function boundsOf(map: MapLibre.Map): Bbox {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

/**
 * The view moves are measured from: the map's view when the list's request was made (after a
 * fit, the fitted view, which is wider than the requested box by the panel's padding).
 */
interface Reference {
  key: string;
  bbox: Bbox | null;
}

function trackReference(ps: PoiSystem, map: MapLibre.Map, reference: Reference): void {
  const key = JSON.stringify(ps.list.getSnapshot().context.bbox);
  if (key === reference.key) return;
  reference.key = key;
  reference.bbox = boundsOf(map);
}

function reportMove(ps: PoiSystem, map: MapLibre.Map, reference: Reference): void {
  const snapshot = ps.list.getSnapshot();
  if (ps.display !== 'list' || !snapshot.matches('active')) return;
  const bbox = boundsOf(map);
  const last = reference.bbox;
  const container = map.getContainer();
  const movedPx = last
    ? movedPixels({
        topLeft: map.project([last[0], last[3]]),
        bottomRight: map.project([last[2], last[1]]),
        width: container.clientWidth,
        height: container.clientHeight,
      })
    : Number.POSITIVE_INFINITY;
  ps.list.send({ type: 'map.moved', bbox, movedPx });
}

/** Fits the view the list asks for; true when it did. */
function fitList(ps: PoiSystem, map: MapLibre.Map, applied: { seq: number }): boolean {
  const view = ps.list.getSnapshot().context.view;
  if (ps.display !== 'list' || !view || view.seq === applied.seq) return false;
  // The app flies to the region's view when the map config arrives: fit after that.
  if (ps.app.config.getSnapshot().matches('loading')) return false;
  applied.seq = view.seq;
  const [w, s, e, n] = view.bbox;
  // Clear of the list where it is: the panel at the left on desktop, the sheet on a phone (a
  // fixed left padding left a phone's places under its sheet), and of the map's buttons.
  map.fitBounds(
    [
      [w, s],
      [e, n],
    ],
    { padding: panelPadding(map), maxZoom: 17, duration: 0 },
  );
  return true;
}

/** Room kept around a focused place's marker in the free part of the map, px. */
const REVEAL_MARGIN = 10;

/**
 * The part of the map a focused POI is shown in, and the offset from the centre that puts it
 * there: right of the panel and above the card on desktop; between the chips and the card (a
 * bottom sheet that takes the place of the list) on a phone, beside it on a phone turned.
 */
function freeArea(map: MapLibre.Map): { area: ScreenArea; offset: [number, number] } {
  const padding = cardPadding(map, REVEAL_MARGIN);
  const { clientWidth: w, clientHeight: h } = map.getContainer();
  const area = { left: padding.left, top: padding.top, right: w - padding.right };
  return { area: { ...area, bottom: h - padding.bottom }, offset: paddingOffset(padding) };
}

/** The list's focus the map shows, and the list's view a card chosen in it came from. */
interface ListFocus {
  id: string | null;
  back: { center: MapLibre.LngLat; zoom: number } | null;
}

/** A POI chosen in the list is shown at least at this zoom, apart from its neighbours. */
const LIST_CHOICE_ZOOM = 16;

/**
 * Keeps the focused POI of the list in sight: not under the panel nor under its card. One chosen
 * in the list is brought there, closer if the map is far out, as Google Maps and Mappy do; a
 * marker tapped is already in sight, and the map only moves if part of it is hidden (its head
 * under the chips, its side under the panel).
 */
function revealFocused(ps: PoiSystem, map: MapLibre.Map, applied: ListFocus): void {
  const { focusedPoiId, focusFromList, pois } = ps.list.getSnapshot().context;
  if (ps.display !== 'list') {
    // No list shown: nothing to come back to when one shows again.
    Object.assign(applied, { id: null, back: null });
    return;
  }
  if (focusedPoiId === applied.id) return;
  const poi = pois.find((p) => p.id === focusedPoiId);
  // A focus the list has still to load (Back to a list left with a card) is shown once it has.
  if (!poi && focusedPoiId !== null) return;
  applied.id = focusedPoiId;
  if (!poi) {
    // The card closed (Back): the list's view again, unless the visitor moved the map since.
    if (applied.back) map.easeTo({ ...applied.back, duration: 300 });
    applied.back = null;
    return;
  }
  const center: [number, number] = [poi.coordinates.lng, poi.coordinates.lat];
  if (focusFromList) applied.back ??= { center: map.getCenter(), zoom: map.getZoom() };
  // Measured once the card is drawn (it comes with the focus), where it stands.
  requestAnimationFrame(() => {
    if (applied.id !== poi.id) return;
    const { area, offset } = freeArea(map);
    if (focusFromList) {
      const zoom = Math.max(map.getZoom(), LIST_CHOICE_ZOOM);
      map.easeTo({ center, zoom, offset, duration: 300 });
      return;
    }
    // In sight means the whole marker (§9's 60 × 52 box), not its point only.
    if (!markerInArea(map.project(center), area)) map.easeTo({ center, offset, duration: 300 });
  });
}

/** Shows a route POI at the zoom of POIs on a route (§9: forced to 14). */
function showRoutePoi(ps: PoiSystem, map: MapLibre.Map, applied: { id: string | null }): void {
  const { focusedPoiId, pois } = ps.onRoute.getSnapshot().context;
  if (ps.display !== 'route' || focusedPoiId === applied.id) return;
  applied.id = focusedPoiId;
  const poi = pois.find((p) => p.id === focusedPoiId);
  if (!poi) return;
  map.easeTo({
    center: [poi.coordinates.lng, poi.coordinates.lat],
    zoom: POIS_ON_ROUTE_ZOOM,
    offset: freeArea(map).offset,
  });
}

/** The extension. */
export const poiLayerExtension: MapExtension = (ctx) => {
  const ps = existingPoiSystem(ctx.system);
  if (!ps) return () => undefined;
  const markers = new MarkerSet(ctx);
  const applied = { seq: 0 };
  const routeApplied = { id: null as string | null };
  const listFocus: ListFocus = { id: null, back: null };
  const reference: Reference = { key: '', bbox: null };
  const refresh = (): void => {
    if (fitList(ps, ctx.map, applied)) {
      reference.key = '';
      // A list framed anew (another source, its URL's box): its own view is the one to keep,
      // and a card it holds (brought back by Back) is shown again from there.
      Object.assign(listFocus, { id: null, back: null });
    }
    trackReference(ps, ctx.map, reference);
    showRoutePoi(ps, ctx.map, routeApplied);
    revealFocused(ps, ctx.map, listFocus);
    markers.render(ps, shownPois(ps));
  };
  const onMoveEnd = (event: { originalEvent?: unknown }): void => {
    markers.render(ps, shownPois(ps));
    if (!event.originalEvent) return;
    reportMove(ps, ctx.map, reference);
    listFocus.back = null;
  };
  const subscriptions = [
    ps.list.subscribe(refresh),
    ps.onRoute.subscribe(refresh),
    ps.app.config.subscribe(refresh),
    ps.app.screen.subscribe(refresh),
    ps.highlight.subscribe(({ context }) => markers.highlight(context.highlightedId)),
  ];
  ctx.map.on('moveend', onMoveEnd);
  refresh();
  return () => {
    ctx.map.off('moveend', onMoveEnd);
    for (const s of subscriptions) s.unsubscribe();
    markers.clear();
  };
};
