/**
 * React access to the itinerary system: the actor (created on first use), selections of its
 * state, and navigation between the hash sub-screens of the itinerary page.
 */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { registerMapExtension } from '../../map/map-extensions';
import { routeLayerExtension } from '../../map/route-layer';
import type { itineraryMachine } from '../../machines/itinerary-machine';
import { itinerarySystemOf, type ItinerarySystem } from '../../machines/itinerary-system';
import { itineraryHash, type ItineraryView } from '../../domain/paths/itinerary-hash';
import { itineraryRaw, replacesEntry } from '../../domain/paths/route-flags';
import type { GoOptions } from '../../machines/itinerary-url-sync';
import { useAppSystem } from '../app-context';
import { useOptionalParam } from '../../router/route-params';

let unregisterLayer: (() => void) | undefined;

/** Registers the route layer on the maps once. */
function ensureRouteLayer(): void {
  unregisterLayer ??= registerMapExtension(routeLayerExtension);
}

/** The itinerary system (its map layer registered once). */
export function useItinerary(): ItinerarySystem {
  const app = useAppSystem();
  const system = itinerarySystemOf(app);
  useEffect(ensureRouteLayer, []);
  return system;
}

/** A selection of the itinerary state. */
export function useItineraryState<T>(
  selector: (snapshot: SnapshotFrom<typeof itineraryMachine>) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  const { actor } = useItinerary();
  return useSelector(actor, selector, compare);
}

/**
 * Navigates to a sub-screen of the current itinerary page (same path, new hash). Unless its caller
 * decides, leaving a route the table skips on back (the computing screen) for a page replaces
 * its entry (route-flags.ts `replacesEntry`).
 */
export function useItineraryNavigate(): (view: ItineraryView, options?: GoOptions) => void {
  const navigate = useNavigate();
  const router = useRouter();
  const params = { mode: useOptionalParam('mode') };
  return useCallback(
    (view, options = {}) => {
      const hash = itineraryHash(view);
      const replace = replacesEntry({
        from: itineraryRaw(router.state.location.hash),
        to: itineraryRaw(hash),
        replace: options.replace,
      });
      // An overlay keeps the fragment under it in its entry: a reload there restores the trip.
      const overlay = view.screen === 'options' || view.screen === 'datetime';
      const state = overlay ? { state: { beneathOverlay: router.state.location.hash } } : {};
      const common = { hash, replace, hashScrollIntoView: false, ...state };
      if (params.mode)
        void navigate({ to: '/itineraire/$mode', params: { mode: params.mode }, ...common });
      else void navigate({ to: '/itineraire', ...common });
    },
    [navigate, router, params.mode],
  );
}
