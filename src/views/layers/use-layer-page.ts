/** React access to the layer pages: their system (created on first use), map layer and texts. */
import { useEffect, useMemo } from 'react';
import { layerTranslator, type LayerTranslate } from '../../i18n/layer-messages';
import { registerMapExtension } from '../../map/map-extensions';
import { layerPageLayerExtension } from '../../map/layer-page-layer';
import { layerPageSystemOf, type LayerPageSystem } from '../../machines/layer-page-system';
import { useAppSystem, useLocale } from '../app-context';
import { appTitleIn } from '../../i18n/app-title';

let unregisterLayer: (() => void) | undefined;

/** The layer page system; its map layer is registered once. */
export function useLayerPageSystem(): LayerPageSystem {
  const system = layerPageSystemOf(useAppSystem());
  useEffect(() => {
    unregisterLayer ??= registerMapExtension(layerPageLayerExtension);
  }, []);
  return system;
}

/** The layer pages' `t(key, params)` in the interface locale. */
export function useLayerT(): LayerTranslate {
  const locale = useLocale();
  return useMemo(() => layerTranslator(locale), [locale]);
}

/** Sets the document's title while a page shows it. */
export function useDocumentTitle(title: string): void {
  const locale = useLocale();
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      // The app's title, in the language the interface speaks by then.
      document.title = appTitleIn(before, locale);
    };
  }, [title, locale]);
}
