/** The GBFS systems of a region (regions/<name>.json `gbfs`), by the shared mode they serve. */
import { resolveLocalPath } from '../../../artefacts/shared-data';
import type { Region } from '../../../src/domain/region';
import { GbfsFeed, type GbfsFeedOptions, type ShareKind } from './gbfs-feed';

/** The systems of one deployment. */
export class GbfsRegistry {
  constructor(readonly feeds: readonly GbfsFeed[]) {}

  /** The systems a region lists (recorded paths relative to the repository). */
  static fromRegion(
    region: Pick<Region, 'gbfs'>,
    options: GbfsFeedOptions & { repoRoot: string },
  ): GbfsRegistry {
    return new GbfsRegistry(
      region.gbfs.map(
        (f) =>
          new GbfsFeed(
            {
              id: f.id,
              label: f.label,
              modes: f.modes,
              url: f.url,
              recorded: f.recorded
                ? resolveLocalPath(options.repoRoot, f.recorded.path)
                : undefined,
            },
            options,
          ),
      ),
    );
  }

  /** The systems serving a mode. */
  feedsFor(kind: ShareKind): GbfsFeed[] {
    return this.feeds.filter((f) => f.config.modes.includes(kind));
  }
}
