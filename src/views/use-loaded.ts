/** A screen's view of a loader actor: it asks for its key when shown and reads that key's state. */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  loadStateOf,
  sameLoadState,
  type LoadState,
  type LoaderActor,
} from '../machines/loader-machine';

/**
 * Asks `loader` for `key` (the key is also the call's input, e.g. a roadbook link) and returns
 * what to show; without a key it only reads.
 */
export function useLoaded<T>(
  loader: LoaderActor<string, T>,
  key: string | undefined,
): LoadState<T> {
  useEffect(() => {
    if (key !== undefined) loader.send({ type: 'load', key, input: key });
  }, [loader, key]);
  return useSelector(loader, (s) => loadStateOf<T>(s, key), sameLoadState);
}
