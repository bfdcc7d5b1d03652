/**
 * The street-level pictures of an app: the picture nearest each place shown (a keyed loader, so a
 * place seen again answers at once) and the full-screen street view (panorama-machine), created
 * once per app on first use.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { NearestPanoramic, PanoramicPicture } from '../domain/panoramic';
import { createPanoramicsApi, type PanoramicsApi } from '../services/panoramics-api';
import type { AppSystem } from './app-system';
import { loaderMachine, type LoaderActor } from './loader-machine';
import { panoramaMachine } from './panorama-machine';

/** The street-level pictures' actors of an app. */
export interface PanoramaSystem {
  /** The picture nearest a place, by `nearestKey`. */
  nearest: LoaderActor<string, NearestPanoramic>;
  /** The full-screen street view. */
  viewer: ActorRefFrom<typeof panoramaMachine>;
}

const systems = new WeakMap<AppSystem, PanoramaSystem>();

/** The key of a place in the nearest loader (`lng,lat`, five decimals: about a metre). */
export function nearestKey(point: { lng: number; lat: number }): string {
  return `${point.lng.toFixed(5)},${point.lat.toFixed(5)}`;
}

/** The place of a key. */
function pointOfKey(key: string): { lng: number; lat: number } {
  const [lng = Number.NaN, lat = Number.NaN] = key.split(',').map(Number);
  return { lng, lat };
}

/** The street-level pictures of an app (created and started once). */
export function panoramaOf(app: AppSystem, given?: PanoramicsApi): PanoramaSystem {
  const existing = systems.get(app);
  if (existing) return existing;
  const api = given ?? createPanoramicsApi();
  const nearest = createActor(
    loaderMachine('nearestPanoramic', (key: string, signal) =>
      api.nearest(pointOfKey(key), signal),
    ),
  );
  const viewer = createActor(
    panoramaMachine.provide({
      actors: {
        loadPicture: fromPromise<PanoramicPicture, { panoramicId: string }>(({ input, signal }) =>
          api.picture(input.panoramicId, signal),
        ),
      },
    }),
  );
  nearest.start();
  viewer.start();
  app.own(() => {
    nearest.stop();
    viewer.stop();
  });
  const system = { nearest, viewer };
  systems.set(app, system);
  return system;
}

/**
 * The place a picture was offered for (the view looks toward it first): the place of a nearest
 * answer naming that picture, the latest one asked about first; null when the picture was opened
 * from a link.
 */
export function targetOf(
  system: PanoramaSystem,
  panoramicId: string,
): { lng: number; lat: number } | null {
  const { cache, key } = system.nearest.getSnapshot().context;
  const current = key ? cache[key] : undefined;
  if (current?.picture?.panoramicId === panoramicId) return current.target;
  const found = Object.values(cache).find((x) => x.picture?.panoramicId === panoramicId);
  return found?.target ?? null;
}
