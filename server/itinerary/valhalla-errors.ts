/**
 * Maps Valhalla's errors to the API's error catalogue. The Actor rejects with an Error whose
 * message is `<Action> error: <Valhalla message>`; the messages are Valhalla's error codes'
 * texts (loki 1xx, thor 4xx, odin 5xx). Nothing reaches the client as a 500 with a stack.
 */
import { AppError } from '../core/errors';

/** How an error of one provider is handled. */
export type ValhallaFailure =
  | { kind: 'no-route'; message: string }
  | { kind: 'unavailable'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'engine'; message: string };

/** Unreachable points: the per-mode "no route" message. */
const NO_ROUTE = [
  /No suitable edges near location/i,
  /unconnected regions/i,
  /No path could be found/i,
  /Location is unreachable/i,
  /breakage distance/i,
  /Cannot reach destination/i,
  /Exact route match algorithm failed/i,
  /Map Match algorithm failed/i,
  /Maneuver list is empty/i,
  /Trip path does not have any nodes/i,
];

/** Limits of a mode (too far to walk…): the provider is not available for this request. */
const UNAVAILABLE = [/exceeds the max distance/i, /Exceeded max locations/i, /too far from/i];

/** Malformed requests (should not happen after our own validation). */
const INVALID = [
  /Failed to parse/i,
  /Insufficient number of locations/i,
  /Date and time/i,
  /Invalid date_type/i,
  /No costing method/i,
  /No shape provided/i,
  /Bad encoded polyline/i,
  /out of bounds/i,
];

/** What a client reads when the engine refuses a request our validation let through. */
export const ENGINE_REFUSED = "le moteur d'itinéraire ne peut pas lire cette demande";

/** The Valhalla message of a rejection. */
export function valhallaMessage(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error);
  return raw.replace(/^[A-Za-z_ ]+ error: /, '').trim();
}

/** Classifies a rejection of the Actor. */
export function classifyValhallaError(error: unknown): ValhallaFailure {
  const message = valhallaMessage(error);
  if (NO_ROUTE.some((r) => r.test(message))) return { kind: 'no-route', message };
  if (UNAVAILABLE.some((r) => r.test(message))) return { kind: 'unavailable', message };
  if (INVALID.some((r) => r.test(message))) return { kind: 'invalid', message };
  return { kind: 'engine', message };
}

/** The catalogue error of a failure (for a single-provider request). */
export function failureToAppError(
  failure: ValhallaFailure,
  context: { provider: string; mode: string },
): AppError {
  // The engine's own words are logged (`internal`), never sent to the client.
  const internal = { ...context, engine: failure.message };
  switch (failure.kind) {
    case 'no-route':
    case 'unavailable':
      return new AppError('NO_ROUTE', {}, context).withInternal(internal);
    case 'invalid':
      return new AppError('VALIDATION', { details: ENGINE_REFUSED }, context).withInternal(
        internal,
      );
    default:
      return new AppError('ROUTING_FAILED', {}, context).withInternal(internal);
  }
}
