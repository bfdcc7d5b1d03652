/**
 * What the GBFS reader tells operators, in English: every message names the system (its id in
 * the region file, or the URL the recorder was given) and the feed. A fatal one is a GbfsError
 * (the system cannot be used); a missing feed is a warning of the snapshot, with what it costs.
 */

/** A GBFS system that cannot be used: a document unreadable, invalid or of another version. */
export class GbfsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GbfsError';
  }
}

/** The GBFS versions Périple reads, as operators read them. */
export const READABLE_VERSIONS = '1.x, 2.x and 3.x';

/** What a system loses without each optional feed. */
const CONSEQUENCES: Readonly<Record<string, string>> = {
  station_information: 'stations not shown',
  station_status: 'stations kept without live availability, no ride starts or ends at one',
  free_bike_status: 'free-floating vehicles not shown',
  vehicle_status: 'free-floating vehicles not shown',
  system_pricing_plans: 'rides shown without a price',
};

function consequence(feed: string, defaultKind: string): string {
  if (feed === 'vehicle_types')
    return `every vehicle counted as ${defaultKind} (the system's first mode)`;
  return CONSEQUENCES[feed] ?? 'not used';
}

/** The operator messages of the reader, by situation. */
export const gbfsMessages = {
  notServed: (system: string, feed: string, reason: string) =>
    `gbfs ${system}: ${feed}.json not served (${reason})`,
  /** A feed listed by gbfs.json but not read, and what the snapshot does without it. */
  missingFeed: (system: string, feed: string, reason: string, defaultKind: string) =>
    `${gbfsMessages.notServed(system, feed, reason)}; ${consequence(feed, defaultKind)}`,
  emptyDiscovery: (system: string) =>
    `gbfs ${system}: gbfs.json lists no feeds (its data is empty)`,
  notListed: (system: string, feed: string) => `gbfs ${system}: gbfs.json lists no ${feed} feed`,
  unsupportedVersion: (system: string, feed: string, version: string) =>
    `gbfs ${system}: ${feed}.json is GBFS ${version}, which is not supported (${READABLE_VERSIONS} are)`,
  invalid: (system: string, feed: string, version: string, where: string, what: string) =>
    `gbfs ${system}: ${feed}.json (GBFS ${version}) invalid at ${where || 'the root'}: ${what}`,
  recordingUnreadable: (system: string, path: string, why: string) =>
    `gbfs ${system}: recorded file ${path} unreadable (${why})`,
  recordingInvalid: (system: string, path: string, why: string) =>
    `gbfs ${system}: recorded file ${path} invalid (${why})`,
  noSource: (system: string) => `gbfs ${system}: neither a url nor a recorded file`,
  fallback: (failure: string, path: string) => `${failure}; reading the recorded file ${path}`,
};

/** Why a fetch failed, in a few words (time-out, refused connection, DNS). */
export function fetchFailure(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError')
    return `no answer within ${timeoutMs} ms`;
  return error.cause instanceof Error ? error.cause.message : error.message;
}
