/**
 * The itinerary actor of an app system, created on first use by the (lazily loaded) itinerary
 * screens so that its code stays out of the initial bundle. It follows the interface locale and
 * is wired to the API client; its map layer is registered once (src/map/route-layer.ts).
 */
import { accountSystemOf } from './account-system';
import { syncItineraryPreferences } from './itinerary-preferences';
import { createActor, type ActorRefFrom } from 'xstate';
import type { ElevationData, InventoryData, Roadbook } from '../domain/itinerary/types';
import { createItineraryApi, type ItineraryApi } from '../services/itinerary-api';
import type { AppSystem } from './app-system';
import { itineraryMachine } from './itinerary-machine';
import { itineraryServices } from './itinerary-services';
import { loaderMachine, type LoaderActor } from './loader-machine';
import { createStepFields, type StepFields } from './step-fields';

/** The running itinerary actor. */
export type ItineraryActor = ActorRefFrom<typeof itineraryMachine>;

/** What the itinerary screens share: the actor, the API client, UI hooks of the map layer. */
export interface ItinerarySystem {
  app: AppSystem;
  actor: ItineraryActor;
  api: ItineraryApi;
  /** True while an itinerary screen is shown (the app's screen actor; the map layer reads it). */
  readonly visible: boolean;
  /** The combobox of each step row. */
  fields: StepFields;
  /** The default options of the language (loaded with the system and on each language). */
  inventory: LoaderActor<string, InventoryData>;
  /** The roadbook of a route, by its roadbook link. */
  roadbook: LoaderActor<string, Roadbook>;
  /** The elevation profile of a route, by its encoded polyline. */
  elevation: LoaderActor<string, ElevationData>;
  /** Stops the actors and their subscriptions. */
  stop(): void;
  /** Called after a step was chosen on the map or in its field (the screen may then compute). */
  afterStepChosen: () => void;
  /** Sets what `afterStepChosen` does. */
  setAfterStepChosen(run: () => void): void;
  /** Called after another route was chosen on the map (the screen's address then follows). */
  afterRouteChosen: () => void;
  /** Sets what `afterRouteChosen` does. */
  setAfterRouteChosen(run: () => void): void;
  /**
   * Holds the routes' framing (`true`: a roadbook's manoeuvre is shown, no pop-in nor turn of
   * the phone frames the trip over it), or releases it and frames the routes again as computed,
   * unless the visitor has moved the map since; set by the map's route layer.
   */
  holdFraming: (held: boolean) => void;
  /** Sets what `holdFraming` does. */
  setHoldFraming(run: (held: boolean) => void): void;
}

const systems = new WeakMap<AppSystem, ItinerarySystem>();

function loaders(api: ItineraryApi) {
  const started = <A extends { start(): unknown }>(actor: A): A => {
    actor.start();
    return actor;
  };
  return {
    inventory: started(
      createActor(
        loaderMachine('inventory', (lang: string, signal) => api.inventory(lang, signal)),
      ),
    ),
    roadbook: started(
      createActor(loaderMachine('roadbook', (link: string, signal) => api.roadbook(link, signal))),
    ),
    elevation: started(
      createActor(
        loaderMachine('elevation', (encoded: string, signal) => api.elevation(encoded, signal)),
      ),
    ),
  };
}

/** Follows the interface locale; stamps the itinerary when a roadbook arrives. */
function follow(app: AppSystem, actor: ItineraryActor, data: ReturnType<typeof loaders>) {
  const lang = (): string => app.locale.getSnapshot().context.locale;
  data.inventory.send({ type: 'load', key: lang(), input: lang() });
  const locale = app.locale.subscribe(({ context }) => {
    data.inventory.send({ type: 'load', key: context.locale, input: context.locale });
    if (context.locale !== actor.getSnapshot().context.lang)
      actor.send({ type: 'lang.set', lang: context.locale });
  });
  let stamped: string | null = null;
  const roadbook = data.roadbook.subscribe((s) => {
    if (s.value !== 'ready' || s.context.key === stamped) return;
    stamped = s.context.key;
    actor.send({ type: 'roadbook.stamp' });
  });
  return () => {
    locale.unsubscribe();
    roadbook.unsubscribe();
  };
}

function create(app: AppSystem, api: ItineraryApi): ItinerarySystem {
  const machine = itineraryMachine.provide({
    actors: itineraryServices(api, () => app.map.getSnapshot().context.bbox),
  });
  const actor = createActor(machine, { input: { lang: app.locale.getSnapshot().context.locale } });
  actor.start();
  const data = loaders(api);
  const unfollow = follow(app, actor, data);
  const unsync = syncItineraryPreferences({ actor }, accountSystemOf(app));
  const system: ItinerarySystem = {
    app,
    actor,
    api,
    fields: createStepFields(app, { actor, afterPick: () => system.afterStepChosen() }),
    ...data,
    get visible() {
      return app.screen.getSnapshot().context.itinerary;
    },
    afterStepChosen: () => undefined,
    setAfterStepChosen(run) {
      system.afterStepChosen = run;
    },
    afterRouteChosen: () => undefined,
    setAfterRouteChosen(run) {
      system.afterRouteChosen = run;
    },
    holdFraming: () => undefined,
    setHoldFraming(run) {
      system.holdFraming = run;
    },
    stop() {
      unfollow();
      unsync();
      system.fields.stop();
      for (const a of [actor, data.inventory, data.roadbook, data.elevation]) a.stop();
    },
  };
  return system;
}

/** The itinerary system of an app system (created once). */
export function itinerarySystemOf(app: AppSystem, api?: ItineraryApi): ItinerarySystem {
  let system = systems.get(app);
  if (!system) {
    const created = create(app, api ?? app.clients.itinerary ?? createItineraryApi());
    systems.set(app, created);
    app.own(() => {
      created.stop();
      systems.delete(app);
    });
    system = created;
  }
  return system;
}

/** The itinerary system if it was created (the map layer checks it without creating it). */
export function existingItinerarySystem(app: AppSystem): ItinerarySystem | undefined {
  return systems.get(app);
}
