/**
 * The itinerary on the map: the selected route in its provider's colour and its alternatives in
 * grey (route-features.ts; a click on one selects it), a marker per step, the view fitted to new results, and the map menu of the
 * itinerary screens (« Départ ici », « Arrivée ici », « Ajouter une étape », or the step being
 * placed). A map extension: it subscribes to the itinerary actor and holds no rule of its own.
 */
import { tripBox } from '../domain/itinerary/trip-box';
import type * as MapLibre from 'maplibre-gl';
import { areaZoom, type GeocodeLevel } from '../domain/address';
import { stepAtPoint } from '../domain/itinerary/steps';
import { createTranslator } from '../i18n/translate';
import { ALTERNATIVE_CASING, alternativeAt, routeFeatures } from './route-features';
import { existingItinerarySystem, type ItinerarySystem } from '../machines/itinerary-system';
import type { ItineraryContext } from '../machines/itinerary-types';
import { clickHitsFeature, type MapExtension, type MapExtensionContext } from './map-extensions';
import { paddingOffset, panelPadding, whenPanelSettled } from './panel-padding';
import { fitBox, refitOnObstruction } from './route-framing';
import { addClearPopup } from './popup-placement';
import { addWalkLayers } from './walk-layers';
import { firstLabelLayer } from './style-layers';
import { STYLE_METADATA } from '../domain/map-config';

/** Ids of the source and layers. */
export const ROUTE_SOURCE = 'itinerary-routes';
export const ROUTE_LAYERS = ['itinerary-routes-casing', 'itinerary-routes-line'] as const;

function ensureLayers(map: MapLibre.Map): void {
  if (map.getSource(ROUTE_SOURCE)) return;
  map.addSource(ROUTE_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  // Over the overlays (a network, a zone shown with the trip), under the labels.
  const before = firstLabelLayer(map.getStyle()?.layers ?? []);
  const selected = ['boolean', ['get', 'selected'], false] as MapLibre.ExpressionSpecification;
  map.addLayer(
    {
      id: ROUTE_LAYERS[0],
      type: 'line',
      metadata: { [STYLE_METADATA.route]: true },
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ['case', selected, '#ffffff', ALTERNATIVE_CASING],
        'line-width': ['case', selected, 10, 7.5],
      },
    },
    before,
  );
  map.addLayer(
    {
      id: ROUTE_LAYERS[1],
      type: 'line',
      metadata: { [STYLE_METADATA.route]: true },
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ['get', 'color'],
        'line-width': ['case', selected, 6, 4.5],
      },
    },
    before,
  );
  addWalkLayers(map, ROUTE_SOURCE, before);
}

function markerElement(text: string, kind: string, id: string): HTMLElement {
  const element = document.createElement('div');
  element.className = `itinerary-marker itinerary-marker--${kind}`;
  element.textContent = text;
  element.dataset.testid = `itinerary-marker-${id}`;
  return element;
}

function stepMarkers(ctx: MapExtensionContext, context: ItineraryContext): MapLibre.Marker[] {
  const last = context.steps.length - 1;
  return context.steps.flatMap((step, i) => {
    if (!step.coordinates) return [];
    const kind = i === 0 ? 'departure' : i === last ? 'arrival' : 'stop';
    const text = i === 0 ? 'A' : i === last ? 'B' : String(i);
    return [
      new ctx.lib.Marker({ element: markerElement(text, kind, step.id) })
        .setLngLat([step.coordinates.lng, step.coordinates.lat])
        .addTo(ctx.map),
    ];
  });
}

/** The box of the steps (lng/lat), when a computation found no route to frame. */
function stepsBox(context: ItineraryContext): [number, number, number, number] | null {
  return tripBox(context.steps, []);
}

/** The box framing the routes and the steps, or both ends when no mode connects them. */
function routesBox(context: ItineraryContext): [number, number, number, number] | null {
  return tripBox(context.steps, context.routes);
}

/** Frames the routes (see `routesBox`) and remembers what was framed, for a later re-fit. */
function fitRoutes(map: MapLibre.Map, context: ItineraryContext, state: LayerState): void {
  const box = routesBox(context);
  state.fitted = box;
  if (box) fitBox(map, box);
}

/** A step's place to show, with its level (a town is shown whole). */
interface ShownPlace {
  lng: number;
  lat: number;
  level?: GeocodeLevel | undefined;
}

/** How far (degrees, about 500 m) naming a place may move it without it being a new place. */
const NUDGE_DEGREES = 0.005;

/**
 * The place of the only located step when it was just chosen (a departure picked, the route not
 * known yet): the map goes there, as Google Maps does; null otherwise (both ends known: the
 * computation frames the trip).
 */
