/**
 * Whether the signed-in user keeps a POI among their favourites: read from the account's
 * favourites once the account system exists (it is created with a kept session, or when the
 * account opens), without loading the account's code for a visitor.
 */
import { useEffect, useState } from 'react';
import { keepsPoi } from '../../domain/account/favorites';
import { withAccountSystem } from '../../machines/account-registry';
import { useAppSystem } from '../app-context';

/** True while the user's favourites keep the POI `poiId`. */
export function useKeptPoi(poiId: string): boolean {
  const app = useAppSystem();
  const [kept, setKept] = useState(false);
  useEffect(() => {
    let live = true;
    let stop = (): void => undefined;
    withAccountSystem(app, (system) => {
      if (!live) return;
      const read = (): void =>
        setKept(keepsPoi(system.favorites.getSnapshot().context.book, poiId));
      read();
      const subscription = system.favorites.subscribe(read);
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop();
    };
  }, [app, poiId]);
  return kept;
}
