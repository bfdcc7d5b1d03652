import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { fromTiles, scaled, type StyleContext } from './context';
import { allOf, attrIn, attrNotIn, flagSet, matchAttr, zoomRamp } from './expressions';
import { CASED_ROAD_CLASSES, type CasedRoadClass } from './palette';

/** Zoom levels of the road width table. */
const WIDTH_ZOOMS = [5, 8, 10, 12, 14, 16, 18, 20] as const;

/** Fill width in pixels of each cased class at WIDTH_ZOOMS. */
const FILL_WIDTHS: Readonly<Record<CasedRoadClass, readonly number[]>> = {
  motorway: [0.6, 1.2, 1.8, 2.6, 5, 10, 22, 44],
  trunk: [0.5, 1, 1.4, 2.2, 4.5, 9, 20, 40],
  primary: [0, 0.6, 1, 1.6, 3.6, 8, 18, 36],
  secondary: [0, 0.3, 0.7, 1.3, 3.2, 7, 16, 32],
  tertiary: [0, 0, 0.4, 1, 2.8, 6, 14, 28],
  minor: [0, 0, 0, 0.6, 1.8, 4.5, 11, 22],
  service: [0, 0, 0, 0, 1, 2.5, 6, 12],
};

/** Extra width of the casing (both sides together) at WIDTH_ZOOMS: none at low zoom. */
const CASING_EXTRA: Readonly<Record<'major' | 'minor', readonly number[]>> = {
  major: [0, 0, 0.6, 0.8, 1.5, 2, 2.5, 3],
  minor: [0, 0, 0, 0, 1.2, 1.6, 2, 2.5],
};

/** Where a road layer sits: under the ground, on it, or on a bridge. */
type Level = 'tunnel' | 'ground' | 'bridge';

const LEVELS: readonly Level[] = ['tunnel', 'ground', 'bridge'];

function levelFilter(level: Level): ExpressionSpecification {
  if (level === 'ground') return attrNotIn('brunnel', ['bridge', 'tunnel']);
  return ['==', ['get', 'brunnel'], level];
}

function widthAt(index: number, casing: boolean): ExpressionSpecification {
  const cases: Record<string, number> = {};
  for (const cls of CASED_ROAD_CLASSES) {
    const fill = FILL_WIDTHS[cls][index] ?? 0;
    const kind = cls === 'minor' || cls === 'service' ? 'minor' : 'major';
    const extra = casing && fill > 0 ? (CASING_EXTRA[kind][index] ?? 0) : 0;
    cases[cls] = fill + extra;
  }
  return matchAttr('class', cases, 0);
}

/** Road width by zoom and class; the casing is the fill plus a zoom-dependent margin. */
export function roadWidth(casing: boolean): ExpressionSpecification {
  return zoomRamp(
    WIDTH_ZOOMS.map((z, i) => [z, widthAt(i, casing)] as const),
    1.5,
  );
}

function classColours(ctx: StyleContext, part: 'fill' | 'casing'): ExpressionSpecification {
  const cases = Object.fromEntries(CASED_ROAD_CLASSES.map((c) => [c, ctx.palette.roads[c][part]]));
  return matchAttr('class', cases, ctx.palette.roads.minor[part]);
}

/** Draw order inside a layer: the most important class last (on top). */
const SORT_KEY = matchAttr(
  'class',
  Object.fromEntries(CASED_ROAD_CLASSES.map((c, i) => [c, CASED_ROAD_CLASSES.length - i])),
  0,
);

function roadCasing(ctx: StyleContext, level: Level): LayerSpecification {
  const tunnel = level === 'tunnel';
  return {
    id: `road-${level}-casing`,
    type: 'line',
    ...fromTiles('transportation'),
    filter: allOf(attrIn('class', CASED_ROAD_CLASSES), levelFilter(level)),
    layout: {
      'line-cap': tunnel ? 'butt' : 'round',
      'line-join': 'round',
      'line-sort-key': SORT_KEY,
    },
    paint: {
      'line-color': classColours(ctx, 'casing'),
      'line-width': roadWidth(true),
      'line-opacity': ctx.theme.roadOpacity * (ctx.theme.imagery || tunnel ? 0.5 : 1),
      ...(tunnel ? { 'line-dasharray': [0.6, 0.4] } : {}),
    },
  };
}

function roadFill(ctx: StyleContext, level: Level): LayerSpecification {
  const tunnel = level === 'tunnel';
  return {
    id: `road-${level}`,
    type: 'line',
    ...fromTiles('transportation'),
    filter: allOf(attrIn('class', CASED_ROAD_CLASSES), levelFilter(level)),
    layout: { 'line-cap': 'round', 'line-join': 'round', 'line-sort-key': SORT_KEY },
    paint: {
      'line-color': classColours(ctx, 'fill'),
      'line-width': roadWidth(false),
      'line-opacity': ctx.theme.roadOpacity * (tunnel ? 0.35 : 1),
    },
  };
}

const PATH_WIDTHS = [
  [13, 0.6],
  [15, 1.1],
  [17, 1.8],
  [19, 3],
] as const;

