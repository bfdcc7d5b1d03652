import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ThemeInfo } from '../../src/domain/map-config';
import {
  isThemeAvailable,
  mapMachine,
  renderModeOf,
  styleKeyOf,
  type MapEvent,
  type MapInput,
} from '../../src/machines/map-machine';
import {
  edgeCoveringPaths,
  listTransitions,
  TransitionRecorder,
  type ModelPath,
} from './model-helpers';

type Snapshot = SnapshotFrom<typeof mapMachine>;

const THEMES: ThemeInfo[] = [
  { id: 'normal', label: 'Plan', available: true },
  { id: 'satellite', label: 'Satellite', available: false, message: 'Imagerie non configurée' },
  { id: 'nature', label: 'Nature', available: true },
  { id: 'simple', label: 'Épuré', available: true },
  { id: 'dark', label: 'Sombre', available: true },
];

const INPUT: MapInput = {
  locale: 'fr-FR',
  center: { lng: 7.42, lat: 43.74 },
  zoom: 14,
  themes: THEMES,
};

const EVENTS: MapEvent[] = [
  { type: 'style.loaded' },
  { type: 'style.error', message: 'HTTP 500 /styles/dark.json' },
  { type: 'style.retry' },
  { type: 'labels.rendered' },
  { type: 'theme.set', theme: 'dark' },
  { type: 'theme.set', theme: 'normal' },
  { type: 'theme.set', theme: 'satellite' },
  { type: 'themes.update', themes: THEMES },
  { type: 'mode.set', mode: 'zfe' },
  { type: 'mode.noticeDismissed' },
  { type: 'locale.set', locale: 'en-GB' },
  { type: 'locale.set', locale: 'fr-FR' },
  { type: 'moved', center: { lng: 7.43, lat: 43.75 }, zoom: 15, bbox: [7.4, 43.7, 7.46, 43.8] },
  { type: 'fly.to', center: { lng: 1.09, lat: 49.44 }, zoom: 14 },
  { type: 'view.restore', bbox: [7.41, 43.72, 7.44, 43.75] },
  { type: 'region.view', center: { lng: 7.42, lat: 43.74 }, zoom: 14 },
  { type: 'fullscreen.toggle' },
  { type: 'fullscreen.changed', fullscreen: true },
  { type: 'popup.open', popup: 'address' },
  { type: 'popup.close' },
];

/** Abstraction of a map state: load status, style identity, labels and error. */
const serializeState = (s: Snapshot): string =>
  [
    s.value,
    s.context.theme,
    s.context.locale,
    s.context.labels,
    s.context.styleError ? 'error' : 'ok',
    s.context.viewRestored ? 'url-view' : 'no-url-view',
  ].join('|');

const recorder = new TransitionRecorder(listTransitions(mapMachine));

afterEach(() => {
  vi.restoreAllMocks();
});

function startSut() {
  const toggleFullscreen = vi.fn();
  const machine = mapMachine.provide({ actions: { toggleFullscreen } });
  const actor = createActor(machine, { input: INPUT, inspect: recorder.inspect });
  actor.start();
  return { actor, toggleFullscreen };
}

function assertInvariants(live: Snapshot): void {
  const { context } = live;
  // The status the e2e hooks read is the machine's state value.
  expect(['init', 'styled', 'reloading']).toContain(live.value);
  expect(context.renderMode).toBe(renderModeOf(context.theme));
  expect(isThemeAvailable(context.themes, context.theme)).toBe(true);
  if (live.value !== 'styled') expect(context.labels).toBe('pending');
}

