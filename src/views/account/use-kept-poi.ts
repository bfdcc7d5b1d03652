/**
 * Whether the signed-in user keeps a POI, or an address found by the search, among their
 * favourites: read from the account's favourites once the account system exists (it is created
 * with a kept session, or when the account opens), without loading the account's code for a
 * visitor.
 */
import { useEffect, useState } from 'react';
import { keepsAddress, keepsPoi, type FavoriteBook } from '../../domain/account/favorites';
import { withAccountSystem } from '../../machines/account-registry';
import { useAppSystem } from '../app-context';

/** True while the user's favourites keep the POI `poiId`. */
export function useKeptPoi(poiId: string): boolean {
  return useKept(poiId, keepsPoi);
}

/** True while the user's favourites keep the address `label` (one found by the search). */
export function useKeptAddress(label: string): boolean {
  return useKept(label, keepsAddress);
}

function useKept(key: string, keeps: (book: FavoriteBook, key: string) => boolean): boolean {
  const app = useAppSystem();
  const [kept, setKept] = useState(false);
  useEffect(() => {
    let live = true;
    let stop = (): void => undefined;
    withAccountSystem(app, (system) => {
      if (!live) return;
      const read = (): void => setKept(keeps(system.favorites.getSnapshot().context.book, key));
      read();
      const subscription = system.favorites.subscribe(read);
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop();
    };
  }, [app, key, keeps]);
  return kept;
}