/** Sidewalks, steps and pedestrian streets stay discreet when trails are emphasised. */
const URBAN_PATH_OPACITY = { footway: 0.35, sidewalk: 0.35, steps: 0.35, pedestrian: 0.35 };

function paths(ctx: StyleContext, level: Level): LayerSpecification[] {
  const emphasised = ctx.theme.paths === 'emphasised';
  const factor = emphasised ? 1.5 : 1;
  const minzoom = emphasised ? 12 : 14;
  const common = { type: 'line', ...fromTiles('transportation'), minzoom } as const;
  const layout = { 'line-join': 'round' } as const;
  return [
    {
      ...common,
      id: `track-${level}`,
      filter: allOf(['==', ['get', 'class'], 'track'], levelFilter(level)),
      layout,
      paint: {
        'line-color': ctx.palette.track,
        'line-width': zoomRamp(scaled(PATH_WIDTHS, factor * 1.3)),
        'line-dasharray': [3, 1.5],
        'line-opacity': ctx.theme.roadOpacity,
      },
    },
    {
      ...common,
      id: `path-${level}`,
      filter: allOf(['==', ['get', 'class'], 'path'], levelFilter(level)),
      layout,
      paint: {
        'line-color': ctx.palette.path,
        'line-width': zoomRamp(scaled(PATH_WIDTHS, factor)),
        'line-dasharray': emphasised ? [2, 1] : [1.5, 1.5],
        'line-opacity': emphasised
          ? matchAttr('subclass', URBAN_PATH_OPACITY, ctx.theme.roadOpacity)
          : ctx.theme.roadOpacity,
      },
    },
  ];
}

function railways(ctx: StyleContext, level: Level): LayerSpecification[] {
  const filter = allOf(attrIn('class', ['rail', 'transit']), levelFilter(level));
  const width = zoomRamp([
    [8, 0.5],
    [13, 1.4],
    [16, 2.5],
    [19, 4],
  ]);
  const base = { type: 'line', ...fromTiles('transportation'), filter, minzoom: 8 } as const;
  const opacity = level === 'tunnel' ? 0.4 : 1;
  return [
    {
      ...base,
      id: `rail-${level}`,
      paint: { 'line-color': ctx.palette.rail, 'line-width': width, 'line-opacity': opacity },
    },
    {
      ...base,
      id: `rail-${level}-hatch`,
      minzoom: 14,
      paint: {
        'line-color': ctx.palette.railHatch,
        'line-width': zoomRamp([
          [14, 0.8],
          [19, 2],
        ]),
        'line-dasharray': [0.2, 3],
        'line-opacity': opacity,
      },
    },
  ];
}

function ferryAndPiers(ctx: StyleContext): LayerSpecification[] {
  const layers: LayerSpecification[] = [
    {
      id: 'ferry',
      type: 'line',
      ...fromTiles('transportation'),
      minzoom: 10,
      filter: ['==', ['get', 'class'], 'ferry'],
      paint: { 'line-color': ctx.palette.ferry, 'line-width': 1.1, 'line-dasharray': [3, 2] },
    },
    {
      id: 'pier',
      type: 'line',
      ...fromTiles('transportation'),
      minzoom: 13,
      filter: ['==', ['get', 'class'], 'pier'],
      paint: {
        'line-color': ctx.palette.pier,
        'line-width': zoomRamp(
          [
            [13, 1],
            [18, 10],
          ],
          1.5,
        ),
      },
    },
  ];
  // Over imagery, piers are visible on the photo itself.
  return ctx.theme.imagery ? layers.filter((l) => l.id !== 'pier') : layers;
}

function onewayArrows(ctx: StyleContext): LayerSpecification {
  return {
    id: 'road-oneway',
    type: 'symbol',
    ...fromTiles('transportation'),
    minzoom: 16,
    filter: allOf(attrIn('class', CASED_ROAD_CLASSES), [
      'any',
      flagSet('oneway'),
      flagSet('oneway', '-1'),
    ]),
    layout: {
      'symbol-placement': 'line',
      'symbol-spacing': 180,
      'icon-image': 'arrow',
      'icon-size': 0.6,
      'icon-rotate': ['match', ['to-string', ['get', 'oneway']], '-1', 270, 90],
      'icon-rotation-alignment': 'map',
      'icon-allow-overlap': true,
    },
    paint: { 'icon-opacity': ctx.theme.imagery ? 0.8 : 0.45 },
  };
}

function levelLayers(ctx: StyleContext, level: Level): LayerSpecification[] {
  return [
    ...paths(ctx, level),
    roadCasing(ctx, level),
    roadFill(ctx, level),
    ...railways(ctx, level),
  ];
}

/** Transport lines from tunnels to bridges: casings and fills by class, paths, rail, ferry. */
export function roadLayers(ctx: StyleContext): LayerSpecification[] {
  const [tunnel, ground, bridge] = LEVELS.map((level) => levelLayers(ctx, level));
  return [
    ...(tunnel ?? []),
    ...ferryAndPiers(ctx),
    ...(ground ?? []),
    ...(bridge ?? []),
    onewayArrows(ctx),
  ];
}
