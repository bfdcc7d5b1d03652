/**
 * The town under the map's centre, for the links of the map modes to their layer pages: « Voir la
 * page info trafic » with the map moved to Rouen and no place shown opens Rouen's page, not all of
 * France. The reverse geocoder is asked at the centre of each view close enough to be a town's, by
 * a keyed loader (`loader-machine.ts`): a newer view cancels the last answer, and the views seen
 * are kept. Followed only while a mode's link is shown; never loaded with the first screen.
 */
import { createActor } from 'xstate';
import { townPageSlug } from '../domain/paths/layer-paths';
import type { LngLat } from '../domain/geo';
import type { SearchApi } from '../services/search-api';
import type { AppSystem } from './app-system';
import { loaderMachine, type LoaderActor } from './loader-machine';

/** Least zoom at which the map's centre names a town: below it, the view is a region's. */
export const TOWN_VIEW_ZOOM = 11;

/** Decimals of the centre in a view's key: about a kilometre, a town's scale. */
const KEY_DECIMALS = 2;

/** The running loader of the town under the centre (its value: the town page's slug, or null). */
export type TownAtCentre = LoaderActor<LngLat, string | null>;

/** The key of a view's centre at a town's scale, or null for a view wider than a town. */
export function townViewKey(center: LngLat, zoom: number): string | null {
  if (zoom < TOWN_VIEW_ZOOM) return null;
  return `${center.lng.toFixed(KEY_DECIMALS)},${center.lat.toFixed(KEY_DECIMALS)}`;
}

/** The slug of the town page of a point (`rouen-76540`), or null outside any French commune. */
export async function townSlugAt(
  api: Pick<SearchApi, 'reverse'>,
  point: LngLat,
  signal: AbortSignal,
): Promise<string | null> {
  const { addresses } = await api.reverse(point, signal);
  const named = addresses.find((a) => a.towncode);
  return named ? townPageSlug(named.town ?? named.name, named.towncode) : null;
}

/** Asks the loader for the town of each view of `app`'s map; returns the unsubscription. */
export function followCentre(app: Pick<AppSystem, 'map'>, loader: TownAtCentre): () => void {
  let shown: string | null | undefined;
  const follow = ({ context }: ReturnType<AppSystem['map']['getSnapshot']>): void => {
    const key = townViewKey(context.center, context.zoom);
    if (key === shown) return;
    shown = key;
    if (key === null) loader.send({ type: 'reset' });
    else loader.send({ type: 'load', key, input: context.center });
  };
  // The view shown when the link comes (a mode chosen over Rouen), then each one after.
  follow(app.map.getSnapshot());
  const subscription = app.map.subscribe(follow);
  return () => subscription.unsubscribe();
}

const loaders = new WeakMap<AppSystem, TownAtCentre>();

/**
 * The town loader of an app, created once (its answers kept for the session). It asks nothing by
 * itself: a link that needs the town follows the map with `followCentre` while it is shown.
 */
export function townAtCentreOf(app: AppSystem): TownAtCentre {
  const existing = loaders.get(app);
  if (existing) return existing;
  const loader = createActor(
    loaderMachine('townAtCentre', (point: LngLat, signal) =>
      townSlugAt(app.searchApi, point, signal),
    ),
  );
  loader.start();
  app.own(() => loader.stop());
  loaders.set(app, loader);
  return loader;
}
