/**
 * Pure helpers over the layers of a Périple style: mode overlays carry
 * `metadata['periple:mode']`, label layers `metadata['periple:label']`.
 */
import type { MapMode, MapTheme } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import { STYLE_METADATA } from '../domain/map-config';

/** The part of a style layer these helpers read. */
export interface LayerLike {
  id: string;
  metadata?: unknown;
  /** The layer's layout, of any shape (e.g. `{ visibility: 'none' }`). */
  layout?: unknown;
}

/** A visibility to apply to a layer. */
export interface VisibilityChange {
  id: string;
  visibility: 'visible' | 'none';
}

function metadataOf(layer: LayerLike): Record<string, unknown> {
  const m = layer.metadata;
  return typeof m === 'object' && m !== null ? (m as Record<string, unknown>) : {};
}

/** The mode a layer belongs to, or `undefined` for a base layer. */
export function layerMode(layer: LayerLike): string | undefined {
  const mode = metadataOf(layer)[STYLE_METADATA.mode];
  return typeof mode === 'string' ? mode : undefined;
}

/** True for a layer that draws labels. */
export function isLabelLayer(layer: LayerLike): boolean {
  return metadataOf(layer)[STYLE_METADATA.label] === true;
}

/** True for a layer of the itinerary's routes. */
export function isRouteLayer(layer: LayerLike): boolean {
  return metadataOf(layer)[STYLE_METADATA.route] === true;
}

/** The first label layer (else the first symbol layer): the routes go under it. */
export function firstLabelLayer(
  layers: readonly (LayerLike & { type?: string })[],
): string | undefined {
  return (layers.find(isLabelLayer) ?? layers.find((l) => l.type === 'symbol'))?.id;
}

/**
 * The layer an overlay (a network's lines, a zone's area) goes under: the routes' first when an
 * itinerary is drawn (the trip stays in sight over a layer chosen after it), else the labels'.
 */
export function overlayBefore(
  layers: readonly (LayerLike & { type?: string })[],
): string | undefined {
  return layers.find(isRouteLayer)?.id ?? firstLabelLayer(layers);
}

/** Ids of the label layers. */
export function labelLayerIds(layers: readonly LayerLike[]): string[] {
  return layers.filter(isLabelLayer).map((l) => l.id);
}

/**
 * The visibility of every mode overlay for a mode: visible when its `periple:mode` equals the
 * mode, hidden otherwise (the neutral mode shows no overlay unless a layer is tagged neutral).
 */
export function modeVisibility(layers: readonly LayerLike[], mode: MapMode): VisibilityChange[] {
  const changes: VisibilityChange[] = [];
  for (const layer of layers) {
    const owner = layerMode(layer);
    if (owner === undefined) continue;
    changes.push({ id: layer.id, visibility: owner === mode ? 'visible' : 'none' });
  }
  return changes;
}

/** URL of the MapLibre style of a theme in a locale (labels in that language). */
export function styleUrl(theme: MapTheme, locale: Locale, origin: string): string {
  const url = new URL(`/styles/${theme}.json`, origin);
  url.searchParams.set('locale', locale);
  return url.href;
}
