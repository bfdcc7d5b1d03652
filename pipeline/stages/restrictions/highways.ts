/** Groups of OSM highway values the restrictions stage reads differently. */

/** Roads motor vehicles drive on: where access, motor_vehicle and hgv tags restrict drivers. */
export const MOTOR_ROADS: ReadonlySet<string> = new Set([
  'motorway',
  'trunk',
  'primary',
  'secondary',
  'tertiary',
  'unclassified',
  'residential',
  'living_street',
  'service',
  'road',
  'track',
  'motorway_link',
  'trunk_link',
  'primary_link',
  'secondary_link',
  'tertiary_link',
]);

/**
 * Highways with a carriageway, whose `cycleway[:side]` tags describe facilities along it (the
 * motor roads but tracks, plus pedestrian streets and bus roads).
 */
export const CARRIAGEWAYS: ReadonlySet<string> = new Set([
  ...[...MOTOR_ROADS].filter((h) => h !== 'track'),
  'pedestrian',
  'busway',
]);
