/**
 * Which feeds of a region make the timetable: each is read on its own, so a feed that cannot be
 * read, gives no usable trip, or loses too many trips since the previous import is dropped and
 * said, and the others are built. No usable feed at all fails the stage: the previous timetable
 * stays in service.
 */
import type { Manifest } from '../../../src/domain/artefacts';
import { GtfsFeedError, readGtfsFeed, unusableReason } from '../../sources/gtfs/feed';
import type { GtfsFeed } from '../../sources/gtfs/types';
import type { ImportChoices } from '../../core/stage';

/** A feed left out of the timetable and why. */
export interface DroppedFeed {
  id: string;
  reason: string;
}

/** The trips each feed gave the previous timetable (from its manifest). */
export function previousFeedTrips(
  previous: Pick<Manifest, 'meta'> | undefined,
): Map<string, number> {
  const value: unknown = previous?.meta?.feedTrips;
  const out = new Map<string, number>();
  if (typeof value !== 'object' || value === null) return out;
  for (const [id, n] of Object.entries(value)) if (typeof n === 'number') out.set(id, n);
  return out;
}

/** Why a feed's trip count is refused against the previous import, if it is. */
export function tripDropReason(options: {
  trips: number;
  before: number | undefined;
  choices: ImportChoices;
}): string | undefined {
  const { trips, before, choices } = options;
  if (before === undefined || before === 0 || choices.force) return undefined;
  const drop = ((before - trips) / before) * 100;
  if (drop <= choices.maxTripDrop) return undefined;
  return `its trips fell from ${before} to ${trips} (−${Math.round(drop)} %, more than the accepted −${choices.maxTripDrop} %); run the import with --force to accept it`;
}

/** Reads one feed; undefined with the reason when it cannot be used. */
export async function readUsableFeed(options: {
  feed: { id: string; path: string };
  before: number | undefined;
  choices: ImportChoices;
}): Promise<{ feed: GtfsFeed } | { dropped: DroppedFeed }> {
  const { id } = options.feed;
  let feed: GtfsFeed;
  try {
    feed = await readGtfsFeed(options.feed);
  } catch (error) {
    if (error instanceof GtfsFeedError) return { dropped: { id, reason: error.reason } };
    throw error;
  }
  const reason =
    unusableReason(feed) ??
    tripDropReason({
      trips: feed.stopTimes.size,
      before: options.before,
      choices: options.choices,
    });
  return reason ? { dropped: { id, reason } } : { feed };
}

/** The stage's verdict once every feed is read: throws when the timetable must not be built. */
export function checkSelection(options: {
  feeds: readonly GtfsFeed[];
  dropped: readonly DroppedFeed[];
  choices: ImportChoices;
}): void {
  const { feeds, dropped, choices } = options;
  const list = dropped.map((d) => `GTFS feed '${d.id}': ${d.reason}`).join('\n  ');
  if (dropped.length > 0 && choices.strictFeeds)
    throw new Error(`unusable feed(s) with --strict-feeds:\n  ${list}`);
  if (dropped.length > 0 && feeds.length === 0)
    throw new Error(`no usable GTFS feed; the previous timetable stays in service:\n  ${list}`);
}
