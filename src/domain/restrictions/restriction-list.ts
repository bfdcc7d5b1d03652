/**
 * The list of an area's restrictions as a reader wants it: a road mapped in several OSM ways
 * with the same rule (« Hauteur limitée à 2,70 m – N 15 » on three ways) is one line that says
 * how many sections carry it, placed at its first. Unnamed roads are never merged: two
 * « Voie sans nom » are two roads. Zod-free.
 */
import type { RestrictionItem } from './api';

function sameRule(a: RestrictionItem, b: RestrictionItem): boolean {
  return (
    a.road !== null &&
    a.road === b.road &&
    a.kind === b.kind &&
    a.value === b.value &&
    a.conditional === b.conditional
  );
}

/** Merges the items of one road with one rule (in any order), keeping the first's place. */
export function mergeSections(items: readonly RestrictionItem[]): RestrictionItem[] {
  const merged: RestrictionItem[] = [];
  for (const item of items) {
    const index = merged.findIndex((m) => sameRule(m, item));
    const first = merged[index];
    if (first) merged[index] = { ...first, sections: (first.sections ?? 1) + 1 };
    else merged.push(item);
  }
  return merged;
}

/** How many mapped restrictions a merged list shows: each line counts its sections. */
export function listedCount(items: readonly Pick<RestrictionItem, 'sections'>[]): number {
  return items.reduce((n, item) => n + (item.sections ?? 1), 0);
}
