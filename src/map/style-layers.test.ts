import { describe, expect, it } from 'vitest';
import { isLabelLayer, labelLayerIds, layerMode, modeVisibility, styleUrl } from './style-layers';

const layers = [
  { id: 'background' },
  { id: 'roads', metadata: { other: 1 } },
  { id: 'road-labels', metadata: { 'periple:label': true } },
  { id: 'cycleways', metadata: { 'periple:mode': 'bicycle' } },
  { id: 'zfe-fill', metadata: { 'periple:mode': 'zfe' } },
  { id: 'zfe-line', metadata: { 'periple:mode': 'zfe' } },
];

describe('style layers', () => {
  it('reads the mode and label metadata', () => {
    expect(layerMode(layers[3] ?? { id: '' })).toBe('bicycle');
    expect(layerMode(layers[0] ?? { id: '' })).toBeUndefined();
    expect(isLabelLayer(layers[2] ?? { id: '' })).toBe(true);
    expect(labelLayerIds(layers)).toEqual(['road-labels']);
  });

  it('shows only the layers of the selected mode', () => {
    expect(modeVisibility(layers, 'zfe')).toEqual([
      { id: 'cycleways', visibility: 'none' },
      { id: 'zfe-fill', visibility: 'visible' },
      { id: 'zfe-line', visibility: 'visible' },
    ]);
    expect(modeVisibility(layers, 'neutral').every((c) => c.visibility === 'none')).toBe(true);
  });

  it('builds the style URL with the locale', () => {
    expect(styleUrl('dark', 'nl-BE', 'http://localhost:5173')).toBe(
      'http://localhost:5173/styles/dark.json?locale=nl-BE',
    );
  });
});
