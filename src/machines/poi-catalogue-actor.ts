/**
 * The POI catalogue actor of an app system, created on first use apart from the rest of the POI
 * system (src/machines/poi-system.ts): the home's POI menu needs the catalogue only, so its lazily
 * loaded code stays small. The actor follows the interface locale: a new locale resets the
 * catalogue, then loads it again.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { PoiConfiguration } from '../domain/geoentity';
import { createPoiApi, type PoiApi } from '../services/poi-api';
import type { AppSystem } from './app-system';
import { poiCatalogueMachine } from './poi-catalogue-machine';

/** The running catalogue actor. */
export type PoiCatalogueActor = ActorRefFrom<typeof poiCatalogueMachine>;

/** The call the catalogue needs. */
export type PoiCatalogueApi = Pick<PoiApi, 'configuration'>;

const actors = new WeakMap<AppSystem, PoiCatalogueActor>();

function create(app: AppSystem, api: PoiCatalogueApi): PoiCatalogueActor {
  const actor = createActor(
    poiCatalogueMachine.provide({
      actors: {
        loadConfiguration: fromPromise<PoiConfiguration | null, string>(({ input, signal }) =>
          api.configuration(input, signal),
        ),
      },
    }),
  );
  actor.start();
  let locale = app.locale.getSnapshot().context.locale;
  actor.send({ type: 'load', locale });
  const subscription = app.locale.subscribe(({ context }) => {
    if (context.locale === locale) return;
    locale = context.locale;
    actor.send({ type: 'reset' });
    actor.send({ type: 'load', locale });
  });
  app.own(() => {
    subscription.unsubscribe();
    actor.stop();
    actors.delete(app);
  });
  return actor;
}

/**
 * The catalogue actor of an app system, created and started once (it loads the catalogue of the
 * interface locale at once); `api` is the real client by default.
 */
export function poiCatalogueOf(app: AppSystem, api?: PoiCatalogueApi): PoiCatalogueActor {
  let actor = actors.get(app);
  if (!actor) {
    actor = create(app, api ?? app.clients.poi ?? createPoiApi());
    actors.set(app, actor);
  }
  return actor;
}
