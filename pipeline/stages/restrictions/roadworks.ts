/**
 * Roadworks from OSM `highway=construction` ways: a French label (« Travaux : Rue de Rivoli »,
 * « Travaux : route secondaire ») and the dates the way carries, when they are dates.
 */
import { calendarDate } from '../../../src/domain/restrictions/zfe-source';

/** A roadworks row before its position and commune are added. */
export interface RoadworksDraft {
  label: string;
  road: string | null;
  start: string | null;
  end: string | null;
}

type Tags = Readonly<Record<string, string>>;

/** French names of the roads under construction (`construction=*`). */
const ROAD_NAMES: Readonly<Record<string, string>> = {
  motorway: 'autoroute',
  motorway_link: 'bretelle d’autoroute',
  trunk: 'voie rapide',
  trunk_link: 'bretelle de voie rapide',
  primary: 'route principale',
  primary_link: 'bretelle de route principale',
  secondary: 'route secondaire',
  secondary_link: 'bretelle de route secondaire',
  tertiary: 'route locale',
  tertiary_link: 'bretelle de route locale',
  unclassified: 'petite route',
  residential: 'rue',
  living_street: 'zone de rencontre',
  service: 'voie de desserte',
  pedestrian: 'voie piétonne',
  track: 'chemin',
  footway: 'chemin piéton',
  path: 'sentier',
  cycleway: 'piste cyclable',
  steps: 'escalier',
  bridleway: 'chemin équestre',
  busway: 'voie de bus',
};

/** The name or reference of a road, if it has one. */
export function roadName(tags: Tags): string | null {
  return tags['name:fr'] ?? tags.name ?? tags.ref ?? null;
}

/** A tag's value when it is a calendar date (YYYY-MM-DD), else null. */
function dateTag(value: string | undefined): string | null {
  return value ? (calendarDate(value.trim()) ?? null) : null;
}

/**
 * The roadworks of a way, undefined unless it is `highway=construction`. It starts on
 * `construction:start_date` and ends on `construction:end_date`, else `opening_date` (the day
 * the road opens).
 */
export function roadworksOf(tags: Tags): RoadworksDraft | undefined {
  if (tags.highway !== 'construction') return undefined;
  const road = roadName(tags);
  const kind = ROAD_NAMES[tags.construction ?? ''] ?? 'voie';
  return {
    label: `Travaux : ${road ?? kind}`,
    road,
    start: dateTag(tags['construction:start_date']),
    end: dateTag(tags['construction:end_date']) ?? dateTag(tags.opening_date),
  };
}
