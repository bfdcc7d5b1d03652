/**
 * The resources a page started before a performance mark, on the page's own clock (run in the
 * page): Playwright's request events come on the wall clock, a second or more late on a busy
 * machine. Used by e2e/budget.spec.ts and the bundle bench to count the first screen's scripts.
 */
export function resourcesStartedBefore(mark: string): string[] {
  const at = performance.getEntriesByName(mark)[0]?.startTime ?? performance.now();
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime <= at)
    .map((e) => e.name);
}