async function runPath(path: ModelPath<typeof mapMachine>): Promise<void> {
  const sut = startSut();
  for (const step of path.steps) {
    const before = sut.actor.getSnapshot();
    const toggles = sut.toggleFullscreen.mock.calls.length;
    sut.actor.send(step.event);
    const live = sut.actor.getSnapshot();
    expect(live.value).toEqual(step.state.value);
    expect(live.context).toEqual(step.state.context);
    assertInvariants(live);
    const event = step.event;
    if (event.type === 'fullscreen.toggle') {
      expect(sut.toggleFullscreen.mock.calls.length).toBe(toggles + 1);
    }
    if (event.type === 'theme.set' && event.theme === 'satellite') {
      // An unavailable theme is ignored.
      expect(live.context.theme).toBe(before.context.theme);
      expect(styleKeyOf(live.context)).toBe(styleKeyOf(before.context));
    }
    const newTheme =
      event.type === 'theme.set' &&
      event.theme !== before.context.theme &&
      isThemeAvailable(before.context.themes, event.theme);
    if (newTheme && before.value === 'styled') expect(live.value).toBe('reloading');
    if (before.value !== 'reloading' && live.value === 'reloading') {
      // Entering reloading closes the popup and waits for the labels again.
      expect(live.context.popup).toBeNull();
      expect(live.context.labels).toBe('pending');
    }
    if (event.type === 'style.loaded' && before.value !== 'styled')
      expect(live.value).toBe('styled');
    if (event.type === 'view.restore')
      expect(live.context.flyRequest).toMatchObject({ bbox: event.bbox, animate: false });
    if (event.type === 'region.view') {
      // The region's first view never replaces a view restored from the URL.
      if (before.context.viewRestored)
        expect(live.context.flyRequest).toBe(before.context.flyRequest);
      else expect(live.context.flyRequest).toMatchObject({ center: event.center, bbox: null });
    }
  }
  sut.actor.stop();
}

describe('map machine (model)', () => {
  const paths = edgeCoveringPaths(mapMachine, { events: EVENTS, serializeState, input: INPUT });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    await runPath(path);
  });

  it('goes init → styled → reloading → styled on a theme change', () => {
    const { actor } = startSut();
    const values: unknown[] = [actor.getSnapshot().value];
    for (const event of [
      { type: 'style.loaded' },
      { type: 'theme.set', theme: 'dark' },
      { type: 'style.loaded' },
    ] as MapEvent[]) {
      actor.send(event);
      values.push(actor.getSnapshot().value);
    }
    expect(values).toEqual(['init', 'styled', 'reloading', 'styled']);
  });

  it('changes the style key on a theme, locale or retry', () => {
    const { actor } = startSut();
    const keys = new Set([styleKeyOf(actor.getSnapshot().context)]);
    actor.send({ type: 'locale.set', locale: 'nl-BE' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    actor.send({ type: 'style.error', message: 'x' });
    actor.send({ type: 'style.retry' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    actor.send({ type: 'theme.set', theme: 'nature' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    expect(keys.size).toBe(4);
  });

  it('numbers fly requests', () => {
    const { actor } = startSut();
    actor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 3 });
    actor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 3, animate: false });
    expect(actor.getSnapshot().context.flyRequest).toEqual({
      center: { lng: 1, lat: 2 },
      zoom: 3,
      bbox: null,
      animate: false,
      seq: 2,
    });
  });

  it('keeps a view restored from the URL over the region view that arrives later', () => {
    const { actor } = startSut();
    actor.send({ type: 'view.restore', bbox: [7.41, 43.72, 7.44, 43.76] });
    actor.send({ type: 'region.view', center: { lng: 2.35, lat: 48.85 }, zoom: 5 });
    expect(actor.getSnapshot().context.flyRequest).toEqual({
      center: { lng: expect.closeTo(7.425, 9) as number, lat: expect.closeTo(43.74, 9) as number },
      zoom: INPUT.zoom,
      bbox: [7.41, 43.72, 7.44, 43.76],
      animate: false,
      seq: 1,
    });
    // A user's choice still flies.
    actor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 3 });
    expect(actor.getSnapshot().context.flyRequest?.seq).toBe(2);
  });

  it('took every transition of the machine (run last)', () => {
    expect(recorder.missing()).toEqual([]);
    expect(recorder.unknown.size).toBe(0);
    console.info(`map machine transition coverage: ${recorder.summary()}`);
  });
});
