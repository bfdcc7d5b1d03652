/**
 * Travel preferences of a signed-in user (spec 001 §3 Travel preferences, §5): the options per
 * mode (core §3 preferredOptions), the modes offered, and the car's Crit'Air vignette. Saved
 * only when signed in; an anonymous user's choices stay in the browser. Zod-free.
 */
import { DEFAULT_MODE_ORDER, type RoadMode } from '../itinerary/modes';
import type { PreferredOptions } from '../itinerary/options';

/** Crit'Air vignettes of a vehicle: 0 (electric) to 5; null when unknown. */
export const CRIT_AIR_CLASSES = ['0', '1', '2', '3', '4', '5'] as const;
export type CritAirClass = (typeof CRIT_AIR_CLASSES)[number];

/** What a user keeps of their travel options. */
export interface TravelPreferences {
  preferredOptions: PreferredOptions;
  /** Modes offered in the itinerary form, never empty (§5). */
  transportModes: RoadMode[];
  /** The car's Crit'Air vignette, null when not given. */
  critAir: CritAirClass | null;
}

/** Preferences of a user who never saved any. */
export function defaultPreferences(): TravelPreferences {
  return { preferredOptions: {}, transportModes: [...DEFAULT_MODE_ORDER], critAir: null };
}

/** Whether `preferences` say nothing more than the defaults (an account that never saved any). */
export function isDefaultPreferences(preferences: TravelPreferences): boolean {
  const options = Object.values(preferences.preferredOptions).every(
    (o) => !o || Object.values(o).every((v) => v === undefined),
  );
  const modes = withModes(preferences).transportModes.join() === DEFAULT_MODE_ORDER.join();
  return options && modes && preferences.critAir === null;
}

/** Preferences with an empty mode list replaced by the default list (§5: never empty). */
export function withModes(preferences: TravelPreferences): TravelPreferences {
  return preferences.transportModes.length > 0
    ? preferences
    : { ...preferences, transportModes: [...DEFAULT_MODE_ORDER] };
}

/** The user's favourite mode (the one flagged `favoriteMode`), undefined when none is. */
export function favoriteModeOf(preferred: PreferredOptions): RoadMode | undefined {
  return DEFAULT_MODE_ORDER.find((mode) => preferred[mode]?.favoriteMode === true);
}

/** The options with `mode` as the only favourite mode (none when `mode` is undefined). */
export function withFavoriteMode(
  preferred: PreferredOptions,
  mode: RoadMode | undefined,
): PreferredOptions {
  const next: PreferredOptions = {};
  for (const [key, options] of Object.entries(preferred)) {
    const road = DEFAULT_MODE_ORDER.find((m) => m === key);
    if (!road || !options) continue;
    const rest = { ...options };
    delete rest.favoriteMode;
    if (Object.keys(rest).length > 0) next[road] = rest;
  }
  if (mode) next[mode] = { ...next[mode], favoriteMode: true };
  return next;
}

/**
 * The kept options with the vignette saved at the top level before issue 17 (the car's) as the
 * car's option when the car has none: the itinerary checks the zones with it.
 */
export function optionsWithVignette(preferences: TravelPreferences): PreferredOptions {
  const { preferredOptions: options, critAir } = preferences;
  if (critAir === null || options.car?.critAir !== undefined) return options;
  return { ...options, car: { ...options.car, critAir } };
}
