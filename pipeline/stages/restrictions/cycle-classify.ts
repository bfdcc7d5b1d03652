/**
 * OSM ways read as cycle facilities in the categories of the national schema
 * (etalab/schema-amenagements-cyclables, values of `ame_d` / `ame_g`).
 */
import type { CycleCategory } from '../../../src/domain/restrictions/cycling';
import { foldText } from '../../../src/domain/search-text/normalise';
import { CARRIAGEWAYS } from './highways';

/** One facility of a way: its category and on how many sides of the road it runs. */
export interface CycleFacility {
  category: CycleCategory;
  /** 1, or 2 for a road with the same facility on both sides (its length counts twice). */
  sides: number;
}

type Tags = Readonly<Record<string, string>>;
type Side = 'left' | 'right';

/** Paths and tracks, where a cyclist rides off the carriageway. */
const PATHS = new Set(['path', 'footway', 'track']);
/** Surfaces a voie verte is laid with (« revêtue »). */
const PAVED = new Set([
  'paved',
  'asphalt',
  'chipseal',
  'concrete',
  'concrete:plates',
  'concrete:lanes',
  'paving_stones',
]);
const YES = new Set(['yes', 'true', '1']);

/** Direction of a one-way road: 1 along the way, -1 against it, 0 both ways. */
function onewayOf(tags: Tags): 0 | 1 | -1 {
  const v = tags.oneway;
  if (v === '-1' || v === 'reverse') return -1;
  if (v !== undefined && YES.has(v)) return 1;
  const roundabout = tags.junction === 'roundabout' || tags.junction === 'circular';
  return roundabout && v !== 'no' ? 1 : 0;
}

/** True when a text names a greenway (« voie verte », greenway). */
function namesGreenway(text: string | undefined): boolean {
  if (!text) return false;
  return /voie[\s_-]*verte|greenway/.test(foldText(text));
}

/** True when a path is tagged as a greenway (designation, greenway=*), not merely a route. */
function greenwayTagged(tags: Tags): boolean {
  return namesGreenway(tags.designation) || (tags.greenway ?? 'no') !== 'no';
}

/** True when a path runs on its own, not along a carriageway (sidewalk, crossing). */
function offRoad(tags: Tags): boolean {
  if (tags.footway === 'sidewalk' || tags.footway === 'crossing') return false;
  if (tags.path === 'sidewalk' || tags.path === 'crossing') return false;
  if (tags.cycleway === 'crossing' || tags.cycleway === 'sidewalk') return false;
  return tags.is_sidepath !== 'yes';
}

/** A path shared by pedestrians and cyclists: a voie verte, else a mixed facility. */
function sharedPath(tags: Tags): CycleCategory {
  const greenway =
    tags.motor_vehicle === 'no' &&
    offRoad(tags) &&
    (PAVED.has(tags.surface ?? '') || namesGreenway(tags.name) || namesGreenway(tags.designation));
  return greenway ? 'VOIE VERTE' : 'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE';
}

/** The facility a way is by itself (cycleway, shared path, bus road), if any. */
function dedicatedWay(tags: Tags): CycleCategory | undefined {
  const highway = tags.highway ?? '';
  const bicycle = tags.bicycle ?? '';
  if (highway === 'cycleway') return 'PISTE CYCLABLE';
  const segregated = tags.segregated === 'yes';
  if ((highway === 'path' || highway === 'footway') && bicycle === 'designated' && segregated)
    return 'PISTE CYCLABLE';
  if (!PATHS.has(highway)) {
    const busRoad = highway === 'busway' || (highway === 'service' && tags.service === 'bus');
    return busRoad && (bicycle === 'yes' || bicycle === 'designated')
      ? 'COULOIR BUS+VELO'
      : undefined;
  }
  const cyclable = (bicycle === 'designated' || bicycle === 'yes') && !segregated;
  return cyclable || greenwayTagged(tags) ? sharedPath(tags) : undefined;
}

/** The category of a `cycleway[:side]` value, on the side with the traffic or against it. */
function laneCategory(value: string, contraflow: boolean): CycleCategory | undefined {
  switch (value) {
    case 'lane':
      return contraflow ? 'DOUBLE SENS CYCLABLE BANDE' : 'BANDE CYCLABLE';
    case 'track':
      return contraflow ? 'DOUBLE SENS CYCLABLE PISTE' : 'PISTE CYCLABLE';
    case 'opposite_lane':
      return 'DOUBLE SENS CYCLABLE BANDE';
    case 'opposite_track':
      return 'DOUBLE SENS CYCLABLE PISTE';
    case 'opposite':
      return 'DOUBLE SENS CYCLABLE NON MATERIALISE';
    case 'share_busway':
    case 'opposite_share_busway':
      return 'COULOIR BUS+VELO';
    case 'sidewalk':
      return 'AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE';
    default:
      return undefined;
  }
}

