/**
 * The city quiz on the map (issue 14): while a game is shown, the map takes the quiz style — the
 * theme's layers hidden but its background, the sea and the country borders of the world layers
 * (overzoomed, so they stay at a département's zoom) and no label at all — bounded to the area
 * played. A click places the guess; the keyboard moves the map under a crosshair and Enter places
 * it. The answer shows the town with its name, the guess and the line between; the end shows
 * every town.
 */
import type * as MapLibre from 'maplibre-gl';
import type { Feature, FeatureCollection } from 'geojson';
import { TILE_PATH_TEMPLATE } from '../domain/tile-cover';
import { VECTOR_SOURCE_ID } from '../domain/tile-schema';
import { existingQuizSystem, type QuizSystem } from '../machines/quiz-system';
import type { QuizRound } from '../machines/quiz-machine';
import { WORLD_CATCHER } from './world-catcher';
import { registerClickableLayer, type MapExtension } from './map-extensions';
import { panelPadding, whenPanelSettled } from './panel-padding';
import { clearOfButtons } from './buttons-padding';
import { QUIZ_COLOURS, QUIZ_HOME_BOUNDS } from '../domain/quiz/rules';
import { unionBbox, type Bbox } from '../domain/geo';
import { font } from '../domain/map-style/context';

/** Ids of the quiz's sources and layers. */
export const QUIZ_IDS = {
  world: 'quiz-world',
  game: 'quiz-game',
  catcher: 'quiz-click-catcher',
  water: 'quiz-water',
  borders: 'quiz-borders',
  line: 'quiz-line',
  points: 'quiz-points',
  labels: 'quiz-labels',
} as const;

/** The world layers' highest zoom (pipeline/stages/tiles/world-layers.ts). */
const WORLD_MAXZOOM = 7;

const point = (lng: number, lat: number, kind: string, label = ''): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { kind, label },
});

/** What the game draws: the answered rounds of the game over, or the current one's answer. */
export function quizFeatures(qs: QuizSystem): FeatureCollection {
  const snapshot = qs.game.getSnapshot();
  const { rounds, index } = snapshot.context;
  const shown = snapshot.matches('over')
    ? rounds
    : snapshot.matches({ playing: 'answered' })
      ? rounds.slice(index, index + 1)
      : [];
  const features = shown.flatMap((round): Feature[] => {
    const { city, answer } = round;
    if (!answer) return [];
    return [
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [answer.guess.lng, answer.guess.lat],
            [city.lng, city.lat],
          ],
        },
        properties: { kind: 'line' },
      },
      point(answer.guess.lng, answer.guess.lat, 'guess'),
      point(city.lng, city.lat, answer.bonus ? 'success' : 'answer', city.name),
    ];
  });
  return { type: 'FeatureCollection', features: [WORLD_CATCHER, ...features] };
}

function addLayers(map: MapLibre.Map): void {
  if (map.getSource(QUIZ_IDS.world)) return;
  addWorld(map);
  addGame(map);
}

/** The sea and the borders of the world layers, overzoomed past their z7. */
function addWorld(map: MapLibre.Map): void {
  const base = `${window.location.origin}${TILE_PATH_TEMPLATE}`;
  // The theme's source is hidden with its layers: its credits go with the quiz's.
  const themeSource = map.getStyle().sources[VECTOR_SOURCE_ID];
  const attribution =
    themeSource && 'attribution' in themeSource ? themeSource.attribution : undefined;
  map.addSource(QUIZ_IDS.world, {
    type: 'vector',
    tiles: [base],
    maxzoom: WORLD_MAXZOOM,
    ...(attribution ? { attribution } : {}),
  });
  map.addLayer({
    id: QUIZ_IDS.water,
    type: 'fill',
    source: QUIZ_IDS.world,
    'source-layer': 'water',
    paint: { 'fill-color': '#a8cbe8' },
  });
  map.addLayer({
    id: QUIZ_IDS.borders,
    type: 'line',
    source: QUIZ_IDS.world,
    'source-layer': 'boundary',
    paint: { 'line-color': '#6b5b8f', 'line-width': 1.4 },
  });
}

/** The click catcher, the guess, the town and the line between. */
function addGame(map: MapLibre.Map): void {
  map.addSource(QUIZ_IDS.game, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
  });
  map.addLayer({
    id: QUIZ_IDS.catcher,
    type: 'fill',
    source: QUIZ_IDS.game,
    filter: ['==', ['get', 'kind'], 'catcher'],
    paint: { 'fill-opacity': 0 },
  });
  map.addLayer({
    id: QUIZ_IDS.line,
    type: 'line',
    source: QUIZ_IDS.game,
    filter: ['==', ['get', 'kind'], 'line'],
    paint: { 'line-color': '#1b2430', 'line-width': 2, 'line-dasharray': [2, 1] },
  });
  map.addLayer({
    id: QUIZ_IDS.points,
    type: 'circle',
    source: QUIZ_IDS.game,
    filter: ['match', ['get', 'kind'], ['guess', 'answer', 'success'], true, false],
    paint: {
      'circle-radius': 7,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
      'circle-color': [
        'match',
        ['get', 'kind'],
        'guess',
        QUIZ_COLOURS.guess,
        'success',
        QUIZ_COLOURS.success,
        QUIZ_COLOURS.answer,
      ],
    },
  });
  addTownNames(map);
}

