/** The browser's events as the app's actors get them: resizes throttled (§9: 100 ms). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppSystem } from './app-system';
import { bindBrowserEvents } from './browser-events';

type Bound = Pick<AppSystem, 'device' | 'map'>;

/** A window of 1280 px bound to a device that records the widths it is sent (fake timers). */
function bound() {
  vi.useFakeTimers();
  const win = Object.assign(new EventTarget(), { innerWidth: 1280, document: new EventTarget() });
  const widths: number[] = [];
  const device = { send: (event: { width: number }) => widths.push(event.width) };
  const stop = bindBrowserEvents(
    { device, map: { send: vi.fn() } } as unknown as Bound,
    win as unknown as Window,
  );
  return { win, widths, stop };
}

describe('bindBrowserEvents', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a window dragged to a new size once per 100 ms, with its size then', () => {
    const { win, widths, stop } = bound();
    for (let step = 1; step <= 20; step += 1) {
      win.innerWidth = 1280 - step * 20;
      win.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(200);
    // 20 resizes within 100 ms: one send, with the size at the end of the 100 ms.
    expect(widths).toEqual([880]);
    stop();
  });

  it('sends nothing after it is stopped, not even a pending size', () => {
    const { win, widths, stop } = bound();
    win.dispatchEvent(new Event('resize'));
    win.innerWidth = 600;
    win.dispatchEvent(new Event('resize'));
    stop();
    vi.advanceTimersByTime(200);
    win.dispatchEvent(new Event('resize'));
    expect(widths).toEqual([]);
  });
});
