/**
 * Map machine: owns what the map shows (theme, mode, locale of the labels), where it looks
 * (centre, zoom, bbox), its load status (init → styled → reloading → styled) and its chrome
 * (fullscreen, popup). The MapLibre adapter (`src/map/`) applies the context and reports back.
 * A view restored from the URL (a shared or reloaded `/plan#?bbox=`) wins over the region's
 * first view, which only sets the view of a map that has none yet.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Bbox, LngLat } from '../domain/geo';
import type { MapMode, MapTheme, ThemeInfo } from '../domain/map-config';
import type { Locale } from '../i18n/locales';

/** Load status of the spec (§4 Map load). */
export type MapLoadStatus = 'init' | 'styled' | 'reloading';
/** Vector tiles or raster imagery (satellite). */
export type RenderMode = 'vector' | 'raster';
/** Popups the map can show. */
export type PopupType = 'address' | 'poi' | 'position';
/** Whether the labels of the current style have been seen rendered. */
export type LabelsStatus = 'pending' | 'rendered';

/** A view the map is asked to move to. */
export interface FlyRequest {
  center: LngLat;
  zoom: number;
  /** A box to fit instead of `center` and `zoom` (a view restored from the URL). */
  bbox: Bbox | null;
  /** Jump instead of flying (first view of the region). */
  animate: boolean;
  /** Increases with every request so the adapter can tell them apart. */
  seq: number;
}

/** Context of the map machine. */
export interface MapContext {
  renderMode: RenderMode;
  theme: MapTheme;
  mode: MapMode;
  locale: Locale;
  /** Availability of each theme (from the map config). */
  themes: readonly ThemeInfo[];
  center: LngLat;
  zoom: number;
  bbox: Bbox | null;
  fullscreen: boolean;
  popup: PopupType | null;
  labels: LabelsStatus;
  /** Message of the last style failure, until the next style load. */
  styleError: string | null;
  /** Increases on every retry so the adapter reloads the same style URL. */
  styleRevision: number;
  flyRequest: FlyRequest | null;
  /** The notice of the current mode was dismissed by the user. */
  modeNoticeDismissed: boolean;
  /** The view came from the URL: the region's first view does not replace it. */
  viewRestored: boolean;
  /** The geoip flag (§3): the visitor's country guessed by GET /api/geoip, once asked. */
  geoip: string | null;
}

/** Events of the map machine. */
export type MapEvent =
  | { type: 'style.loaded' }
  | { type: 'style.error'; message: string }
  | { type: 'style.retry' }
  | { type: 'labels.rendered' }
  | { type: 'theme.set'; theme: MapTheme }
  | { type: 'themes.update'; themes: readonly ThemeInfo[] }
  | { type: 'mode.set'; mode: MapMode }
  | { type: 'mode.noticeDismissed' }
  | { type: 'locale.set'; locale: Locale }
  | { type: 'moved'; center: LngLat; zoom: number; bbox: Bbox }
  | { type: 'fly.to'; center: LngLat; zoom: number; animate?: boolean }
  /** The view of a URL (a valid bbox), applied at once. */
  | { type: 'view.restore'; bbox: Bbox }
  /**
   * The region's first view (map config), unless the URL gave one: its centre and zoom, or the
   * default bounds of the visitor's country (src/domain/geoip.ts).
   */
  | { type: 'region.view'; center: LngLat; zoom: number; bbox?: Bbox | undefined }
  /** The visitor's country guessed by the geoip service (kept for the whole visit). */
  | { type: 'geoip.set'; country: string | null }
  | { type: 'fullscreen.toggle' }
  | { type: 'fullscreen.changed'; fullscreen: boolean }
  | { type: 'popup.open'; popup: PopupType }
  | { type: 'popup.close' };

/** Input of the map machine. */
export interface MapInput {
  locale: Locale;
  center: LngLat;
  zoom: number;
  theme?: MapTheme;
  mode?: MapMode;
  themes?: readonly ThemeInfo[];
}

/** The next fly request: a point and zoom, or a box (the zoom then stays the current one). */
function flyRequestOf(
  context: Pick<MapContext, 'flyRequest' | 'zoom'>,
  view: { center: LngLat; zoom?: number; bbox?: Bbox },
  animate: boolean,
): FlyRequest {
  return {
    center: view.center,
    zoom: view.zoom ?? context.zoom,
    bbox: view.bbox ?? null,
    animate,
    seq: (context.flyRequest?.seq ?? 0) + 1,
  };
}

function bboxCentre([w, s, e, n]: Bbox): LngLat {
  return { lng: (w + e) / 2, lat: (s + n) / 2 };
}

/** Satellite is raster imagery; every other theme is drawn from vector tiles. */
export function renderModeOf(theme: MapTheme): RenderMode {
  return theme === 'satellite' ? 'raster' : 'vector';
}

/** A theme can be chosen unless the config marks it unavailable. */
export function isThemeAvailable(themes: readonly ThemeInfo[], theme: MapTheme): boolean {
  return themes.find((t) => t.id === theme)?.available ?? true;
}

