/**
 * One GBFS system of the region: read live from its auto-discovery URL (gbfs.json, then the
 * feeds it lists; GBFS 1.x, 2.x or 3.x) and kept for the documents' ttl, or from a recorded file
 * offline (also the fallback when the live read fails). What operators should know (a feed not
 * served, a system that cannot be read) is reported once while it lasts.
 */
import { fetchGbfsDocuments, readRecording, type GbfsFetchOptions } from './gbfs-documents';
import { GbfsError, gbfsMessages } from './gbfs-messages';
import { snapshotOf, type GbfsFeedConfig, type GbfsSnapshot } from './gbfs-snapshot';

export type { GbfsFetchOptions } from './gbfs-documents';
export type {
  GbfsFeedConfig,
  GbfsSnapshot,
  GbfsStation,
  GbfsVehicle,
  ShareKind,
} from './gbfs-snapshot';

/** Documents are kept at least this long (seconds), at most MAX_CACHE_SECONDS. */
export const MIN_CACHE_SECONDS = 15;
/** Documents are kept at most this long (seconds), whatever their ttl. */
export const MAX_CACHE_SECONDS = 300;

/** How a system is read, and where its operator messages go. */
export interface GbfsFeedOptions extends GbfsFetchOptions {
  now?: (() => number) | undefined;
  /** Receives each operator message once while it lasts (default: console.warn). */
  report?: ((message: string) => void) | undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One system: the live snapshot kept for its ttl, the recorded one as the fallback. */
export class GbfsFeed {
  private cached: { at: number; snapshot: Promise<GbfsSnapshot> } | undefined;
  private told = new Set<string>();

  constructor(
    readonly config: GbfsFeedConfig,
    private readonly options: GbfsFeedOptions = {},
  ) {}

  /** Reports the messages not reported by the previous read. */
  private tell(messages: readonly string[]): void {
    const report = this.options.report ?? ((message: string) => console.warn(message));
    for (const message of messages) if (!this.told.has(message)) report(message);
    this.told = new Set(messages);
  }

  private async read(notes: string[]): Promise<GbfsSnapshot> {
    const { id, url, recorded } = this.config;
    if (url) {
      try {
        const documents = await fetchGbfsDocuments(url, { ...this.options, system: id });
        return snapshotOf(documents, this.config, 'live');
      } catch (error) {
        if (!recorded) throw error;
        notes.push(gbfsMessages.fallback(messageOf(error), recorded));
      }
    }
    if (!recorded) throw new GbfsError(gbfsMessages.noSource(id));
    return snapshotOf(await readRecording(recorded, id), this.config, 'recorded');
  }

  private async load(): Promise<GbfsSnapshot> {
    const notes: string[] = [];
    try {
      const snapshot = await this.read(notes);
      this.tell([...notes, ...snapshot.warnings]);
      return snapshot;
    } catch (error) {
      const failure = error instanceof GbfsError ? error : new GbfsError(messageOf(error));
      this.tell([...notes, failure.message]);
      throw failure;
    }
  }

  /** The current snapshot (a failed read is not kept). */
  snapshot(): Promise<GbfsSnapshot> {
    const now = (this.options.now ?? Date.now)();
    const c = this.cached;
    if (c && now < c.at) return c.snapshot;
    const snapshot = this.load();
    this.cached = { at: now + MIN_CACHE_SECONDS * 1000, snapshot };
    snapshot.then(
      (s) => {
        const keep = Math.min(MAX_CACHE_SECONDS, Math.max(MIN_CACHE_SECONDS, s.ttl));
        if (this.cached?.snapshot === snapshot) this.cached.at = now + keep * 1000;
      },
      () => {
        if (this.cached?.snapshot === snapshot) this.cached = undefined;
      },
    );
    return snapshot;
  }
}
