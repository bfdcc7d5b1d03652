/** §9 map constants: the click hit-box by pointer kind, and the state-saving debounce. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounced, hitBox, STATE_SAVE_DEBOUNCE_MS } from './map-constants';

afterEach(() => {
  vi.useRealTimers();
});

describe('hitBox', () => {
  it('is 5 px around a touch and 10 px around a mouse click', () => {
    expect(hitBox({ x: 100, y: 50 }, true)).toEqual([
      [95, 45],
      [105, 55],
    ]);
    expect(hitBox({ x: 100, y: 50 }, false)).toEqual([
      [90, 40],
      [110, 60],
    ]);
  });
});

describe('debounced', () => {
  it('runs once with the last arguments after the delay, and not after cancel', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const save = debounced(run, STATE_SAVE_DEBOUNCE_MS);
    save.call(1);
    save.call(2);
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(2);
    save.call(3);
    save.cancel();
    vi.advanceTimersByTime(STATE_SAVE_DEBOUNCE_MS);
    expect(run).toHaveBeenCalledOnce();
  });
});
