import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import { fromTiles, type StyleContext } from './context';
import { allOf, attrIn, flagSet, geometryIs, matchAttr, zoomRamp } from './expressions';

/** The land colour under everything. */
function background(ctx: StyleContext): LayerSpecification {
  return { id: 'background', type: 'background', paint: { 'background-color': ctx.palette.land } };
}

function water(ctx: StyleContext): LayerSpecification {
  return {
    id: 'water',
    type: 'fill',
    ...fromTiles('water'),
    paint: { 'fill-color': ctx.palette.water, 'fill-antialias': false },
  };
}

function landcover(ctx: StyleContext): LayerSpecification {
  const { landcover } = ctx.palette;
  const op = ctx.theme.landcoverOpacity;
  return {
    id: 'landcover',
    type: 'fill',
    ...fromTiles('landcover'),
    paint: {
      'fill-color': matchAttr('class', landcover, landcover.grass),
      'fill-opacity': zoomRamp([
        [8, op * 0.6],
        [12, op],
      ]),
      'fill-antialias': false,
    },
  };
}

const LANDUSE_COLOUR_KEYS = {
  residential: 'residential',
  commercial: 'commercial',
  retail: 'commercial',
  industrial: 'industrial',
  garages: 'industrial',
  quarry: 'industrial',
  hospital: 'health',
  school: 'education',
  university: 'education',
  cemetery: 'cemetery',
  stadium: 'sport',
  pitch: 'sport',
  playground: 'sport',
  railway: 'railway',
  military: 'military',
} as const;

function landuse(ctx: StyleContext): LayerSpecification {
  const colours = Object.fromEntries(
    Object.entries(LANDUSE_COLOUR_KEYS).map(([cls, key]) => [cls, ctx.palette.landuse[key]]),
  );
  return {
    id: 'landuse',
    type: 'fill',
    ...fromTiles('landuse'),
    paint: {
      'fill-color': matchAttr('class', colours, ctx.palette.landuse.residential),
      'fill-opacity': zoomRamp([
        [9, 0.5],
        [13, 1],
      ]),
    },
  };
}

function parks(ctx: StyleContext): LayerSpecification[] {
  return [
    {
      id: 'park',
      type: 'fill',
      ...fromTiles('park'),
      paint: { 'fill-color': ctx.palette.park, 'fill-opacity': ctx.theme.landcoverOpacity },
    },
    {
      id: 'park-outline',
      type: 'line',
      ...fromTiles('park'),
      minzoom: 13,
      paint: { 'line-color': ctx.palette.parkOutline, 'line-width': 0.8 },
    },
  ];
}

function aeroways(ctx: StyleContext): LayerSpecification[] {
  return [
    {
      id: 'aeroway-area',
      type: 'fill',
      ...fromTiles('aeroway'),
      minzoom: 11,
      filter: geometryIs('Polygon'),
      paint: { 'fill-color': ctx.palette.aeroway },
    },
    {
      id: 'aeroway-runway',
      type: 'line',
      ...fromTiles('aeroway'),
      minzoom: 11,
      filter: allOf(geometryIs('LineString'), attrIn('class', ['runway', 'taxiway'])),
      paint: {
        'line-color': ctx.palette.runway,
        'line-width': zoomRamp(
          [
            [11, ['match', ['get', 'class'], 'runway', 2, 0.5]],
            [17, ['match', ['get', 'class'], 'runway', 40, 10]],
          ],
          1.5,
        ),
      },
    },
  ];
}

function waterways(ctx: StyleContext): LayerSpecification {
  const major = ['river', 'canal'];
  return {
    id: 'waterway',
    type: 'line',
    ...fromTiles('waterway'),
    filter: ['!=', ['get', 'brunnel'], 'tunnel'],
    layout: { 'line-cap': 'round' },
    paint: {
      'line-color': ctx.palette.waterway,
      'line-width': zoomRamp(
        [
          [9, ['match', ['get', 'class'], major, 0.8, 0.2]],
          [14, ['match', ['get', 'class'], major, 3, 1]],
          [18, ['match', ['get', 'class'], major, 14, 4]],
        ],
        1.3,
      ),
    },
  };
}

function buildings(ctx: StyleContext): LayerSpecification {
  return {
    id: 'building',
    type: 'fill',
    ...fromTiles('building'),
    minzoom: 13,
    paint: {
      'fill-color': ctx.palette.building,
      'fill-outline-color': ctx.palette.buildingOutline,
      'fill-opacity': zoomRamp([
        [13, 0],
        [14.5, 1],
      ]),
    },
  };
}

/** Country borders (admin level 2, not maritime) and lower administrative borders. */
export function boundaryLayers(ctx: StyleContext): LayerSpecification[] {
  const level = ['to-number', ['get', 'admin_level']] as const;
  const land = ['!', flagSet('maritime')] as const;
  return [
    {
      id: 'boundary-admin',
      type: 'line',
      ...fromTiles('boundary'),
      minzoom: 5,
      filter: allOf(['>=', [...level], 3], ['<=', [...level], 8], [...land]),
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': ctx.palette.boundaryAdmin,
        'line-dasharray': [3, 2],
        'line-width': zoomRamp([
          [5, ['match', [...level], 4, 0.6, 0.3]],
          [12, ['match', [...level], 4, 1.4, 0.9]],
        ]),
        'line-opacity': zoomRamp([
          [5, ['match', [...level], 4, 0.7, 0]],
          [10, 0.8],
        ]),
      },
    },
    {
      id: 'boundary-country',
      type: 'line',
      ...fromTiles('boundary'),
      filter: allOf(['==', [...level], 2], [...land]),
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: {
        'line-color': ctx.palette.boundaryCountry,
        'line-width': zoomRamp([
          [0, 0.6],
          [6, 1.2],
          [12, 2.2],
        ]),
      },
    },
  ];
}

/**
 * Ground layers below the roads: background, water, landcover, landuse, parks, aeroways,
 * waterways and buildings. The satellite theme keeps only the background (its imagery replaces
 * the rest).
 */
export function groundLayers(ctx: StyleContext): LayerSpecification[] {
  if (ctx.theme.imagery) return [background(ctx)];
  return [
    background(ctx),
    landuse(ctx),
    landcover(ctx),
    ...parks(ctx),
    water(ctx),
    waterways(ctx),
    ...aeroways(ctx),
    buildings(ctx),
  ];
}
