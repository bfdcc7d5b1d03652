/**
 * Travel preferences feed the itinerary (issue 13): the options the user keeps (their account's
 * when signed in, the browser's otherwise) are the itinerary's preferred options; an option set
 * on the itinerary page is kept in turn. A change that comes from the kept preferences (the
 * account's travel options, a sign-in) recomputes the results on screen, so that their prices
 * follow at once; the favourite mode is the mode of a form not yet computed.
 */
import { favoriteModeOf, optionsWithVignette } from '../domain/account/preferences';
import type { TravelPreferences } from '../domain/account/preferences';
import type { ModeOptions, PreferredOptions } from '../domain/itinerary/options';
import { ROAD_MODES } from '../domain/itinerary/modes';
import type { AccountSystem } from './account-system';
import type { ItinerarySystem } from './itinerary-system';

/** One mode's options in a canonical text: keys sorted, unset keys (and `skip`) left out. */
function canonical(options: ModeOptions | undefined, skip?: keyof ModeOptions): string {
  const entries = Object.entries(options ?? {})
    .filter(([key, value]) => value !== undefined && key !== skip)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/**
 * True when both hold the same options for every mode (key order and unset keys aside; `skip`
 * ignored, as the favourite mode, which changes no route).
 */
export function sameOptions(
  a: PreferredOptions,
  b: PreferredOptions,
  skip?: keyof ModeOptions,
): boolean {
  return ROAD_MODES.every((mode) => canonical(a[mode], skip) === canonical(b[mode], skip));
}

type Itinerary = Pick<ItinerarySystem, 'actor'>;
type Preferences = Pick<AccountSystem, 'preferences'>;

/** `wanted` as a change of `current`: its keys, and the others of `current` unset. */
function replacement(current: ModeOptions | undefined, wanted: ModeOptions | undefined) {
  const unset = Object.fromEntries(Object.keys(current ?? {}).map((key) => [key, undefined]));
  return { ...unset, ...wanted };
}

/** Sends the kept options that differ to the itinerary. */
function applyOptions(itinerary: Itinerary, wanted: PreferredOptions): void {
  const current = itinerary.actor.getSnapshot().context.preferredOptions;
  for (const mode of ROAD_MODES) {
    if (canonical(wanted[mode]) === canonical(current[mode])) continue;
    const options = replacement(current[mode], wanted[mode]);
    itinerary.actor.send({ type: 'options.set', mode, options });
  }
}

/** Keeps the itinerary's options and the kept preferences equal; returns the unsubscribe. */
export function syncItineraryPreferences(itinerary: Itinerary, account: Preferences): () => void {
  let favorite: string | undefined;
  let applying = false;
  const apply = ({ context }: { context: { preferences: TravelPreferences } }) => {
    const wanted = optionsWithVignette(context.preferences);
    const mode = favoriteModeOf(wanted);
    const snapshot = itinerary.actor.getSnapshot();
    if (mode && mode !== favorite && snapshot.matches('editing')) {
      itinerary.actor.send({ type: 'mode.set', mode });
    }
    favorite = mode;
    if (sameOptions(wanted, snapshot.context.preferredOptions)) return;
    const routesChange = !sameOptions(wanted, snapshot.context.preferredOptions, 'favoriteMode');
    applying = true;
    applyOptions(itinerary, wanted);
    applying = false;
    if (routesChange && itinerary.actor.getSnapshot().matches('ready')) {
      itinerary.actor.send({ type: 'compute' });
    }
  };
  // What is kept already (a signed-in user's, the browser's), then each change.
  apply(account.preferences.getSnapshot());
  const toItinerary = account.preferences.subscribe(apply);
  const toPreferences = itinerary.actor.subscribe(({ context }) => {
    if (applying) return;
    const kept = account.preferences.getSnapshot().context.preferences;
    if (sameOptions(context.preferredOptions, kept.preferredOptions)) return;
    account.preferences.send({
      type: 'save',
      preferences: { ...kept, preferredOptions: context.preferredOptions },
    });
  });
  return () => {
    toItinerary.unsubscribe();
    toPreferences.unsubscribe();
  };
}
