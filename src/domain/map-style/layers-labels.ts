import type {
  ExpressionSpecification,
  LayerSpecification,
  SymbolLayerSpecification,
} from '@maplibre/maplibre-gl-style-spec';
import { font, fromTiles, halo, literal, type StyleContext } from './context';
import { LABEL_METADATA, attrIn, nameField, zoomRamp } from './expressions';
import { poiColour, poiIcon } from './poi-icons';

const MAJOR_ROADS = ['motorway', 'trunk', 'primary', 'secondary'];
const RANK = ['to-number', ['coalesce', ['get', 'rank'], 30]] as const;
/**
 * Label priority of a POI (lower placed first): the tiles' `priority` (rank, landmarks first,
 * ties broken by OSM id), else its rank. Equal keys would keep the tile's feature order, which
 * varies between imports.
 */
const POI_PRIORITY = ['to-number', ['coalesce', ['get', 'priority'], ['get', 'rank'], 30]] as const;

/** A symbol layer definition before its type and metadata are added. */
type LabelDraft = Omit<SymbolLayerSpecification, 'type' | 'metadata' | 'layout'> & {
  layout: Record<string, unknown>;
};

/** A label layer: a symbol layer with the label metadata the SPA relies on. */
function label(layer: LabelDraft): LayerSpecification {
  return { ...layer, type: 'symbol', metadata: LABEL_METADATA };
}

/** Highest POI rank shown at each zoom (lower rank = more important). */
function poiMaxRank(ctx: StyleContext): ExpressionSpecification {
  return ctx.theme.poiDensity === 'reduced'
    ? ['step', ['zoom'], 6, 17, 14, 18, 1000]
    : ['step', ['zoom'], 8, 15, 18, 16, 28, 17, 1000];
}

/** Icon and text placement of POIs: the label under the icon when the sprite has one. */
function poiIconLayout(ctx: StyleContext): Record<string, unknown> {
  if (!ctx.theme.poiIcons) return {};
  const hasIcon: ExpressionSpecification = ['!=', poiIcon(), ''];
  return {
    'icon-image': poiIcon(),
    'text-anchor': ['case', hasIcon, 'top', 'center'],
    'text-offset': ['case', hasIcon, literal([0, 0.9]), literal([0, 0])],
  };
}

/** An icon above a label, when the theme draws icons. */
function iconAbove(
  ctx: StyleContext,
  image: ExpressionSpecification | string,
): Record<string, unknown> {
  if (!ctx.theme.poiIcons) return {};
  return { 'icon-image': image, 'text-anchor': 'top', 'text-offset': [0, 0.9] };
}

function poiLabels(ctx: StyleContext): LayerSpecification {
  return label({
    id: 'poi-label',
    ...fromTiles('poi'),
    minzoom: ctx.theme.poiDensity === 'reduced' ? 16 : 14,
    filter: [
      'all',
      ['<=', [...RANK], poiMaxRank(ctx)],
      // Bus stops crowd the map: only when zoomed in (the tc mode draws every stop).
      ['match', ['get', 'class'], ['bus'], ['>=', ['zoom'], 17], true],
    ],
    layout: {
      ...poiIconLayout(ctx),
      'text-field': nameField(ctx.locale, 'poi'),
      'text-font': font('regular'),
      'text-size': zoomRamp([
        [14, 10.5],
        [18, 12.5],
      ]),
      'text-max-width': 8,
      'text-padding': 3,
      'symbol-sort-key': [...POI_PRIORITY],
    },
    paint: { 'text-color': poiColour(ctx.palette), ...halo(ctx) },
  });
}

function roadNameSize(): ExpressionSpecification {
  return zoomRamp([
    [13, ['match', ['get', 'class'], MAJOR_ROADS, 11, 10]],
    [17, ['match', ['get', 'class'], MAJOR_ROADS, 14, 12.5]],
  ]);
}

