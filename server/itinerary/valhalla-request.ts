/**
 * Builds the Valhalla route request of a provider: locations, costing and costing options
 * (avoidances, shortest, speeds, bicycle type), narrative language, date and time.
 */
import type { LngLat } from '../../src/domain/geo';
import { labelLanguage, type ProviderSpec } from '../../src/domain/itinerary/providers';
import type { EffectiveOptions } from './route-options';

/** Valhalla narrative language of a `lang`: French, else English or Dutch (§ issue). */
export function valhallaLanguage(lang: string | undefined): string {
  const l = labelLanguage(lang);
  return l === 'fr' ? 'fr-FR' : l === 'nl' ? 'nl-NL' : 'en-GB';
}

/** Soft avoidance: Valhalla's use_* factors (0 avoids as much as possible, 0.5 neutral). */
function avoidance(options: EffectiveOptions): Record<string, number> {
  const avoid = new Set(options.avoid);
  return {
    use_tolls: avoid.has('tolls') ? 0 : 0.5,
    use_highways: avoid.has('motorways') ? 0 : 1,
    use_ferry: avoid.has('ferries') ? 0 : 0.5,
  };
}

function costingOptions(options: EffectiveOptions): Record<string, unknown> {
  const { provider } = options;
  const base = avoidance(options);
  switch (provider.costing) {
    case 'auto':
    case 'motorcycle':
      return { ...base, shortest: provider.routeType === 'shortest' };
    case 'bicycle':
      return provider.mode === 'scooter'
        ? {
            use_ferry: base.use_ferry,
            bicycle_type: 'City',
            cycling_speed: options.speedKmh,
            use_roads: 0.3,
            use_hills: 0.2,
            avoid_bad_surfaces: 0.6,
          }
        : { use_ferry: base.use_ferry, bicycle_type: 'Hybrid', cycling_speed: options.speedKmh };
    default:
      return { use_ferry: base.use_ferry, walking_speed: options.speedKmh };
  }
}

/**
 * How far (metres) a step may be from the nearest road. Valhalla's default (35 km) would snap a
 * point out at sea to the coast; farther than this, the point is unreachable for the mode.
 */
export const SEARCH_CUTOFF_METRES = 3000;

/**
 * The ways a step is never placed on: a tunnel (the Palace's step would drive under the Rock,
 * through the Tunnel Rocher Palais) or a ferry (a step in Port Hercule would walk onto the
 * Bateau Bus). A person means the street above, or the quay; the route may still use both.
 * Where no path joins such places (the Rock's streets, closed to cars) the route is asked again
 * without it (compute.ts).
 */
export const STEP_SEARCH_FILTER = { exclude_tunnel: true, exclude_ferry: true } as const;

/** A request's date and time: local YYYY-MM-DDTHH:MM, departing or arriving. */
export interface RequestTime {
  value: string;
  departure: boolean;
}

/** What a Valhalla route request is made of. */
export interface ValhallaRequestInput {
  points: readonly LngLat[];
  options: EffectiveOptions;
  lang: string | undefined;
  time: RequestTime | null;
  /** Turn-by-turn instructions (the roadbook) or manoeuvres only (the route list). */
  narrative: boolean;
  /** Ask for alternative routes (only without stops). */
  alternates: boolean;
  /** Areas the route must not cross (low-emission zones that ban the vehicle): outer rings. */
  excludePolygons?: readonly (readonly [number, number])[][] | undefined;
  /** Steps placed on the surface ways only (STEP_SEARCH_FILTER). */
  surfaceSteps?: boolean | undefined;
}

/** Whether a provider asks Valhalla for alternatives. */
export function wantsAlternates(provider: ProviderSpec, stops: number): boolean {
  return stops === 0 && (provider.mode === 'car' || provider.mode === 'motorbike');
}

/** The Valhalla query. */
export function valhallaRouteQuery(input: ValhallaRequestInput): Record<string, unknown> {
  const { costing } = input.options.provider;
  const query: Record<string, unknown> = {
    locations: input.points.map((p) => ({
      lat: p.lat,
      lon: p.lng,
      type: 'break',
      search_cutoff: SEARCH_CUTOFF_METRES,
      ...(input.surfaceSteps ? { search_filter: STEP_SEARCH_FILTER } : {}),
    })),
    costing,
    costing_options: { [costing]: costingOptions(input.options) },
    language: valhallaLanguage(input.lang),
    units: 'kilometers',
    directions_type: input.narrative ? 'instructions' : 'maneuvers',
    // One step per roundabout, « Entrez dans … et prenez la 2e sortie dans … », with the way
    // to the exit in it, as Mappy writes it; Valhalla adds « Quittez le rond-point » otherwise.
    roundabout_exits: false,
  };
  if (input.alternates) query.alternates = 2;
  if (input.excludePolygons?.length) query.exclude_polygons = input.excludePolygons;
  if (input.time) query.date_time = { type: dateTimeType(input), value: input.time.value };
  return query;
}

/**
 * Valhalla's `date_time.type`: leave at (1) or arrive by (2) the time, except when alternatives
 * are asked: Valhalla finds none with those, only with a time held the same along the route (3).
 * The graph has no traffic speeds, so the time only chooses which timed restrictions apply, and
 * the clock times shown are computed from the durations (`roadbook-builder`).
 */
export function dateTimeType(input: Pick<ValhallaRequestInput, 'time' | 'alternates'>): 1 | 2 | 3 {
  if (input.alternates) return 3;
  return input.time?.departure === false ? 2 : 1;
}
