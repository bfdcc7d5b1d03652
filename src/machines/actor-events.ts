/**
 * What a done or error event of an invoked actor carries, read without casts where a guard or an
 * action of `setup` sees the machine's whole event union.
 */

/** The `output` of a done event, undefined for any other event. */
export function outputOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'output' in event
    ? event.output
    : undefined;
}

/** The `error` of an error event, undefined for any other event. */
export function errorOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null && 'error' in event ? event.error : undefined;
}

/** The HTTP status of a failure, when it has one. */
export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
    ? error.status
    : undefined;
}
