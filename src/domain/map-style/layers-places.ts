import type { ExpressionSpecification, LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { font, fromTiles, halo, type StyleContext } from './context';
import { LABEL_METADATA, attrIn, nameField, zoomRamp, type ZoomStop } from './expressions';

const RANK = ['to-number', ['coalesce', ['get', 'rank'], 10]] as const;

/** One place label layer of the table below. */
interface PlaceLayer {
  id: string;
  classes: readonly string[];
  minzoom?: number;
  maxzoom?: number;
  fontStack: 'regular' | 'medium' | 'italic';
  size: readonly ZoomStop<number | ExpressionSpecification>[];
  colour: 'cityLabel' | 'text' | 'textMuted' | 'countryLabel';
  /** Upper case with spacing (neighbourhoods). */
  spaced?: boolean;
  /** Dot icon next to the name (cities at low zoom). */
  dot?: boolean;
}

/** Bigger text for lower (more important) ranks. */
function byRank(big: number, small: number): ExpressionSpecification {
  return ['step', [...RANK], big, 3, (big + small) / 2, 6, small];
}

const PLACE_LAYERS: readonly PlaceLayer[] = [
  {
    id: 'place-neighbourhood',
    classes: ['suburb', 'quarter', 'neighbourhood', 'locality', 'isolated_dwelling'],
    minzoom: 13,
    fontStack: 'medium',
    size: [
      [13, 10],
      [17, 12],
    ],
    colour: 'textMuted',
    spaced: true,
  },
  {
    id: 'place-village',
    classes: ['village', 'hamlet', 'island'],
    minzoom: 11,
    fontStack: 'regular',
    size: [
      [11, 11],
      [16, 15],
    ],
    colour: 'text',
  },
  {
    id: 'place-town',
    classes: ['town'],
    minzoom: 10,
    fontStack: 'medium',
    size: [
      [10, 12],
      [16, 18],
    ],
    colour: 'cityLabel',
  },
  {
    id: 'place-city',
    classes: ['city'],
    minzoom: 10,
    fontStack: 'medium',
    size: [
      [10, byRank(17, 14)],
      [16, byRank(24, 20)],
    ],
    colour: 'cityLabel',
  },
  {
    id: 'place-city-dot',
    classes: ['city', 'town'],
    minzoom: 3,
    maxzoom: 10,
    fontStack: 'medium',
    size: [
      [3, byRank(11, 9)],
      [9, byRank(16, 12)],
    ],
    colour: 'cityLabel',
    dot: true,
  },
  {
    id: 'place-state',
    classes: ['state'],
    minzoom: 5,
    maxzoom: 9,
    fontStack: 'regular',
    size: [
      [5, 10],
      [8, 13],
    ],
    colour: 'textMuted',
    spaced: true,
  },
  {
    id: 'place-country',
    classes: ['country'],
    maxzoom: 9,
    fontStack: 'medium',
    size: [
      [1, byRank(11, 9)],
      [6, byRank(18, 14)],
    ],
    colour: 'countryLabel',
  },
];

function dotLayout(): Record<string, unknown> {
  return {
    'icon-image': [
      'match',
      ['to-number', ['coalesce', ['get', 'capital'], 0]],
      2,
      'capital',
      'townspot',
    ],
    'icon-size': 0.8,
    'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
    'text-radial-offset': 0.5,
    'text-justify': 'auto',
  };
}

function placeLayer(ctx: StyleContext, spec: PlaceLayer): LayerSpecification {
  const filter: ExpressionSpecification = attrIn('class', spec.classes);
  return {
    id: spec.id,
    type: 'symbol',
    metadata: LABEL_METADATA,
    ...fromTiles('place'),
    ...(spec.minzoom === undefined ? {} : { minzoom: spec.minzoom }),
    ...(spec.maxzoom === undefined ? {} : { maxzoom: spec.maxzoom }),
    filter,
    layout: {
      'text-field': nameField(ctx.locale, 'place'),
      'text-font': font(spec.fontStack),
      'text-size': zoomRamp(spec.size),
      'text-max-width': 8,
      'symbol-sort-key': [...RANK],
      ...(spec.spaced ? { 'text-transform': 'uppercase', 'text-letter-spacing': 0.12 } : {}),
      ...(spec.dot ? dotLayout() : {}),
    },
    paint: { 'text-color': ctx.palette[spec.colour], ...halo(ctx, 1.6) },
  };
}

/** Place labels, from neighbourhoods up to countries (countries on top, placed first). */
export function placeLayers(ctx: StyleContext): LayerSpecification[] {
  return PLACE_LAYERS.map((spec) => placeLayer(ctx, spec));
}
