/** How an overlay reached by a fragment closes (the generic modal, the street view). */
import { useRouter } from '@tanstack/react-router';

/**
 * Closing: back to the page under the overlay when this visit showed it (`returns`), else the
 * same page without the fragment, in place of the link's entry.
 */
export function useOverlayClose(returns: boolean): () => void {
  const router = useRouter();
  return () => {
    if (returns) router.history.back();
    else {
      const { pathname, search } = router.state.location;
      void router.navigate({ to: pathname, search, hash: '', replace: true });
    }
  };
}