/** The machine (side effects are named actions: provide them with `mapMachine.provide`). */
export const mapMachine = setup({
  types: {
    context: {} as MapContext,
    events: {} as MapEvent,
    input: {} as MapInput,
  },
  actions: {
    /** Asks the browser to enter or leave fullscreen; the result comes back as fullscreen.changed. */
    toggleFullscreen: () => undefined,
    assignTheme: assign(({ event }) => {
      assertEvent(event, 'theme.set');
      const { theme } = event;
      return { theme, renderMode: renderModeOf(theme), styleError: null };
    }),
    assignLocale: assign(({ event }) => {
      assertEvent(event, 'locale.set');
      return { locale: event.locale };
    }),
    resetLabels: assign({ labels: 'pending' as LabelsStatus, popup: null }),
    markStyled: assign({ styleError: null }),
    assignStyleError: assign({
      styleError: ({ event }) => {
        assertEvent(event, 'style.error');
        return event.message;
      },
    }),
    bumpRevision: assign({
      styleRevision: ({ context }) => context.styleRevision + 1,
      styleError: null,
    }),
  },
  guards: {
    canSetTheme: ({ context, event }) => {
      assertEvent(event, 'theme.set');
      return event.theme !== context.theme && isThemeAvailable(context.themes, event.theme);
    },
    isNewLocale: ({ context, event }) => {
      assertEvent(event, 'locale.set');
      return event.locale !== context.locale;
    },
    hasStyleError: ({ context }) => context.styleError !== null,
    noRestoredView: ({ context }) => !context.viewRestored,
  },
}).createMachine({
  id: 'map',
  context: ({ input }) => ({
    renderMode: renderModeOf(input.theme ?? 'normal'),
    theme: input.theme ?? 'normal',
    mode: input.mode ?? 'neutral',
    locale: input.locale,
    themes: input.themes ?? [],
    center: input.center,
    zoom: input.zoom,
    bbox: null,
    fullscreen: false,
    popup: null,
    labels: 'pending',
    styleError: null,
    styleRevision: 0,
    flyRequest: null,
    modeNoticeDismissed: false,
    viewRestored: false,
    geoip: null,
  }),
  initial: 'init',
  on: {
    'themes.update': { actions: assign({ themes: ({ event }) => event.themes }) },
    'mode.set': {
      actions: assign({ mode: ({ event }) => event.mode, modeNoticeDismissed: false }),
    },
    'mode.noticeDismissed': { actions: assign({ modeNoticeDismissed: true }) },
    moved: {
      actions: assign({
        center: ({ event }) => event.center,
        zoom: ({ event }) => event.zoom,
        bbox: ({ event }) => event.bbox,
      }),
    },
    'fly.to': {
      actions: assign({
        flyRequest: ({ context, event }) =>
          flyRequestOf(context, { center: event.center, zoom: event.zoom }, event.animate ?? true),
      }),
    },
    'view.restore': {
      actions: assign({
        flyRequest: ({ context, event }) =>
          flyRequestOf(context, { center: bboxCentre(event.bbox), bbox: event.bbox }, false),
        viewRestored: true,
      }),
    },
    'region.view': {
      guard: 'noRestoredView',
      actions: assign({
        flyRequest: ({ context, event }) =>
          flyRequestOf(
            context,
            event.bbox
              ? { center: bboxCentre(event.bbox), bbox: event.bbox }
              : { center: event.center, zoom: event.zoom },
            false,
          ),
      }),
    },
    'geoip.set': { actions: assign({ geoip: ({ event }) => event.country }) },
    'fullscreen.toggle': { actions: 'toggleFullscreen' },
    'fullscreen.changed': { actions: assign({ fullscreen: ({ event }) => event.fullscreen }) },
    'popup.open': { actions: assign({ popup: ({ event }) => event.popup }) },
    'popup.close': { actions: assign({ popup: null }) },
  },
  states: {
    init: {
      on: {
        'style.loaded': { target: 'styled', actions: 'markStyled' },
        'style.error': { actions: 'assignStyleError' },
        'style.retry': { guard: 'hasStyleError', actions: 'bumpRevision' },
        'theme.set': { guard: 'canSetTheme', actions: 'assignTheme' },
        'locale.set': { guard: 'isNewLocale', actions: 'assignLocale' },
      },
    },
    styled: {
      on: {
        'labels.rendered': { actions: assign({ labels: 'rendered' as LabelsStatus }) },
        'theme.set': { guard: 'canSetTheme', target: 'reloading', actions: 'assignTheme' },
        'locale.set': { guard: 'isNewLocale', target: 'reloading', actions: 'assignLocale' },
      },
    },
    reloading: {
      entry: 'resetLabels',
      on: {
        'style.loaded': { target: 'styled', actions: 'markStyled' },
        'style.error': { actions: 'assignStyleError' },
        'style.retry': { guard: 'hasStyleError', actions: 'bumpRevision' },
        'theme.set': { guard: 'canSetTheme', actions: 'assignTheme' },
        'locale.set': { guard: 'isNewLocale', actions: 'assignLocale' },
      },
    },
  },
});

/** The style the adapter must show: changes whenever theme, locale or revision changes. */
export function styleKeyOf(
  context: Pick<MapContext, 'theme' | 'locale' | 'styleRevision'>,
): string {
  return `${context.theme}|${context.locale}|${context.styleRevision}`;
}