/** The town's name beside its dot: the map of the game has no label of its own. */
function addTownNames(map: MapLibre.Map): void {
  map.addLayer({
    id: QUIZ_IDS.labels,
    type: 'symbol',
    source: QUIZ_IDS.game,
    filter: ['match', ['get', 'kind'], ['answer', 'success'], true, false],
    layout: {
      'text-field': ['get', 'label'],
      'text-font': font('medium'),
      'text-size': 13,
      // Under its dot, else above or beside it: two towns close together (Paris, Aubervilliers)
      // both keep their names.
      'text-variable-anchor': ['top', 'bottom', 'right', 'left'],
      'text-radial-offset': 0.8,
      'text-max-width': 10,
    },
    paint: { 'text-color': '#1b2430', 'text-halo-color': '#ffffff', 'text-halo-width': 1.6 },
  });
}

function removeLayers(map: MapLibre.Map): void {
  for (const id of [
    QUIZ_IDS.labels,
    QUIZ_IDS.points,
    QUIZ_IDS.line,
    QUIZ_IDS.catcher,
    QUIZ_IDS.borders,
    QUIZ_IDS.water,
  ])
    if (map.getLayer(id)) map.removeLayer(id);
  for (const id of [QUIZ_IDS.game, QUIZ_IDS.world]) if (map.getSource(id)) map.removeSource(id);
}

const isQuizLayer = (id: string): boolean => id.startsWith('quiz-');

/** Hides the theme's layers (but its background), remembering them; returns the undo. */
function hideTheme(map: MapLibre.Map): () => void {
  const hidden = (map.getStyle().layers ?? [])
    .filter((l) => l.id !== 'background' && !isQuizLayer(l.id))
    .filter((l) => map.getLayoutProperty(l.id, 'visibility') !== 'none')
    .map((l) => l.id);
  for (const id of hidden) map.setLayoutProperty(id, 'visibility', 'none');
  return () => {
    for (const id of hidden)
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', 'visible');
  };
}

/** Fits the map to the area played (clear of the panel) and keeps it around the area. */
function fitArea(map: MapLibre.Map, bounds: readonly [number, number, number, number]): void {
  const [w, s, e, n] = bounds;
  map.setMaxBounds(null);
  map.fitBounds(
    [
      [w, s],
      [e, n],
    ],
    { padding: panelPadding(map, 16), duration: 0 },
  );
  // Room around the area in both directions: a tall phone screen shows more latitude than the
  // area spans, and a tight box would force a closer zoom.
  const margin = Math.max(e - w, n - s);
  map.setMaxBounds([
    [w - margin, Math.max(-85, s - margin)],
    [e + margin, Math.min(85, n + margin)],
  ]);
}

/** The box of the answered rounds' towns and guesses, or undefined before any answer. */
export function roundsBox(rounds: readonly QuizRound[]): Bbox | undefined {
  return unionBbox(
    rounds.flatMap(({ city, answer }): Bbox[] =>
      answer
        ? [
            [city.lng, city.lat, city.lng, city.lat],
            [answer.guess.lng, answer.guess.lat, answer.guess.lng, answer.guess.lat],
          ]
        : [],
    ),
  );
}

/**
 * Room around the game's dots at its end, px: a board of its own, not §9's fitted view of places
 * (whose margins, 10 px under the credits, left the test's dots within 40 px of the edge, where
 * a dot with its answer's line reads badly).
 */
const ROUNDS_MARGIN = 48;

/** The game over: its dots framed in the part of the map the end sheet leaves free. */
function fitRounds(map: MapLibre.Map, qs: QuizSystem): void {
  whenPanelSettled(map.getContainer(), () => {
    const box = roundsBox(qs.game.getSnapshot().context.rounds);
    if (!box || !map.getCanvas().isConnected) return;
    const [w, s, e, n] = box;
    // A dot at the edge stays whole, clear of the credits and of the zoom buttons' column.
    const padding = clearOfButtons(map.getContainer(), panelPadding(map, ROUNDS_MARGIN));
    map.fitBounds([w, s, e, n], { padding, duration: 400, maxZoom: 10 });
  });
}

/**
 * Frames the dots once when a game is over: the returned function is called on every draw (true)
 * and when the game screen is left (false).
 */
function overFitter(map: MapLibre.Map, qs: QuizSystem): (shown: boolean) => void {
  let framed = false;
  return (shown) => {
    const over = shown && qs.game.getSnapshot().matches('over');
    if (over && !framed) fitRounds(map, qs);
    framed = over;
  };
}

