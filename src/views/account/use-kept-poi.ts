/**
 * The favourite keeping a POI, or an address found by the search, among the signed-in user's:
 * read from the account's favourites once the account system exists (it is created with a kept
 * session, or when the account opens), without loading the account's code for a visitor.
 */
import { useEffect, useState } from 'react';
import {
  keptAddress,
  keptPoi,
  type Favorite,
  type FavoriteBook,
} from '../../domain/account/favorites';
import { withAccountSystem } from '../../machines/account-registry';
import { useAppSystem } from '../app-context';

/** The favourite keeping the POI `poiId`, or null while none does. */
export function useKeptPoi(poiId: string): Favorite | null {
  return useKept(poiId, keptPoi);
}

/** The favourite keeping the address `label` (one found by the search), or null. */
export function useKeptAddress(label: string): Favorite | null {
  return useKept(label, keptAddress);
}

function useKept(
  key: string,
  kept: (book: FavoriteBook, key: string) => Favorite | undefined,
): Favorite | null {
  const app = useAppSystem();
  const [favorite, setFavorite] = useState<Favorite | null>(null);
  useEffect(() => {
    let live = true;
    let stop = (): void => undefined;
    withAccountSystem(app, (system) => {
      if (!live) return;
      const read = (): void =>
        setFavorite(kept(system.favorites.getSnapshot().context.book, key) ?? null);
      read();
      const subscription = system.favorites.subscribe(read);
      stop = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      stop();
    };
  }, [app, key, kept]);
  return favorite;
}
