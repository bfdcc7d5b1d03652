/**
 * The step fields of the itinerary: one step-field actor per row (departure, stops, arrival),
 * created on first use, wired to the app's search API (suggestions), its geolocation actor
 * (« Ma position »), its recent searches, and to the itinerary actor, whose steps they set.
 */
import { favoritesInOrder } from '../domain/account/favorites';
import type { FavoritePlace } from '../domain/itinerary/step-choice';
import { existingAccountSystem } from './account-system';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Bbox } from '../domain/geo';
import { stepOfChoice, type PlaceResult, type StepChoice } from '../domain/itinerary/step-choice';
import { emptyStep, stepFromQuery } from '../domain/itinerary/steps';
import { createTranslator } from '../i18n/translate';
import type { AppSystem } from './app-system';
import type { ItineraryEvent } from './itinerary-types';
import type { HistoryEntry } from './search-history';
import { suggestionsLogic } from './search-system';
import { stepFieldMachine, type LocatedPosition } from './step-field-machine';

/** A running step field. */
export type StepFieldActor = ActorRefFrom<typeof stepFieldMachine>;

/** The itinerary side of the fields: the actor whose steps they set, and what follows a pick. */
export interface StepFieldTarget {
  actor: { send(event: ItineraryEvent): void };
  /** Called after a field picked a place (the screen may then compute). */
  afterPick(): void;
}

/** Longest wait for the device's position, ms (the request itself times out after 5 s, §9). */
export const LOCATE_TIMEOUT_MS = 12_000;

/** The recent-search entry of a place chosen in a step. */
export function historyEntryOf(result: PlaceResult, date: Date): HistoryEntry {
  const place = result.kind === 'address' ? result.address : result.poi;
  return {
    label: place.label,
    split_label: place.split_label ?? [place.label, ''],
    type: result.kind,
    date: date.toISOString(),
    result,
  };
}

/** « Ma position » in the visitor's locale: the label of a step at the device's position. */
export function myPositionLabel(app: AppSystem): string {
  return createTranslator(app.locale.getSnapshot().context.locale)('itinerary.step.myPosition');
}

/** Waits for the device's position from the geolocation actor (asking it for one if needed). */
export function locateWith(app: AppSystem, signal: AbortSignal): Promise<LocatedPosition> {
  const label = myPositionLabel(app);
  const { geolocation } = app;
  return new Promise((resolve, reject) => {
    const done = (error?: Error): void => {
      clearTimeout(timer);
      subscription.unsubscribe();
      signal.removeEventListener('abort', abort);
      const { position } = geolocation.getSnapshot().context;
      if (error || !position) reject(error ?? new Error('no position'));
      else resolve({ point: { lng: position.lng, lat: position.lat }, label });
    };
    const abort = (): void => done(new Error('cancelled'));
    const timer = setTimeout(() => done(new Error('position timed out')), LOCATE_TIMEOUT_MS);
    signal.addEventListener('abort', abort);
    const subscription = geolocation.subscribe((snapshot) => {
      const { requestStatus } = snapshot.context;
      if (requestStatus === 'granted') done();
      else if (requestStatus === 'denied' || requestStatus === 'failed')
        done(new Error(`position ${requestStatus}`));
    });
    const { requestStatus } = geolocation.getSnapshot().context;
    // Sent while pending too: a position fetched unasked at start (`resume`) is now asked for,
    // and its failure told.
    if (requestStatus === 'granted') done();
    else geolocation.send({ type: 'locate' });
  });
}

/** What a place field does with what the visitor chose, typed or emptied. */
export interface PlaceFieldHandlers {
  picked(choice: StepChoice): void;
  typed(text: string): void;
  cleared(): void;
}

/**
 * A place field on the app's suggestions and position (an itinerary step, the radius tool's
 * centre); a place chosen among the suggestions joins the recent searches.
 */
export function createPlaceField(app: AppSystem, handlers: PlaceFieldHandlers): StepFieldActor {
  const machine = stepFieldMachine.provide({
    actors: {
      fetchSuggestions: suggestionsLogic(
        app.searchApi,
        () => app.locale.getSnapshot().context.locale,
      ),
      locate: fromPromise(({ signal }) => locateWith(app, signal)),
    },
    actions: {
      picked: (_, { choice }) => {
        if (choice.kind === 'result')
          app.suggest.send({
            type: 'history.add',
            entry: historyEntryOf(choice.result, new Date()),
          });
        handlers.picked(choice);
      },
      typed: (_, { text }) => handlers.typed(text),
      cleared: () => handlers.cleared(),
    },
  });
  const actor = createActor(machine, {
    input: { geolocation: app.geolocation.getSnapshot().context.supported },
  });
  actor.start();
  return actor;
}

function createField(app: AppSystem, target: StepFieldTarget, index: number): StepFieldActor {
  return createPlaceField(app, {
    picked: (choice) => {
      target.actor.send({ type: 'step.set', index, step: stepOfChoice(choice) });
      target.afterPick();
    },
    typed: (text) => target.actor.send({ type: 'step.set', index, step: stepFromQuery(text) }),
    cleared: () => {
      const { id: _id, ...empty } = emptyStep();
      target.actor.send({ type: 'step.set', index, step: empty });
    },
  });
}

/** What a place field needs when it is focused: the recent searches, the map view, favourites. */
export function placeFieldFocus(app: AppSystem): {
  history: HistoryEntry[];
  bbox: Bbox | null;
  favorites: FavoritePlace[];
} {
  return {
    history: app.suggest.getSnapshot().context.history,
    bbox: app.map.getSnapshot().context.bbox,
    favorites: keptFavorites(app),
  };
}

/** The fields of one itinerary, by row index. */
export interface StepFields {
  /** The field of a row (created on first use). */
  at(index: number): StepFieldActor;
  /** What the field needs when it is focused: the recent searches and the map view. */
  focusContext(): { history: HistoryEntry[]; bbox: Bbox | null; favorites: FavoritePlace[] };
  /** Stops every field. */
  stop(): void;
}

/** The signed-in user's favourites, home and work first (none when signed out). */
function keptFavorites(app: AppSystem): FavoritePlace[] {
  const book = existingAccountSystem(app)?.favorites.getSnapshot().context.book;
  return book ? favoritesInOrder(book) : [];
}

/** Creates the fields of an itinerary. */
export function createStepFields(app: AppSystem, target: StepFieldTarget): StepFields {
  const fields = new Map<number, StepFieldActor>();
  return {
    at(index) {
      let field = fields.get(index);
      if (!field) {
        field = createField(app, target, index);
        fields.set(index, field);
      }
      return field;
    },
    focusContext: () => placeFieldFocus(app),
    stop() {
      for (const field of fields.values()) field.stop();
      fields.clear();
    },
  };
}
