/**
 * The POI actors of an app system (catalogue, map POI list, POI sheet, POIs on my route, radius
 * tool), created on first use by the lazily loaded POI screens so that their code stays out of the
 * initial bundle (the catalogue comes from poi-catalogue-actor.ts, which the home's menu uses
 * alone). They follow the interface locale and the device class; the map layers read
 * which list is on display from here (src/map/poi-layer.ts, src/map/radius-layer.ts).
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createPoiApi, type PoiApi, type PoiListRequest } from '../services/poi-api';
import { createSearchApi } from '../services/search-api';
import type { AppSystem } from './app-system';
import { hotelRoomsMachine, type HotelRoomsQuery } from './hotel-rooms-machine';
import { hoverHighlightMachine } from './hover-highlight-machine';
import type { PoiDisplay } from './screen-machine';
import { poiCatalogueOf, type PoiCatalogueActor } from './poi-catalogue-actor';
import { poiListMachine, type MoveDevice } from './poi-list-machine';
import { poiSheetMachine } from './poi-sheet-machine';
import { poisOnRouteMachine, type FetchOnRouteInput } from './pois-on-route-machine';
import { radiusToolMachine, type FoundCenter } from './radius-tool-machine';
import { stepOfChoice } from '../domain/itinerary/step-choice';
import { createPlaceField, type StepFieldActor } from './step-fields';

export type { PoiDisplay } from './screen-machine';

/** The running POI actors and what the map layers read. */
export interface PoiSystem {
  app: AppSystem;
  api: PoiApi;
  catalogue: PoiCatalogueActor;
  list: ActorRefFrom<typeof poiListMachine>;
  sheet: ActorRefFrom<typeof poiSheetMachine>;
  onRoute: ActorRefFrom<typeof poisOnRouteMachine>;
  radius: ActorRefFrom<typeof radiusToolMachine>;
  /** The radius tool's place field: suggestions as typed, « Ma position », recent searches. */
  radiusField: StepFieldActor;
  /** Room prices of the accommodation sheet. */
  hotelRooms: ActorRefFrom<typeof hotelRoomsMachine>;
  /** The place the pointer rests on, marked on the map and in the list after 500 ms. */
  highlight: ActorRefFrom<typeof hoverHighlightMachine>;
  /** Which POIs the map shows (the app's screen actor). */
  readonly display: PoiDisplay;
  /** True while the radius tool is shown (the app's screen actor). */
  readonly radiusVisible: boolean;
}

const systems = new WeakMap<AppSystem, PoiSystem>();

const deviceOf = (app: AppSystem): MoveDevice =>
  app.device.getSnapshot().context.deviceClass === 'ge' ? 'desktop' : 'mobile';

/** Forward geocoding of the radius tool's search: the first address, null when none. */
function locator() {
  const search = createSearchApi();
  return async (query: string, signal: AbortSignal): Promise<FoundCenter | null> => {
    const answer = await search.forward({ q: query }, signal).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    });
    const first = answer?.addresses.features[0];
    return first ? { point: first.coordinates, label: first.label } : null;
  };
}

type Io<T> = { input: T; signal: AbortSignal };

function listActors(app: AppSystem, api: PoiApi) {
  const localeOf = () => app.locale.getSnapshot().context.locale;
  return {
    list: createActor(
      poiListMachine.provide({
        actors: {
          fetchList: fromPromise(({ input, signal }: Io<PoiListRequest>) =>
            api.list(input, signal),
          ),
        },
      }),
      { input: { device: deviceOf(app), locale: localeOf() } },
    ),
    onRoute: createActor(
      poisOnRouteMachine.provide({
        actors: {
          fetchOnRoute: fromPromise(({ input, signal }: Io<FetchOnRouteInput>) =>
            api.poisOnRoute({ ...input, locale: localeOf() }, signal),
          ),
        },
      }),
    ),
  };
}

function toolActors(app: AppSystem, api: PoiApi) {
  const localeOf = () => app.locale.getSnapshot().context.locale;
  const locate = locator();
  return {
    sheet: createActor(
      poiSheetMachine.provide({
        actors: {
          loadPoi: fromPromise(({ input, signal }: Io<string>) =>
            api.poi(input, localeOf(), signal),
          ),
          loadTab: fromPromise(
            async ({ input, signal }: Io<string>) =>
              (await api.tab(input, localeOf(), signal)).blocks,
          ),
        },
      }),
    ),
    radius: createActor(
      radiusToolMachine.provide({
        actors: {
          geocode: fromPromise(({ input, signal }: Io<string>) => locate(input, signal)),
          isochrone: fromPromise(({ input, signal }) => api.isochrone(input, signal)),
        },
      }),
    ),
  };
}

