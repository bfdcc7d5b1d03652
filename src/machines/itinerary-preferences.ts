/**
 * Travel preferences feed the itinerary (issue 13): the options the user keeps (their account's
 * when signed in, the browser's otherwise) are the itinerary's preferred options; an option set
 * on the itinerary page is kept in turn. Prices follow, as for any option set.
 */
import type { PreferredOptions } from '../domain/itinerary/options';
import { ROAD_MODES } from '../domain/itinerary/modes';
import type { AccountSystem } from './account-system';
import type { ItinerarySystem } from './itinerary-system';

const same = (a: PreferredOptions, b: PreferredOptions): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Keeps the itinerary's options and the kept preferences equal; returns the unsubscribe. */
export function syncItineraryPreferences(
  itinerary: Pick<ItinerarySystem, 'actor'>,
  account: Pick<AccountSystem, 'preferences'>,
): () => void {
  const apply = ({
    context,
  }: {
    context: { preferences: { preferredOptions: PreferredOptions } };
  }) => {
    const wanted = context.preferences.preferredOptions;
    const current = itinerary.actor.getSnapshot().context.preferredOptions;
    if (same(wanted, current)) return;
    for (const mode of ROAD_MODES) {
      const options = wanted[mode];
      if (options && !same({ [mode]: options }, { [mode]: current[mode] })) {
        itinerary.actor.send({ type: 'options.set', mode, options });
      }
    }
  };
  // What is kept already (a signed-in user's, the browser's), then each change.
  apply(account.preferences.getSnapshot());
  const toItinerary = account.preferences.subscribe(apply);
  const toPreferences = itinerary.actor.subscribe(({ context }) => {
    const kept = account.preferences.getSnapshot().context.preferences;
    if (same(context.preferredOptions, kept.preferredOptions)) return;
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
