/**
 * What the generic modal shows (`#/modale/{modalId}`, §2): the map info texts (loaded once, by
 * the first info modal opened, through the keyed loader).
 */
import { createActor } from 'xstate';
import type { MapInfoText } from '../domain/map-info';
import { createInfoTextsApi } from '../services/info-texts-api';
import type { AppSystem } from './app-system';
import { loaderMachine, type LoaderActor } from './loader-machine';

/** The key the texts are loaded under (one answer for every mode). */
export const INFO_TEXTS_KEY = 'info-texts';

const loaders = new WeakMap<AppSystem, LoaderActor<string, MapInfoText[]>>();

/** The loader of the info texts of an app (created and started once). */
export function infoTextsOf(
  app: AppSystem,
  load = createInfoTextsApi(),
): LoaderActor<string, MapInfoText[]> {
  const existing = loaders.get(app);
  if (existing) return existing;
  const actor = createActor(loaderMachine('infoTexts', (_key: string, signal) => load(signal)));
  actor.start();
  app.own(() => actor.stop());
  loaders.set(app, actor);
  return actor;
}
