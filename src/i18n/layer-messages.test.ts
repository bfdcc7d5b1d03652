import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { LAYER_BUNDLES, layerTranslator } from './layer-messages';
import { layersFrFR, type LayerMessageKey } from './messages/layers';

describe('layer pages bundles', () => {
  const keys = Object.keys(layersFrFR).sort();
  const placeholders = (s: string): string[] => (s.match(/\{\w+\}/g) ?? []).sort();

  it.each(LOCALES)('%s has exactly the keys of fr-FR, none empty, the same placeholders', (l) => {
    const bundle = LAYER_BUNDLES[l];
    expect(Object.keys(bundle).sort()).toEqual(keys);
    for (const key of keys as LayerMessageKey[]) {
      expect(bundle[key].trim(), `${l} ${key}`).not.toBe('');
      expect(placeholders(bundle[key]), `${l} ${key}`).toEqual(placeholders(layersFrFR[key]));
    }
  });

  it('carries the issue’s texts and formats parameters', () => {
    const t = layerTranslator('fr-FR');
    expect(t('layers.zfe.none', { name: 'Lille' })).toBe(
      'Aucune zone à faibles émissions ne s’applique à Lille dans la base nationale (transport.data.gouv.fr).',
    );
    expect(t('layers.traffic.noLive')).toBe(
      // French spacing: the colon keeps its word.
      'Aucune source d’info trafic en temps réel n’est disponible\u00a0: seuls les travaux cartographiés dans OpenStreetMap sont affichés.',
    );
    expect(
      layerTranslator('en-GB')('layers.title.commune', { family: 'Cycle paths', name: 'Lyon' }),
    ).toBe('Cycle paths in Lyon');
  });
});