/**
 * Frames metropolitan France beside the quiz home's panel, once each time the home is entered
 * (the player may then move the map): called on every draw.
 */
function homeFitter(ctx: Parameters<MapExtension>[0], qs: QuizSystem): () => void {
  let framed = false;
  return () => {
    const home = qs.home && !qs.visible;
    if (home && !framed) {
      // The home is the page's view: the region's first view must not replace it.
      ctx.system.map.send({ type: 'view.restore', bbox: QUIZ_HOME_BOUNDS });
      whenPanelSettled(ctx.map.getContainer(), () => {
        if (qs.home && !qs.visible && ctx.map.getCanvas().isConnected)
          ctx.map.fitBounds([...QUIZ_HOME_BOUNDS], {
            padding: panelPadding(ctx.map, 16),
            duration: 0,
          });
      });
    }
    framed = home;
  };
}

/** The crosshair of keyboard play, at the map's centre. */
function crosshair(map: MapLibre.Map): HTMLElement {
  const element = document.createElement('div');
  element.className = 'quiz-crosshair';
  element.setAttribute('aria-hidden', 'true');
  map.getContainer().append(element);
  return element;
}

/**
 * Frames a game's area once per game: called on every draw with whether the game is over, and
 * with `null` when the game screen is left.
 */
function areaFitter(ctx: Parameters<MapExtension>[0], qs: QuizSystem) {
  let fitted = '';
  let wasOver = false;
  return (over: boolean | null): void => {
    // Left, or played again: the next game starts on its whole area, not the last game's dots.
    if (over === null || (wasOver && !over)) fitted = '';
    wasOver = over === true;
    const { config } = qs.game.getSnapshot().context;
    if (over === null || !config || fitted === config.bounds.join(',')) return;
    fitted = config.bounds.join(',');
    // The area is the page's view: the region's first view must not replace it.
    ctx.system.map.send({ type: 'view.restore', bbox: config.bounds });
    // After the frame: the panel has its size for this game.
    requestAnimationFrame(() => fitArea(ctx.map, config.bounds));
  };
}

/** What the map shows of a game: entered while a game screen is shown, left after. */
function quizView(ctx: Parameters<MapExtension>[0], qs: QuizSystem) {
  const { map } = ctx;
  let undoTheme: (() => void) | null = null;
  let cross: HTMLElement | null = null;
  const fitOver = overFitter(map, qs);
  const frameArea = areaFitter(ctx, qs);
  const frameHome = homeFitter(ctx, qs);
  const enter = (): void => {
    const over = qs.game.getSnapshot().matches('over');
    frameArea(over);
    try {
      undoTheme ??= hideTheme(map);
      addLayers(map);
    } catch {
      // The style is not loaded yet: its 'style.load' draws again.
      return;
    }
    map.doubleClickZoom.disable();
    cross ??= crosshair(map);
    // Nothing to aim at once the game is over.
    cross.hidden = over;
    map.getSource<MapLibre.GeoJSONSource>(QUIZ_IDS.game)?.setData(quizFeatures(qs));
    fitOver(true);
  };
  const leave = (): void => {
    if (!cross) return;
    undoTheme?.();
    undoTheme = null;
    removeLayers(map);
    cross.remove();
    cross = null;
    frameArea(null);
    fitOver(false);
    map.setMaxBounds(null);
    map.doubleClickZoom.enable();
  };
  return {
    draw: (): void => {
      frameHome();
      if (qs.visible) enter();
      else leave();
    },
    leave,
    /** A new style: the theme's layers are to be hidden again. */
    restyled: (): void => {
      undoTheme = null;
    },
  };
}

/** The extension. */
export const quizLayerExtension: MapExtension = (ctx) => {
  const qs = existingQuizSystem(ctx.system);
  if (!qs) return () => undefined;
  const { map } = ctx;
  const view = quizView(ctx, qs);
  const unregister = registerClickableLayer(QUIZ_IDS.catcher);
  const guess = (lng: number, lat: number): void => qs.game.send({ type: 'guess', lng, lat });
  const onClick = (event: MapLibre.MapMouseEvent): void => {
    if (qs.visible) guess(event.lngLat.lng, event.lngLat.lat);
  };
  const onKey = (event: KeyboardEvent): void => {
    if (!qs.visible || event.key !== 'Enter') return;
    const center = map.getCenter();
    guess(center.lng, center.lat);
  };
  const onStyle = (): void => {
    view.restyled();
    view.draw();
  };
  const offGame = qs.onGame(view.draw);
  const offVisible = qs.onVisible(view.draw);
  map.on('click', onClick);
  map.on('style.load', onStyle);
  map.getCanvasContainer().addEventListener('keydown', onKey);
  view.draw();
  return () => {
    map.off('click', onClick);
    map.off('style.load', onStyle);
    map.getCanvasContainer().removeEventListener('keydown', onKey);
    offGame();
    offVisible();
    unregister();
    view.leave();
  };
};