export function lonePlaced(
  before: ItineraryContext['steps'] | null,
  after: ItineraryContext['steps'],
): ShownPlace | null {
  // The layer just shown again (another screen, the map back): nothing was chosen now.
  if (!before) return null;
  const located = after.filter((s) => s.coordinates);
  const only = located.length === 1 ? located[0] : undefined;
  if (!only?.coordinates) return null;
  const was = before.find((s) => s.id === only.id)?.coordinates;
  // A place named by the geocoder moves a few metres (to its address point) while the visitor
  // may already look elsewhere for the other end: only a new place is shown.
  const near =
    was &&
    Math.abs(was.lng - only.coordinates.lng) < NUDGE_DEGREES &&
    Math.abs(was.lat - only.coordinates.lat) < NUDGE_DEGREES;
  return near ? null : { ...only.coordinates, level: only.geocode_level };
}

/** The place of the first located step. */
function loneStep(steps: ItineraryContext['steps']): ShownPlace | null {
  const step = steps.find((s) => s.coordinates);
  return step?.coordinates ? { ...step.coordinates, level: step.geocode_level } : null;
}

/** How many steps have a place. */
function locatedCount(steps: ItineraryContext['steps'] | null): number {
  return steps?.filter((s) => s.coordinates).length ?? 0;
}

/** True when a point of the map is in its free part: not under the panel, a pop-in or the header. */
function inFreePart(map: MapLibre.Map, place: { lng: number; lat: number }): boolean {
  const { clientWidth: w, clientHeight: h } = map.getContainer();
  const padding = panelPadding(map, 0);
  const p = map.project([place.lng, place.lat]);
  return (
    p.x >= padding.left &&
    p.x <= w - padding.right &&
    p.y >= padding.top &&
    p.y <= h - padding.bottom
  );
}

/** Where the map's camera stands, to tell whether it moved. */
function cameraKey(map: MapLibre.Map): string {
  const { lng, lat } = map.getCenter();
  return `${lng.toFixed(7)},${lat.toFixed(7)},${map.getZoom().toFixed(3)}`;
}

/**
 * Shows a place just chosen, clear of the panel, unless it is in sight already: a town or an
 * area whole (`areaZoom`), an address or a POI at street level.
 */
function showPlace(map: MapLibre.Map, place: ShownPlace): void {
  // Once the panel is drawn: the itinerary's sheet may come with the screen's lazy chunk.
  const before = cameraKey(map);
  whenPanelSettled(map.getContainer(), () => {
    // The map moved meanwhile (the visitor went looking for the other end): it stays where it is.
    if (!map.getCanvas().isConnected || cameraKey(map) !== before) return;
    const area = areaZoom(place.level);
    const current = map.getZoom();
    const zoom = area ?? Math.max(current, 14);
    const framed = area === undefined ? current >= 12 : Math.abs(current - area) <= 1.5;
    if (inFreePart(map, place) && framed) return;
    // An offset, not `padding`: MapLibre keeps an eased padding and adds it to every later fit,
    // which then frames a trip far too small (or not at all) above a phone's sheet.
    const offset = paddingOffset(panelPadding(map));
    map.easeTo({ center: [place.lng, place.lat], zoom, offset, duration: 600 });
  });
}

/** Everything the layer keeps between updates. */
interface LayerState {
  markers: MapLibre.Marker[];
  markedSteps: ItineraryContext['steps'] | null;
  fittedCount: number;
  /** The box framed last, until the visitor moves the map. */
  fitted: [number, number, number, number] | null;
  /** True while a roadbook's manoeuvre is shown (route-framing.ts). */
  held: boolean;
  popup: MapLibre.Popup | null;
  /** True while a redraw waits for the map to be idle (style or tiles still loading). */
  waiting: boolean;
}

function update(ctx: MapExtensionContext, it: ItinerarySystem, state: LayerState): void {
  const { map } = ctx;
  const context = it.actor.getSnapshot().context;
  if (!map.isStyleLoaded() && !map.getSource(ROUTE_SOURCE)) {
    // isStyleLoaded() is false while tiles load, after 'style.load' has fired: retry when idle.
    if (!state.waiting) {
      state.waiting = true;
      void map.once('idle', () => {
        state.waiting = false;
        update(ctx, it, state);
      });
    }
    return;
  }
  ensureLayers(map);
  const source = map.getSource<MapLibre.GeoJSONSource>(ROUTE_SOURCE);
  source?.setData(
    it.visible ? routeFeatures(context) : { type: 'FeatureCollection', features: [] },
  );
  const steps = it.visible ? context.steps : null;
  if (steps !== state.markedSteps) {
    for (const m of state.markers) m.remove();
    state.markers = steps ? stepMarkers(ctx, context) : [];
    const place = steps && lonePlaced(state.markedSteps, steps);
    // Shown with one end already placed (« Itinéraire vers cette adresse »): that end is kept in
    // sight, not left under the panel or a phone's sheet.
    const alone = steps && !state.markedSteps && locatedCount(steps) === 1 ? loneStep(steps) : null;
    const completed = steps && locatedCount(state.markedSteps) === 1 && locatedCount(steps) >= 2;
    state.markedSteps = steps;
    const target = place ?? alone;
    if (target) showPlace(map, target);
    // The other end chosen after the first was shown: both are framed at once, before (and
    // whatever) the computation gives.
    const box = completed ? stepsBox(context) : null;
    if (box) fitBox(map, box);
  }
  if (it.visible && context.computedCount !== state.fittedCount && context.computingDone) {
    state.fittedCount = context.computedCount;
    // The next frame: the screen the computation leads to (results, or the input and its
    // message) is drawn, so the panel's size is known.
    requestAnimationFrame(() => fitRoutes(map, it.actor.getSnapshot().context, state));
  }
}

