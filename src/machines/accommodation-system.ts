/**
 * The accommodation offer's actor of an app (accommodation-machine.ts), created by the first
 * results shown: the situation read from the itinerary, the consent and the browser (the last
 * time shown, gated storage), and the time shown written back.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { ACCOMMODATION_STORAGE_KEY } from '../domain/accommodation';
import { allows } from '../domain/consent/consent';
import type { AppSystem } from './app-system';
import { accommodationMachine } from './accommodation-machine';
import type { ItineraryContext } from './itinerary-types';

/** The running offer actor. */
export type AccommodationActor = ActorRefFrom<typeof accommodationMachine>;

const actors = new WeakMap<AppSystem, AccommodationActor>();

/** The actor of an app (created and started once). */
export function accommodationOf(app: AppSystem): AccommodationActor {
  const existing = actors.get(app);
  if (existing) return existing;
  const actor = createActor(
    accommodationMachine.provide({
      actions: {
        remember: ({ context }) => {
          if (context.shownAt !== null)
            app.storage?.setItem(ACCOMMODATION_STORAGE_KEY, String(context.shownAt));
        },
      },
    }),
  );
  actor.start();
  app.own(() => actor.stop());
  actors.set(app, actor);
  return actor;
}

function lastShown(app: AppSystem): number | null {
  const value = Number(app.storage?.getItem(ACCOMMODATION_STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Tells the actor that results are shown for `itinerary`, at `now`. */
export function resultsShown(app: AppSystem, itinerary: ItineraryContext, now = Date.now()): void {
  accommodationOf(app).send({
    type: 'results.shown',
    situation: {
      steps: itinerary.steps,
      departNow: itinerary.timeOptions.when === 'NOW',
      bookingAllowed: allows(app.consent.getSnapshot().context.consent, 'booking-partner'),
      lastShown: lastShown(app),
      now,
    },
  });
}
