import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { STYLE_METADATA, type MapMode } from '../map-config';
import { font, fromTiles, halo, type StyleContext } from './context';
import { attrIn, flagSet, matchAttr, nameField, zoomRamp } from './expressions';
import { roadWidth } from './layers-roads';

/** Colours of the overlays; the same on every theme so a mode reads the same everywhere. */
const MODE_COLOURS = {
  cycleInfra: '#1a9a4a',
  cycleNetwork: { icn: '#7b1fa2', ncn: '#d32f2f', rcn: '#00838f', lcn: '#1e6fd9' },
  transit: {
    bus: '#1565c0',
    trolleybus: '#1565c0',
    tram: '#c2185b',
    light_rail: '#c2185b',
    subway: '#283593',
    train: '#455a64',
    ferry: '#0277bd',
  },
  zfe: '#e65100',
  hierarchy: {
    motorway: '#3b3f9e',
    trunk: '#3f6fd8',
    primary: '#1e9bd7',
    secondary: '#4dc0c9',
    tertiary: '#8fd3c3',
  },
} as const;

/** Hidden by default; the SPA shows a mode by toggling the visibility of its layers. */
function overlay(
  mode: Exclude<MapMode, 'neutral'>,
  layer: LayerSpecification,
  text = false,
): LayerSpecification {
  const metadata: Record<string, unknown> = { [STYLE_METADATA.mode]: mode };
  if (text) metadata[STYLE_METADATA.label] = true;
  const layout = { ...('layout' in layer ? layer.layout : {}), visibility: 'none' };
  return { ...layer, metadata, layout } as LayerSpecification;
}

const LINE_WIDTH = zoomRamp([
  [8, 1],
  [13, 2.5],
  [17, 5],
]);

function bicycleLines(): LayerSpecification[] {
  return [
    overlay('bicycle', {
      id: 'mode-bicycle-route',
      type: 'line',
      ...fromTiles('cycle_route'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': matchAttr(
          'network',
          MODE_COLOURS.cycleNetwork,
          MODE_COLOURS.cycleNetwork.lcn,
        ),
        'line-width': zoomRamp([
          [8, 1.5],
          [13, 4],
          [17, 8],
        ]),
        'line-opacity': 0.55,
      },
    }),
    overlay('bicycle', {
      id: 'mode-bicycle-infra',
      type: 'line',
      ...fromTiles('transportation'),
      minzoom: 11,
      filter: ['any', flagSet('cycleway'), ['==', ['get', 'subclass'], 'cycleway']],
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': MODE_COLOURS.cycleInfra, 'line-width': LINE_WIDTH },
    }),
  ];
}

function transitColour(): ExpressionSpecification {
  return [
    'to-color',
    ['get', 'colour'],
    matchAttr('class', MODE_COLOURS.transit, MODE_COLOURS.transit.bus),
  ];
}

function transitLines(ctx: StyleContext): LayerSpecification[] {
  return [
    overlay('tc', {
      id: 'mode-tc-line-casing',
      type: 'line',
      ...fromTiles('transit'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': ctx.palette.halo,
        'line-width': zoomRamp([
          [10, 2],
          [13, 4],
          [17, 7],
        ]),
        'line-opacity': 0.8,
      },
    }),
    overlay('tc', {
      id: 'mode-tc-line',
      type: 'line',
      ...fromTiles('transit'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': transitColour(), 'line-width': LINE_WIDTH },
    }),
    overlay('tc', {
      id: 'mode-tc-stop',
      type: 'circle',
      ...fromTiles('transit_stop'),
      minzoom: 14,
      paint: {
        'circle-radius': zoomRamp([
          [14, 2.5],
          [18, 6],
        ]),
        'circle-color': '#ffffff',
        'circle-stroke-color': matchAttr(
          'class',
          {
            tram: MODE_COLOURS.transit.tram,
            rail: MODE_COLOURS.transit.train,
            subway: MODE_COLOURS.transit.subway,
            ferry: MODE_COLOURS.transit.ferry,
          },
          MODE_COLOURS.transit.bus,
        ),
        'circle-stroke-width': 1.5,
      },
    }),
  ];
}

function zfeAreas(): LayerSpecification[] {
  return [
    overlay('zfe', {
      id: 'mode-zfe-fill',
      type: 'fill',
      ...fromTiles('low_emission_zone'),
      paint: { 'fill-color': MODE_COLOURS.zfe, 'fill-opacity': 0.12 },
    }),
    overlay('zfe', {
      id: 'mode-zfe-outline',
      type: 'line',
      ...fromTiles('low_emission_zone'),
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': MODE_COLOURS.zfe,
        'line-width': zoomRamp([
          [6, 1],
          [14, 3],
        ]),
        'line-dasharray': [3, 1.5],
      },
    }),
  ];
}

