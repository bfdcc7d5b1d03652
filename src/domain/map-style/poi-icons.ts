import type { ExpressionSpecification } from '@maplibre/maplibre-gl-style-spec';
import { matchAttr } from './expressions';
import type { Palette, PoiCategory } from './palette';
import { lookupTable } from '../lookup-table';

/**
 * Icons of the basemaps-assets v4 sprite (light, dark and grayscale sheets have the same names)
 * and the POI `class` or `subclass` values (OpenMapTiles classes, OSM values) that use them.
 */
export const POI_ICONS: Readonly<Record<string, readonly string[]>> = lookupTable({
  aerodrome: ['aerodrome', 'airport', 'airfield'],
  animal: ['veterinary', 'pet', 'animal_shelter'],
  beach: ['beach', 'beach_resort'],
  bench: ['bench'],
  bus_stop: ['bus', 'bus_stop', 'bus_station'],
  drinking_water: ['drinking_water', 'water_point'],
  ferry_terminal: ['ferry_terminal'],
  garden: ['garden'],
  library: ['library'],
  marina: ['harbor', 'marina'],
  park: ['park', 'playground'],
  school: ['school', 'kindergarten'],
  stadium: ['stadium', 'sports_centre', 'pitch'],
  toilets: ['toilets'],
  train_station: ['railway', 'station', 'train_station', 'halt'],
  university: ['college', 'university'],
  zoo: ['zoo'],
});

/** Every sprite icon name a style refers to (tests check them against the sprite). */
export const SPRITE_ICONS_USED: readonly string[] = [
  ...Object.keys(POI_ICONS),
  'arrow',
  'forest',
  'peak',
  'townspot',
  'capital',
];

/** POI classes or subclasses by label colour category; anything else is `service`. */
const POI_CATEGORY_VALUES: Readonly<Record<Exclude<PoiCategory, 'service'>, readonly string[]>> = {
  food: [
    'restaurant',
    'fast_food',
    'cafe',
    'bar',
    'pub',
    'beer',
    'biergarten',
    'ice_cream',
    'bakery',
    'food_court',
    'confectionery',
  ],
  shop: [
    'shop',
    'grocery',
    'supermarket',
    'convenience',
    'clothing_store',
    'clothes',
    'alcohol_shop',
    'jewelry',
    'shoes',
    'books',
    'florist',
    'gift',
    'hairdresser',
    'butcher',
    'department_store',
    'mall',
  ],
  leisure: [
    'park',
    'garden',
    'playground',
    'pitch',
    'sports_centre',
    'stadium',
    'swimming',
    'swimming_pool',
    'golf',
    'beach',
    'zoo',
  ],
  education: ['school', 'college', 'university', 'kindergarten'],
  health: ['hospital', 'clinic', 'doctors', 'dentist', 'pharmacy', 'veterinary'],
  transport: [
    'bus',
    'railway',
    'ferry_terminal',
    'aerodrome',
    'parking',
    'fuel',
    'bicycle_rental',
    'car_rental',
    'harbor',
    'marina',
    'taxi',
    'charging_station',
  ],
  culture: [
    'museum',
    'theatre',
    'cinema',
    'art_gallery',
    'arts_centre',
    'monument',
    'memorial',
    'castle',
    'attraction',
    'viewpoint',
    'place_of_worship',
    'library',
    'information',
  ],
  lodging: [
    'lodging',
    'hotel',
    'hostel',
    'guest_house',
    'motel',
    'campsite',
    'camp_site',
    'apartment',
  ],
};

/** Inverts a table of value lists: each value → the result of its key (first key wins). */
function invert(
  table: Readonly<Record<string, readonly string[]>>,
  valueOf: (key: string) => string,
): Record<string, string> {
  const cases: Record<string, string> = {};
  for (const [key, values] of Object.entries(table)) {
    for (const v of values) if (!(v in cases)) cases[v] = valueOf(key);
  }
  return cases;
}

/** `match` on class, then on subclass, then the fallback. */
function classThenSubclass(
  cases: Record<string, string>,
  fallback: string,
): ExpressionSpecification {
  return matchAttr('class', cases, matchAttr('subclass', cases, fallback));
}

/** Sprite icon of a POI from its class, else its subclass; '' when the sprite has none. */
export function poiIcon(): ExpressionSpecification {
  return classThenSubclass(
    invert(POI_ICONS, (k) => k),
    '',
  );
}

/** Label colour of a POI by category (class first, then subclass). */
export function poiColour(palette: Palette): ExpressionSpecification {
  const cases = invert(POI_CATEGORY_VALUES, (k) => palette.poi[k as PoiCategory]);
  return classThenSubclass(cases, palette.poi.service);
}