function menuButton(label: string, testId: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'itinerary-menu-button';
  button.textContent = label;
  button.dataset.testid = testId;
  button.addEventListener('click', onClick);
  return button;
}

function openMenu(
  ctx: MapExtensionContext,
  it: ItinerarySystem,
  state: LayerState,
  at: MapLibre.LngLat,
) {
  const t = createTranslator(ctx.system.locale.getSnapshot().context.locale);
  const point = { lng: at.lng, lat: at.lat };
  const done = (send: () => void) => () => {
    send();
    state.popup?.remove();
    it.afterStepChosen();
  };
  const { actor } = it;
  const last = () => actor.getSnapshot().context.steps.length - 1;
  const menu = document.createElement('div');
  menu.className = 'itinerary-menu';
  menu.setAttribute('role', 'menu');
  menu.setAttribute('aria-label', t('itinerary.map.menu'));
  menu.append(
    menuButton(
      t('itinerary.map.departure'),
      'map-departure',
      done(() => actor.send({ type: 'step.set', index: 0, step: stepAtPoint(point) })),
    ),
    menuButton(
      t('itinerary.map.arrival'),
      'map-arrival',
      done(() => actor.send({ type: 'step.set', index: last(), step: stepAtPoint(point) })),
    ),
    menuButton(
      t('itinerary.map.stop'),
      'map-stop',
      done(() => {
        actor.send({ type: 'step.add' });
        actor.send({ type: 'step.set', index: last() - 1, step: stepAtPoint(point) });
      }),
    ),
  );
  state.popup?.remove();
  state.popup = addClearPopup({
    lib: ctx.lib,
    map: ctx.map,
    at,
    content: menu,
    popup: { closeButton: true, maxWidth: '240px' },
  });
}

function onClick(ctx: MapExtensionContext, state: LayerState, event: MapLibre.MapMouseEvent): void {
  const it = existingItinerarySystem(ctx.system);
  if (!it?.visible || clickHitsFeature(ctx.map, event.point)) return;
  const alternative = alternativeAt(ctx.map, event.point, ROUTE_LAYERS[1]);
  if (alternative) {
    it.actor.send({ type: 'route.change', routeId: alternative });
    it.afterRouteChosen();
    return;
  }
  const { selectedStepIndex } = it.actor.getSnapshot().context;
  if (selectedStepIndex === null) {
    openMenu(ctx, it, state, event.lngLat);
    return;
  }
  const point = { lng: event.lngLat.lng, lat: event.lngLat.lat };
  it.actor.send({ type: 'step.setLocation', step: stepAtPoint(point) });
  it.afterStepChosen();
}

/** The extension: attaches the route layer and the map menu to a map. */
export const routeLayerExtension: MapExtension = (ctx) => {
  const it = existingItinerarySystem(ctx.system);
  if (!it) return () => undefined;
  const state: LayerState = {
    markers: [],
    markedSteps: null,
    fittedCount: 0,
    fitted: null,
    held: false,
    popup: null,
    waiting: false,
  };
  const refresh = (): void => update(ctx, it, state);
  const onStyle = (): void => refresh();
  const click = (e: MapLibre.MapMouseEvent): void => onClick(ctx, state, e);
  ctx.map.on('style.load', onStyle);
  ctx.map.on('click', click);
  // A right click opens the map menu (Départ ici, Arrivée ici, Ajouter une étape).
  const menu = (e: MapLibre.MapMouseEvent): void => {
    const it = existingItinerarySystem(ctx.system);
    if (it?.visible && !clickHitsFeature(ctx.map, e.point)) openMenu(ctx, it, state, e.lngLat);
  };
  ctx.map.on('contextmenu', menu);
  const subscription = it.actor.subscribe(refresh);
  const shown = ctx.system.screen.subscribe(refresh);
  const stopRefit = refitOnObstruction(ctx.map, state);
  it.setHoldFraming((held) => {
    state.held = held;
    if (!held && state.fitted && state.markedSteps) fitBox(ctx.map, state.fitted);
  });
  refresh();
  return () => {
    it.setHoldFraming(() => undefined);
    stopRefit();
    ctx.map.off('style.load', onStyle);
    ctx.map.off('click', click);
    ctx.map.off('contextmenu', menu);
    subscription.unsubscribe();
    shown.unsubscribe();
    for (const m of state.markers) m.remove();
    state.popup?.remove();
  };
};