function trafficHierarchy(): LayerSpecification {
  const classes = Object.keys(MODE_COLOURS.hierarchy);
  return overlay('traffic', {
    id: 'mode-traffic-road',
    type: 'line',
    ...fromTiles('transportation'),
    filter: attrIn('class', classes),
    layout: {
      'line-cap': 'round',
      'line-join': 'round',
      'line-sort-key': matchAttr(
        'class',
        Object.fromEntries(classes.map((c, i) => [c, classes.length - i])),
        0,
      ),
    },
    paint: {
      'line-color': matchAttr('class', MODE_COLOURS.hierarchy, MODE_COLOURS.hierarchy.tertiary),
      'line-width': roadWidth(false),
    },
  });
}

/** Line and area overlays of the modes, drawn above the roads and below the labels. */
export function modeLineLayers(ctx: StyleContext): LayerSpecification[] {
  return [...zfeAreas(), trafficHierarchy(), ...bicycleLines(), ...transitLines(ctx)];
}

type SymbolDraft = Omit<Extract<LayerSpecification, { type: 'symbol' }>, 'id' | 'type'>;

/** A text overlay of a mode: a symbol layer tagged with its mode and as a label. */
function modeLabel(
  ctx: StyleContext,
  mode: Exclude<MapMode, 'neutral'>,
  id: string,
  draft: SymbolDraft,
): LayerSpecification {
  const paint = { 'text-color': ctx.palette.text, ...halo(ctx, 1.6), ...draft.paint };
  return overlay(mode, { id, type: 'symbol', ...draft, paint }, true);
}

const LINE_TEXT = {
  'symbol-placement': 'line',
  'text-font': font('medium'),
  'text-size': 11,
  'symbol-spacing': 300,
} as const;

function transitLabels(ctx: StyleContext): LayerSpecification[] {
  return [
    modeLabel(ctx, 'tc', 'mode-tc-line-label', {
      ...fromTiles('transit'),
      minzoom: 13,
      layout: {
        ...LINE_TEXT,
        'text-field': ['to-string', ['coalesce', ['get', 'ref'], ['get', 'name'], '']],
      },
      paint: { 'text-color': transitColour() },
    }),
    modeLabel(ctx, 'tc', 'mode-tc-stop-label', {
      ...fromTiles('transit_stop'),
      minzoom: 15,
      layout: {
        'text-field': nameField(ctx.locale, 'transit_stop'),
        'text-font': font('regular'),
        'text-size': 11,
        'text-anchor': 'top',
        'text-offset': [0, 0.6],
        'text-max-width': 8,
      },
    }),
  ];
}

/** Text overlays of the modes (route refs, stop names, zone names), above every other label. */
export function modeLabelLayers(ctx: StyleContext): LayerSpecification[] {
  return [
    modeLabel(ctx, 'bicycle', 'mode-bicycle-route-label', {
      ...fromTiles('cycle_route'),
      minzoom: 12,
      layout: { ...LINE_TEXT, 'text-field': nameField(ctx.locale, 'cycle_route', 'ref') },
      paint: { 'text-color': MODE_COLOURS.cycleNetwork.ncn },
    }),
    ...transitLabels(ctx),
    modeLabel(ctx, 'zfe', 'mode-zfe-label', {
      ...fromTiles('low_emission_zone'),
      layout: {
        'text-field': nameField(ctx.locale, 'low_emission_zone'),
        'text-font': font('medium'),
        'text-size': 13,
      },
      paint: { 'text-color': MODE_COLOURS.zfe },
    }),
  ];
}