/** Facilities of the carriageway, side by side (right-hand traffic). */
function roadSides(tags: Tags): Map<Side, CycleCategory> {
  const oneway = onewayOf(tags);
  const bothWays = oneway !== 0 && tags['oneway:bicycle'] === 'no';
  const contraSide: Side = oneway === -1 ? 'right' : 'left';
  const withSide: Side = contraSide === 'left' ? 'right' : 'left';
  const sides = new Map<Side, CycleCategory>();
  const put = (side: Side, value: string | undefined, against: boolean): void => {
    const category = value ? laneCategory(value, against) : undefined;
    if (category && !sides.has(side)) sides.set(side, category);
  };
  for (const side of ['left', 'right'] as const) {
    const value = tags[`cycleway:${side}`] ?? tags['cycleway:both'];
    const against = tags[`cycleway:${side}:oneway`] === '-1' || (bothWays && side === contraSide);
    put(side, value, against);
  }
  const plain = tags.cycleway;
  if (plain?.startsWith('opposite') || (bothWays && (plain === 'lane' || plain === 'track')))
    put(contraSide, plain, true);
  else if (oneway === 0) for (const side of ['left', 'right'] as const) put(side, plain, false);
  else put(withSide, plain, false);
  addBusLanes(tags, sides, { oneway, withSide, contraSide });
  if (bothWays && !sides.has(contraSide))
    sides.set(contraSide, 'DOUBLE SENS CYCLABLE NON MATERIALISE');
  return sides;
}

/** Bus lanes designated for bicycles (`busway[:side]=lane` with `bicycle=designated`). */
function addBusLanes(
  tags: Tags,
  sides: Map<Side, CycleCategory>,
  directions: { oneway: 0 | 1 | -1; withSide: Side; contraSide: Side },
): void {
  if (tags.bicycle !== 'designated') return;
  const lane = (v: string | undefined): boolean => v === 'lane' || v === 'opposite_lane';
  const put = (side: Side): void => {
    if (!sides.has(side)) sides.set(side, 'COULOIR BUS+VELO');
  };
  for (const side of ['left', 'right'] as const)
    if (lane(tags[`busway:${side}`] ?? tags['busway:both'])) put(side);
  const plain = tags.busway;
  if (plain === 'opposite_lane') put(directions.contraSide);
  else if (plain === 'lane' && directions.oneway === 0) {
    put('left');
    put('right');
  } else if (plain === 'lane') put(directions.withSide);
}

/**
 * The facilities of an OSM way. Mapping to the national schema's categories (its
 * documentation's definitions in brackets):
 *
 * | OSM                                                                 | category                                      | why |
 * | ------------------------------------------------------------------- | --------------------------------------------- | --- |
 * | highway=cycleway; path/footway + bicycle=designated + segregated=yes | PISTE CYCLABLE                               | a carriageway for cycles only, physically apart [piste] |
 * | cycleway[:left/:right/:both]=track                                  | PISTE CYCLABLE, per side                      | the same, along a road |
 * | cycleway[:left/:right/:both]=lane                                   | BANDE CYCLABLE, per side                      | a lane painted on the carriageway [bande] |
 * | cycleway=opposite_lane; a lane against a one-way (oneway:bicycle=no or cycleway:side:oneway=-1) | DOUBLE SENS CYCLABLE BANDE | contraflow treated as a lane [double sens] |
 * | cycleway=opposite_track; a track against a one-way                  | DOUBLE SENS CYCLABLE PISTE                    | contraflow on a track |
 * | cycleway=opposite; oneway:bicycle=no without lane or track against  | DOUBLE SENS CYCLABLE NON MATERIALISE          | contraflow allowed, only signed |
 * | cycleway[:side]=share_busway; busway[:side]=lane + bicycle=designated; highway=busway + bicycle=yes/designated | COULOIR BUS+VELO | a bus lane open to cycles [couloir bus-vélo] |
 * | path/footway/track + bicycle=designated/yes, not segregated, or designation/greenway tags, with motor_vehicle=no, off-road, paved or named « voie verte » / greenway | VOIE VERTE | a road for non-motorised users only, on its own [voie verte] |
 * | the same otherwise (sidewalk shared, unpaved, motor vehicles not excluded); cycleway=sidewalk | AMENAGEMENT MIXTE PIETON VELO HORS VOIE VERTE | pedestrians and cyclists share the space, not a voie verte |
 * | cyclestreet=yes; bicycle_road=yes                                   | VELO RUE                                      | a street where cycles have priority [vélorue] |
 *
 * cycle_network and route relations say a way is on an itinerary, not that it is a facility;
 * shared_lane (sharrows), asl, separate (drawn as its own way) and no give nothing. An
 * unsided `cycleway=lane|track` is on both sides of a two-way road and on the traffic's side
 * of a one-way road; `cycleway=lane|track` on a one-way open both ways to cycles
 * (oneway:bicycle=no) is the contraflow one.
 */
export function classifyCycleWay(tags: Tags): CycleFacility[] {
  const counts = new Map<CycleCategory, number>();
  const add = (category: CycleCategory, sides: number): void => {
    counts.set(category, (counts.get(category) ?? 0) + sides);
  };
  const dedicated = dedicatedWay(tags);
  if (dedicated) add(dedicated, 1);
  else if (CARRIAGEWAYS.has(tags.highway ?? ''))
    for (const category of roadSides(tags).values()) add(category, 1);
  if (YES.has(tags.cyclestreet ?? '') || YES.has(tags.bicycle_road ?? '')) add('VELO RUE', 1);
  return [...counts].map(([category, sides]) => ({ category, sides }));
}
