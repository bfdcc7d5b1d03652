/**
 * The incentive actor of an app system (issue 15), started once the first screen is up: its
 * memory and the visit count from the app's gated storage, the consent and the account followed
 * (the pop-ins wait for the consent's answer; the account pop-in is for visitors not signed in).
 */
import { createActor, type ActorRefFrom } from 'xstate';
import {
  INCENTIVES_STORAGE_KEY,
  parseIncentiveMemory,
  type PushPermission,
} from '../domain/incentives';
import { visitsOf } from '../services/visits';
import { withAccountSystem } from './account-registry';
import type { AppSystem } from './app-system';
import { incentiveMachine, type IncentiveEvent } from './incentive-machine';

/** The running incentive actor. */
export type IncentiveActor = ActorRefFrom<typeof incentiveMachine>;

/** What the pop-ins do outside the machine (the browser and the router). */
export interface IncentiveEffects {
  /** The browser's notification permission now. */
  permission(): PushPermission;
  /** Asks the browser's permission (the push pop-in accepted). */
  askPermission(): Promise<PushPermission>;
  openAccount(): void;
  openPoisOnRoute(): void;
}

const actors = new WeakMap<AppSystem, IncentiveActor>();

function readKept(app: AppSystem): string | null {
  try {
    return app.storage?.getItem(INCENTIVES_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function create(app: AppSystem, effects: IncentiveEffects): IncentiveActor {
  const machine = incentiveMachine.provide({
    actions: {
      persist: (_, { memory }) => {
        try {
          app.storage?.setItem(INCENTIVES_STORAGE_KEY, JSON.stringify(memory));
        } catch {
          // Storage full or refused: the pop-in may show again next visit.
        }
      },
      askPermission: () => {
        void effects
          .askPermission()
          .catch((): PushPermission => 'denied')
          .then((permission) => actor.send({ type: 'push.answered', permission }));
      },
      openAccount: () => effects.openAccount(),
      openPoisOnRoute: () => effects.openPoisOnRoute(),
    },
  });
  const actor = createActor(machine, {
    input: {
      memory: parseIncentiveMemory(readKept(app)),
      visits: visitsOf(app.storage),
      permission: effects.permission(),
    },
  });
  return actor;
}

function follow(app: AppSystem, actor: IncentiveActor): () => void {
  const consent = (snapshot: ReturnType<AppSystem['consent']['getSnapshot']>): void => {
    const answer = snapshot.context.consent;
    actor.send({
      type: 'consent',
      answered: snapshot.matches('decided'),
      push: answer?.granted.has('push_notifications') === true,
      storage: answer?.granted.has('storage') === true,
    });
  };
  consent(app.consent.getSnapshot());
  const consents = app.consent.subscribe(consent);
  let accounts: { unsubscribe(): void } | undefined;
  withAccountSystem(app, ({ account }) => {
    const send = (connected: boolean) => actor.send({ type: 'account', connected });
    send(account.getSnapshot().matches('connected'));
    accounts = account.subscribe((s) => send(s.matches('connected')));
  });
  return () => {
    consents.unsubscribe();
    accounts?.unsubscribe();
  };
}

/** Starts the incentive actor of `app` (once; later calls answer the same actor). */
export function startIncentives(app: AppSystem, effects: IncentiveEffects): IncentiveActor {
  const existing = actors.get(app);
  if (existing) return existing;
  const actor = create(app, effects);
  actors.set(app, actor);
  actor.start();
  const unfollow = follow(app, actor);
  app.own(() => {
    unfollow();
    actor.stop();
    actors.delete(app);
  });
  return actor;
}

/** The incentive actor if it was started (screens tell it what they show). */
export function existingIncentives(app: AppSystem): IncentiveActor | undefined {
  return actors.get(app);
}

/** Results shown before the actor started (it starts a while after the first screen). */
const pendingResults = new WeakMap<AppSystem, IncentiveEvent>();

/**
 * Tells the pop-ins that itinerary results are on screen; before the actor has started (a shared
 * itinerary link, a quick visitor), it is told once it has, unless the results are gone by then.
 */
export function tellResultsShown(app: AppSystem, now: number): void {
  const event: IncentiveEvent = { type: 'results.shown', now };
  const actor = actors.get(app);
  if (actor) actor.send(event);
  else pendingResults.set(app, event);
}

/** The results left the screen: nothing to tell the actor about them any more. */
export function forgetResultsShown(app: AppSystem): void {
  pendingResults.delete(app);
}

/** Tells a just-started actor the results shown before it started (after its first page view). */
export function deliverPendingResults(app: AppSystem): void {
  const event = pendingResults.get(app);
  pendingResults.delete(app);
  if (event) actors.get(app)?.send(event);
}
