/**
 * The A/B test actor of an app system (issue 15), created the first time a screen asks for a
 * variant (its code loads with that screen, not with the first page): the audience is the device
 * class fixed at load and the interface locale (followed); the enrolments are kept in the app's
 * storage, which reaches the browser only with the storage consent; without it no id is drawn.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { granted } from '../domain/consent/consent';
import { ENROLMENT_STORAGE_KEY, parseEnrolments } from '../domain/abtest/abtest';
import { createAbConfigLoader, type AbConfigLoader } from '../services/abtest-api';
import { abTestMachine } from './abtest-machine';
import type { AppSystem } from './app-system';

/** The running A/B test actor. */
export type AbTestActor = ActorRefFrom<typeof abTestMachine>;

const actors = new WeakMap<AppSystem, AbTestActor>();

function readKept(app: AppSystem): string | null {
  try {
    return app.storage?.getItem(ENROLMENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function create(app: AppSystem, load: AbConfigLoader): AbTestActor {
  const machine = abTestMachine.provide({
    actors: { loadConfig: fromPromise(({ signal }) => load(signal)) },
    actions: {
      persist: (_, { enrolments }) => {
        try {
          app.storage?.setItem(ENROLMENT_STORAGE_KEY, JSON.stringify(enrolments));
        } catch {
          // Storage full or refused: the enrolments last for the page.
        }
      },
      warn: (_, { dropped }) => {
        for (const { index, reason } of dropped)
          console.warn(`A/B configuration: entry ${index} dropped (${reason})`);
      },
    },
  });
  return createActor(machine, {
    input: {
      platform: app.device.getSnapshot().context.deviceClass,
      locale: app.locale.getSnapshot().context.locale,
      enrolments: parseEnrolments(readKept(app)),
      now: () => Date.now(),
      random: () => Math.random(),
      mayDraw: () => granted(app.consent.getSnapshot().context.consent, 'storage'),
    },
  });
}

/** The A/B test actor of `app`, created, started and loading on the first call. */
export function abTestOf(app: AppSystem): AbTestActor {
  const existing = actors.get(app);
  if (existing) return existing;
  const actor = create(app, app.clients.abtest ?? createAbConfigLoader());
  actors.set(app, actor);
  actor.start();
  actor.send({ type: 'load' });
  const locale = app.locale.subscribe((s) =>
    actor.send({ type: 'locale.set', locale: s.context.locale }),
  );
  app.own(() => {
    locale.unsubscribe();
    actor.stop();
    actors.delete(app);
  });
  return actor;
}