function roadLabels(ctx: StyleContext): LayerSpecification[] {
  const minorOnlyLate: ExpressionSpecification = [
    'match',
    ['get', 'class'],
    ['path', 'track', 'service'],
    ['>=', ['zoom'], 16],
    true,
  ];
  return [
    label({
      id: 'road-label',
      ...fromTiles('transportation_name'),
      minzoom: 13,
      filter: minorOnlyLate,
      layout: {
        'symbol-placement': 'line',
        'text-field': nameField(ctx.locale, 'transportation_name', 'ref'),
        'text-font': font('regular'),
        'text-size': roadNameSize(),
        'text-max-angle': 30,
        'symbol-spacing': 320,
        'text-padding': 2,
      },
      paint: { 'text-color': ctx.palette.roadLabel, ...halo(ctx, 1.6) },
    }),
    label({
      id: 'road-ref',
      ...fromTiles('transportation_name'),
      minzoom: 9,
      maxzoom: 15,
      filter: ['all', attrIn('class', ['motorway', 'trunk', 'primary']), ['has', 'ref']],
      layout: {
        'symbol-placement': 'line',
        'symbol-spacing': 500,
        'text-field': ['to-string', ['get', 'ref']],
        'text-font': font('medium'),
        'text-size': 10,
        'text-rotation-alignment': 'viewport',
      },
      paint: {
        'text-color': ctx.palette.text,
        'text-halo-color': ctx.palette.roads.trunk.fill,
        'text-halo-width': 3,
      },
    }),
  ];
}

function housenumbers(ctx: StyleContext): LayerSpecification {
  return label({
    id: 'housenumber',
    ...fromTiles('housenumber'),
    minzoom: 17,
    layout: {
      'text-field': ['to-string', ['get', 'housenumber']],
      'text-font': font('regular'),
      'text-size': 10,
      'text-padding': 1,
    },
    paint: { 'text-color': ctx.palette.housenumber, ...halo(ctx, 1) },
  });
}

function waterLabels(ctx: StyleContext): LayerSpecification[] {
  const paint = { 'text-color': ctx.palette.waterLabel, ...halo(ctx, 1) };
  const sea = ['ocean', 'sea'];
  return [
    label({
      id: 'water-name',
      ...fromTiles('water_name'),
      layout: {
        'text-field': nameField(ctx.locale, 'water_name'),
        'text-font': font('italic'),
        'text-size': zoomRamp([
          [3, ['match', ['get', 'class'], sea, 11, 10]],
          [10, ['match', ['get', 'class'], sea, 16, 12]],
        ]),
        'text-letter-spacing': ['match', ['get', 'class'], sea, 0.15, 0.05],
        'text-max-width': 6,
      },
      paint,
    }),
    label({
      id: 'waterway-name',
      ...fromTiles('waterway'),
      minzoom: 13,
      layout: {
        'symbol-placement': 'line',
        'text-field': nameField(ctx.locale, 'waterway'),
        'text-font': font('italic'),
        'text-size': 11,
        'symbol-spacing': 400,
      },
      paint,
    }),
  ];
}

function parkLabels(ctx: StyleContext): LayerSpecification {
  return label({
    id: 'park-label',
    ...fromTiles('park'),
    minzoom: 14,
    filter: ['has', 'name'],
    layout: {
      ...iconAbove(ctx, [
        'match',
        ['get', 'class'],
        'garden',
        'garden',
        ['nature_reserve', 'national_park', 'protected_area'],
        'forest',
        'park',
      ]),
      'text-field': nameField(ctx.locale, 'park'),
      'text-font': font('italic'),
      'text-size': 11,
      'text-max-width': 8,
      'symbol-sort-key': 20,
    },
    paint: { 'text-color': ctx.palette.parkLabel, ...halo(ctx) },
  });
}

function peakLabels(ctx: StyleContext): LayerSpecification {
  const name = nameField(ctx.locale, 'mountain_peak');
  return label({
    id: 'peak-label',
    ...fromTiles('mountain_peak'),
    minzoom: 12,
    layout: {
      ...iconAbove(ctx, 'peak'),
      'text-field': [
        'case',
        ['has', 'ele'],
        ['concat', name, '\n', ['to-string', ['round', ['to-number', ['get', 'ele']]]], ' m'],
        name,
      ],
      'text-font': font('italic'),
      'text-size': 11,
    },
    paint: { 'text-color': ctx.palette.textMuted, ...halo(ctx) },
  });
}

/**
 * Labels drawn from the tiles, from the least to the most important (MapLibre places the last
 * symbol layers first): house numbers, roads, POIs, parks, peaks, water names.
 */
export function featureLabelLayers(ctx: StyleContext): LayerSpecification[] {
  return [
    housenumbers(ctx),
    ...roadLabels(ctx),
    poiLabels(ctx),
    parkLabels(ctx),
    peakLabels(ctx),
    ...waterLabels(ctx),
  ];
}
