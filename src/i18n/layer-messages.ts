/**
 * The translator of the map-layer pages (issue 17). Their messages are a bundle of their own,
 * loaded with the pages' chunk (every locale at once: a few kilobytes), so that the first screen
 * carries none of them; the shell's translate.ts formats them.
 */
import type { Locale } from './locales';
import { layersEnGB } from './messages/en-gb/layers';
import { layersFrBE, layersFrFR, type LayerBundle, type LayerMessageKey } from './messages/layers';
import { layersNlBE } from './messages/nl-be/layers';
import { formatMessage, type MessageParams } from './translate';

export type { LayerMessageKey };

/** The layer pages' bundles by locale. */
export const LAYER_BUNDLES: Readonly<Record<Locale, LayerBundle>> = {
  'fr-FR': layersFrFR,
  'fr-BE': layersFrBE,
  'nl-BE': layersNlBE,
  'en-GB': layersEnGB,
};

/** A translate function of the layer pages, bound to a locale. */
export type LayerTranslate = (key: LayerMessageKey, params?: MessageParams) => string;

/** The layer pages' translator of `locale`. */
export function layerTranslator(locale: Locale): LayerTranslate {
  const bundle = LAYER_BUNDLES[locale];
  return (key, params) => formatMessage(bundle[key], params);
}
