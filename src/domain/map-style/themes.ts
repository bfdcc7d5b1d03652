import type { MapTheme } from '../map-config';
import { DARK_PALETTE, NORMAL_PALETTE, type Palette } from './palette';

import { THEME_SPRITES, type SpriteName } from './sprites';

export type { SpriteName };

/** A theme: one palette and a few switches over the same layer definitions. */
export interface ThemeSpec {
  id: MapTheme;
  palette: Palette;
  sprite: SpriteName;
  /** Satellite: raster imagery replaces the vector ground (water, landcover, buildings…). */
  imagery: boolean;
  /** Reduced: only the main points of interest, later, without category colours. */
  poiDensity: 'full' | 'reduced';
  /** POI, park and peak icons (the grayscale sprite sheet has none of them). */
  poiIcons: boolean;
  /** Emphasised: wider, darker paths and tracks, visible earlier (nature theme). */
  paths: 'normal' | 'emphasised';
  /** Opacity of landcover fills (woods, grass, farmland…). */
  landcoverOpacity: number;
  /** Opacity of road fills (satellite draws them translucent over the imagery). */
  roadOpacity: number;
}

const SIMPLE_PALETTE: Palette = {
  ...NORMAL_PALETTE,
  land: '#f6f6f5',
  water: '#d3dbe3',
  waterway: '#d3dbe3',
  waterLabel: '#7d8893',
  landcover: {
    wood: '#e6eae4',
    grass: '#eaede8',
    farmland: '#f1f1ef',
    wetland: '#e8ecea',
    sand: '#f1f0ec',
    rock: '#ececeb',
    ice: '#f7f8f9',
    scrub: '#e9ece7',
  },
  park: '#e4e9e1',
  parkOutline: '#d6ddd3',
  parkLabel: '#7b8577',
  landuse: {
    residential: '#f1f1f0',
    commercial: '#f0efee',
    industrial: '#eeeeed',
    health: '#f2eeee',
    education: '#f1f0ec',
    cemetery: '#e6e9e4',
    sport: '#e7ebe5',
    railway: '#eeeeed',
    military: '#f0eded',
  },
  aeroway: '#ebebeb',
  runway: '#dcdcdc',
  building: '#e6e6e5',
  buildingOutline: '#dadad9',
  boundaryCountry: '#a0a0a0',
  boundaryAdmin: '#c8c8c8',
  roads: {
    motorway: { fill: '#d9d9d9', casing: '#bcbcbc' },
    trunk: { fill: '#e2e2e2', casing: '#c3c3c3' },
    primary: { fill: '#ffffff', casing: '#c6c6c6' },
    secondary: { fill: '#ffffff', casing: '#cfcfcf' },
    tertiary: { fill: '#ffffff', casing: '#d4d4d4' },
    minor: { fill: '#ffffff', casing: '#dadada' },
    service: { fill: '#fbfbfb', casing: '#dfdfdf' },
  },
  track: '#c0c0c0',
  path: '#b5b5b5',
  rail: '#bdbdbd',
  ferry: '#a9b6c2',
  pier: '#f6f6f5',
  text: '#555555',
  textMuted: '#8a8a8a',
  countryLabel: '#666666',
  cityLabel: '#404040',
  roadLabel: '#6b6b6b',
  housenumber: '#9a9a9a',
  poi: {
    food: '#707070',
    shop: '#707070',
    leisure: '#707070',
    education: '#707070',
    health: '#707070',
    transport: '#707070',
    culture: '#707070',
    lodging: '#707070',
    service: '#707070',
  },
};

const NATURE_PALETTE: Palette = {
  ...NORMAL_PALETTE,
  land: '#eef0e0',
  water: '#8fc2e3',
  waterway: '#7fb6dc',
  landcover: {
    wood: '#9fcd86',
    grass: '#c5e2a4',
    farmland: '#e5e6bd',
    wetland: '#b6dbc6',
    sand: '#eee0b4',
    rock: '#d6d0c3',
    ice: '#eef5fa',
    scrub: '#b9d899',
  },
  park: '#b1db97',
  parkOutline: '#6aa955',
  parkLabel: '#2c6823',
  landuse: { ...NORMAL_PALETTE.landuse, residential: '#ebeadc', sport: '#c3e3ae' },
  building: '#dcd8c9',
  buildingOutline: '#cbc5b2',
  roads: {
    motorway: { fill: '#f0c687', casing: '#c39656' },
    trunk: { fill: '#f4d7a0', casing: '#c7a66f' },
    primary: { fill: '#f7e6b6', casing: '#c9b889' },
    secondary: { fill: '#fffdf5', casing: '#c4c0a6' },
    tertiary: { fill: '#fffdf5', casing: '#c8c4ab' },
    minor: { fill: '#fffdf5', casing: '#cfcbb4' },
    service: { fill: '#faf8ee', casing: '#d4d0bb' },
  },
  track: '#8a6437',
  path: '#a2492c',
  text: '#37402d',
  cityLabel: '#242a1c',
};

const SATELLITE_PALETTE: Palette = {
  ...DARK_PALETTE,
  roads: {
    motorway: { fill: '#ffc45e', casing: '#3a2a10' },
    trunk: { fill: '#ffd98c', casing: '#3a2f1a' },
    primary: { fill: '#fff1c4', casing: '#2e2b22' },
    secondary: { fill: '#ffffff', casing: '#262626' },
    tertiary: { fill: '#ffffff', casing: '#262626' },
    minor: { fill: '#f2f2f2', casing: '#262626' },
    service: { fill: '#e6e6e6', casing: '#262626' },
  },
  track: '#e9d3a6',
  path: '#f2f2f2',
  rail: '#d9d9d9',
  boundaryCountry: '#f2e3ff',
  boundaryAdmin: '#d8c8e6',
  text: '#ffffff',
  textMuted: '#eeeeee',
  halo: '#111111',
  countryLabel: '#ffffff',
  cityLabel: '#ffffff',
  roadLabel: '#ffffff',
  housenumber: '#f0f0f0',
  waterLabel: '#cfe6ff',
  parkLabel: '#d6f5c9',
};

const BASE: Omit<ThemeSpec, 'id' | 'palette' | 'sprite'> = {
  imagery: false,
  poiDensity: 'full',
  poiIcons: true,
  paths: 'normal',
  landcoverOpacity: 0.85,
  roadOpacity: 1,
};

/** The five themes of the spec, as variations of one layer source. */
export const THEMES: Readonly<Record<MapTheme, ThemeSpec>> = {
  normal: { ...BASE, id: 'normal', palette: NORMAL_PALETTE, sprite: THEME_SPRITES.normal },
  nature: {
    ...BASE,
    id: 'nature',
    palette: NATURE_PALETTE,
    sprite: THEME_SPRITES.nature,
    paths: 'emphasised',
    landcoverOpacity: 1,
  },
  simple: {
    ...BASE,
    id: 'simple',
    palette: SIMPLE_PALETTE,
    sprite: THEME_SPRITES.simple,
    poiDensity: 'reduced',
    poiIcons: false,
    landcoverOpacity: 0.7,
  },
  dark: { ...BASE, id: 'dark', palette: DARK_PALETTE, sprite: THEME_SPRITES.dark },
  satellite: {
    ...BASE,
    id: 'satellite',
    palette: SATELLITE_PALETTE,
    sprite: THEME_SPRITES.satellite,
    imagery: true,
    roadOpacity: 0.75,
  },
};
