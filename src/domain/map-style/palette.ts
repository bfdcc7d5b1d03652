/** Road classes drawn with a casing and a fill, from the most important. */
export const CASED_ROAD_CLASSES = [
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'minor',
  'service',
] as const;

/** A cased road class. */
export type CasedRoadClass = (typeof CASED_ROAD_CLASSES)[number];

/** Categories of points of interest; each has a label colour. */
export const POI_CATEGORIES = [
  'food',
  'shop',
  'leisure',
  'education',
  'health',
  'transport',
  'culture',
  'lodging',
  'service',
] as const;

/** A category of points of interest. */
export type PoiCategory = (typeof POI_CATEGORIES)[number];

/** Colours of a cased road. */
export interface RoadColours {
  fill: string;
  casing: string;
}

/** Every colour a theme defines; the layers read nothing else. */
export interface Palette {
  land: string;
  water: string;
  waterway: string;
  waterLabel: string;
  landcover: Readonly<
    Record<'wood' | 'grass' | 'farmland' | 'wetland' | 'sand' | 'rock' | 'ice' | 'scrub', string>
  >;
  park: string;
  parkOutline: string;
  parkLabel: string;
  landuse: Readonly<
    Record<
      | 'residential'
      | 'commercial'
      | 'industrial'
      | 'health'
      | 'education'
      | 'cemetery'
      | 'sport'
      | 'railway'
      | 'military',
      string
    >
  >;
  aeroway: string;
  runway: string;
  building: string;
  buildingOutline: string;
  boundaryCountry: string;
  boundaryAdmin: string;
  roads: Readonly<Record<CasedRoadClass, RoadColours>>;
  track: string;
  path: string;
  rail: string;
  railHatch: string;
  ferry: string;
  pier: string;
  text: string;
  textMuted: string;
  halo: string;
  countryLabel: string;
  cityLabel: string;
  roadLabel: string;
  housenumber: string;
  poi: Readonly<Record<PoiCategory, string>>;
}

/** The reference palette: a light consumer map (cream land, blue sea, green parks, yellow majors). */
export const NORMAL_PALETTE: Palette = {
  land: '#f4f2ee',
  water: '#a5cdf0',
  waterway: '#a5cdf0',
  waterLabel: '#3d6d9c',
  landcover: {
    wood: '#c2dfae',
    grass: '#d6ebc4',
    farmland: '#eef0d8',
    wetland: '#d0e6da',
    sand: '#f4ead0',
    rock: '#e3e0da',
    ice: '#f2f7fb',
    scrub: '#d3e6bf',
  },
  park: '#c4e6b1',
  parkOutline: '#a8d494',
  parkLabel: '#3a7a31',
  landuse: {
    residential: '#eeece7',
    commercial: '#f3ece3',
    industrial: '#ebe7ee',
    health: '#f8e3e3',
    education: '#f5eed8',
    cemetery: '#d7e5cf',
    sport: '#d2ecc6',
    railway: '#ebe7e2',
    military: '#f1e3df',
  },
  aeroway: '#e6e3ea',
  runway: '#d3d0da',
  building: '#e5e0d7',
  buildingOutline: '#d5cec1',
  boundaryCountry: '#8c7b98',
  boundaryAdmin: '#b9abc2',
  roads: {
    motorway: { fill: '#f7b15a', casing: '#d4852a' },
    trunk: { fill: '#fbcd75', casing: '#d7a146' },
    primary: { fill: '#fde6a0', casing: '#d5b96a' },
    secondary: { fill: '#ffffff', casing: '#cbc1af' },
    tertiary: { fill: '#ffffff', casing: '#cfc7b9' },
    minor: { fill: '#ffffff', casing: '#d7d0c4' },
    service: { fill: '#fbfaf7', casing: '#dcd6cb' },
  },
  track: '#b49b76',
  path: '#978c80',
  rail: '#a7a29d',
  railHatch: '#ffffff',
  ferry: '#5f97d2',
  pier: '#f4f2ee',
  text: '#3a3a3a',
  textMuted: '#6e6e6e',
  halo: '#ffffff',
  countryLabel: '#5d4c6a',
  cityLabel: '#1f1f1f',
  roadLabel: '#474747',
  housenumber: '#8a8275',
  poi: {
    food: '#c05a00',
    shop: '#1b64c4',
    leisure: '#2e7b31',
    education: '#85691b',
    health: '#c62828',
    transport: '#2a6cd6',
    culture: '#0e7c86',
    lodging: '#ad3170',
    service: '#5f6368',
  },
};

/** Dark palette: the same hierarchy on a night background. */
export const DARK_PALETTE: Palette = {
  land: '#1c2025',
  water: '#0e2335',
  waterway: '#17324a',
  waterLabel: '#6e9bc6',
  landcover: {
    wood: '#1e2d23',
    grass: '#212f26',
    farmland: '#22272a',
    wetland: '#1e2c2c',
    sand: '#2a2924',
    rock: '#262729',
    ice: '#293037',
    scrub: '#202f24',
  },
  park: '#1e3224',
  parkOutline: '#27422f',
  parkLabel: '#79b380',
  landuse: {
    residential: '#202428',
    commercial: '#252329',
    industrial: '#23222a',
    health: '#2e2226',
    education: '#2a2923',
    cemetery: '#1e2a21',
    sport: '#1e2f23',
    railway: '#222327',
    military: '#2b2323',
  },
  aeroway: '#25252d',
  runway: '#34343d',
  building: '#2a2e35',
  buildingOutline: '#343941',
  boundaryCountry: '#8d7e9c',
  boundaryAdmin: '#5b536a',
  roads: {
    motorway: { fill: '#8e6c38', casing: '#4b3b21' },
    trunk: { fill: '#7b6541', casing: '#45392a' },
    primary: { fill: '#5f5b4c', casing: '#3a372f' },
    secondary: { fill: '#4b5058', casing: '#30343a' },
    tertiary: { fill: '#454b53', casing: '#2e3237' },
    minor: { fill: '#3b4149', casing: '#2a2e34' },
    service: { fill: '#353a41', casing: '#282c31' },
  },
  track: '#6b5e4b',
  path: '#5d6168',
  rail: '#565b62',
  railHatch: '#1c2025',
  ferry: '#3d6f9f',
  pier: '#262a30',
  text: '#d5d8dd',
  textMuted: '#9aa0a8',
  halo: '#14171b',
  countryLabel: '#b8abc8',
  cityLabel: '#eceef1',
  roadLabel: '#b8bdc4',
  housenumber: '#7e848c',
  poi: {
    food: '#e99659',
    shop: '#80b1f1',
    leisure: '#7dc580',
    education: '#d5bd79',
    health: '#f08686',
    transport: '#80b1f1',
    culture: '#6dcad3',
    lodging: '#e18bb4',
    service: '#a1a7ae',
  },
};