function hotelActor(api: PoiApi) {
  return createActor(
    hotelRoomsMachine.provide({
      actors: {
        hotelRooms: fromPromise(({ input, signal }: Io<HotelRoomsQuery>) =>
          api.hotelRooms(input, signal),
        ),
      },
    }),
  );
}

function createActors(app: AppSystem, api: PoiApi) {
  return {
    ...listActors(app, api),
    ...toolActors(app, api),
    hotelRooms: hotelActor(api),
    highlight: createActor(hoverHighlightMachine),
  };
}

/**
 * The radius tool's field: a place picked (or the position) becomes the centre; text left typed
 * is searched, as the itinerary resolves a step's typed text.
 */
function radiusFieldOf(app: AppSystem, radius: PoiSystem['radius']): StepFieldActor {
  return createPlaceField(app, {
    picked: (choice) => {
      const { coordinates, label } = stepOfChoice(choice);
      if (coordinates) radius.send({ type: 'center.set', point: coordinates, label });
    },
    typed: (text) => radius.send({ type: 'search', query: text }),
    cleared: () => undefined,
  });
}

/** Clears the mark when the place marked, or about to be, is not in the list shown. */
function clearGone(actors: ReturnType<typeof createActors>, display: PoiDisplay): void {
  const { highlightedId, pendingId } = actors.highlight.getSnapshot().context;
  if (highlightedId === null && pendingId === null) return;
  const shown = display === 'route' ? actors.onRoute : actors.list;
  const ids = new Set(shown.getSnapshot().context.pois.map((p) => p.id));
  const gone = [highlightedId, pendingId].some((id) => id !== null && !ids.has(id));
  if (gone) actors.highlight.send({ type: 'hover.clear' });
}

function create(app: AppSystem, api: PoiApi): PoiSystem {
  const actors = createActors(app, api);
  for (const actor of Object.values(actors)) actor.start();
  const radiusField = radiusFieldOf(app, actors.radius);
  let locale = app.locale.getSnapshot().context.locale;
  let display = app.screen.getSnapshot().context.poiDisplay;
  const subscriptions = [
    // Another list, or none: the pointer rests on nothing of it (a line clicked away leaves no
    // « mouseleave »).
    app.screen.subscribe(({ context }) => {
      if (context.poiDisplay === display) return;
      display = context.poiDisplay;
      actors.highlight.send({ type: 'hover.clear' });
    }),
    // The list answered for a new box, a filter, another source: a place marked or about to be
    // that is no longer in it is not marked when it comes back.
    actors.list.subscribe(() => clearGone(actors, display)),
    actors.onRoute.subscribe(() => clearGone(actors, display)),
    app.locale.subscribe(({ context }) => {
      if (context.locale === locale) return;
      locale = context.locale;
      actors.list.send({ type: 'locale.set', locale });
      actors.sheet.send({ type: 'locale.set' });
    }),
    app.device.subscribe(() => actors.list.send({ type: 'device.set', device: deviceOf(app) })),
  ];
  app.own(() => {
    for (const s of subscriptions) s.unsubscribe();
    for (const actor of Object.values(actors)) actor.stop();
    radiusField.stop();
    systems.delete(app);
  });
  const system: PoiSystem = {
    app,
    api,
    catalogue: poiCatalogueOf(app, api),
    ...actors,
    radiusField,
    get display() {
      return app.screen.getSnapshot().context.poiDisplay;
    },
    get radiusVisible() {
      return app.screen.getSnapshot().context.radius;
    },
  };
  return system;
}

/** The POI system of an app system (created once). */
export function poiSystemOf(app: AppSystem, api?: PoiApi): PoiSystem {
  let system = systems.get(app);
  if (!system) {
    system = create(app, api ?? app.clients.poi ?? createPoiApi());
    systems.set(app, system);
  }
  return system;
}

/** The POI system if it was created (the map layers check it without creating it). */
export function existingPoiSystem(app: AppSystem): PoiSystem | undefined {
  return systems.get(app);
}
