// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PANEL_LOAD_MS,
  PANEL_LOADING_CLASS,
  PANEL_WAIT_MS,
  whenPanelSettled,
} from './panel-padding';

/** A page as the shell draws it: the side overlay and the map's container in `.app-main`. */
function page(): { side: HTMLElement; container: HTMLElement } {
  document.body.innerHTML =
    '<main class="app-main"><div class="overlay overlay--side"></div><div class="map"></div></main>';
  return {
    side: document.querySelector<HTMLElement>('.overlay--side')!,
    container: document.querySelector<HTMLElement>('.map')!,
  };
}

describe('whenPanelSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies once the panel is drawn, and says meanwhile that a view is pending', () => {
    const { side, container } = page();
    const apply = vi.fn();
    whenPanelSettled(container, apply);
    expect(container.dataset.viewPending).toBe('1');
    vi.advanceTimersByTime(100);
    expect(apply).not.toHaveBeenCalled();
    side.innerHTML = '<section class="search-panel"></section>';
    vi.advanceTimersByTime(100);
    expect(apply).toHaveBeenCalledOnce();
    expect(container.dataset.viewPending).toBeUndefined();
  });

  it('waits for the list of suggestions to close: a phone sheet raised over it goes back down', () => {
    const { side, container } = page();
    const app = document.createElement('div');
    app.className = 'app';
    app.dataset.device = 'pe';
    document.body.append(app);
    app.append(document.querySelector('.app-main')!);
    side.innerHTML =
      '<section class="search-panel"><div class="radius-search"><input placeholder="Centre" value="Villeu">' +
      '<ul class="suggestion-list"><li>Villeurbanne</li></ul></div></section>';
    const apply = vi.fn();
    whenPanelSettled(container, apply);
    vi.advanceTimersByTime(PANEL_WAIT_MS / 2);
    expect(apply).not.toHaveBeenCalled();
    side.querySelector('.suggestion-list')!.remove();
    vi.advanceTimersByTime(100);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('applies without a panel after a short wait when none is coming', () => {
    const { container } = page();
    const apply = vi.fn();
    whenPanelSettled(container, apply);
    vi.advanceTimersByTime(PANEL_WAIT_MS + 50);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('waits longer for a panel whose code is loading, not framing under it', () => {
    const { side, container } = page();
    side.innerHTML = `<span class="${PANEL_LOADING_CLASS}" hidden></span>`;
    const apply = vi.fn();
    whenPanelSettled(container, apply);
    vi.advanceTimersByTime(PANEL_WAIT_MS * 3);
    expect(apply).not.toHaveBeenCalled();
    side.innerHTML = '<section class="place-card"></section>';
    vi.advanceTimersByTime(100);
    expect(apply).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a panel that never loads', () => {
    const { side, container } = page();
    side.innerHTML = `<span class="${PANEL_LOADING_CLASS}" hidden></span>`;
    const apply = vi.fn();
    whenPanelSettled(container, apply);
    vi.advanceTimersByTime(PANEL_LOAD_MS + 50);
    expect(apply).toHaveBeenCalledOnce();
  });
});
