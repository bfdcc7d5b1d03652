/**
 * The monitoring of an app system (issue 16): the RUM actor, told the consent (tracking with the
 * page-measurement vendor for the measurement, error monitoring with the error monitor for error
 * reports), and the page's collectors it switches. Started once the first screen is up.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Consent } from '../domain/consent/consent';
import type { VendorId } from '../domain/consent/consent-config';
import type { AppSystem } from './app-system';
import { rumMachine, type RumCollection } from './rum-machine';

/** The running RUM actor. */
export type RumActor = ActorRefFrom<typeof rumMachine>;

/** What the RUM system needs from the page. */
export interface RumEffects {
  loadConfig(): Promise<{ sampleRate: number; replaySampleRate: number }>;
  /** Switches the page's collectors. */
  apply(collection: RumCollection): void;
  /** The session's draws in [0, 1): measured, recorded. */
  draw: number;
  replayDraw: number;
}

/**
 * What the consent allows (the rule of `allows`, written here over the cookie's sets: this code
 * loads after the first screen and keeps to its own chunk).
 */
export function consentedCollection(consent: Consent | null): RumCollection {
  const has = (purpose: 'tracking' | 'error-monitoring', vendor: VendorId): boolean =>
    consent?.granted.has(purpose) === true && consent.vendors.has(vendor);
  return {
    vitals: has('tracking', 'page-measurement'),
    errors: has('error-monitoring', 'error-monitor'),
    replay: false,
  };
}

/** Starts the RUM actor of `app` (stopped with it). */
export function startRum(app: AppSystem, effects: RumEffects): RumActor {
  const machine = rumMachine.provide({
    actors: { loadConfig: fromPromise(() => effects.loadConfig()) },
    actions: { apply: (_, collection) => effects.apply(collection) },
  });
  const actor = createActor(machine, {
    input: { draw: effects.draw, replayDraw: effects.replayDraw },
  });
  actor.start();
  const tell = (consent: Consent | null): void => {
    const { vitals, errors } = consentedCollection(consent);
    actor.send({ type: 'consent', tracking: vitals, errors });
  };
  tell(app.consent.getSnapshot().context.consent);
  // Nothing consented when the page starts (the banner unanswered, or declined): the collectors
  // are told so at once, and drop what they held (a crash of before a later « oui » is not sent).
  if (actor.getSnapshot().matches('off'))
    effects.apply({ vitals: false, errors: false, replay: false });
  const subscription = app.consent.subscribe((s) => tell(s.context.consent));
  app.own(() => {
    subscription.unsubscribe();
    actor.stop();
  });
  return actor;
}
