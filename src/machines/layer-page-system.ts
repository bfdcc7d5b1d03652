/**
 * The layer pages' actor of an app system (issue 17), created by the lazily loaded pages: the
 * page machine with its calls to the restrictions service, and the map mode of the page's family
 * set whenever another page opens (bicycle, traffic, zfe; the restrictions show the neutral map
 * with their markers). The map layer reads the page from here (src/map/layer-page-layer.ts).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  MODE_OF_LAYER_FAMILY,
  type LayerFamily,
  type LayerPageRequest,
} from '../domain/paths/layer-paths';
import type { AreaRef } from '../domain/restrictions/api';
import type { CoveredFamily } from '../domain/restrictions/covered';
import { createRestrictionsApi, type RestrictionsApi } from '../services/restrictions-api';
import type { AppSystem } from './app-system';
import { layerPageMachine, type LayerLoadInput, type LayerPageData } from './layer-page-machine';

/** The running layer page actor. */
export interface LayerPageSystem {
  app: AppSystem;
  api: RestrictionsApi;
  page: ActorRefFrom<typeof layerPageMachine>;
}

/** The API's name of each family (its home's list). */
export const COVERED_FAMILY_OF: Readonly<Record<LayerFamily, CoveredFamily>> = {
  ZFE: 'zfe',
  BICYCLE: 'cycling',
  RESTRICTION: 'restrictions',
  TRAFFIC: 'traffic',
};

/** The area a page's URL names, resolved by the service. */
function resolveArea(
  api: RestrictionsApi,
  request: LayerPageRequest,
  signal: AbortSignal,
): Promise<AreaRef> {
  if (request.kind === 'HOME' || request.slug === null)
    return Promise.reject(new Error('a home names no area'));
  return api.area(request.kind, request.slug, signal);
}

/** Loads what a page shows: its family's home list, or the family's data of its area. */
export async function loadLayerPage(
  api: RestrictionsApi,
  input: LayerLoadInput,
  signal?: AbortSignal,
): Promise<LayerPageData> {
  const { request, area, at } = input;
  if (request.kind === 'HOME' || !area)
    return { kind: 'home', covered: await api.covered(COVERED_FAMILY_OF[request.family], signal) };
  switch (request.family) {
    case 'ZFE':
      return { kind: 'zfe', answer: await api.zfe(area, at, signal) };
    case 'BICYCLE':
      return { kind: 'cycling', answer: await api.cycling(area, signal) };
    case 'RESTRICTION':
      return { kind: 'restrictions', answer: await api.restrictions(area, at, signal) };
    case 'TRAFFIC':
      return { kind: 'traffic', answer: await api.traffic(area, at, signal) };
  }
}

/** Sets the map mode of the family when another page opens (the user may change it after). */
function followMode(app: AppSystem, page: LayerPageSystem['page']): void {
  let shown: LayerPageRequest | null = null;
  page.subscribe((snapshot) => {
    const { request } = snapshot.context;
    if (request === shown) return;
    shown = request;
    if (request) app.map.send({ type: 'mode.set', mode: MODE_OF_LAYER_FAMILY[request.family] });
  });
}

function create(app: AppSystem): LayerPageSystem {
  const api = app.clients.restrictions ?? createRestrictionsApi();
  const page = createActor(
    layerPageMachine.provide({
      actors: {
        resolveArea: fromPromise(({ input, signal }) => resolveArea(api, input, signal)),
        load: fromPromise(({ input, signal }) => loadLayerPage(api, input, signal)),
      },
    }),
  );
  page.start();
  followMode(app, page);
  app.own(() => page.stop());
  return { app, api, page };
}

const systems = new WeakMap<AppSystem, LayerPageSystem>();

/** The layer page system of an app (created once, by the first layer page shown). */
export function layerPageSystemOf(app: AppSystem): LayerPageSystem {
  const existing = systems.get(app);
  if (existing) return existing;
  const system = create(app);
  systems.set(app, system);
  return system;
}

/** The layer page system when a layer page created it. */
export function existingLayerPageSystem(app: AppSystem): LayerPageSystem | undefined {
  return systems.get(app);
}
