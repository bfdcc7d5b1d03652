import { expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import type { ThemeInfo } from '../../src/domain/map-config';
import {
  isThemeAvailable,
  mapMachine,
  renderModeOf,
  styleKeyOf,
  type MapEvent,
  type MapInput,
} from '../../src/machines/map-machine';
import { describeModel, type StepView } from './model-harness';

type Machine = typeof mapMachine;
type Snapshot = SnapshotFrom<Machine>;

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
  // The default bounds of the visitor's country (France) instead of the region's centre.
  { type: 'region.view', center: { lng: 2.35, lat: 46.6 }, zoom: 5, bbox: [-5.2, 41.3, 9.6, 51.1] },
  { type: 'geoip.set', country: 'FR' },
  { type: 'fullscreen.toggle' },
  { type: 'fullscreen.changed', fullscreen: true },
  { type: 'popup.open', popup: 'address' },
  { type: 'popup.close' },
];

/**
 * Abstraction of a map state: the load status and what the guards read (theme, locale, a style
 * error), and on a styled map what reloading resets (rendered labels, an open popup). A view
 * from the URL only disables the region's view, so it makes no path of its own.
 */
const serializeState = (s: Snapshot): string => {
  const { theme, locale, styleError, labels, popup } = s.context;
  const status = [s.value, theme, locale, styleError ? 'error' : 'ok'];
  return (s.value === 'styled' ? [...status, labels, popup ? 'popup' : '-'] : status).join('|');
};

/** The machine with a fake fullscreen request (and the number of requests before a step). */
function startMap(inspect: (event: InspectionEvent) => void, input: MapInput) {
  const toggleFullscreen = vi.fn();
  const machine = mapMachine.provide({ actions: { toggleFullscreen } });
  const actor = createActor(machine, { input, inspect });
  actor.start();
  return { actor, toggleFullscreen, togglesBefore: 0 };
}

type Sut = ReturnType<typeof startMap>;
type Step = StepView<Machine, Sut>;

const isNewTheme = ({ event, before }: Step): boolean =>
  event.type === 'theme.set' &&
  event.theme !== before.context.theme &&
  isThemeAvailable(before.context.themes, event.theme);

/** The rules of §4 "Map load" and of the map's view, after every step. */
const INVARIANTS: Record<string, (step: Step) => boolean> = {
  'the load status is init, styled or reloading': ({ live }) => {
    expect(['init', 'styled', 'reloading']).toContain(live.value);
    return true;
  },
  'the theme is an available one, and satellite is raster imagery': ({ live }) => {
    expect(live.context.renderMode).toBe(renderModeOf(live.context.theme));
    expect(isThemeAvailable(live.context.themes, live.context.theme)).toBe(true);
    return true;
  },
  'the labels are pending until the style is loaded': ({ live }) => {
    if (live.value === 'styled') return false;
    expect(live.context.labels).toBe('pending');
    return true;
  },
  'the fullscreen button asks the browser once': ({ sut, event }) => {
    if (event.type !== 'fullscreen.toggle') return false;
    expect(sut.toggleFullscreen).toHaveBeenCalledTimes(sut.togglesBefore + 1);
    return true;
  },
  'a new theme reloads a styled map': (step) => {
    if (!isNewTheme(step) || step.before.value !== 'styled') return false;
    expect(step.live.value).toBe('reloading');
    return true;
  },
  'reloading closes the popup and waits for the labels again': ({ before, live }) => {
    if (before.value === 'reloading' || live.value !== 'reloading') return false;
    expect(live.context.popup).toBeNull();
    expect(live.context.labels).toBe('pending');
    return true;
  },
  'a loaded style makes the map styled': ({ event, before, live }) => {
    if (event.type !== 'style.loaded' || before.value === 'styled') return false;
    expect(live.value).toBe('styled');
    return true;
  },
  'a view from the URL fits its box at once': ({ event, live }) => {
    if (event.type !== 'view.restore') return false;
    expect(live.context.flyRequest).toMatchObject({ bbox: event.bbox, animate: false });
    return true;
  },
  "the region's first view applies only when the URL gave none": ({ event, before, live }) => {
    if (event.type !== 'region.view') return false;
    if (before.context.viewRestored)
      expect(live.context.flyRequest).toBe(before.context.flyRequest);
    else if (event.bbox)
      expect(live.context.flyRequest).toMatchObject({ bbox: event.bbox, animate: false });
    else expect(live.context.flyRequest).toMatchObject({ center: event.center, bbox: null });
    return true;
  },
  'the geoip guess is kept for the visit, and moves nothing': ({ event, before, live }) => {
    if (event.type !== 'geoip.set') return false;
    expect(live.context.geoip).toBe(event.country);
    expect(live.context.flyRequest).toBe(before.context.flyRequest);
    return true;
  },
};

/** Checks of the load status and of the style key. */
function styleChecks(start: () => Sut): void {
  it('goes init → styled → reloading → styled on a theme change', () => {
    const { actor } = start();
    const values: unknown[] = [actor.getSnapshot().value];
    const events: MapEvent[] = [
      { type: 'style.loaded' },
      { type: 'theme.set', theme: 'dark' },
      { type: 'style.loaded' },
    ];
    for (const event of events) {
      actor.send(event);
      values.push(actor.getSnapshot().value);
    }
    expect(values).toEqual(['init', 'styled', 'reloading', 'styled']);
    actor.stop();
  });

  it('ignores an unavailable theme, before and after the style loaded', () => {
    const { actor } = start();
    for (const load of [false, true]) {
      if (load) actor.send({ type: 'style.loaded' });
      const before = actor.getSnapshot();
      actor.send({ type: 'theme.set', theme: 'satellite' });
      const live = actor.getSnapshot();
      expect([live.value, live.context.theme]).toEqual([before.value, before.context.theme]);
      expect(styleKeyOf(live.context)).toBe(styleKeyOf(before.context));
    }
    actor.stop();
  });

  it('changes the style key on a theme, locale or retry', () => {
    const { actor } = start();
    const keys = new Set([styleKeyOf(actor.getSnapshot().context)]);
    actor.send({ type: 'locale.set', locale: 'nl-BE' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    actor.send({ type: 'style.error', message: 'x' });
    actor.send({ type: 'style.retry' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    actor.send({ type: 'theme.set', theme: 'nature' });
    keys.add(styleKeyOf(actor.getSnapshot().context));
    expect(keys.size).toBe(4);
    actor.stop();
  });
}

/** Checks of the views the map is asked to show. */
function viewChecks(start: () => Sut): void {
  it('numbers fly requests', () => {
    const { actor } = start();
    actor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 3 });
    actor.send({ type: 'fly.to', center: { lng: 1, lat: 2 }, zoom: 3, animate: false });
    expect(actor.getSnapshot().context.flyRequest).toEqual({
      center: { lng: 1, lat: 2 },
      zoom: 3,
      bbox: null,
      animate: false,
      seq: 2,
    });
    actor.stop();
  });

  it('keeps a view restored from the URL over the region view that arrives later', () => {
    const { actor } = start();
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
    actor.stop();
  });
}

describeModel(
  {
    name: 'map machine',
    machine: mapMachine,
    input: INPUT,
    events: EVENTS,
    serializeState,
    start: startMap,
    execute: (sut, event) => {
      sut.togglesBefore = sut.toggleFullscreen.mock.calls.length;
      sut.actor.send(event);
    },
    invariants: INVARIANTS,
  },
  (start) => {
    styleChecks(start);
    viewChecks(start);
  },
);
