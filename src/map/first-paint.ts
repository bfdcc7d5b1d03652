/** Waiting for the page's first contentful paint (the shell on screen) before heavy work. */

const painted = (): boolean =>
  performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;

/** Resolves after the next frame has been painted (a task queued from its frame callback). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * Resolves once the page's first contentful paint is on screen, and one frame more so that all of
 * that paint's content is recorded (at once when it already was; after `maxWaitMs` at most, and
 * at once where the browser does not report paints).
 */
export async function afterFirstPaint(maxWaitMs: number): Promise<void> {
  if (painted()) return;
  if (typeof PerformanceObserver === 'undefined') return;
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
  await new Promise<void>((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, maxWaitMs);
    function done(): void {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
  await nextFrame();
}
